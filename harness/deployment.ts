import type { KeyMode } from '../platform/accounts/keys.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Accounts } from '../platform/accounts/accounts.ts';
import { Wallet } from '../platform/billing/wallet.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { parseDollars } from '../platform/money.ts';
import { connectServices, type Services } from '../platform/services.ts';
import { registry } from '../subgraphs/registry.ts';
import { demoCorpusLines } from '../subgraphs/photonet/demo-corpus.ts';
import { supergraphYaml } from './supergraph-yaml.ts';
import { sparePort, startPostgres, startRedis, type TestServer } from './servers.ts';

/**
 * A deployment of the service as separate processes for the fault suite: its own PostgreSQL cluster and Redis server
 * on spare loopback ports (never the shared ones), router processes (bin/server.ts), job workers (bin/worker.ts) and,
 * when asked, subgraphs served over HTTP (bin/subgraphs.ts). Every process runs in its own process group, so a
 * scenario can SIGKILL it with everything it started; its output goes to a log file quoted when it fails to start.
 * Nothing reaches past loopback: outbound DNS goes to a dead loopback port and only port 9 is allowed.
 */

const ROOT = new URL('../', import.meta.url).pathname;
const READY_TIMEOUT_MS = 60_000;

export interface Proc {
  name: string;
  child: ChildProcess;
  /** Where its stdout and stderr go. */
  logFile: string;
  /** Resolves when it has exited. */
  exited: Promise<void>;
  /** SIGKILL to its whole process group, at once. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for it to exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

export interface RouterProc extends Proc {
  base: string;
  port: number;
}

export interface DeploymentOptions {
  /** Environment of every process, on top of the deployment's own. */
  env?: Record<string, string>;
  /** Subgraphs served over HTTP by a separate bin/subgraphs.ts process (the others run inside the routers). */
  remoteSubgraphs?: string[];
  /** Demo profiles imported into the library before anything starts. */
  demoProfiles?: number;
}

export interface Deployment {
  pg: TestServer;
  redis: TestServer;
  databaseUrl: string;
  redisPrefix: string;
  /** The test's own connection to the deployment's database and Redis (for keys, audits and balances). */
  services: Services;
  dir: string;
  /** Starts a router process; resolves once /healthz answers. `jobWorker` defaults to false (workers are separate). */
  router(options?: { env?: Record<string, string>; jobWorker?: boolean; port?: number }): Promise<RouterProc>;
  /** Starts a job worker process; resolves once it says it is running. */
  worker(options?: { env?: Record<string, string> }): Promise<Proc>;
  /** Starts the remote subgraphs' process; resolves once each listens. */
  subgraphs(): Promise<Proc>;
  /** Starts the media mirror as its own process (bin/mirror.ts); resolves once it says it is running. */
  mirror(options?: { env?: Record<string, string> }): Promise<Proc>;
  /** A new account with a key: a test account (sandbox providers, test credit) unless `mode` is live. */
  key(balance: string, rateLimit?: number, mode?: KeyMode): Promise<{ key: string; accountId: number }>;
  close(): Promise<void>;
}

function untilLine(proc: Proc, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    let done = false;
    const check = () => {
      if (done) return;
      const text = readFileSync(proc.logFile, 'utf8');
      const found = text.match(pattern);
      if (found) {
        done = true;
        resolve(found);
      } else if (proc.child.exitCode !== null || proc.child.signalCode !== null || Date.now() > deadline) {
        done = true;
        reject(
          new Error(`${proc.name} did not start (${proc.child.exitCode ?? proc.child.signalCode ?? 'timeout'}):\n${text.split('\n').slice(-30).join('\n')}`),
        );
      } else setTimeout(check, 50);
    };
    check();
  });
}

export async function startDeployment(options: DeploymentOptions = {}): Promise<Deployment> {
  const dir = mkdtempSync(join(tmpdir(), 'kb-faults-'));
  const pg = await startPostgres();
  const redis = await startRedis();
  const db = new URL(pg.url);
  db.pathname = '/kb_faults';
  const databaseUrl = db.toString();
  const redisPrefix = 'kbfaults:';
  const base = loadConfig();
  const config: Config = { ...base, databaseUrl, redisUrl: redis.url, redisPrefix, seedDemo: false, mediaDir: join(dir, 'media') };
  const services = await connectServices(config, registry.migrations());
  if (options.demoProfiles) await registry.importCorpus(services.db, demoCorpusLines(options.demoProfiles));
  const accounts = new Accounts(services.db, new Wallet(services.redis, services.db));

  const remote = options.remoteSubgraphs ?? [];
  const remoteUrls: Record<string, string> = {};
  for (const name of remote) remoteUrls[name] = `http://127.0.0.1:${await sparePort()}/graphql`;
  const supergraph = supergraphYaml(remoteUrls);

  const procs = new Set<Proc>();
  const envOf = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redisPrefix,
    SEED_DEMO: 'false',
    MEDIA_DIR: config.mediaDir,
    SUPERGRAPH_CONFIG: supergraph,
    LOG_LEVEL: 'warn',
    INTERNAL_SIGNING_SECRET: 'faults-internal-signing-secret-0123456789',
    SANDBOX_LATENCY_MS: '20',
    OUTBOUND_DNS_SERVERS: '127.0.0.1:9',
    OUTBOUND_PORTS: '9',
    VITEST: '',
    ...options.env,
    ...extra,
  });

  let counter = 0;
  function spawnProc(name: string, script: string, env: NodeJS.ProcessEnv): Proc {
    const logFile = join(dir, `${name}-${++counter}.log`);
    const fd = openSync(logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env, stdio: ['ignore', fd, fd], detached: true });
    closeSync(fd);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const proc: Proc = {
      name,
      child,
      logFile,
      exited,
      async kill() {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {}
        await exited;
      },
      async stop() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {}
        const timer = setTimeout(() => void proc.kill(), 15_000);
        await exited;
        clearTimeout(timer);
      },
    };
    procs.add(proc);
    void exited.then(() => procs.delete(proc));
    return proc;
  }

  return {
    pg,
    redis,
    databaseUrl,
    redisPrefix,
    services,
    dir,
    async router(opts = {}) {
      // Without a port of its own choosing, the router binds port 0 and says which port it got: a port picked here
      // and bound there could be taken in between by another test's process.
      const fixed: Record<string, string> = opts.port === undefined ? {} : { PORT: String(opts.port), PUBLIC_URL: `http://127.0.0.1:${opts.port}` };
      const proc = spawnProc('router', 'bin/server.ts', envOf({ PORT: '0', ...fixed, JOB_WORKER: String(opts.jobWorker ?? false), ...opts.env }));
      const [, bound] = await untilLine(proc, /listening on http:\/\/[^:/]+:(\d+)/, READY_TIMEOUT_MS);
      const port = Number(bound);
      return { ...proc, base: `http://127.0.0.1:${port}`, port };
    },
    async worker(opts = {}) {
      const proc = spawnProc('worker', 'bin/worker.ts', envOf(opts.env));
      await untilLine(proc, /job worker running/, READY_TIMEOUT_MS);
      return proc;
    },
    async mirror(opts = {}) {
      const proc = spawnProc('mirror', 'bin/mirror.ts', envOf(opts.env));
      await untilLine(proc, /media mirror running/, READY_TIMEOUT_MS);
      return proc;
    },
    async subgraphs() {
      const proc = spawnProc('subgraphs', 'bin/subgraphs.ts', envOf());
      for (const name of remote) await untilLine(proc, new RegExp(`subgraph ${name} listening`), READY_TIMEOUT_MS);
      return proc;
    },
    async key(balance, rateLimit = 1_000_000, mode = 'test') {
      const created = await accounts.createKey({ balance: parseDollars(balance), rateLimit, mode });
      return { key: created.api_key, accountId: created.account_id };
    },
    async close() {
      await Promise.allSettled([...procs].map((p) => p.kill()));
      await services.close().catch(() => {});
      await Promise.allSettled([pg.close(), redis.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
