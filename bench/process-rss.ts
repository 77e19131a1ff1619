import { spawn, type ChildProcess } from 'node:child_process';
import { compileProcesses, processArgs } from './compiled.ts';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { registry } from '../subgraphs/registry.ts';

/**
 * Memory per process kind when the service is split (README, "Capacity plan"): a router with every subgraph served
 * over HTTP and no job worker (`npm start` with routing URLs and JOB_WORKER=false), the subgraphs process
 * (`npm run start:subgraphs`) and a job worker (`npm run worker`), each started on its own, driven with reads
 * through the router and sandbox jobs for the worker, then read from /proc: resident now and peak.
 */

const ROOT = new URL('../', import.meta.url).pathname;

export interface ProcessRss {
  rss_mib: number;
  peak_rss_mib: number;
}

export interface ProcessRssOptions {
  /** DATABASE_URL, REDIS_PREFIX and the like, shared by every process. */
  env: Record<string, string>;
  /** An API key with balance for the reads and jobs. */
  key: string;
  /** A username the library holds. */
  username: () => string;
  /** The router's port; the subgraphs take the ones after it. */
  port: number;
  requests?: number;
  jobs?: number;
}

function memory(pid: number): ProcessRss {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]);
  return { rss_mib: Math.round(kib('VmRSS') / 1024), peak_rss_mib: Math.round(kib('VmHWM') / 1024) };
}

/** Starts `file` and resolves once its stdout has matched `ready` `count` times. */
function start(file: string, env: Record<string, string>, ready: RegExp, count = 1): Promise<ChildProcess> {
  const child = spawn(process.execPath, processArgs(file), {
    cwd: ROOT,
    env: { ...process.env, SEED_DEMO: 'false', SANDBOX_LATENCY_MS: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk;
      if ((out.match(new RegExp(ready.source, 'g')) ?? []).length >= count) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export async function processRss(options: ProcessRssOptions): Promise<Record<'router' | 'subgraphs' | 'worker', ProcessRss>> {
  const requests = options.requests ?? 2_000;
  const jobCount = options.jobs ?? 50;
  const dir = mkdtempSync(join(tmpdir(), 'kb-rss-'));
  const supergraph = join(dir, 'supergraph.yaml');
  const lines = ['federation_version: =2.7.0', 'subgraphs:'];
  registry.modules.forEach(({ name }, i) => {
    lines.push(
      `  ${name}:`,
      `    routing_url: http://127.0.0.1:${options.port + 1 + i}/graphql`,
      '    schema:',
      `      file: ${join(ROOT, 'subgraphs', name, 'schema.graphql')}`,
    );
  });
  writeFileSync(supergraph, lines.join('\n') + '\n');
  // Subgraphs served over HTTP answer only calls signed with the secret the router shares with them.
  const env = {
    ...options.env,
    SUPERGRAPH_CONFIG: supergraph,
    INTERNAL_SIGNING_SECRET: process.env.INTERNAL_SIGNING_SECRET ?? 'bench-internal-signing-secret-0123456789abcdef',
  };
  let subgraphs: ChildProcess | null = null;
  let router: ChildProcess | null = null;
  let worker: ChildProcess | null = null;
  try {
    subgraphs = await start('bin/subgraphs.ts', { ...env, JOB_WORKER: 'false' }, /subgraph \S+ listening on/, registry.modules.length);
    router = await start('bin/server.ts', { ...env, PORT: String(options.port), JOB_WORKER: 'false' }, /listening on/);
    worker = await start('bin/worker.ts', env, /job worker running/);
    const base = `http://127.0.0.1:${options.port}`;
    const headers = { authorization: `Bearer ${options.key}` };
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < requests) {
          next++;
          const res = await fetch(`${base}/v1/photonet/profile?q=${encodeURIComponent(options.username())}`, { headers });
          await res.arrayBuffer();
        }
      }),
    );
    const ids: string[] = [];
    for (let i = 0; i < jobCount; i++) {
      const res = await fetch(`${base}/v1/photonet/user_feed?handle=sbx_200_rss${Date.now()}${i}&max_pages=10`, { headers });
      const body = (await res.json()) as { data?: { batch_id?: string } };
      if (res.status !== 202 || !body.data?.batch_id) throw new Error(`job submission answered ${res.status}`);
      ids.push(body.data.batch_id);
    }
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const states = await Promise.all(
        ids.map((id) => fetch(`${base}/v1/jobs/${id}`, { headers }).then((r) => r.json() as Promise<{ data: { status: string } }>)),
      );
      if (states.every((s) => ['ready', 'failed', 'payment-required'].includes(s.data.status))) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    return { router: memory(router.pid!), subgraphs: memory(subgraphs.pid!), worker: memory(worker.pid!) };
  } finally {
    await stop(worker);
    await stop(router);
    await stop(subgraphs);
  }
}

/** `tsx bench/process-rss.ts`: only this measurement, on a small library of its own (a short check). */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { loadConfig } = await import('../platform/config.ts');
  const { connectServices } = await import('../platform/services.ts');
  const { dropDatabase } = await import('../platform/db/pool.ts');
  const { registry } = await import('../subgraphs/registry.ts');
  const { Accounts } = await import('../platform/accounts/accounts.ts');
  const { Wallet } = await import('../platform/billing/wallet.ts');
  const { parseDollars } = await import('../platform/money.ts');
  const { demoCorpusLines, demoProfile } = await import('../subgraphs/photonet/demo-corpus.ts');
  const base = loadConfig();
  const url = new URL(base.databaseUrl);
  url.pathname = `/kb_rss_${process.pid}`;
  const config = { ...base, databaseUrl: url.toString(), redisPrefix: `kbrss${process.pid}:` };
  compileProcesses();
  const services = await connectServices(config, registry.migrations());
  const profiles = 1_000;
  await registry.importCorpus(services.db, demoCorpusLines(profiles, 0));
  const { api_key: key } = await new Accounts(services.db, new Wallet(services.redis, services.db)).createKey({
    balance: parseDollars('1000'),
    rateLimit: 1_000_000,
    mode: 'test',
  });
  try {
    const result = await processRss({
      env: { DATABASE_URL: config.databaseUrl, REDIS_PREFIX: config.redisPrefix },
      key,
      username: () => demoProfile(Math.floor(Math.random() * profiles)).username,
      port: Number(process.env.BENCH_RSS_PORT ?? 4700),
      requests: Number(process.env.BENCH_RSS_REQUESTS ?? 2_000),
      jobs: Number(process.env.BENCH_RSS_JOBS ?? 50),
    });
    process.stdout.write(JSON.stringify(result, null, 2) + '\n');
  } finally {
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl);
    const keys = await redis.keys(`${config.redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await services.close();
    await dropDatabase(config.databaseUrl);
  }
}
