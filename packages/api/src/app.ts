import { Hono } from 'hono';

export interface AppInfo {
  version: string;
}

/** The HTTP surface of the API: everything lives under /api so one proxy rule reaches it. */
export function createApp(info: AppInfo): Hono {
  const app = new Hono().basePath('/api');
  app.get('/health', (c) => c.json({ status: 'ok', version: info.version }));
  return app;
}
