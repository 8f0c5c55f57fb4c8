import { createRequire } from 'node:module';
import type { JWK } from 'jose';

const require = createRequire(import.meta.url);

/**
 * The key pair cognito-local signs every token with, shipped in its package: public to anyone, which
 * is why only local identity mode trusts its tokens. The proxy checks tokens against the public
 * half; tests mint tokens with the private one.
 */
export const LOCAL_SIGNING_KEY: { readonly publicJwk: JWK; readonly privatePem: string } = {
  publicJwk: (require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: JWK }).jwk,
  privatePem: (require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string }).pem,
};
