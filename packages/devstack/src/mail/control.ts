import { createServer, type Server } from 'node:http';
import type { SmtpGate } from './smtpGate';

/**
 * The catcher's control port, for tests that take SMTP down: `POST /smtp/close`, `POST /smtp/open`,
 * `GET /smtp` → `{ "open": true }`. On 127.0.0.1 only, like the rest of the dev stack.
 */
export async function startMailControl(
  gate: SmtpGate,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const action =
      request.method === 'POST' && request.url === '/smtp/close'
        ? gate.close()
        : request.method === 'POST' && request.url === '/smtp/open'
          ? gate.open()
          : request.method === 'GET' && request.url === '/smtp'
            ? Promise.resolve()
            : null;
    if (!action) return answer(404, { error: 'POST /smtp/close, POST /smtp/open or GET /smtp' });
    action.then(
      () => answer(200, { open: gate.isOpen }),
      (error: unknown) => answer(500, { error: String(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What a test calls: takes the catcher's SMTP down (`false`) or back up (`true`). */
export async function setSmtpOpen(controlUrl: string, open: boolean): Promise<void> {
  const response = await fetch(`${controlUrl}/smtp/${open ? 'open' : 'close'}`, { method: 'POST' });
  const body = (await response.json()) as { open?: unknown };
  if (!response.ok || body.open !== open)
    throw new Error(`mail control: SMTP did not ${open ? 'open' : 'close'} (${response.status})`);
}
