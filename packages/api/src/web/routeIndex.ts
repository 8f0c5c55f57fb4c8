import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compileRoutePreloads,
  parseRoutePreloads,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
  withRoutePreloads,
} from '@siyum/domain';
import type { WebFile, WebFiles } from './webFiles';

/** The build's list of each route's files; none (the plain index.html) when the build has no list. */
function readRoutePreloads(dir: string): RoutePreloads[] {
  let text: string;
  try {
    text = readFileSync(join(dir, ROUTE_PRELOADS_FILE), 'utf8');
  } catch {
    return [];
  }
  return parseRoutePreloads(text);
}

/**
 * index.html as each route needs it: naming the route's scripts and style sheets (the build's
 * ROUTE_PRELOADS_FILE), so they download beside the entry. One variant per route, kept with its
 * compressed forms; a deploy that replaces index.html in place brings its own list, read again.
 * Throws at once on a list of the wrong shape.
 */
export function createRouteIndex(dir: string, files: WebFiles) {
  type Lookup = ReturnType<typeof compileRoutePreloads>;
  const lookups = new WeakMap<WebFile, Lookup>();
  // Read at start (a bad list stops the server there); the first index.html uses it.
  let atStart: Lookup | undefined = compileRoutePreloads(readRoutePreloads(dir));
  return (index: WebFile, path: string): WebFile => {
    let lookup = lookups.get(index);
    if (!lookup) {
      lookup = atStart ?? compileRoutePreloads(readRoutePreloads(dir));
      atStart = undefined;
      lookups.set(index, lookup);
    }
    const route = lookup(path);
    if (!route) return index;
    return files.variant(index, route.pattern, (body) =>
      Buffer.from(withRoutePreloads(body.toString('utf8'), route)),
    );
  };
}
