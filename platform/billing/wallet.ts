import type { Redis } from 'ioredis';
import type { Db } from '../db/pool.ts';
import { parseDollars, type Units } from '../money.ts';

/**
 * The spendable balance of each account, held in Redis so that every process of the service reserves against one
 * figure atomically, without a database transaction per request.
 *
 *   bal:{account}  = PostgreSQL balance − reservations in flight − charges not yet committed
 *   key:{keyId}    = "active" | "revoked"
 *
 * PostgreSQL stays the record (balance + ledger); Redis is loaded from it on first use. Revocation and top-ups
 * write PostgreSQL first and then Redis, so both take effect on the very next request in every process.
 */

// KEYS[1] key state, KEYS[2] balance; ARGV[1] price in units.
// Returns {code, balance}: 1 reserved, 0 balance too low, -1 key revoked, -2 key state not loaded, -3 balance not loaded.
const RESERVE = `
local state = redis.call('GET', KEYS[1])
if not state then return {-2, 0} end
if state ~= 'active' then return {-1, 0} end
local bal = redis.call('GET', KEYS[2])
if not bal then return {-3, 0} end
bal = tonumber(bal)
local price = tonumber(ARGV[1])
if bal < price then return {0, bal} end
if price > 0 then bal = redis.call('DECRBY', KEYS[2], price) end
return {1, bal}
`;

// KEYS[1] balance; ARGV[1] units. Adds only to a loaded balance: an unloaded one is read from PostgreSQL later.
const CREDIT_IF_LOADED = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('INCRBY', KEYS[1], ARGV[1]) end
return false
`;

// KEYS[1] balance; ARGV[1] units. Like RESERVE without a key: for charges made on an account's behalf (jobs).
const TAKE = `
local bal = redis.call('GET', KEYS[1])
if not bal then return {-3, 0} end
bal = tonumber(bal)
local units = tonumber(ARGV[1])
if bal < units then return {0, bal} end
return {1, redis.call('DECRBY', KEYS[1], units)}
`;

interface WalletCommands {
  kbReserve(stateKey: string, balanceKey: string, price: number): Promise<[number, number]>;
  kbCreditIfLoaded(balanceKey: string, units: number): Promise<number | null>;
  kbTake(balanceKey: string, units: number): Promise<[number, number]>;
}

export type ReserveOutcome =
  | { ok: true; balance: Units }
  | { ok: false; reason: 'insufficient'; balance: Units }
  | { ok: false; reason: 'revoked' };

const keyState = (keyId: number) => `key:${keyId}`;
const balanceKey = (accountId: number) => `bal:${accountId}`;

export class Wallet {
  private readonly redis: Redis & WalletCommands;

  constructor(redis: Redis, private readonly db: Db) {
    redis.defineCommand('kbReserve', { numberOfKeys: 2, lua: RESERVE });
    redis.defineCommand('kbCreditIfLoaded', { numberOfKeys: 1, lua: CREDIT_IF_LOADED });
    redis.defineCommand('kbTake', { numberOfKeys: 1, lua: TAKE });
    this.redis = redis as Redis & WalletCommands;
  }

  /** Atomically checks that the key is live and takes `price` from the spendable balance. */
  async reserve(keyId: number, accountId: number, price: Units): Promise<ReserveOutcome> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [code, balance] = await this.redis.kbReserve(keyState(keyId), balanceKey(accountId), price);
      if (code === 1) return { ok: true, balance };
      if (code === 0) return { ok: false, reason: 'insufficient', balance };
      if (code === -1) return { ok: false, reason: 'revoked' };
      if (code === -2) await this.loadKeyState(keyId);
      else await this.loadBalance(accountId);
    }
    throw new Error(`wallet state for key ${keyId} could not be loaded`);
  }

  /** Takes `units` from the spendable balance if it covers them (no key involved); false when it does not. */
  async take(accountId: number, units: Units): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [code] = await this.redis.kbTake(balanceKey(accountId), units);
      if (code === 1) return true;
      if (code === 0) return false;
      await this.loadBalance(accountId);
    }
    throw new Error(`wallet balance of account ${accountId} could not be loaded`);
  }

  /** Gives back units taken by `reserve` that were not charged. Returns the spendable balance after it. */
  async release(accountId: number, units: Units): Promise<Units> {
    if (units === 0) return Number(await this.redis.get(balanceKey(accountId)));
    return this.redis.incrby(balanceKey(accountId), units);
  }

  /** Adds a committed top-up or reversal to the spendable balance, if this account's balance is loaded. */
  async credit(accountId: number, units: Units): Promise<void> {
    await this.redis.kbCreditIfLoaded(balanceKey(accountId), units);
  }

  async markRevoked(keyId: number): Promise<void> {
    await this.redis.set(keyState(keyId), 'revoked');
  }

  private async loadKeyState(keyId: number): Promise<void> {
    const [row] = await this.db.query<{ revoked: boolean }>(
      'SELECT revoked_at IS NOT NULL AS revoked FROM api_keys WHERE id = $1',
      [keyId],
    );
    // NX: a revocation written meanwhile must win over this possibly older read.
    await this.redis.set(keyState(keyId), row && !row.revoked ? 'active' : 'revoked', 'NX');
  }

  private async loadBalance(accountId: number): Promise<void> {
    // FOR SHARE orders this read against top-ups, which lock the row while they credit Redis: either the top-up
    // is in the figure read here, or it credits the value set here, never both and never neither.
    await this.db.tx(async (client) => {
      const { rows } = await client.query<{ balance: string }>(
        'SELECT balance FROM accounts WHERE id = $1 FOR SHARE',
        [accountId],
      );
      await this.redis.set(balanceKey(accountId), rows[0] ? parseDollars(rows[0].balance) : 0, 'NX');
    });
  }
}
