import { createServer, type RequestListener, type Server } from 'node:http';
import type { Config } from '../platform/config.ts';

type ServerLimits = Pick<Config, 'httpHeadersTimeoutMs' | 'httpRequestTimeoutMs' | 'httpKeepAliveTimeoutMs' | 'httpMaxConnections'>;

/**
 * Node enforces the headers and request timeouts only when it sweeps its connections, every
 * `connectionsCheckingInterval` (30 s by default, longer than our timeouts). Sweeping at a quarter of the shortest
 * timeout closes a slow client at most a quarter late; the sweep is cheap (a walk over open connections).
 */
export function connectionsCheckingInterval(limits: ServerLimits): number {
  const timeouts = [limits.httpHeadersTimeoutMs, limits.httpRequestTimeoutMs].filter((ms) => ms > 0);
  if (timeouts.length === 0) return 30_000;
  return Math.min(30_000, Math.max(25, Math.floor(Math.min(...timeouts) / 4)));
}

/**
 * The only place the service's HTTP server is made (production and tests alike), so that every listener has the
 * timeouts and connection cap that keep slow or idle clients from holding connections forever.
 */
export function createHttpServer(app: RequestListener, limits: ServerLimits): Server {
  if (limits.httpRequestTimeoutMs > 0 && limits.httpHeadersTimeoutMs > limits.httpRequestTimeoutMs) {
    throw new Error(
      `HTTP_HEADERS_TIMEOUT_MS (${limits.httpHeadersTimeoutMs}) must not exceed HTTP_REQUEST_TIMEOUT_MS (${limits.httpRequestTimeoutMs}).`,
    );
  }
  const server = createServer(
    {
      headersTimeout: limits.httpHeadersTimeoutMs,
      requestTimeout: limits.httpRequestTimeoutMs,
      keepAliveTimeout: limits.httpKeepAliveTimeoutMs,
      connectionsCheckingInterval: connectionsCheckingInterval(limits),
    },
    app,
  );
  // Beyond this many, Node closes a new connection as soon as it is accepted.
  if (limits.httpMaxConnections > 0) server.maxConnections = limits.httpMaxConnections;
  return server;
}

/** Creates the server and resolves once it listens; rejects if it cannot (say, the port is taken). */
export async function listen(app: RequestListener, limits: ServerLimits, port: number, host?: string): Promise<Server> {
  const server = createHttpServer(app, limits);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
