import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/pool.ts';
import { InvalidApiKey } from '../errors.ts';

/** `kb_live_` + 32 lowercase hex (contract 5.2). */
export const KEY_PATTERN = /^kb_live_[0-9a-f]{32}$/;

export interface ApiKeyRecord {
  keyId: number;
  accountId: number;
  /** Requests per minute for this key; null means the service default. */
  rateLimit: number | null;
}

export function generateKey(): string {
  return 'kb_live_' + randomBytes(16).toString('hex');
}

export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/** Reads the bearer key out of an Authorization header; anything malformed is the same 401 as an unknown key. */
export function bearerKey(header: string | undefined): string {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match || !KEY_PATTERN.test(match[1])) throw new InvalidApiKey();
  return match[1];
}

export async function insertKey(db: Db, accountId: number, rateLimit: number | null): Promise<{ key: string; record: ApiKeyRecord }> {
  const key = generateKey();
  const [row] = await db.query<{ id: number }>('INSERT INTO api_keys (account_id, key_hash, key_hint, rate_limit) VALUES ($1, $2, $3, $4) RETURNING id', [
    accountId,
    hashKey(key),
    key.slice(-4),
    rateLimit,
  ]);
  return { key, record: { keyId: row.id, accountId, rateLimit } };
}

/**
 * Looks keys up by digest. What a key maps to (its id, account and limit) never changes, so it is remembered in
 * process; whether the key is revoked is not, and is checked in Redis on every request (see wallet.ts).
 */
export class KeyDirectory {
  private readonly known = new Map<string, ApiKeyRecord>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 100_000,
  ) {}

  async resolve(authorization: string | undefined): Promise<ApiKeyRecord> {
    const digest = hashKey(bearerKey(authorization));
    const memo = digest.toString('hex');
    const cached = this.known.get(memo);
    if (cached) return cached;
    const [row] = await this.db.query<{ id: number; account_id: number; rate_limit: number | null; revoked: boolean }>(
      'SELECT id, account_id, rate_limit, revoked_at IS NOT NULL AS revoked FROM api_keys WHERE key_hash = $1',
      [digest],
    );
    if (!row || row.revoked) throw new InvalidApiKey();
    const record = { keyId: row.id, accountId: row.account_id, rateLimit: row.rate_limit };
    if (this.known.size >= this.maxEntries) this.known.clear();
    this.known.set(memo, record);
    return record;
  }
}
