import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailingListDocument } from '../packages/ui/src/shell/mailingList.ts';
import { contentSecurityPolicy, cspDirectives, headersFile, securityHeaders } from './securityHeaders.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  it('allows no inline script, no framing and no plugins', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://*.amazonaws.com',
      'https://*.amazoncognito.com',
    ]);
  });

  it('names the configured Cognito region, hosted sign-in, telemetry and extra sources', () => {
    const policy = contentSecurityPolicy({
      cognitoRegion: 'us-east-1',
      hostedUiDomain: 'login.example.org',
      telemetryEndpoint: 'https://otel.example.org:4318/base',
      extraConnectSrc: 'https://a.example.org  https://b.example.org',
      imageBaseUrl: 'https://images.example.org/cloud/image/upload',
    });
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://images.example.org']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://cognito-idp.us-east-1.amazonaws.com',
      // Photos: identity-pool credentials and the region's S3 (path- and virtual-hosted-style).
      'https://cognito-identity.us-east-1.amazonaws.com',
      'https://s3.us-east-1.amazonaws.com',
      'https://*.s3.us-east-1.amazonaws.com',
      'https://login.example.org',
      'https://otel.example.org:4318',
      'https://a.example.org',
      'https://b.example.org',
    ]);
  });

  it('lets the mailing-list frame run its bootstrap and the provider script, by hash', () => {
    const policy = contentSecurityPolicy({ mailingListScriptUrl: 'https://forms.example.org/embed.js?x=1' });
    const scriptSrc = directive(policy, 'script-src');
    expect(scriptSrc).toContain('https://forms.example.org');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const html = mailingListDocument('https://forms.example.org/embed.js', 'f', {
      colorScheme: 'dark',
      color: 'white',
      fontFamily: 'sans-serif',
      fontSize: '20px',
    });
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    const handlers = [...html.matchAll(/\son[a-z]+="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(handlers).toHaveLength(2);
    for (const text of [...inline, ...handlers]) expect(scriptSrc).toContain(hash(text));
    expect(scriptSrc).toContain("'unsafe-hashes'");
    expect(directive(policy, 'form-action')).toContain('https://forms.example.org');
  });

  it('ignores a mailing-list script that is not an http(s) URL', () => {
    expect(contentSecurityPolicy({ mailingListScriptUrl: 'data:text/javascript,1' })).toBe(
      contentSecurityPolicy(),
    );
  });

  it('adds the local identity provider only for the local stack', () => {
    expect(directive(contentSecurityPolicy({ local: true }), 'connect-src')).toContain('http://127.0.0.1:*');
    expect(cspDirectives().flatMap(([, sources]) => sources)).not.toContain('http://127.0.0.1:*');
  });

  it('writes the _headers file', () => {
    const file = headersFile(securityHeaders());
    expect(file).toContain(`/*\n  Content-Security-Policy: ${contentSecurityPolicy()}\n`);
    expect(file).toContain('  X-Content-Type-Options: nosniff\n');
    expect(file).toContain('  Referrer-Policy: strict-origin-when-cross-origin\n');
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});
