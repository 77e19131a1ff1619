import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one signature scheme of a body the service sends (webhook deliveries, acquisition-worker requests):
 * `t=<unix seconds>,v1=<hex>`, where the hex is HMAC-SHA256(secret, `<t>.<raw body>`). A receiver recomputes it over
 * the body exactly as received, compares in constant time, and refuses a timestamp too far from its own clock (a
 * replayed request).
 */
export function signedBodyHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does: true when `header` signs `body` with `secret` and its time is within `toleranceS` of `nowS`. */
export function verifySignedBody(secret: string, header: string | undefined, body: string, nowS: number, toleranceS = 300): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '') || Math.abs(nowS - t) > toleranceS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(Buffer.from(parts.v1, 'hex'), expected);
}
