import { createShareEdge, type ShareEdge, type ShareEdgeEnv, shareEdgeConfigFromEnv } from './shareEdge';

/**
 * The entry of packages/api/dist/share-edge.js (`npm run build:api`, build/shareEdge.ts): the
 * link-preview function of /s/* as a Cloudflare Worker module, configured by the Worker's `env`
 * (docs/deploy.md, "Link previews"). `createShareEdge` is exported too, for runtimes that take a
 * plain `(request) => Response` handler and their configuration in code.
 */
export { createShareEdge, shareEdgeConfigFromEnv };

/** One handler per environment: the configuration is read once, not on every request. */
let current: { env: ShareEdgeEnv; edge: ShareEdge } | undefined;

function edgeFor(env: ShareEdgeEnv): ShareEdge {
  if (current?.env !== env) {
    const onError = (error: unknown, link: { id: number }) =>
      console.warn(
        JSON.stringify({ event: 'share_edge.read_failed', id: link.id, message: (error as Error).message }),
      );
    current = { env, edge: createShareEdge({ ...shareEdgeConfigFromEnv(env), onError }) };
  }
  return current.edge;
}

export default {
  async fetch(request: Request, env: ShareEdgeEnv): Promise<Response> {
    let edge: ShareEdge;
    try {
      edge = edgeFor(env ?? {});
    } catch (error) {
      // A configuration to fix, said once per request in the log and in the answer.
      const message = `link previews not configured: ${(error as Error).message}`;
      console.error(message);
      return new Response(message, {
        status: 500,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
      });
    }
    return edge(request);
  },
};
