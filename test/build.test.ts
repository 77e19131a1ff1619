import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

/**
 * The processes as deployed: `npm run build` compiles them to JavaScript in dist/, and the compiled router serves
 * on plain Node (no TypeScript loader), finds its schema files and the install's supergraph.yaml, and drains on
 * SIGTERM.
 */

const ROOT = new URL('../', import.meta.url).pathname;
let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
  await importDemo(env.services.db, 3);
}, 120_000);
afterAll(() => env?.close());

describe('the build', () => {
  it('compiles every process the scripts start, each of which package.json runs from dist/', () => {
    const built = spawnSync(process.execPath, ['--import', 'tsx', 'bin/build.ts'], { cwd: ROOT, encoding: 'utf8' });
    expect(built.status, built.stderr + built.stdout).toBe(0);
    for (const kind of ['server', 'worker', 'subgraphs', 'mirror', 'hive-gateway', 'admin'])
      expect(existsSync(join(ROOT, `dist/bin/${kind}.js`)), kind).toBe(true);
    expect(existsSync(join(ROOT, 'dist/subgraphs/photonet/schema.graphql'))).toBe(true);
    // Nothing changed since: the check that runs before each process start builds nothing.
    const again = spawnSync(process.execPath, ['--import', 'tsx', 'bin/build.ts', '--if-stale'], { cwd: ROOT, encoding: 'utf8' });
    expect(again.status).toBe(0);
    expect(again.stdout).toBe('');
  }, 180_000);

  it('serves from dist/ on plain Node, and finishes its requests on SIGTERM', async () => {
    const { key } = await env.key({ balance: '1', rateLimit: 10_000 });
    const child = spawn(process.execPath, ['dist/bin/server.js'], {
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
      child.on('exit', () => reject(new Error(`server exited before listening: ${out}`)));
    });
    const res = await fetch(`${base}/v1/photonet/profile?q=${demoProfile(1).username}`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { username: string } }).data.username).toBe(demoProfile(1).username);
    const graphql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ photonetProfile(q: "${demoProfile(2).username}") { username } }` }),
    });
    expect(((await graphql.json()) as { data: { photonetProfile: { username: string } } }).data.photonetProfile.username).toBe(demoProfile(2).username);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
