import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { InvalidRequest } from './errors.ts';
import { parseInstant } from './storable.ts';

/**
 * The one codec of every cursor the service hands out (library keyset cursors, live and walker acquisition cursors,
 * job-result cursors, ad search cursors): opaque to clients and unforgeable.
 *
 *     base64url( version byte | payload JSON | HMAC-SHA256 truncated to 16 bytes )
 *
 * The HMAC is keyed with the first of the cursor secrets (CURSOR_SECRETS, platform/config.ts) and taken over the
 * version, the operation's name, the arguments that shape the sequence (canonical JSON) and the payload; neither the
 * operation nor those arguments travel in the cursor, so a cursor verifies only for the operation and arguments that
 * emitted it. Every secret of the list verifies, which is how a secret is rotated. A forged, altered, foreign or
 * other-version cursor is one 400, before anything is read or charged; a payload that verifies is still checked
 * against its shape (values PostgreSQL can hold), so even a leaked secret cannot turn a cursor into a 500.
 */
export const CURSOR_VERSION = 1;
/** The longest cursor accepted (contract: an opaque string up to 8192 characters). */
export const MAX_CURSOR_LENGTH = 8192;
const MAC_BYTES = 16;
const DOMAIN = 'social-data-api/cursor';

export interface CursorCodec {
  /** The cursor resuming `op` with `args` at `payload`. */
  encode(op: string, args: unknown, payload: unknown): string;
  /** The payload of a cursor `op` with `args` emitted, checked against `shape`; a 400 naming `name` otherwise. */
  decode<T>(op: string, args: unknown, cursor: string, shape: z.ZodType<T>, name?: string): T;
}

/** JSON with object keys sorted and undefined members left out, so equal arguments always sign alike. */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function mac(secret: string, version: number, op: string, args: string, payload: Buffer): Buffer {
  return createHmac('sha256', secret).update(`${DOMAIN}\0${version}\0${op}\0${args}\0`).update(payload).digest().subarray(0, MAC_BYTES);
}

export const cursorRefusal = (name: string) =>
  new InvalidRequest(
    `${name} is not a cursor this API gave out for this request: it was made up, altered, or belongs to another operation or other arguments. Send next_cursor of the previous page of the same request unchanged, or leave it out to start from the first page.`,
  );

/** A codec signing with the first of `secrets` and verifying with any of them. */
export function cursorCodec(secrets: readonly string[]): CursorCodec {
  if (secrets.length === 0) throw new Error('cursor codec needs at least one secret');
  const [signing] = secrets;
  return {
    encode(op, args, payload) {
      const body = Buffer.from(JSON.stringify(payload), 'utf8');
      const head = Buffer.from([CURSOR_VERSION]);
      return Buffer.concat([head, body, mac(signing, CURSOR_VERSION, op, canonical(args), body)]).toString('base64url');
    },
    decode(op, args, cursor, shape, name = 'cursor') {
      if (typeof cursor !== 'string' || cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw cursorRefusal(name);
      const raw = Buffer.from(cursor, 'base64url');
      if (raw.length < 1 + 2 + MAC_BYTES || raw[0] !== CURSOR_VERSION) throw cursorRefusal(name);
      const body = raw.subarray(1, raw.length - MAC_BYTES);
      const given = raw.subarray(raw.length - MAC_BYTES);
      const bound = canonical(args);
      if (!secrets.some((s) => timingSafeEqual(mac(s, CURSOR_VERSION, op, bound, body), given))) throw cursorRefusal(name);
      let payload: unknown;
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        throw cursorRefusal(name);
      }
      const checked = shape.safeParse(payload);
      if (!checked.success) throw cursorRefusal(name);
      return checked.data;
    },
  };
}

/**
 * The secret used when none is configured: one per process, so the routers and in-process subgraphs of that process
 * agree. Processes that must accept each other's cursors share CURSOR_SECRETS or INTERNAL_SIGNING_SECRET instead.
 */
export const PROCESS_CURSOR_SECRET = randomBytes(32).toString('base64url');

let codec = cursorCodec([PROCESS_CURSOR_SECRET]);

/** Installs the configured secrets (first signs, all verify); called once the configuration is read. */
export function useCursorSecrets(secrets: readonly string[]): void {
  codec = cursorCodec(secrets);
}

/** The cursor resuming `op` with `args` (what shapes the sequence) at `payload`. */
export function encodeCursor(op: string, args: unknown, payload: unknown): string {
  return codec.encode(op, args, payload);
}

/** The payload of a cursor `op` with `args` emitted; a 400 `invalid_request` for anything else. */
export function decodeCursor<T>(op: string, args: unknown, cursor: string, shape: z.ZodType<T>, name = 'cursor'): T {
  return codec.decode(op, args, cursor, shape, name);
}

/**
 * Payload fields a cursor may carry, bounded to what their columns hold, so a cursor that verifies still cannot hold
 * a value PostgreSQL refuses (22003 out of range, 22008 bad datetime).
 */
export const cursorField = {
  int4: z.number().int().min(0).max(2_147_483_647),
  int8: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** A page number of a paged upstream. */
  page: z.number().int().min(1).max(100_000),
  text: z.string().max(MAX_CURSOR_LENGTH),
  /** An instant PostgreSQL's timestamptz stores as written (the one rule of platform/storable.ts). */
  timestamp: z.string().refine((v) => parseInstant(v) !== null),
};

/**
 * The cursor parameter of an operation that never emits one (a blocked surface): every cursor is refused, since none
 * was ever given out.
 */
export function refuseCursor(name = 'cursor'): never {
  throw cursorRefusal(name);
}
