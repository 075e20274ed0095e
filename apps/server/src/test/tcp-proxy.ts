import net from 'node:net';

/**
 * A TCP proxy between the app and a server it needs (PostgreSQL, Redis), so a test can take
 * that server away from this app alone: the shared servers other tests use keep running.
 *
 * - `cut()`: every proxied connection is destroyed and new ones are refused (the port stops
 *   listening: ECONNREFUSED), as while a server restarts;
 * - `restore()`: connections are accepted again, on the same port;
 * - `hold()`: data from the app stops being forwarded, so a statement sent now stays in
 *   flight until `cut()` or `drop()` ends its connection;
 * - `drop()`: every proxied connection is destroyed, new ones still accepted (a failover
 *   that cut what was open).
 */
export async function tcpProxy(target: string) {
  const upstream = new URL(target);
  const host = upstream.hostname;
  const port = Number(upstream.port);
  const pairs = new Set<{ app: net.Socket; server: net.Socket }>();
  let holding = false;
  let heldBytes = 0;

  const server = net.createServer((app) => {
    const remote = net.connect({ host, port });
    const pair = { app, server: remote };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      app.destroy();
      remote.destroy();
    };
    app.on('error', end).on('close', end);
    remote.on('error', end).on('close', end);
    app.on('data', (chunk: Buffer) => {
      if (holding) {
        heldBytes += chunk.length;
        return;
      }
      remote.write(chunk);
    });
    remote.pipe(app);
  });

  const listen = (onPort: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const listeningPort = (server.address() as net.AddressInfo).port;

  const drop = () => {
    for (const pair of [...pairs]) {
      pair.app.destroy();
      pair.server.destroy();
    }
    pairs.clear();
  };

  /** `target` with this proxy's host and port instead. */
  const url = (() => {
    const through = new URL(target);
    through.hostname = '127.0.0.1';
    through.port = String(listeningPort);
    return through.toString();
  })();

  return {
    url,
    /** Connections open through the proxy now. */
    open: () => pairs.size,
    /** Bytes the app sent while held (so a test knows a statement is in flight). */
    heldBytes: () => heldBytes,
    hold() {
      holding = true;
      heldBytes = 0;
    },
    drop() {
      holding = false;
      drop();
    },
    async cut() {
      holding = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      drop();
      await closed;
    },
    async restore() {
      if (!server.listening) await listen(listeningPort);
    },
    async close() {
      drop();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type TcpProxy = Awaited<ReturnType<typeof tcpProxy>>;
