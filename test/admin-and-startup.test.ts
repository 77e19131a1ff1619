import { execFile } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { line } from './helpers/fixtures.ts';

const run = promisify(execFile);
const ROOT = new URL('../', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env?.close());

async function admin(...args: string[]): Promise<{ code: number; out: any; err: string }> {
  const envVars = { ...process.env, DATABASE_URL: env.config.databaseUrl, REDIS_PREFIX: env.config.redisPrefix, LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await run(TSX, ['bin/admin.ts', ...args], { cwd: ROOT, env: envVars });
    return { code: 0, out: JSON.parse(stdout), err: stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout, err: err.stderr };
  }
}

describe('admin CLI', () => {
  it('creates keys and accounts, tops up and revokes, each printing one JSON object', async () => {
    const created = await admin('key', 'create', '--balance', '0.0010', '--rate-limit', '500');
    expect(created.code).toBe(0);
    expect(Object.keys(created.out).sort()).toEqual(['account_id', 'api_key', 'balance', 'key_id', 'mode']);
    expect(created.out.api_key).toMatch(/^kb_live_[0-9a-f]{32}$/);
    expect(created.out.mode).toBe('live');
    expect(created.out.balance).toBe('$0.0010');

    const report = await (async () => {
      const dir = mkdtempSync(join(tmpdir(), 'kb-import-'));
      const file = join(dir, 'corpus.ndjson');
      writeFileSync(file, [line(demoProfile(0)), '{"network":"photonet","type":"profile","data":{}}', line(demoProfile(1))].join('\n'));
      return admin('corpus', 'import', file);
    })();
    expect(report.out.imported).toBe(2);
    expect(report.out.errors[0].line).toBe(2);

    const user = demoProfile(0).username;
    const read = await env.rest(`/v1/photonet/profile?q=${user}`, created.out.api_key);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-ratelimit-limit')).toBe('500');

    const topped = await admin('balance', 'topup', '--account', String(created.out.account_id), '--amount', '2.5');
    expect(topped.out).toEqual({ account_id: created.out.account_id, amount: '$2.5000', balance: '$2.5005' });
    expect((await env.rest(`/v1/photonet/profile?q=${user}`, created.out.api_key)).body.meta.balance).toBe('$2.5000');

    const second = await admin('key', 'create', '--account', String(created.out.account_id));
    expect(second.out.account_id).toBe(created.out.account_id);

    const revoked = await admin('key', 'revoke', '--key', created.out.api_key);
    expect(revoked.out).toMatchObject({ revoked: true });
    expect((await env.rest(`/v1/photonet/profile?q=${user}`, created.out.api_key)).status).toBe(401);
    expect((await env.rest(`/v1/photonet/profile?q=${user}`, second.out.api_key)).status).toBe(200);

    const account = await admin('account', 'create', '--balance', '3');
    expect(account.out).toMatchObject({ mode: 'live', balance: '$3.0000' });

    // Test mode: a test account's keys are test keys, and a live account takes no test key.
    const testAccount = await admin('account', 'create', '--balance', '5', '--test');
    expect(testAccount.out).toMatchObject({ mode: 'test', balance: '$5.0000' });
    const testKey = await admin('key', 'create', '--account', String(testAccount.out.account_id));
    expect(testKey.out).toMatchObject({ mode: 'test', api_key: expect.stringMatching(/^kb_test_[0-9a-f]{32}$/) });
    const direct = await admin('key', 'create', '--balance', '1', '--test');
    expect(direct.out.api_key).toMatch(/^kb_test_[0-9a-f]{32}$/);
    const mixed = await admin('key', 'create', '--account', String(created.out.account_id), '--test');
    expect(mixed.code).not.toBe(0);
    expect(mixed.err).toContain('is a live account');
    expect((await env.rest(`/v1/photonet/profile?q=${user}`, testKey.out.api_key)).status).toBe(200);
    const [ledger] = await env.services.db.query<{ test: boolean }>('SELECT test FROM ledger WHERE account_id = $1 LIMIT 1', [testAccount.out.account_id]);
    expect(ledger.test).toBe(true);
  }, 180_000);

  it("dm release frees a session's identity: its threads stay readable, replies answer 409", async () => {
    const { key } = await env.key({ balance: '1' });
    const session = (await env.rest('/v1/photonet/dm/sessions', key, { method: 'POST' })).body.data.session_id;
    const sent = await env.rest(`/v1/photonet/dm/sessions/${session}/messages`, key, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'cli_target', text: 'Hi' }),
    });
    const released = await admin('dm', 'release', '--session', session);
    expect(released.out).toEqual({ session_id: session, released: true });
    const id = sent.body.data.conversation_id;
    expect((await env.rest(`/v1/photonet/dm/conversations/${id}`, key)).status).toBe(200);
    const reply = await env.rest(`/v1/photonet/dm/conversations/${id}/reply`, key, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Again' }),
    });
    expect(reply.status).toBe(409);
    expect((await admin('dm', 'release', '--session', 'es_000000000000000000000000')).code).toBe(1);
  });

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const bad = await admin('balance', 'topup', '--account', '1', '--amount', '1.23456');
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.err.trim().split('\n')[0]).error.message).toContain('at most four decimals');
    const unknown = await admin('key', 'revoke', '--key', `kb_live_${'f'.repeat(32)}`);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No such key');
  });
});

describe('startup', () => {
  it('exits with one line naming PostgreSQL when it is unreachable', async () => {
    const result = await run(TSX, ['bin/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/kb_nowhere', PORT: '0' },
    }).catch((e) => e as { code: number; stderr: string });
    expect((result as { code: number }).code).toBe(1);
    const lines = (result as { stderr: string }).stderr
      .trim()
      .split('\n')
      .filter((l) => !l.includes('npm warn'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PostgreSQL is not reachable.*DATABASE_URL/);
  });

  it('exits with one line naming Redis when it is unreachable', async () => {
    const result = await run(TSX, ['bin/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: env.config.databaseUrl, REDIS_URL: 'redis://127.0.0.1:1', PORT: '0' },
    }).catch((e) => e as { code: number; stderr: string });
    expect((result as { code: number }).code).toBe(1);
    const lines = (result as { stderr: string }).stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Redis is not reachable.*REDIS_URL/);
  });
});

describe('shutdown', () => {
  it('SIGTERM finishes in-flight requests, writes their charges, and exits 0', async () => {
    const { spawn } = await import('node:child_process');
    const { importDemo } = await import('./helpers/fixtures.ts');
    await importDemo(env.services.db, 5);
    const { key, accountId } = await env.key({ balance: '1', rateLimit: 10_000 });
    // Node itself, as `npm start` runs it: the tsx CLI relays signals through a parent that kills a child busy for
    // more than 30 ms, which is no way to drain in-flight requests.
    const child = spawn(process.execPath, ['--import', 'tsx', 'bin/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: env.config.databaseUrl, REDIS_PREFIX: env.config.redisPrefix, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'silent' },
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const base = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /listening on (http:\/\/\S+)/.exec(out);
        if (match) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error('server exited before listening')));
    });
    const attempts = Array.from({ length: 30 }, () =>
      fetch(`${base}/v1/photonet/profile?q=${demoProfile(2).username}`, { headers: { authorization: `Bearer ${key}` } }).then(
        async (res) => ({ status: res.status, body: await res.json() }),
        (err: Error) => ({ status: 0, body: String(err) }),
      ),
    );
    await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    const results = await Promise.all(attempts);
    expect(await exited).toBe(0);
    const served = results.filter((r) => r.status === 200);
    // Every request either completed normally or was never accepted; none was cut off mid-way.
    for (const r of results) expect([0, 200]).toContain(r.status);
    expect(served.length).toBeGreaterThan(0);
    const charges = (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge');
    expect(new Set(charges.map((c) => c.request_id))).toEqual(new Set(served.map((r) => r.body.meta.request_id)));
  }, 60_000);
});
