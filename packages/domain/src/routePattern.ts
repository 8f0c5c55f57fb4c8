/**
 * Route patterns, apart from the route table (navigation.ts): the table's guard and the route
 * preloader (routePreloads.ts, loaded after the page) both match paths with it.
 */

/** A path segment decoded, or as typed when its percent-encoding is malformed (never a throw). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A route pattern's matcher (exact segments, `:param` segments, a trailing `*`): the params of a
 * path it matches, or null. The path is without query or hash.
 */
export function compileRoutePattern(pattern: string): (path: string) => Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  return (path) => {
    const segments = path.split('/').filter(Boolean);
    const params: Record<string, string> = {};
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] ?? '';
      if (part === '*') return params;
      const segment = segments[i];
      if (segment === undefined) return null;
      if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
      else if (part !== segment) return null;
    }
    return segments.length === parts.length ? params : null;
  };
}
