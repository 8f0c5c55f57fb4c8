import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the API on 127.0.0.1; port 0 picks a free one (tests). */
export async function startServer(options: { port: number; version?: string }): Promise<RunningServer> {
  const app = createApp({ version: options.version ?? 'dev' });
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: options.port, hostname: '127.0.0.1' },
      (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () =>
            new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
        });
      },
    );
  });
}
