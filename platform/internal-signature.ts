import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KeyMode } from './accounts/keys.ts';

/**
 * The signed internal header: how a subgraph served over HTTP learns who it runs for. The router (or a third-party
 * router running our plugin) signs the calling account, its mode, the request id and an expiry with a secret it shares with
 * the subgraphs (INTERNAL_SIGNING_SECRET); a subgraph trusts nothing else, so reaching one directly, or replaying a
 * header after it expired, gets nothing.
 *
 * Scheme, in the `x-internal-signature` header:
 *
 *     v2.<account id, or "-" for none>.<live|test>.<expiry, Unix ms>.<request id, base64url>.<HMAC-SHA256 hex>
 *
 * where the HMAC is keyed with the secret and taken over everything before the last dot.
 */
export const INTERNAL_SIGNATURE_HEADER = 'x-internal-signature';
/** How long a signature is good for: one subgraph call (the subgraph timeout bounds it in practice). */
export const INTERNAL_SIGNATURE_TTL_MS = 60_000;
/** The shortest secret accepted. */
export const INTERNAL_SECRET_MIN_LENGTH = 32;

export interface InternalCaller {
  accountId: number | null;
  /** The caller's mode: a subgraph acquires from the sandbox for test callers only. */
  keyMode: KeyMode;
  requestId: string;
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

export function signInternal(secret: string, caller: InternalCaller, nowMs: number, ttlMs = INTERNAL_SIGNATURE_TTL_MS): string {
  const account = caller.accountId === null ? '-' : String(caller.accountId);
  const payload = `v2.${account}.${caller.keyMode}.${nowMs + ttlMs}.${Buffer.from(caller.requestId, 'utf8').toString('base64url')}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The caller a header vouches for, or null when it is missing, malformed, signed with another secret or expired. */
export function verifyInternal(secret: string, header: string | undefined, nowMs: number): InternalCaller | null {
  if (!header || header.length > 1024) return null;
  const parts = header.split('.');
  if (parts.length !== 6 || parts[0] !== 'v2') return null;
  const [, account, keyMode, expiry, requestId, signature] = parts;
  if (
    !/^(-|[1-9]\d{0,15})$/.test(account) ||
    (keyMode !== 'live' && keyMode !== 'test') ||
    !/^\d{1,16}$/.test(expiry) ||
    !/^[A-Za-z0-9_-]*$/.test(requestId) ||
    !/^[0-9a-f]{64}$/.test(signature)
  )
    return null;
  const expected = Buffer.from(mac(secret, parts.slice(0, 5).join('.')), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
  if (Number(expiry) <= nowMs) return null;
  return { accountId: account === '-' ? null : Number(account), keyMode, requestId: Buffer.from(requestId, 'base64url').toString('utf8') };
}
