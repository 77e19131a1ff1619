import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db } from '../db/pool.ts';
import { parseDollars, type Units } from '../money.ts';

/**
 * The spendable balance of each account, held in Redis so that every process of the service reserves against one
 * figure atomically, without a database transaction per request.
 *
 *   wallet:{account} = hash of
 *     units    PostgreSQL balance − reservations in flight − charges not yet committed
 *     epoch    names this load of the figure from PostgreSQL (random, new on every load)
 *     version  accounts.version when it was loaded: charges committed with a higher version are not in it
 *     h:{holdId} units of one reservation in flight (see below)
 *   key:{keyId}      = "active" | "revoked"
 *   wallet-holds     = sorted set of {account}:{holdId} by the time each hold lapses
 *
 * PostgreSQL stays the record (balance + ledger); Redis is loaded from it on first use, and only a load creates the
 * figure: releases, credits and charges only ever adjust a loaded one. Redis keeps nothing on disk, so after a
 * restart the figure is loaded again, without the reservations that were in flight. Each reservation therefore
 * remembers the epoch it was taken in, and is given back only to that same figure (see `release`).
 * Revocation and top-ups write PostgreSQL first and then Redis, so both take effect on the very next request in
 * every process.
 *
 * Every reservation is recorded under its own hold id until it ends, with the time it lapses. A process that dies
 * mid-request (SIGKILL, a lost machine) never ends its holds; `reclaimLapsed`, run by every process, drops the figure
 * of an account with a lapsed hold, so it is loaded again from PostgreSQL (which holds any charge the dead process
 * committed) and the dead process's reservations do not lower it for good. A request that outlives its hold (longer
 * than `holdTtlMs`) ends like one that outlived a Redis restart: nothing given back, its charge taken if it committed
 * after the load.
 */

// KEYS[1] key state, KEYS[2] wallet, KEYS[3] wallet-holds; ARGV[1] price in units, ARGV[2] hold id, ARGV[3] when
// the hold lapses (epoch ms), ARGV[4] account id.
// Returns {code, balance, epoch}: 1 reserved, 0 balance too low, -1 key revoked, -2 key state not loaded,
// -3 balance not loaded.
const RESERVE = `
local state = redis.call('GET', KEYS[1])
if not state then return {-2, 0, ''} end
if state ~= 'active' then return {-1, 0, ''} end
local w = redis.call('HMGET', KEYS[2], 'units', 'epoch')
if not w[1] then return {-3, 0, ''} end
local bal = tonumber(w[1])
local price = tonumber(ARGV[1])
if bal < price then return {0, bal, w[2]} end
if price > 0 then
  bal = redis.call('HINCRBY', KEYS[2], 'units', -price)
  redis.call('HSET', KEYS[2], 'h:' .. ARGV[2], price)
  redis.call('ZADD', KEYS[3], ARGV[3], ARGV[4] .. ':' .. ARGV[2])
end
return {1, bal, w[2]}
`;

// KEYS[1] wallet, KEYS[2] wallet-holds; ARGV[1] units, ARGV[2..4] as RESERVE's. Like RESERVE without a key: for
// charges made on an account's behalf (jobs).
const TAKE = `
local w = redis.call('HMGET', KEYS[1], 'units', 'epoch')
if not w[1] then return {-3, 0, ''} end
local bal = tonumber(w[1])
local units = tonumber(ARGV[1])
if bal < units then return {0, bal, w[2]} end
bal = redis.call('HINCRBY', KEYS[1], 'units', -units)
redis.call('HSET', KEYS[1], 'h:' .. ARGV[2], units)
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4] .. ':' .. ARGV[2])
return {1, bal, w[2]}
`;

// KEYS[1] wallet-holds; ARGV[1] now (epoch ms), ARGV[2] the key prefix, ARGV[3] most holds to reclaim. An account
// with a lapsed hold still recorded has its figure dropped, to be loaded again from PostgreSQL on its next use: the
// dead process may have committed a charge against the hold before it died, which only PostgreSQL knows, so giving
// the hold's units back would overstate the balance. Holds of live requests in the dropped figure end as after a
// Redis restart (see RELEASE).
const RECLAIM = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
local n = 0
for _, member in ipairs(due) do
  local sep = string.find(member, ':', 1, true)
  local wallet = ARGV[2] .. 'wallet:' .. string.sub(member, 1, sep - 1)
  if redis.call('HEXISTS', wallet, 'h:' .. string.sub(member, sep + 1)) == 1 then
    redis.call('DEL', wallet)
    n = n + 1
  end
  redis.call('ZREM', KEYS[1], member)
end
return n
`;

// KEYS[1] wallet; ARGV[1] units, ARGV[2] epoch, ARGV[3] version. Sets the figure unless one is there (a
// concurrent load, or a revocation-ordered top-up, may have won); returns the figure that stands.
const LOAD = `
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'units', ARGV[1], 'epoch', ARGV[2], 'version', ARGV[3])
end
return tonumber(redis.call('HGET', KEYS[1], 'units'))
`;

// KEYS[1] wallet; ARGV[1] units. Adds only to a loaded balance: an unloaded one is read from PostgreSQL later.
const CREDIT_IF_LOADED = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('HINCRBY', KEYS[1], 'units', ARGV[1]) end
return false
`;

// KEYS[1] wallet, KEYS[2] wallet-holds; ARGV[1] epoch of the hold, ARGV[2] units to give back, ARGV[3] units
// charged (committed), ARGV[4] the account version that charge committed at, ARGV[5] account id, ARGV[6..] the hold
// ids. Returns the figure after, or nil when none is loaded (nothing to adjust: the next load reads PostgreSQL,
// which holds the charge).
// With hold ids, what is given back is what the holds still recorded took, less the charge: all of them recorded,
// that is the unused units; some reclaimed meanwhile (their units already back), the charge is taken from the figure.
const RELEASE = `
local held = 0
for i = 6, #ARGV do
  redis.call('ZREM', KEYS[2], ARGV[5] .. ':' .. ARGV[i])
  local units = redis.call('HGET', KEYS[1], 'h:' .. ARGV[i])
  if units then
    held = held + tonumber(units)
    redis.call('HDEL', KEYS[1], 'h:' .. ARGV[i])
  end
end
local w = redis.call('HMGET', KEYS[1], 'units', 'epoch', 'version')
if not w[1] then return false end
if w[2] == ARGV[1] then
  local back = tonumber(ARGV[2])
  if #ARGV >= 6 then back = held - tonumber(ARGV[3]) end
  if back ~= 0 then return redis.call('HINCRBY', KEYS[1], 'units', back) end
  return tonumber(w[1])
end
-- Loaded again since the hold was taken: the hold went with the old figure, so nothing is given back; and the
-- charge is missing from this figure if it committed after the load read PostgreSQL.
local charged = tonumber(ARGV[3])
if charged > 0 and tonumber(ARGV[4]) > tonumber(w[3] or '0') then
  return redis.call('HINCRBY', KEYS[1], 'units', -charged)
end
return tonumber(w[1])
`;

interface WalletCommands {
  kbReserve(
    stateKey: string,
    walletKey: string,
    holdsKey: string,
    price: number,
    holdId: string,
    lapsesAt: number,
    accountId: number,
  ): Promise<[number, number, string]>;
  kbTake(walletKey: string, holdsKey: string, units: number, holdId: string, lapsesAt: number, accountId: number): Promise<[number, number, string]>;
  kbLoad(walletKey: string, units: number, epoch: string, version: number): Promise<number | null>;
  kbCreditIfLoaded(walletKey: string, units: number): Promise<number | null>;
  kbRelease(
    walletKey: string,
    holdsKey: string,
    epoch: string,
    unused: number,
    charged: number,
    version: number,
    accountId: number,
    ...holdIds: string[]
  ): Promise<number | null>;
  kbReclaim(holdsKey: string, now: number, prefix: string, limit: number): Promise<number>;
}

/**
 * Units taken from one load of an account's figure (`epoch`), on a connection of this process (`generation`
 * counts the times it closed: a Redis restart always closes it), recorded under `ids` (one per reservation that
 * took units) until the hold ends or lapses.
 */
export interface Hold {
  epoch: string;
  generation: number;
  ids: string[];
}

export interface WalletOptions {
  /** How long a reservation may stay in flight before `reclaimLapsed` gives it back (default 120 s). */
  holdTtlMs?: number;
}

/** A charge that is committed to PostgreSQL: its units, and the account version it committed at. */
export interface CommittedCharge {
  units: Units;
  version: number;
}

export type ReserveOutcome =
  { ok: true; balance: Units; hold: Hold } | { ok: false; reason: 'insufficient'; balance: Units } | { ok: false; reason: 'revoked' };

const keyState = (keyId: number) => `key:${keyId}`;
const HOLDS = 'wallet-holds';
const holdId = () => randomBytes(8).toString('hex');
const walletKey = (accountId: number) => `wallet:${accountId}`;
// A figure made negative by a late charge (see RELEASE) is reported as nothing left, never as a negative amount.
const spendable = (units: number) => Math.max(0, units);

export class Wallet {
  private readonly redis: Redis & WalletCommands;
  private generation = 0;

  private readonly holdTtlMs: number;

  constructor(
    redis: Redis,
    private readonly db: Db,
    options: WalletOptions = {},
  ) {
    redis.defineCommand('kbReserve', { numberOfKeys: 3, lua: RESERVE });
    redis.defineCommand('kbTake', { numberOfKeys: 2, lua: TAKE });
    redis.defineCommand('kbLoad', { numberOfKeys: 1, lua: LOAD });
    redis.defineCommand('kbCreditIfLoaded', { numberOfKeys: 1, lua: CREDIT_IF_LOADED });
    redis.defineCommand('kbRelease', { numberOfKeys: 2, lua: RELEASE });
    redis.defineCommand('kbReclaim', { numberOfKeys: 1, lua: RECLAIM });
    this.redis = redis as Redis & WalletCommands;
    this.holdTtlMs = options.holdTtlMs ?? 120_000;
    redis.on('close', () => this.generation++);
  }

  /** Atomically checks that the key is live and takes `price` from the spendable balance. */
  async reserve(keyId: number, accountId: number, price: Units): Promise<ReserveOutcome> {
    // A zero reservation (a key check) records no hold, so it needs no id.
    const id = price > 0 ? holdId() : '';
    for (let attempt = 0; attempt < 3; attempt++) {
      const [code, balance, epoch] = await this.redis.kbReserve(
        keyState(keyId),
        walletKey(accountId),
        HOLDS,
        price,
        id,
        Date.now() + this.holdTtlMs,
        accountId,
      );
      if (code === 1) return { ok: true, balance: spendable(balance), hold: { epoch, generation: this.generation, ids: price > 0 ? [id] : [] } };
      if (code === 0) return { ok: false, reason: 'insufficient', balance: spendable(balance) };
      if (code === -1) return { ok: false, reason: 'revoked' };
      if (code === -2) await this.loadKeyState(keyId);
      else await this.loadBalance(accountId);
    }
    throw new Error(`wallet state for key ${keyId} could not be loaded`);
  }

  /** Takes `units` from the spendable balance if it covers them (no key involved); null when it does not. */
  async take(accountId: number, units: Units): Promise<Hold | null> {
    const id = holdId();
    for (let attempt = 0; attempt < 3; attempt++) {
      const [code, , epoch] = await this.redis.kbTake(walletKey(accountId), HOLDS, units, id, Date.now() + this.holdTtlMs, accountId);
      if (code === 1) return { epoch, generation: this.generation, ids: [id] };
      if (code === 0) return null;
      await this.loadBalance(accountId);
    }
    throw new Error(`wallet balance of account ${accountId} could not be loaded`);
  }

  /**
   * Ends a hold: gives back the `unused` units to the figure they were taken from and accounts for a `charge` made
   * against the hold (committed to PostgreSQL by now). It never creates the figure: with none loaded there is
   * nothing to adjust, and it returns null (the next use loads PostgreSQL's balance, which holds the charge).
   * When the figure was loaded again since the hold was taken (Redis restarted), the hold went with the old figure:
   * nothing is given back, and the charge is taken from the new figure only if it committed after that load.
   * Returns the spendable balance after.
   */
  async release(accountId: number, hold: Hold, unused: Units, charge: CommittedCharge | null = null): Promise<Units | null> {
    const after = await this.redis.kbRelease(walletKey(accountId), HOLDS, hold.epoch, unused, charge?.units ?? 0, charge?.version ?? 0, accountId, ...hold.ids);
    return after === null ? null : spendable(Number(after));
  }

  /**
   * Settles holds that lapsed (their process died mid-request, or a request outlived `holdTtlMs`), up to `limit` of
   * them, by dropping their accounts' figures to be loaded again from PostgreSQL; returns how many accounts. Every
   * process runs it now and then; runs racing each other are safe.
   */
  async reclaimLapsed(now = Date.now(), limit = 500): Promise<number> {
    return this.redis.kbReclaim(HOLDS, now, this.redis.options.keyPrefix ?? '', limit);
  }

  /** Runs `reclaimLapsed` every `intervalMs` until the returned function is called. */
  reclaimEvery(intervalMs: number): () => void {
    const timer = setInterval(() => {
      this.reclaimLapsed().catch(() => {});
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * Whether this process's Redis connection closed since the hold was taken, so that the figure may have been loaded
   * again: then even a hold charged in full must be ended through `release`, to account for its charge.
   */
  reconnectedSince(hold: Hold): boolean {
    return hold.generation !== this.generation;
  }

  /** The spendable balance, loaded from PostgreSQL when Redis holds none. */
  async spendable(accountId: number): Promise<Units> {
    const units = await this.redis.hget(walletKey(accountId), 'units');
    return spendable(units === null ? await this.loadBalance(accountId) : Number(units));
  }

  /** Adds a committed top-up or reversal to the spendable balance, if this account's balance is loaded. */
  async credit(accountId: number, units: Units): Promise<void> {
    await this.redis.kbCreditIfLoaded(walletKey(accountId), units);
  }

  async markRevoked(keyId: number): Promise<void> {
    await this.redis.set(keyState(keyId), 'revoked');
  }

  private async loadKeyState(keyId: number): Promise<void> {
    const [row] = await this.db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM api_keys WHERE id = $1', [keyId]);
    // NX: a revocation written meanwhile must win over this possibly older read.
    await this.redis.set(keyState(keyId), row && !row.revoked ? 'active' : 'revoked', 'NX');
  }

  /** Loads the figure from PostgreSQL unless one is loaded meanwhile; returns the figure that stands. */
  private async loadBalance(accountId: number): Promise<Units> {
    // FOR SHARE orders this read against top-ups, which lock the row while they credit Redis: either the top-up
    // is in the figure read here, or it credits the value set here, never both and never neither. It also orders
    // it against charges, which lock the row to bump its version (see RELEASE).
    return this.db.tx(async (client) => {
      const { rows } = await client.query<{ balance: string; version: number }>('SELECT balance, version FROM accounts WHERE id = $1 FOR SHARE', [accountId]);
      const units = rows[0] ? parseDollars(rows[0].balance) : 0;
      const loaded = await this.redis.kbLoad(walletKey(accountId), units, randomBytes(8).toString('hex'), rows[0]?.version ?? 0);
      return loaded === null ? units : Number(loaded);
    });
  }
}
