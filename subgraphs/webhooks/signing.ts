import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * How deliveries are signed: `Webhook-Signature: t=<unix seconds>,v1=<hex>`, by the platform's one body-signature
 * scheme (platform/signed-body.ts).
 */
export const SIGNATURE_HEADER = 'webhook-signature';

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
