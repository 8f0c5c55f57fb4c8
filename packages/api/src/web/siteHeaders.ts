import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
 * The headers the build wrote into its `_headers` (scripts/securityHeaders.ts: the policy depends
 * on the build's settings, so the file of the build being served is the one source). `local`: the
 * local stack's identity provider listens on a run-time port, so connect-src also allows
 * 127.0.0.1 and localhost, as `vite preview` does — never with a production identity provider.
 */
export function loadSiteHeaders(dir: string, options: { local: boolean }): SiteHeaders {
  let text: string;
  try {
    text = readFileSync(join(dir, HEADERS_FILE), 'utf8');
  } catch {
    throw new Error(`${join(dir, HEADERS_FILE)} is missing: serve a build of \`npm run build:app\``);
  }
  const rules: HeaderRule[] = parseHeadersFile(text).map((rule) => ({
    pattern: rule.pattern,
    headers: rule.headers.map(([name, value]): [string, string] =>
      options.local && name.toLowerCase() === 'content-security-policy'
        ? [name, withConnectSources(value, LOCAL_CONNECT_SOURCES)]
        : [name, value],
    ),
  }));
  if (!rules.some((rule) => rule.headers.some(([name]) => name.toLowerCase() === 'content-security-policy')))
    throw new Error(`${join(dir, HEADERS_FILE)} sets no Content-Security-Policy`);
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
