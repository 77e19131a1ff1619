import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A small TCP proxy put between a real provider and its local fake, on loopback: it passes bytes through, or makes
 * the upstream slow (each chunk of the answer delayed), hang (the request read, nothing ever answered), reset (the
 * connection cut with RST as soon as the request arrives) or answer garbage (bytes that are not HTTP).
 */
export type ProxyMode = 'pass' | 'slow' | 'hang' | 'reset' | 'garbage';

export interface FaultProxy {
  url: string;
  /** Setting it cuts every open connection, so a kept-alive one made in another mode cannot carry the next request. */
  mode: ProxyMode;
  /** Connections accepted in each mode, for assertions that the fault was met. */
  seen: Record<ProxyMode, number>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }, slowMs = 400): Promise<FaultProxy> {
  const sockets = new Set<Socket>();
  let current: ProxyMode = 'pass';
  const proxy: FaultProxy = {
    url: '',
    get mode() {
      return current;
    },
    set mode(next: ProxyMode) {
      current = next;
      for (const s of sockets) s.destroy();
    },
    seen: { pass: 0, slow: 0, hang: 0, reset: 0, garbage: 0 },
    close: async () => {},
  };
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    const mode = proxy.mode;
    proxy.seen[mode]++;
    if (mode === 'hang') return; // reads nothing back, answers nothing
    if (mode === 'reset') {
      client.once('data', () => client.resetAndDestroy());
      return;
    }
    if (mode === 'garbage') {
      client.once('data', () => client.end(Buffer.from('\u0000\u0013garbage \u00ff\u00fe not http at all\r\n\r\n')));
      return;
    }
    const upstream = connect(target);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream);
    if (mode === 'pass') upstream.pipe(client);
    else
      upstream.on('data', (chunk) => {
        upstream.pause();
        setTimeout(() => {
          client.write(chunk);
          upstream.resume();
        }, slowMs);
      });
    upstream.on('end', () => setTimeout(() => client.end(), mode === 'slow' ? slowMs : 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}
