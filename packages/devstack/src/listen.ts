import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ListeningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts an HTTP server of the local stack on `host` (127.0.0.1 by default; port 0 picks a free
 * one); `close()` stops it, cutting kept-alive connections, then runs `afterClose`.
 */
export function listenLocally(
  server: Server,
  port: number,
  host = '127.0.0.1',
  afterClose: () => void = () => {},
): Promise<ListeningServer> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              afterClose();
              done();
            });
            server.closeAllConnections();
          }),
      });
    });
  });
}
