import {
  HEADERS_FILE,
  type HeaderRule,
  headersForPath,
  LOCAL_CONNECT_SOURCES,
  parseHeadersFile,
  withConnectSources,
} from '@siyum/domain';

/** The headers of one served path (the file's, not the request's: a fallback page is /index.html's). */
export type SiteHeaders = (servedPath: string) => Record<string, string>;

/** A file outside /assets/ keeps its name across deploys: browsers must ask again before reusing it. */
const REVALIDATE = 'no-cache';

/**
 * The headers a build wrote into its `_headers` (scripts/securityHeaders.ts: the policy depends on
 * the build's settings, so the file of the build being served is the one source), from the file's
 * text — read from the build by the production server (site.ts), given to the edge function of the
 * CDN path in its configuration (shareEdge.ts). No Node here: both bundle it. `local`: the local
 * stack's identity provider listens on a run-time port, so connect-src also allows 127.0.0.1 and
 * localhost, as `vite preview` does — never with a production identity provider. Throws when the
 * file sets no Content-Security-Policy (`source` names it).
 */
export function siteHeadersOf(text: string, options: { local: boolean; source?: string }): SiteHeaders {
  const source = options.source ?? HEADERS_FILE;
  const rules: HeaderRule[] = parseHeadersFile(text).map((rule) => ({
    pattern: rule.pattern,
    headers: rule.headers.map(([name, value]): [string, string] =>
      options.local && name.toLowerCase() === 'content-security-policy'
        ? [name, withConnectSources(value, LOCAL_CONNECT_SOURCES)]
        : [name, value],
    ),
  }));
  if (!rules.some((rule) => rule.headers.some(([name]) => name.toLowerCase() === 'content-security-policy')))
    throw new Error(`${source} sets no Content-Security-Policy`);
  const memo = new Map<string, Record<string, string>>();
  return (servedPath) => {
    let headers = memo.get(servedPath);
    if (!headers) {
      headers = { 'Cache-Control': REVALIDATE, ...headersForPath(rules, servedPath) };
      // Kept for the build's own files and a few fixed paths; other paths are answered uncached.
      if (memo.size < 10_000) memo.set(servedPath, headers);
    }
    return headers;
  };
}
