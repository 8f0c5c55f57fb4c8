import { startServer } from './server';

const port = Number(process.env.API_PORT ?? 3000);
const server = await startServer({ port, version: process.env.BUILD_ID ?? 'dev' });
console.log(`api: listening on ${server.url} (GET ${server.url}/api/health)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
