import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { fullProfile, line } from './helpers/fixtures.ts';

/**
 * The client examples run as a user would run them (a separate process, the key and URL from the environment)
 * against a started service: examples/apollo-client.ts (typed persisted operations, on a router that runs persisted
 * operations only) and examples/mcp-client.ts (the MCP server over stdio, and over HTTP).
 */

const ROOT = new URL('../', import.meta.url).pathname;
const USER = fullProfile().username;
const run = promisify(execFile);
let env: TestEnv;

async function example(file: string, args: string[], vars: Record<string, string>): Promise<any> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...vars },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

beforeAll(async () => {
  env = await createTestEnv();
  await registry.importCorpus(env.services.db, [line(fullProfile())]);
});
afterAll(() => env?.close());

describe('examples/apollo-client.ts', () => {
  it('follows a profile across networks and a job to its results, by persisted hashes on a persisted-only router', async () => {
    const strict = await env.router({ graphql: { ...env.config.graphql, persistedOnly: true } });
    const { key, accountId } = await env.key({ balance: '5' });
    const out = await example('examples/apollo-client.ts', [USER, 'sbx_30_apollo'], { KB_API_URL: strict.base, KB_API_KEY: key });
    expect(out.profile).toMatchObject({ username: USER, followers: fullProfile().followers, conversations: 0 });
    expect(out.job.batchId).toEqual(expect.any(String));
    expect(out.job.status).toBe('ready');
    // three pages of 12 of a 30-item sandbox feed: 30 items, three started blocks of 12 at $0.0005
    expect(out.job.items).toBe(30);
    expect(out.job.cost).toBe('$0.0015');
    await env.service.ledger.drain();
    expect((await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge').length).toBeGreaterThanOrEqual(2);
  });
});

describe('examples/mcp-client.ts', () => {
  it('lists the tools and calls two through the MCP server over stdio, each at its stated price', async () => {
    const { key, accountId } = await env.key({ balance: '5' });
    const out = await example('examples/mcp-client.ts', [USER], { KB_API_URL: env.base, KB_API_KEY: key });
    expect(out.tools).toBeGreaterThan(50);
    expect(out.calls.photonet_profile).toMatchObject({
      price: '$0.0005 per result; nothing when not found (Query.photonetProfile).',
      username: USER,
      meta: { cost: '$0.0005' },
    });
    expect(out.calls.photonet_stored_profile_full.meta).toMatchObject({ cost: '$0.0010', balance: '$4.9985' });
    expect(await env.balance(accountId)).toBe('4.9985');
  });
});
