import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../packages/sdk/src/index.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { prepareSamples } from './helpers/route-samples.ts';

/**
 * The social-data CLI, run as its users run it (the bin entry through node) against a started service: a walk
 * followed as a job to its results in JSON, the key from the environment or the config file, errors by code.
 */

const BIN = new URL('../packages/sdk/bin/social-data.js', import.meta.url).pathname;
let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ settleIntervalMs: 300 });
  await prepareSamples(env);
});
afterAll(() => env?.close());

function cli(args: string[], extraEnv: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  // A HOME with no config file, so the user's own never leaks in.
  const home = mkdtempSync(join(tmpdir(), 'sd-cli-home-'));
  const childEnv = { PATH: process.env.PATH ?? '', HOME: home, ...extraEnv };
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: childEnv, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('social-data CLI', () => {
  it('has one command per operation', async () => {
    const { code, stdout } = await cli(['--json', 'operations']);
    expect(code).toBe(0);
    const listed = JSON.parse(stdout).map((op: { id: string }) => op.id);
    expect(listed).toEqual(OPERATIONS.filter((op) => !op.retired && op.id !== 'graphql').map((op) => op.id));
  });

  it('follows a walk job to its results with --json, charged once', async () => {
    const { key, accountId } = await env.key({ balance: '10', rateLimit: 100_000 });
    const { code, stdout, stderr } = await cli(
      ['--json', '--poll-ms', '50', '--progress', 'photonet.user_feed', '--handle', 'sbx_30_clijob', '--max-pages', '3', '--page-size', '10'],
      { SOCIAL_DATA_API_KEY: key, SOCIAL_DATA_BASE_URL: env.base },
    );
    expect(code, stderr).toBe(0);
    const answer = JSON.parse(stdout);
    expect(answer.job.status).toBe('ready');
    const items = answer.results.flatMap((r: { items: unknown[] }) => r.items);
    expect(items).toHaveLength(30);
    expect(stderr).toMatch(new RegExp(`job ${answer.job.batch_id} \\[.*\\] \\d+/\\d+`));
    // The walk is charged once, its job's cost, when it completes; polling and reading results are free.
    const cost = Number(answer.job.cost.replace('$', ''));
    expect(cost).toBeGreaterThan(0);
    expect(10 - Number(await env.balance(accountId))).toBeCloseTo(cost, 6);
  });

  it('prints a readable table by default', async () => {
    const { key } = await env.key();
    const { code, stdout, stderr } = await cli(['photonet.dm.sessions'], { SOCIAL_DATA_API_KEY: key, SOCIAL_DATA_BASE_URL: env.base });
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/cost: \$\d+\.\d{4}/);
    expect(stdout).toMatch(/request_id: req_[0-9a-f]{32}/);
  });

  it('reads the key and base URL from the config file, and the environment wins over it', async () => {
    const { key } = await env.key();
    const dir = mkdtempSync(join(tmpdir(), 'sd-cli-config-'));
    const file = join(dir, 'config.json');
    writeFileSync(file, JSON.stringify({ api_key: key, base_url: env.base }));
    const fromFile = await cli(['--json', 'photonet.dm.sessions'], { SOCIAL_DATA_CONFIG: file });
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(JSON.parse(fromFile.stdout).meta.request_id).toMatch(/^req_/);

    const badEnv = await cli(['--json', 'photonet.dm.sessions'], { SOCIAL_DATA_CONFIG: file, SOCIAL_DATA_API_KEY: 'kb_live_' + '0'.repeat(32) });
    expect(badEnv.code).toBe(1);
    expect(JSON.parse(badEnv.stderr).error.code).toBe('invalid_api_key');
  });

  it('finds the config file under ~/.config/social-data/config.json', async () => {
    const { key } = await env.key();
    const home = mkdtempSync(join(tmpdir(), 'sd-cli-home-'));
    const dir = join(home, '.config', 'social-data');
    await import('node:fs').then((fs) => fs.mkdirSync(dir, { recursive: true }));
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ api_key: key, base_url: env.base }));
    const answer = await cli(['--json', 'photonet.dm.sessions'], { HOME: home });
    expect(answer.code, answer.stderr).toBe(0);
  });

  it('says plainly when there is no key, and names an error by its code', async () => {
    const none = await cli(['photonet.dm.sessions'], { SOCIAL_DATA_BASE_URL: env.base });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('no API key');

    const { key } = await env.key();
    const afterCommand = await cli(['photonet.dm.sessions', '--json'], { SOCIAL_DATA_API_KEY: key, SOCIAL_DATA_BASE_URL: env.base });
    expect(JSON.parse(afterCommand.stdout).meta.request_id, afterCommand.stderr).toMatch(/^req_/);

    const bad = await cli(['photonet.profile'], { SOCIAL_DATA_API_KEY: key, SOCIAL_DATA_BASE_URL: env.base });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^error invalid_request \(HTTP 400\): .+ \[req_[0-9a-f]{32}\]/);
  });

  it('fetches several pages of a paged read by its cursor with --pages', async () => {
    const { key } = await env.key({ balance: '10', rateLimit: 100_000 });
    const { code, stdout, stderr } = await cli(['--json', '--pages', '2', 'facenet.live.page_posts', '--page-id', '31337'], {
      SOCIAL_DATA_API_KEY: key,
      SOCIAL_DATA_BASE_URL: env.base,
    });
    expect(code, stderr).toBe(0);
    const pages = JSON.parse(stdout);
    expect(pages).toHaveLength(2);
    expect(pages[0].next_cursor).toBeTruthy();
    expect(pages[1]).not.toEqual(pages[0]);
  });

  it('sends body fields as flags with their types', async () => {
    const { key } = await env.key({ balance: '10', rateLimit: 100_000 });
    const { code, stdout, stderr } = await cli(['--json', 'videonet.live.channels', '--channels', '@cli_bulk,@cli_bulk2'], {
      SOCIAL_DATA_API_KEY: key,
      SOCIAL_DATA_BASE_URL: env.base,
    });
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout).meta.request_id).toMatch(/^req_/);
  });
});
