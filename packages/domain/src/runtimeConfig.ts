/**
 * The browser's runtime configuration (GET /api/config), the contract between the server that
 * serves it and the app that reads it: public values only — pool, client, the Cognito endpoint the
 * browser should call (the local proxy in local mode), region, platform. Never keys.
 */
export interface PublicRuntimeConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** Amplify's `userPoolEndpoint`: set in local mode (the compatibility proxy), absent for AWS. */
  userPoolEndpoint?: string;
  region: string;
  /** Sent with auth.me / auth.createUser (spec §7). */
  platform: string;
  identityMode: 'local' | 'production';
  /** Hosted sign-in domain (production, social sign-in), when configured. */
  hostedUiDomain?: string;
}
