import { createServer, STATUS_CODES, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Config } from '../platform/config.ts';
import { newRequestId } from '../platform/ids.ts';

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
    throw new Error(`HTTP_HEADERS_TIMEOUT_MS (${limits.httpHeadersTimeoutMs}) must not exceed HTTP_REQUEST_TIMEOUT_MS (${limits.httpRequestTimeoutMs}).`);
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
  answerParserErrors(server);
  return server;
}

/** What Node's HTTP parser refuses before any handler runs, by its error code: status and message. */
function parserRefusal(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The request line and headers are over the 16 kB limit; shorten the query.' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request did not arrive in time.' };
  return { status: 400, message: 'The request is not valid HTTP/1.1.' };
}

/**
 * Requests Node refuses while parsing (too long a URL or header block, malformed HTTP, too slow) get the contract's
 * error envelope rather than Node's bare status line, then the connection closes.
 */
function answerParserErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = parserRefusal(err.code);
    const requestId = newRequestId();
    const body = JSON.stringify({ error: { code: 'invalid_request', message, request_id: requestId } });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
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
