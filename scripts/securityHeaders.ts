import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import {
  CACHE_RULES,
  HEADERS_FILE,
  headersFile,
  LOCAL_CONNECT_SOURCES,
} from '../packages/domain/src/webHeaders.ts';
import { mailingListDocument } from '../packages/ui/src/shell/mailingList.ts';

// The file's format and the cache rules live beside the reader the production server uses.
export { CACHE_RULES, HEADERS_FILE, headersFile };

/**
 * The web app's HTTP response headers — the Content-Security-Policy among them — from one source:
 * the build writes them as `_headers` (the Netlify / Cloudflare Pages format; docs/deploy.md shows
 * the CloudFront and nginx equivalents), the production server (`npm run start:prod`) sends what
 * that file says, and `vite preview` sends them too, so every way of serving a build sends the
 * policy it ships with.
 */

/** Build-time settings the policy depends on; every one is optional. */
export interface SecurityHeaderSettings {
  /** `VITE_MAILING_LIST_SCRIPT_URL`: the mailing-list provider's embed script. */
  mailingListScriptUrl?: string | undefined;
  /** `VITE_OTEL_ENDPOINT`: the browser's OTLP/HTTP endpoint. */
  telemetryEndpoint?: string | undefined;
  /** `COGNITO_REGION`: narrows Cognito to `cognito-idp.{region}.amazonaws.com`. */
  cognitoRegion?: string | undefined;
  /** `COGNITO_HOSTED_UI_DOMAIN`: the hosted sign-in's domain (the code exchange is a fetch to it). */
  hostedUiDomain?: string | undefined;
  /** `CSP_CONNECT_SRC`: further sources `fetch` may reach, space-separated. */
  extraConnectSrc?: string | undefined;
  /** `VITE_IMAGE_BASE_URL`: the image service (issue 21), when it is a CDN on another origin. */
  imageBaseUrl?: string | undefined;
  /**
   * The local stack (`vite preview`): the local identity provider listens on a free 127.0.0.1
   * port that is only known at run time, so any local port may be fetched. Never in `_headers`.
   */
  local?: boolean | undefined;
}

/** The settings from a build's environment (Vite's `VITE_*` values and the process environment). */
export function settingsFromEnv(env: Record<string, string | undefined>): SecurityHeaderSettings {
  return {
    mailingListScriptUrl: env.VITE_MAILING_LIST_SCRIPT_URL,
    telemetryEndpoint: env.VITE_OTEL_ENDPOINT,
    cognitoRegion: env.COGNITO_REGION,
    hostedUiDomain: env.COGNITO_HOSTED_UI_DOMAIN,
    extraConnectSrc: env.CSP_CONNECT_SRC,
    imageBaseUrl: env.VITE_IMAGE_BASE_URL,
  };
}

/** A URL's origin when it is an http(s) URL; anything else (empty, relative, data:) adds no source. */
function originOf(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replaceAll('&amp;', '&');

/**
 * The mailing-list frame is an `<iframe srcdoc>`, and a srcdoc document inherits the page's
 * policy: its bootstrap script and its script tag's onload / onerror handlers must be allowed by
 * hash. They are read from the document the footer builds, so they cannot drift apart.
 */
export function mailingListFrameHashes(): { scripts: string[]; handlers: string[] } {
  const html = mailingListDocument('https://mailing-list.invalid/embed.js', 'form', {
    colorScheme: 'light',
    color: 'black',
    fontFamily: 'serif',
    fontSize: '16px',
  });
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => sha256(match[1] ?? ''));
  const handlers = [...html.matchAll(/\son[a-z]+="([^"]*)"/g)].map((match) =>
    sha256(unescapeHtml(match[1] ?? '')),
  );
  return { scripts, handlers };
}

/** The Content-Security-Policy, one directive per entry. */
export function cspDirectives(settings: SecurityHeaderSettings = {}): Array<[string, string[]]> {
  const mailingList = originOf(settings.mailingListScriptUrl);
  const frame = mailingList ? mailingListFrameHashes() : undefined;
  const region = settings.cognitoRegion?.trim();
  // Sign-in (user pool), photos' credentials (identity pool) and uploads (S3) of the region.
  const cognito = region
    ? [
        `https://cognito-idp.${region}.amazonaws.com`,
        `https://cognito-identity.${region}.amazonaws.com`,
        `https://s3.${region}.amazonaws.com`,
        `https://*.s3.${region}.amazonaws.com`,
      ]
    : // A host wildcard stands only leftmost: without the region, any AWS host.
      ['https://*.amazonaws.com'];
  const hostedUi = settings.hostedUiDomain?.trim()
    ? [originOf(`https://${settings.hostedUiDomain.trim().replace(/^https?:\/\//, '')}`) ?? '']
    : ['https://*.amazoncognito.com'];
  const telemetry = originOf(settings.telemetryEndpoint);
  const extra = (settings.extraConnectSrc ?? '').split(/\s+/).filter(Boolean);
  const local = settings.local ? LOCAL_CONNECT_SOURCES : [];
  const provider = mailingList ? [mailingList] : [];
  const images = originOf(settings.imageBaseUrl);
  return [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...provider,
        ...(frame
          ? [...frame.scripts, ...(frame.handlers.length ? ["'unsafe-hashes'", ...frame.handlers] : [])]
          : []),
      ],
    ],
    // Radix's dialogs lock scrolling with a <style> element they write at run time (with sizes
    // measured then, so no hash can name it), and the mailing-list frame styles itself to match
    // the page: styles may be inline. Scripts may not.
    ['style-src', ["'self'", "'unsafe-inline'", ...provider]],
    // blob: the photo field's preview of a file before it is uploaded.
    ['img-src', ["'self'", 'data:', 'blob:', ...provider, ...(images ? [images] : [])]],
    ['font-src', ["'self'", ...provider]],
    [
      'connect-src',
      [
        "'self'",
        ...cognito,
        ...hostedUi.filter(Boolean),
        ...(telemetry ? [telemetry] : []),
        ...extra,
        ...local,
      ],
    ],
    ['frame-src', ["'self'", ...provider]],
    ['form-action', ["'self'", ...provider]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(settings: SecurityHeaderSettings = {}): string {
  return cspDirectives(settings)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** The headers every page and file of the app is served with. */
export function securityHeaders(settings: SecurityHeaderSettings = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors' predecessor, for browsers that predate it.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Browsers ignore it over plain HTTP (the local stack); over TLS it pins HTTPS for a year.
    'Strict-Transport-Security': 'max-age=31536000',
  };
}

/**
 * Writes `_headers` into the build and sends the same headers from `vite preview` (plus the local
 * identity provider's origin in connect-src). `enforce: 'pre'` puts the preview middleware ahead
 * of the other plugins' (the share-head pages of /s/{id} get the headers too).
 */
export function securityHeadersPlugin(): Plugin {
  let settings: SecurityHeaderSettings = {};
  return {
    name: 'siyum-security-headers',
    enforce: 'pre',
    configResolved(config) {
      settings = settingsFromEnv({ ...process.env, ...config.env });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: HEADERS_FILE,
        source: headersFile(securityHeaders(settings)),
      });
    },
    configurePreviewServer(server) {
      const headers = Object.entries(securityHeaders({ ...settings, local: true }));
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/')) for (const [name, value] of headers) res.setHeader(name, value);
        next();
      });
    },
  };
}
