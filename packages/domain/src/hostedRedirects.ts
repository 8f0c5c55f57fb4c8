/**
 * Spec §5: the URLs a hosted sign-in (or its logout) may return to must be on a configured list;
 * a list that only names http(s) addresses of another origin means the flow was started from the
 * wrong site. The app asks before it leaves for the provider; the server reads the lists from its
 * environment (`parseRedirectList`).
 */
export type RedirectCheck = { url: string } | { problem: 'invalidRedirect' | 'invalidOrigin' };

function normalized(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** `wanted` (origin + path, e.g. https://siyum.example.org/auth-callback) against `configured`. */
export function checkRedirectUrl(configured: readonly string[] | undefined, wanted: string): RedirectCheck {
  const target = normalized(wanted);
  const entries = (configured ?? []).map(normalized).filter((entry): entry is URL => entry !== undefined);
  if (!target) return { problem: 'invalidRedirect' };
  const match = entries.find((entry) => entry.href === target.href);
  if (match) return { url: match.href };
  const web = entries.filter((entry) => entry.protocol === 'https:' || entry.protocol === 'http:');
  if (web.length > 0 && !web.some((entry) => entry.origin === target.origin))
    return { problem: 'invalidOrigin' };
  return { problem: 'invalidRedirect' };
}

/** A comma-separated list of absolute URLs (from configuration); throws, naming `source`, on one that is not. */
export function parseRedirectList(text: string | undefined, source: string): string[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const url = normalized(entry);
      if (!url) throw new Error(`${source}: not an absolute URL: ${entry}`);
      return url.href;
    });
}
