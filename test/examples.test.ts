import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from './helpers/env.ts';

/** The runnable examples in examples/, each run as a user runs it against a started service. */

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ settleIntervalMs: 300 });
});
afterAll(() => env?.close());

function run(file: string, args: string[], extraEnv: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...extraEnv }, timeout: 90_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const root = new URL('../', import.meta.url).pathname;

describe('examples', () => {
  it('examples/curl.sh reads a profile, follows a job to its results and iterates a cursor', async () => {
    const { key } = await env.key({ balance: '10', rateLimit: 100_000 });
    const { code, stdout, stderr } = await run('bash', [root + 'examples/curl.sh'], {
      SOCIAL_DATA_API_KEY: key,
      SOCIAL_DATA_BASE_URL: env.base,
      HANDLE: 'sbx_30_curlexample',
      POLL_SECONDS: '0.2',
    });
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/"username":"sbx_30_curlexample".*"cost":"\$\d+\.\d{4}"/);
    expect(stdout).toMatch(/job \S+: 30 items/);
    expect(stdout).toMatch(/page 1: .*\npage 2: /);
  });

  it('examples/sdk.ts does the same through the SDK', async () => {
    const { key } = await env.key({ balance: '10', rateLimit: 100_000 });
    const { code, stdout, stderr } = await run(process.execPath, ['--import', 'tsx', root + 'examples/sdk.ts'], {
      SOCIAL_DATA_API_KEY: key,
      SOCIAL_DATA_BASE_URL: env.base,
      HANDLE: 'sbx_30_sdkexample',
      POLL_MS: '200',
    });
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/profile sbx_30_sdkexample: \d+ followers, cost \$\d+\.\d{4}/);
    expect(stdout).toMatch(/job \S+: 30 items/);
    expect(stdout).toMatch(/page 1: next_cursor yes\npage 2: /);
    expect(stdout).toMatch(/error not_found \(404\) req_[0-9a-f]{32}/);
  });
});
