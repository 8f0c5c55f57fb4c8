import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** Where the app reads the build descriptor (§7 "Build manifest"), relative to the site root. */
export const LATEST_BUILD_PATH = 'builds/latest.json';

/**
 * Gives every build an id (`SIYUM_BUILD_ID`, else time + random) compiled into the app as
 * `__BUILD_ID__`, and writes `builds/latest.json` ({ id }). A deploy replaces it; open tabs poll it
 * and reload on their next navigation (§2). The dev server answers the same path from memory.
 * §7 also names `builds/meta/{id}.json` (where its framework keeps route rules for the client): ours
 * are compiled in from `@siyum/domain` (and `route.rule` answers them), so no build writes a file
 * nobody would read.
 */
export function buildDescriptor(): Plugin {
  const id = process.env.SIYUM_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const latest = JSON.stringify({ id });
  return {
    name: 'siyum-build-descriptor',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: LATEST_BUILD_PATH, source: latest });
    },
    configureServer(server) {
      server.middlewares.use(`/${LATEST_BUILD_PATH}`, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(latest);
      });
    },
  };
}
