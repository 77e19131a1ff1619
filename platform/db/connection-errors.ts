/**
 * Whether an error means PostgreSQL could not be reached or dropped the connection (down, restarting, shutting
 * down, out of connection slots), as opposed to a statement that failed. The first kind says nothing about the
 * request and is answered 503 with Retry-After; the second is a bug or a conflict the caller handles.
 */

// Node socket errors on connect or mid-connection.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED', 'ENOTFOUND', 'EAI_AGAIN']);

// SQLSTATEs outside class 08 (connection exception) that mean the server is going away or cannot take us now.
const SERVER_CODES = new Set([
  '57P01', // admin_shutdown: terminated by pg_ctl stop/restart or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

// node-postgres reports a dropped socket, and a client left unusable by one, only by message.
const MESSAGES = ['Connection terminated', 'Client has encountered a connection error and is not queryable', 'timeout exceeded when trying to connect'];

export function isConnectionError(err: unknown, depth = 0): boolean {
  // Only a live error from a driver: not a plain object that crossed a process boundary, and not an HTTP-layer
  // error (which carries a status: a client's own socket hanging up is ECONNRESET too).
  if (!(err instanceof Error) || depth > 3) return false;
  const { code, message, errors, status, statusCode } = err as Error & { code?: unknown; errors?: unknown; status?: unknown; statusCode?: unknown };
  if (status !== undefined || statusCode !== undefined) return false;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SERVER_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && MESSAGES.some((m) => message.startsWith(m))) return true;
  // Node reports a refused connect to a host with several addresses as an AggregateError of one error per address.
  return Array.isArray(errors) && errors.length > 0 && errors.every((e) => isConnectionError(e, depth + 1));
}
