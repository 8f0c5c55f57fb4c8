import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** Where the app reads the build descriptor (§7 "Build manifest"), relative to the site root. */
export const LATEST_BUILD_PATH = 'builds/latest.json';

/**
 * Gives every build an id (`SIYUM_BUILD_ID`, else time + random) compiled into the app as
 * `__BUILD_ID__`, and writes `builds/latest.json` ({ id }) and `builds/meta/{id}.json` beside it. A
 * deploy replaces latest.json; open tabs poll it and reload on their next navigation (§2). The dev
 * server answers the same path from memory.
 */
export function buildDescriptor(): Plugin {
  const id = process.env.SIYUM_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const latest = JSON.stringify({ id });
  return {
    name: 'siyum-build-descriptor',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: LATEST_BUILD_PATH, source: latest });
      const meta = JSON.stringify({ id, builtAt: new Date().toISOString() });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: meta });
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
