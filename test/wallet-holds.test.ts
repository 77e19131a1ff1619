import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from '../platform/billing/wallet.ts';
import { parseDollars } from '../platform/money.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';

/**
 * Reservations are recorded until they end; an account with one whose process died has its figure loaded again from
 * PostgreSQL once the hold lapses (reclaimLapsed), which counts any charge the dead process committed; a request that
 * outlives its hold pays its charge and no more. Time is passed in, never waited for.
 */

let env: TestEnv;
let wallet: Wallet;
const TTL = 60_000;

beforeAll(async () => {
  env = await createTestEnv({ jobWorker: false });
  wallet = new Wallet(env.services.redis, env.services.db, { holdTtlMs: TTL });
});
afterAll(() => env?.close());

const units = (dollars: string) => parseDollars(dollars);
async function account(balance = '1') {
  const { keyId, accountId } = await env.key({ balance });
  return { keyId, accountId };
}
async function reserve(keyId: number, accountId: number, dollars: string) {
  const outcome = await wallet.reserve(keyId, accountId, units(dollars));
  if (!outcome.ok) throw new Error('not reserved');
  return outcome.hold;
}

describe('balance holds', () => {
  it('a hold never ended (its process died) comes back once it lapses, not before', async () => {
    const { keyId, accountId } = await account();
    await reserve(keyId, accountId, '0.2500');
    expect(await wallet.spendable(accountId)).toBe(units('0.7500'));
    await wallet.reclaimLapsed(Date.now() + TTL - 5_000);
    expect(await wallet.spendable(accountId)).toBe(units('0.7500'));
    expect(await wallet.reclaimLapsed(Date.now() + TTL + 1_000)).toBeGreaterThanOrEqual(1);
    expect(await wallet.spendable(accountId)).toBe(units('1'));
  });

  it('ended holds leave nothing to reclaim: a partial charge, a cancel, a full charge', async () => {
    const { keyId, accountId } = await account();
    const partial = await reserve(keyId, accountId, '0.1000');
    await wallet.release(accountId, partial, units('0.0600'), { units: units('0.0400'), version: 2 });
    const cancelled = await reserve(keyId, accountId, '0.1000');
    await wallet.release(accountId, cancelled, units('0.1000'));
    const full = await reserve(keyId, accountId, '0.1000');
    await wallet.release(accountId, full, 0, { units: units('0.1000'), version: 3 });
    expect(await wallet.spendable(accountId)).toBe(units('0.8600'));
    await wallet.reclaimLapsed(Date.now() + TTL + 1_000);
    expect(await wallet.spendable(accountId)).toBe(units('0.8600'));
  });

  it('a request that outlives its hold: the hold comes back when it lapses, and the charge is taken when it ends', async () => {
    const { keyId, accountId } = await account();
    const first = await reserve(keyId, accountId, '0.1000');
    const second = await reserve(keyId, accountId, '0.0500');
    const hold = { ...second, ids: [...first.ids, ...second.ids] };
    await wallet.reclaimLapsed(Date.now() + TTL + 1_000);
    expect(await wallet.spendable(accountId)).toBe(units('1'));
    await wallet.release(accountId, hold, units('0.0700'), { units: units('0.0800'), version: 2 });
    expect(await wallet.spendable(accountId)).toBe(units('0.9200'));
  });

  it("a process that committed its charge and died before ending its hold: the figure comes back to PostgreSQL's balance, not above it", async () => {
    const { keyId, accountId } = await account();
    await reserve(keyId, accountId, '0.1000');
    // Its charge reached PostgreSQL (the ledger writer commits before the answer), then the process died.
    await env.services.db.query('UPDATE accounts SET balance = balance - 0.0700, version = version + 1 WHERE id = $1', [accountId]);
    await wallet.reclaimLapsed(Date.now() + TTL + 1_000);
    expect(await wallet.spendable(accountId)).toBe(units('0.9300'));
  });

  it('job charges (take) are held the same way', async () => {
    const { accountId } = await account();
    await wallet.spendable(accountId);
    const hold = await wallet.take(accountId, units('0.3000'));
    expect(hold?.ids).toHaveLength(1);
    await wallet.reclaimLapsed(Date.now() + TTL + 1_000);
    expect(await wallet.spendable(accountId)).toBe(units('1'));
  });

  it('through the service: REST answers leave no hold behind', async () => {
    const { key, accountId } = await env.key({ balance: '1', rateLimit: 10_000 });
    for (let i = 0; i < 5; i++) expect((await env.rest('/v1/facenet/live/event/details?id=42', key)).status).toBe(200);
    const before = await wallet.spendable(accountId);
    // The full-charge path ends its hold without waiting for it: its record goes soon after the answer.
    const holds = async () => (await env.services.redis.hkeys(`wallet:${accountId}`)).filter((f) => f.startsWith('h:'));
    for (let i = 0; i < 200 && (await holds()).length; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await holds()).toEqual([]);
    await wallet.reclaimLapsed(Date.now() + 10 * 60_000);
    expect(await wallet.spendable(accountId)).toBe(before);
  });
});
