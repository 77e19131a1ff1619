import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectServices, type Services } from '../platform/services.ts';
import { createService, type Service } from '../router/app.ts';
import { listen } from '../router/listen.ts';
import { registry } from '../subgraphs/registry.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

/**
 * DATABASE_READ_URL: library and stored reads go to the read pool, writes and billing to the primary. The read URL
 * here is the same database through a separate pool whose every transaction is read-only
 * (default_transaction_read_only), as a streaming replica's would be: a write sent there would fail.
 */

let env: TestEnv;
let services: Services;
let service: Service;
let server: Server;
let base: string;
const USER = demoProfile(1).username;

beforeAll(async () => {
  env = await createTestEnv();
  await importDemo(env.services.db, 3);
  const read = new URL(env.config.databaseUrl);
  read.searchParams.set('options', '-c default_transaction_read_only=on');
  services = await connectServices({ ...env.config, databaseReadUrl: read.toString() }, registry.migrations());
  service = await createService(services);
  server = await listen(service.app, services.config, 0, '127.0.0.1');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.listening(base);
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await service?.stop();
  await services?.close();
  await env?.close();
});

async function call(path: string, key: string, init: RequestInit = {}) {
  const res = await fetch(base + path, {
    ...init,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  return { status: res.status, body: await res.json() };
}

/** The statements each pool ran while `fn` ran. */
async function recording<T>(fn: () => Promise<T>): Promise<{ result: T; primary: string[]; replica: string[] }> {
  const primary: string[] = [];
  const replica: string[] = [];
  service.runtime.db.onQuery = (text) => primary.push(text);
  service.runtime.readDb.onQuery = (text) => replica.push(text);
  try {
    return { result: await fn(), primary, replica };
  } finally {
    service.runtime.db.onQuery = undefined;
    service.runtime.readDb.onQuery = undefined;
  }
}

describe('a read replica (DATABASE_READ_URL)', () => {
  it('is a separate pool that refuses writes', async () => {
    expect(service.runtime.readDb).not.toBe(service.runtime.db);
    await expect(service.runtime.readDb.query('INSERT INTO accounts (balance) VALUES (1)')).rejects.toThrow(/read-only transaction/);
  });

  it('serves library and stored reads; the charge for them is written on the primary', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    const { result, primary, replica } = await recording(async () => [
      await call(`/v1/photonet/stored/profile/full?q=${USER}&surface=preview`, key),
      await call(`/v1/photonet/profile?q=${USER}`, key),
    ]);
    for (const r of result) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(result[1].body.data.username).toBe(USER);
    expect(replica.some((q) => /photonet_profiles/.test(q))).toBe(true);
    expect(primary.filter((q) => /photonet_profiles/.test(q))).toEqual([]);
    // Billing stays on the primary: the charges are in its ledger.
    await service.ledger.drain();
    const charged = await env.ledgerRows(accountId);
    expect(charged.filter((r) => r.kind === 'charge').length).toBe(2);
    expect(await env.balance(accountId)).not.toBe('1.0000');
  });

  it('writes keep working on the primary (a DM session is created and read back)', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    const { result, replica } = await recording(async () => call('/v1/photonet/dm/sessions', key, { method: 'POST', body: '{}' }));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const rows = await env.services.db.query('SELECT session_id FROM dm_sessions WHERE account_id = $1', [accountId]);
    expect(rows).toEqual([{ session_id: result.body.data.session_id }]);
    expect(replica.filter((q) => /^\s*(INSERT|UPDATE|DELETE)/i.test(q))).toEqual([]);
  });
});
