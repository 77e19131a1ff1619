import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How deliveries are signed: `Webhook-Signature: t=<unix seconds>,v1=<hex>`, where the hex is
 * HMAC-SHA256(secret, `<t>.<raw body>`). A receiver recomputes it over the body exactly as received, compares in
 * constant time, and refuses a timestamp too far from its own clock (replay protection).
 */
export const SIGNATURE_HEADER = 'webhook-signature';

export function sign(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${sign(secret, timestamp, body)}`;
}

/** What a receiver does: true when `header` signs `body` with `secret` and its timestamp is within `toleranceS` of `now`. */
export function verifySignature(secret: string, header: string, body: string, nowS: number, toleranceS = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '') || Math.abs(nowS - t) > toleranceS) return false;
  return timingSafeEqual(Buffer.from(parts.v1, 'hex'), Buffer.from(sign(secret, t, body), 'hex'));
}

/** A new endpoint secret: 32 random bytes, shown once. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** Seals a secret for storage (AES-256-GCM: iv, tag and ciphertext, base64url, dot-separated). */
export function seal(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
