import { createServer } from 'node:net';

/**
 * A free TCP port on 127.0.0.1, for servers that need theirs up front (cognito-local puts it in its
 * issuer; postgres takes no port 0). Another process could take it before it is used: callers
 * start at once.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
