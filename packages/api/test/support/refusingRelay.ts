import { createServer, type Server, type Socket } from 'node:net';

/**
 * An SMTP server that greets, then refuses every recipient with 550 (mailbox unavailable): the
 * answer a real relay gives for an address that does not exist.
 */
export function startRefusingRelay(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.write('220 refusing.test ESMTP\r\n');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n'); end !== -1; end = buffered.indexOf('\r\n')) {
        const command = buffered.slice(0, end).toUpperCase();
        buffered = buffered.slice(end + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 refusing.test\r\n');
        else if (command.startsWith('MAIL FROM')) socket.write('250 2.1.0 OK\r\n');
        else if (command.startsWith('RCPT TO'))
          socket.write('550 5.1.1 <nobody@example.org>: mailbox unavailable\r\n');
        else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n'); // RSET, NOOP
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}
