import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP gate in front of the catcher's SMTP server: the port the API's SMTP_URL names. Closing it is
 * "the relay is down" as the API meets it — the connections it holds are cut and new ones refused —
 * while maildev and its inbox keep running; opening it listens on the same port again. It lets the
 * end-to-end suite prove that mail waits out an outage (retried with backoff, then marked failed)
 * without stopping the inbox it reads.
 */
export interface SmtpGate {
  /** The port the gate listens on while open (fixed for its whole life). */
  readonly port: number;
  readonly isOpen: boolean;
  /** Cuts every connection and refuses new ones until `open()`. */
  close(): Promise<void>;
  open(): Promise<void>;
  /** Closes for good (the catcher is stopping). */
  dispose(): Promise<void>;
}

export async function startSmtpGate(options: {
  host: string;
  /** 0 picks a free one, kept across close/open. */
  port: number;
  /** Where maildev's own SMTP server listens. */
  targetPort: number;
}): Promise<SmtpGate> {
  const { host, targetPort } = options;
  const sockets = new Set<Socket>();
  let server: Server | null = null;

  const forward = (client: Socket) => {
    const upstream = connect(targetPort, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A cut connection is what the gate is for: either side's error ends both.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer(forward);
      next.once('error', reject);
      next.listen(port, host, () => {
        server = next;
        const address = next.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });

  const port = await listen(options.port);
  const close = async () => {
    const closing = server;
    server = null;
    if (!closing) return;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    get isOpen() {
      return server !== null;
    },
    close,
    async open() {
      if (!server) await listen(port);
    },
    dispose: close,
  };
}
