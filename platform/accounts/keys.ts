import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/pool.ts';
import { InvalidApiKey } from '../errors.ts';

/**
 * `kb_live_` (contract 5.2) or `kb_test_`, then 32 lowercase hex. A test key belongs to a test account: its live
 * reads, walkers, jobs, sends and discovery run on the sandbox providers and its balance is test credit.
 */
export const KEY_PATTERN = /^kb_(live|test)_[0-9a-f]{32}$/;

/** Which world a caller acts in: `live` (real providers, money) or `test` (the sandbox, test credit). */
export type KeyMode = 'live' | 'test';

export interface ApiKeyRecord {
  keyId: number;
  accountId: number;
  /** Requests per minute for this key; null means the service default. */
  rateLimit: number | null;
  keyMode: KeyMode;
}

export function generateKey(mode: KeyMode): string {
  return `kb_${mode}_` + randomBytes(16).toString('hex');
}

/** The mode a well-formed key's prefix names. */
export const keyMode = (key: string): KeyMode => (key.startsWith('kb_test_') ? 'test' : 'live');

export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/** Reads the bearer key out of an Authorization header; anything malformed is the same 401 as an unknown key. */
export function bearerKey(header: string | undefined): string {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match || !KEY_PATTERN.test(match[1])) throw new InvalidApiKey();
  return match[1];
}

/** A new key on an account, of the account's mode. */
export async function insertKey(db: Db, accountId: number, rateLimit: number | null, mode: KeyMode): Promise<{ key: string; record: ApiKeyRecord }> {
  const key = generateKey(mode);
  const [row] = await db.query<{ id: number }>('INSERT INTO api_keys (account_id, key_hash, key_hint, rate_limit) VALUES ($1, $2, $3, $4) RETURNING id', [
    accountId,
    hashKey(key),
    key.slice(-4),
    rateLimit,
  ]);
  return { key, record: { keyId: row.id, accountId, rateLimit, keyMode: mode } };
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
    const key = bearerKey(authorization);
    const digest = hashKey(key);
    const memo = digest.toString('hex');
    const cached = this.known.get(memo);
    if (cached) return cached;
    const [row] = await this.db.query<{ id: number; account_id: number; rate_limit: number | null; revoked: boolean; test: boolean }>(
      `SELECT k.id, k.account_id, k.rate_limit, k.revoked_at IS NOT NULL AS revoked, a.test
       FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.key_hash = $1`,
      [digest],
    );
    if (!row || row.revoked) throw new InvalidApiKey();
    const mode: KeyMode = row.test ? 'test' : 'live';
    // A key's prefix is its account's mode; a key whose prefix says otherwise was never issued here.
    if (keyMode(key) !== mode) throw new InvalidApiKey();
    const record = { keyId: row.id, accountId: row.account_id, rateLimit: row.rate_limit, keyMode: mode };
    if (this.known.size >= this.maxEntries) this.known.clear();
    this.known.set(memo, record);
    return record;
  }
}
