import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { siyumReadInput } from '../packages/domain/src/navigation.ts';
import { type SharedSiyum, siyumShareHead, withShareHead } from '../packages/domain/src/shareHead.ts';
import { withSiyumAnswer } from '../packages/domain/src/siyumAnswer.ts';

/**
 * Link previews for /s/{id} in the Vite dev and preview servers (`npm start`): the HTML of a
 * siyum's page carries its title, description and og:* tags, read from the API's `siyum.byId`,
 * because crawlers run no script, and that answer itself, which the page draws from (as the
 * production server's: packages/api/src/web/sharePreview.ts). An unknown siyum, an unlisted one
 * opened without its share key (`?key=`, decision 0019), or an API that does not answer leaves the
 * page as built (the app shows its own 404 or error).
 */
export function shareHead(options: {
  apiOrigin: string;
  productName: string;
  imageUrl: string;
  imageBaseUrl: string;
}): Plugin {
  const siyumPath = /^\/s\/(\d{1,10})\/?(?:\?(.*))?$/;

  /** The answer to a visitor, or null. */
  async function siyumOf(id: string, key: string | undefined): Promise<SharedSiyum | null> {
    const input = encodeURIComponent(
      JSON.stringify({ 0: siyumReadInput({ id: Number(id), shareKey: key }) }),
    );
    try {
      const response = await fetch(`${options.apiOrigin}/api/trpc/siyum.byId?batch=1&input=${input}`, {
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) return null;
      const [answer] = (await response.json()) as [{ result?: { data?: SharedSiyum } }];
      return answer?.result?.data ?? null;
    } catch {
      return null;
    }
  }

  const middleware =
    (indexHtml: (url: string) => Promise<string>): Connect.NextHandleFunction =>
    (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
      const match = req.method === 'GET' ? siyumPath.exec(req.url ?? '') : null;
      const id = match?.[1];
      if (!id || !req.headers.accept?.includes('text/html')) return next();
      const key = new URLSearchParams(match?.[2] ?? '').get('key') ?? undefined;
      void (async () => {
        const siyum = await siyumOf(id, key);
        if (!siyum) return next();
        const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
        const head = siyumShareHead(
          { ...siyum, shareKey: key },
          {
            origin,
            productName: options.productName,
            imageUrl: options.imageUrl,
            imageBaseUrl: options.imageBaseUrl,
          },
        );
        const input = siyumReadInput({ id: siyum.id, shareKey: key });
        const html = withSiyumAnswer(withShareHead(await indexHtml(req.url ?? '/'), head), {
          input,
          answer: siyum,
        });
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(html);
      })().catch(next);
    };

  return {
    name: 'siyum-share-head',
    configureServer(server) {
      const raw = () => readFile(join(server.config.root, 'index.html'), 'utf8');
      server.middlewares.use(middleware(async (url) => server.transformIndexHtml(url, await raw())));
    },
    configurePreviewServer(server) {
      const built = resolve(server.config.root, server.config.build.outDir, 'index.html');
      server.middlewares.use(middleware(() => readFile(built, 'utf8')));
    },
  };
}
