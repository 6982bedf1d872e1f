import net from 'node:net';

/**
 * A network printer for tests: a TCP listener on a free port that keeps what each connection
 * sent (one ticket per connection). `stop()` closes it (connections are refused, as with a
 * printer switched off); `start()` opens it again on the same port.
 */
export async function fakePrinter() {
  const tickets: Buffer[] = [];
  let server: net.Server | null = null;
  let port = 0;
  const sockets = new Set<net.Socket>();
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((socket) => {
        sockets.add(socket);
        const chunks: Buffer[] = [];
        socket.on('data', (d) => chunks.push(d));
        socket.on('end', () => tickets.push(Buffer.concat(chunks)));
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
      server = null;
    });
  await start();
  return {
    get port() {
      return port;
    },
    tickets,
    /** The tickets as text (`latin1`: one character per byte, as ESC/POS is). */
    texts: () => tickets.map((t) => t.toString('latin1')),
    start,
    stop,
  };
}
export type FakePrinter = Awaited<ReturnType<typeof fakePrinter>>;
