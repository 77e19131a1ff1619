import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { Accounts } from '../platform/accounts/accounts.ts';
import { Wallet } from '../platform/billing/wallet.ts';
import { loadConfig } from '../platform/config.ts';
import { registry } from '../subgraphs/registry.ts';
import { parseDollars, toDecimal } from '../platform/money.ts';
import { connectServices, exitOnUnreachable } from '../platform/services.ts';
import { demoCorpusLines, demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { photonetProfile } from '../subgraphs/photonet/routes/profile.ts';
import { adlibScenario } from './adlib.ts';
import { contactCorpus, contactCorpusLine, type ContactCorpusFigures } from './contacts.ts';
import { discoveryScenario } from './discovery.ts';
import { processRss } from './process-rss.ts';
import { compileProcesses, FROM_SOURCE, processArgs } from './compiled.ts';
import { supergraphYaml } from '../harness/supergraph-yaml.ts';

/**
 * npm run bench: the library profile read through REST, GraphQL and a 50-profile GraphQL batch, against two bare
 * Express + pg handlers on the same database, in alternating slices so machine drift hits every target alike:
 * `baseline` (one SELECT of the row, res.json of it) and `baseline_strict` (the exact bytes of REST's `data`, read as
 * text from one column by one indexed lookup and sent as they are: the physical limit of this stack).
 */
const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const CONNECTIONS = 50;
const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const BATCH = 50;
// Optional: only these targets (comma-separated names; `baseline` always runs; `contacts` alone prints the contact
// corpus figures and starts nothing), and a CPU profile of the service written to this folder.
const ONLY = process.env.BENCH_TARGETS?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
// BENCH_SERVICE_PORT: another port for the service (two benchmarks on one machine); the baselines take the two ports
// after it, and the cross-subgraph scenario's processes (a second router and Hive Gateway, both over every subgraph
// served over HTTP) ports the system finds free, so two runs on one machine never share one.
const SERVICE_PORT = Number(process.env.BENCH_SERVICE_PORT ?? 4610);
const BASELINE_PORT = SERVICE_PORT + 1;
const STRICT_PORT = SERVICE_PORT + 2;
const CROSS_SECRET = 'bench-internal-signing-secret-0123456789';
const CROSS_QUERY = `query Cross($q: String!) {
  photonetProfile(q: $q) { username followers posts(first: 2) { nodes { shortcode likes } } enrichmentBundle { primaryNiche sources } }
}`;
// Usernames on which REST's `data` and the strict baseline's `data` are compared before loading.
const STRICT_CHECKS = 12;
const ROOT = new URL('../', import.meta.url).pathname;

const base = loadConfig();
const dbUrl = new URL(base.databaseUrl);
// BENCH_DATABASE: another database than kb_bench (two benchmarks on one machine each keep their own corpus).
dbUrl.pathname = `/${process.env.BENCH_DATABASE ?? 'kb_bench'}`;
// Its own Redis prefix with its own database: a benchmark on another database neither takes this one's job dispatches
// (its worker would find no such job and drop them), nor shares its wallet figures, nor deletes its keys when it ends
// (a run deletes every key under its prefix, so no prefix may start with another: hence not `kbbench:NAME:`).
const REDIS_PREFIX = process.env.BENCH_DATABASE ? `kbbench-${process.env.BENCH_DATABASE}:` : 'kbbench:';
const config = { ...base, databaseUrl: dbUrl.toString(), redisPrefix: REDIS_PREFIX, seedDemo: false };

const JOBS = Number(process.env.BENCH_JOBS ?? 1000);

/**
 * The jobs scenario: JOBS sandbox user_feed walks of 10 pages each, submitted at once (50 at a time over HTTP);
 * waits until every one has finished, then checks that none was lost and each was charged exactly once.
 */
async function jobsScenario(base: string, key: string, accountId: number, db: import('../platform/db/pool.ts').Db) {
  process.stdout.write(`jobs: submitting ${JOBS} user_feed jobs of 10 pages…\n`);
  const started = Date.now();
  const ids: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < JOBS) {
        const n = next++;
        const res = await fetch(`${base}/v1/photonet/user_feed?handle=sbx_200_bench${n}&max_pages=10`, { headers: { authorization: `Bearer ${key}` } });
        const body = (await res.json()) as { data: { batch_id: string } };
        if (res.status !== 202) throw new Error(`job submission answered ${res.status}`);
        ids.push(body.data.batch_id);
      }
    }),
  );
  const submittedMs = Date.now() - started;
  let finished: { status: string; n: number }[] = [];
  for (const deadline = Date.now() + 15 * 60_000; Date.now() < deadline;) {
    finished = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM jobs WHERE batch_id = ANY($1) GROUP BY status', [ids]);
    if (finished.filter((f) => f.status === 'ready' || f.status === 'failed').reduce((a, f) => a + f.n, 0) === JOBS) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const [{ last }] = await db.query<{ last: Date }>('SELECT max(finished_at) AS last FROM jobs WHERE batch_id = ANY($1)', [ids]);
  const seconds = (last.getTime() - started) / 1000;
  const [charges] = await db.query<{ rows: number; distinct_jobs: number; total: string }>(
    `SELECT count(*)::int AS rows, count(DISTINCT request_id)::int AS distinct_jobs, coalesce(-sum(amount), 0)::text AS total
     FROM ledger WHERE account_id = $1 AND request_id = ANY($2)`,
    [accountId, ids.map((id) => `job:${id}`)],
  );
  const ready = finished.find((f) => f.status === 'ready')?.n ?? 0;
  return {
    submitted: ids.length,
    submit_seconds: round(submittedMs / 1000, 1),
    ready,
    statuses: Object.fromEntries(finished.map((f) => [f.status, f.n])),
    seconds: round(seconds, 1),
    jobs_per_second: round(ready / seconds, 1),
    ledger_rows: charges.rows,
    charged_total: charges.total,
    // 120 posts each: ceil(120 / 12) blocks of $0.0005.
    exact: ready === JOBS && charges.rows === JOBS && charges.distinct_jobs === JOBS && parseDollars(charges.total) === JOBS * 50,
  };
}

const randomUser = () => demoProfile(Math.floor(Math.random() * PROFILES)).username;

async function ensureCorpus(): Promise<void> {
  const services = await connectServices(config, registry.migrations()).catch(exitOnUnreachable);
  const [{ count }] = await services.db.query<{ count: number }>('SELECT count(*)::int AS count FROM photonet_profiles');
  if (count < PROFILES) {
    process.stdout.write(`generating ${PROFILES - count} profiles in kb_bench…\n`);
    const report = await registry.importCorpus(services.db, demoCorpusLines(PROFILES - count, count));
    if (report.failed) throw new Error(`corpus import failed: ${JSON.stringify(report.errors.slice(0, 3))}`);
  }
  await services.db.query('ANALYZE photonet_profiles');
  await services.close();
}

function startProcess(file: string, port: number, nodeFlags: string[] = [], env: Record<string, string> = {}, ready = /listening on/): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeFlags, ...processArgs(file)], {
    cwd: ROOT,
    env: { ...process.env, ...envOf(), PORT: String(port), SEED_DEMO: 'false', SANDBOX_LATENCY_MS: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      if (ready.test(out)) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume(); // access logs go nowhere
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

/** `count` ports free on loopback now (each bound by the system, then released for a process of the run to take). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer()
            .listen(0, '127.0.0.1', () => resolve(server))
            .once('error', reject);
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** supergraph.yaml with every subgraph at a routing_url on loopback, for the cross-subgraph scenario. */
function remoteSupergraph(ports: number[]): { file: string; last: string } {
  const urls = Object.fromEntries(registry.modules.map((m, i) => [m.name, `http://127.0.0.1:${ports[i]}/graphql`]));
  return { file: supergraphYaml(urls), last: registry.modules.at(-1)!.name };
}

/**
 * The cross-subgraph scenario's processes: every subgraph served over HTTP, our router and Hive Gateway (with our
 * plugin) over them. Returns them and the units one cross-subgraph answer is charged (asked once of our router).
 */
async function startCross(key: string) {
  const [routerPort, hivePort, ...subgraphPorts] = await freePorts(2 + registry.modules.length);
  const { file, last } = remoteSupergraph(subgraphPorts);
  const env = { SUPERGRAPH_CONFIG: file, INTERNAL_SIGNING_SECRET: CROSS_SECRET, JOB_WORKER: 'false', MEDIA_MIRROR_WORKER: 'false' };
  // With BENCH_CPU_PROF, each of the three processes writes its own profile (named for it) beside the service's.
  const prof = (name: string) =>
    CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`, `--cpu-prof-name=${name}-${process.pid}.cpuprofile`] : [];
  const subgraphs = await startProcess('bin/subgraphs.ts', 0, prof('cross-subgraphs'), env, new RegExp(`subgraph ${last} listening`));
  const router = await startProcess('bin/server.ts', routerPort, prof('cross-router'), env);
  const hive = await startProcess('bin/hive-gateway.ts', hivePort, prof('cross-hive'), env);
  const probe = await fetch(`http://127.0.0.1:${routerPort}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: CROSS_QUERY, variables: { q: demoProfile(0).username } }),
  });
  const body = (await probe.json()) as { errors?: unknown; extensions?: { cost?: { actual?: string } } };
  if (probe.status !== 200 || body.errors) throw new Error(`the cross-subgraph query failed: ${probe.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { subgraphs, router, hive, routerPort, hivePort, units: parseDollars(body.extensions!.cost!.actual!.slice(1)) };
}

function envOf() {
  return { DATABASE_URL: config.databaseUrl, REDIS_PREFIX: config.redisPrefix };
}

/** CPU time (user and system) a process has used, in milliseconds (Linux clock ticks are 1/100 s). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

interface Target {
  name: string;
  url: string;
  request(): { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
  /** Units charged by one successful response. */
  units: number;
  /** Processes whose CPU time each slice of this target is counted against (by name), besides the database's. */
  cpu?: Record<string, () => number[]>;
}

interface Tally {
  latencies: number[];
  ok: number;
  other: Record<string, number>;
  seconds: number;
  /** CPU milliseconds the target's processes used during its slices, by name (see Target.cpu). */
  cpuMs?: Record<string, number>;
}

/** CPU milliseconds of each of these processes (0 for one that has gone). */
function cpuOf(pids: number[]): Map<number, number> {
  return new Map(
    pids.map((pid) => {
      try {
        return [pid, cpuMs(pid)];
      } catch {
        return [pid, 0];
      }
    }),
  );
}

/**
 * Runs `slice`, counting the CPU time the target's processes used meanwhile: the machine is shared, so throughput
 * moves with the neighbours' load while CPU milliseconds per request hardly do. `postgres` is the database's backends
 * (those of the benchmark's database, wherever they come from); a backend that starts during the slice counts whole.
 */
async function withCpu(target: Target, tally: Tally, db: import('../platform/db/pool.ts').Db, slice: () => Promise<void>): Promise<void> {
  if (!target.cpu) return slice();
  const backends = async () => (await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).map((r) => r.pid);
  const groups: Record<string, () => number[]> = { ...target.cpu, postgres: () => [] };
  const before = new Map(Object.entries(groups).map(([name, pids]) => [name, cpuOf(pids())]));
  before.set('postgres', cpuOf(await backends()));
  await slice();
  const after = new Map(Object.entries(groups).map(([name, pids]) => [name, cpuOf(pids())]));
  after.set('postgres', cpuOf([...new Set([...before.get('postgres')!.keys(), ...(await backends())])]));
  tally.cpuMs ??= {};
  for (const [name, end] of after) {
    const start = before.get(name)!;
    let used = 0;
    for (const [pid, ms] of end) used += ms > 0 ? ms - (start.get(pid) ?? 0) : 0;
    tally.cpuMs[name] = (tally.cpuMs[name] ?? 0) + used;
  }
}

/**
 * Sends `amount` requests and waits for every answer: a slice cut off by time would leave requests that the service
 * answered (and charged) but the client never counted, and the billing check must count every response.
 */
function runSlice(target: Target, amount: number, tally: Tally, key?: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const headers: Record<string, string> = key ? { authorization: `Bearer ${key}`, 'content-type': 'application/json' } : {};
    const instance = autocannon(
      {
        url: target.url,
        connections: CONNECTIONS,
        amount,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, ...target.request() }) }],
      },
      (err, result) => {
        if (err) return reject(err);
        // autocannon's own start and finish: the time spent answering, without its setup and teardown.
        tally.seconds += (result.finish.getTime() - result.start.getTime()) / 1000;
        resolve();
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      tally.latencies.push(ms);
      if (status === 200) tally.ok++;
      else tally.other[status] = (tally.other[status] ?? 0) + 1;
    });
  });
}

/**
 * The service's media mirror copies, in the background, the images that earlier jobs scenarios registered (120,000
 * per run of 1,000 walks): each copy is a fetch from the service's own sandbox, a hash and a file write, a few hundred
 * a second, on the CPUs the slices share. Waits until nothing is left to copy, so no slice measures that work.
 */
async function mirrorSettled(db: import('../platform/db/pool.ts').Db) {
  const backlog = async () => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM media_mirror WHERE status IN ('pending', 'copying')"))[0].n;
  const started = Date.now();
  const first = await backlog();
  for (let left = first, said = 0; left > 0; left = await backlog()) {
    if (Date.now() - started > 15 * 60_000) throw new Error(`media mirror still has ${left} images to copy after 15 minutes`);
    if (Date.now() - said > 15_000) {
      process.stdout.write(`media mirror: waiting for ${left} images left by earlier jobs scenarios…\n`);
      said = Date.now();
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { backlog_at_start: first, seconds_waited: round((Date.now() - started) / 1000, 0) };
}

/**
 * The strict baseline must answer what REST answers: for a few usernames (the first, the last and random ones), the
 * `data` of both must be equal once parsed and the same bytes. Anything else fails the run before it measures.
 */
async function verifyStrict(svc: string, strict: string, key: string) {
  const names = [demoProfile(0).username, demoProfile(PROFILES - 1).username, ...Array.from({ length: STRICT_CHECKS - 2 }, randomUser)];
  let bytes = 0;
  for (const name of names) {
    const path = `/v1/photonet/profile?q=${encodeURIComponent(name)}`;
    const [rest, mine] = await Promise.all([fetch(svc + path, { headers: { authorization: `Bearer ${key}` } }), fetch(strict + path)]);
    const [restText, mineText] = await Promise.all([rest.text(), mine.text()]);
    if (rest.status !== 200 || mine.status !== 200) {
      throw new Error(
        `strict baseline check: ${name} answered REST ${rest.status}, strict ${mine.status}: ${restText.slice(0, 200)} | ${mineText.slice(0, 200)}`,
      );
    }
    const restBody = JSON.parse(restText) as { data: unknown; meta: Record<string, unknown> };
    const mineBody = JSON.parse(mineText) as { data: unknown; meta: Record<string, unknown> };
    if (!isDeepStrictEqual(restBody.data, mineBody.data)) {
      throw new Error(
        `strict baseline check: data of ${name} differs from REST's\nREST:   ${JSON.stringify(restBody.data)}\nstrict: ${JSON.stringify(mineBody.data)}`,
      );
    }
    // `data` is the first key and `meta` the last of both bodies: the bytes between are the document as sent.
    const rawData = (text: string) => text.slice('{"data":'.length, text.lastIndexOf(',"meta":'));
    if (rawData(restText) !== rawData(mineText)) {
      throw new Error(
        `strict baseline check: data of ${name} is equal but not the same bytes (key order or spacing)\nREST:   ${rawData(restText)}\nstrict: ${rawData(mineText)}`,
      );
    }
    const metaKeys = (m: Record<string, unknown>) => Object.keys(m).sort().join(',');
    if (metaKeys(restBody.meta) !== metaKeys(mineBody.meta)) {
      throw new Error(`strict baseline check: meta keys differ: REST ${metaKeys(restBody.meta)}, strict ${metaKeys(mineBody.meta)}`);
    }
    bytes += Buffer.byteLength(restText) - Buffer.byteLength(mineText);
  }
  process.stdout.write(`strict baseline: data of ${names.length} usernames equal to REST's, byte for byte\n`);
  return { usernames: names.length, data_bytes_identical: true, mean_body_bytes_rest_minus_strict: round(bytes / names.length, 1) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * BENCH_TARGETS=adlib: the ad-search scenario alone (bench/adlib.ts), against the service, without the profile corpus
 * or the other targets; nothing is recorded.
 */
async function adlibOnly() {
  const services = await connectServices(config, registry.migrations()).catch(exitOnUnreachable);
  const accounts = new Accounts(services.db, new Wallet(services.redis, services.db));
  const { api_key: key } = await accounts.createKey({ balance: parseDollars('1000000'), rateLimit: 1_000_000_000, mode: 'test' });
  const service = await startProcess('bin/server.ts', SERVICE_PORT);
  try {
    const adlib = await adlibScenario(services.db, `http://127.0.0.1:${SERVICE_PORT}`, key);
    process.stdout.write(JSON.stringify({ adlib }, null, 2) + '\n');
  } finally {
    service.kill('SIGTERM');
    await new Promise((r) => service.once('exit', r));
    await services.close();
  }
}

/**
 * BENCH_TARGETS=discovery: the discovery scenario alone (bench/discovery.ts), against the service, without the profile
 * corpus or the other targets; nothing is recorded. Use BENCH_DATABASE to keep its million profiles apart.
 */
async function discoveryOnly() {
  const services = await connectServices(config, registry.migrations()).catch(exitOnUnreachable);
  const accounts = new Accounts(services.db, new Wallet(services.redis, services.db));
  const { api_key: key } = await accounts.createKey({ balance: parseDollars('1000000'), rateLimit: 1_000_000_000, mode: 'test' });
  const service = await startProcess('bin/server.ts', SERVICE_PORT);
  try {
    const discovery = await discoveryScenario(services.db, `http://127.0.0.1:${SERVICE_PORT}`, key);
    process.stdout.write(JSON.stringify({ discovery }, null, 2) + '\n');
  } finally {
    service.kill('SIGTERM');
    await new Promise((r) => service.once('exit', r));
    await services.close();
  }
}

/**
 * BENCH_TARGETS=jobs: the jobs scenario alone, against the service (with BENCH_CPU_PROF, profiled), without the
 * profile corpus or the other targets, once the media mirror has copied what earlier runs left; also reports the
 * database transactions of kb_bench per job (every statement outside a transaction is one). Nothing is recorded.
 */
async function jobsOnly() {
  const services = await connectServices(config, registry.migrations()).catch(exitOnUnreachable);
  const accounts = new Accounts(services.db, new Wallet(services.redis, services.db));
  const { api_key: key, account_id: accountId } = await accounts.createKey({ balance: parseDollars('1000000'), rateLimit: 1_000_000_000, mode: 'test' });
  const service = await startProcess('bin/server.ts', SERVICE_PORT, CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : []);
  try {
    const mirror = await mirrorSettled(services.db);
    const transactions = async () =>
      (await services.db.query<{ n: number }>('SELECT (xact_commit + xact_rollback)::int AS n FROM pg_stat_database WHERE datname = current_database()'))[0].n;
    const before = await transactions();
    const cpuBefore = cpuMs(service.pid!);
    const jobs = await jobsScenario(`http://127.0.0.1:${SERVICE_PORT}`, key, accountId, services.db);
    const cpu = cpuMs(service.pid!) - cpuBefore;
    // Backends report their counts at most once a second.
    await new Promise((r) => setTimeout(r, 1500));
    const pgTransactions = (await transactions()) - before;
    // The service's CPU time per job (submission included): on a shared machine a steadier figure than jobs/s.
    const perJob = { pg_transactions_per_job: round(pgTransactions / JOBS, 1), service_cpu_ms_per_job: round(cpu / JOBS, 1) };
    process.stdout.write(JSON.stringify({ mirror_before_measuring: mirror, jobs: { ...jobs, ...perJob } }, null, 2) + '\n');
    if (!jobs.exact) process.exitCode = 1;
  } finally {
    service.kill('SIGTERM');
    await new Promise((r) => service.once('exit', r));
    await services.close();
  }
}

async function main() {
  // BENCH_TARGETS=contacts: the contact corpus figures alone, in process, without any service.
  if (ONLY?.length === 1 && ONLY[0] === 'contacts') {
    const contacts = contactCorpus();
    process.stdout.write(`${JSON.stringify({ contacts }, null, 2)}\n${contactCorpusLine(contacts)}\n`);
    return;
  }
  compileProcesses();
  if (ONLY?.length === 1 && ONLY[0] === 'adlib') return adlibOnly();
  if (ONLY?.length === 1 && ONLY[0] === 'discovery') return discoveryOnly();
  if (ONLY?.length === 1 && ONLY[0] === 'jobs') return jobsOnly();
  await ensureCorpus();
  const services = await connectServices(config, registry.migrations()).catch(exitOnUnreachable);
  const accounts = new Accounts(services.db, new Wallet(services.redis, services.db));
  const { api_key: key, account_id: accountId } = await accounts.createKey({ balance: parseDollars('1000000'), rateLimit: 1_000_000_000, mode: 'test' });
  const [{ balance: startBalance }] = await services.db.query<{ balance: string }>('SELECT balance FROM accounts WHERE id = $1', [accountId]);

  const service = await startProcess('bin/server.ts', SERVICE_PORT, CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : []);
  const baseline = await startProcess('bench/baseline.ts', BASELINE_PORT);
  const withStrict = !ONLY || ONLY.includes('baseline_strict');
  // Builds bench_profile_docs on its first start (about half a minute for 100,000 profiles).
  const strict = withStrict ? await startProcess('bench/baseline-strict.ts', STRICT_PORT) : null;
  const svc = `http://127.0.0.1:${SERVICE_PORT}`;
  const strictUrl = `http://127.0.0.1:${STRICT_PORT}`;
  const withCross = !ONLY || ONLY.includes('cross') || ONLY.includes('cross_hive');
  // Started after the strict check: the cross query reads intelligence enrichment, which writes it into the library
  // profile, and the strict baseline's documents were built from the profiles as they were.
  let cross: Awaited<ReturnType<typeof startCross>> | null = null;
  const stopAll = async () => {
    for (const child of [baseline, strict, service, cross?.hive, cross?.router, cross?.subgraphs]) {
      if (!child || child.exitCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  };
  const strictCheck = strict
    ? await verifyStrict(svc, strictUrl, key).catch(async (err) => {
        await stopAll();
        throw err;
      })
    : null;
  cross = withCross ? await startCross(key) : null;
  const mirror = await mirrorSettled(services.db).catch(async (err) => {
    await stopAll();
    throw err;
  });
  const targets: Target[] = [
    {
      name: 'baseline',
      url: `http://127.0.0.1:${BASELINE_PORT}`,
      units: 0,
      request: () => ({ method: 'GET', path: `/v1/photonet/profile?q=${randomUser()}` }),
    },
    { name: 'baseline_strict', url: strictUrl, units: 0, request: () => ({ method: 'GET', path: `/v1/photonet/profile?q=${randomUser()}` }) },
    { name: 'rest', url: svc, units: 5, request: () => ({ method: 'GET', path: `/v1/photonet/profile?q=${randomUser()}` }) },
    {
      name: 'graphql',
      url: svc,
      units: 5,
      request: () => ({ method: 'POST', path: '/graphql', body: JSON.stringify({ query: PROFILE_QUERY, variables: { q: randomUser() } }) }),
    },
    {
      // The same query with the username written into its text, a new text per request (as many clients send).
      name: 'graphql_literal',
      url: svc,
      units: 5,
      request: () => ({ method: 'POST', path: '/graphql', body: JSON.stringify({ query: literalProfileQuery(randomUser()) }) }),
    },
    {
      name: 'graphql_batch50',
      url: svc,
      units: 5 * BATCH,
      request: () => ({
        method: 'POST',
        path: '/graphql',
        body: JSON.stringify({ query: BATCH_QUERY, variables: { q: Array.from({ length: BATCH }, randomUser) } }),
      }),
    },
  ];
  if (cross) {
    // The same cross-subgraph query (photonet profile, its posts, its enrichment from intelligence) through our
    // router and through Hive Gateway, both over the subgraphs served over HTTP.
    const crossRequest = () => ({ method: 'POST' as const, path: '/graphql', body: JSON.stringify({ query: CROSS_QUERY, variables: { q: randomUser() } }) });
    targets.push(
      {
        name: 'cross',
        url: `http://127.0.0.1:${cross.routerPort}`,
        units: cross.units,
        request: crossRequest,
        cpu: { gateway: () => [cross!.router.pid!], subgraphs: () => [cross!.subgraphs.pid!] },
      },
      {
        name: 'cross_hive',
        url: `http://127.0.0.1:${cross.hivePort}`,
        units: cross.units,
        request: crossRequest,
        cpu: { gateway: () => [cross!.hive.pid!], subgraphs: () => [cross!.subgraphs.pid!] },
      },
    );
  }
  const unknown = ONLY?.filter((name) => name !== 'adlib' && name !== 'contacts' && !targets.some((t) => t.name === name));
  if (unknown?.length) {
    await stopAll();
    throw new Error(`BENCH_TARGETS names no target ${unknown.join(', ')}; targets: ${targets.map((t) => t.name).join(', ')}`);
  }
  const chosen = ONLY ? targets.filter((t) => t.name === 'baseline' || ONLY.includes(t.name)) : targets;
  targets.splice(0, targets.length, ...chosen);
  const tallies = new Map(targets.map((t) => [t.name, { latencies: [], ok: 0, other: {}, seconds: 0 } as Tally]));

  // Warm-up also sizes each slice: as many requests as the target answers in SLICE_SECONDS.
  process.stdout.write(`warming up…\n`);
  const amounts = new Map<string, number>();
  for (const target of targets) {
    const warm: Tally = { latencies: [], ok: 0, other: {}, seconds: 0 };
    await runSlice(target, target.units > 100 ? 100 : 2000, warm, key);
    amounts.set(target.name, Math.max(100, Math.round((warm.latencies.length / warm.seconds) * SLICE_SECONDS)));
  }
  // Warm-up requests are charged too: the billing check starts from here.
  const [{ balance: measuredFrom }] = await services.db.query<{ balance: string }>('SELECT balance FROM accounts WHERE id = $1', [accountId]);
  const [{ rows: rowsBefore }] = await services.db.query<{ rows: number }>('SELECT count(*)::int AS rows FROM ledger WHERE account_id = $1 AND kind = $2', [
    accountId,
    'charge',
  ]);

  for (let r = 0; r < ROUNDS; r++) {
    for (const target of r % 2 === 0 ? targets : [...targets].reverse()) {
      process.stdout.write(`round ${r + 1}/${ROUNDS}: ${target.name}\n`);
      const tally = tallies.get(target.name)!;
      await withCpu(target, tally, services.db, () => runSlice(target, amounts.get(target.name)!, tally, key));
    }
  }

  const rss: Record<string, number> = { service: peakRssMiB(service.pid!), baseline: peakRssMiB(baseline.pid!) };
  if (strict) rss.baseline_strict = peakRssMiB(strict.pid!);
  if (cross) {
    rss.cross = peakRssMiB(cross.router.pid!);
    rss.cross_hive = peakRssMiB(cross.hive.pid!);
    rss.subgraphs = peakRssMiB(cross.subgraphs.pid!);
  }
  for (const child of [baseline, strict, cross?.hive, cross?.router, cross?.subgraphs]) {
    if (!child) continue;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }

  const [{ balance: endBalance }] = await services.db.query<{ balance: string }>('SELECT balance FROM accounts WHERE id = $1', [accountId]);
  const [{ rows: rowsAfter }] = await services.db.query<{ rows: number }>('SELECT count(*)::int AS rows FROM ledger WHERE account_id = $1 AND kind = $2', [
    accountId,
    'charge',
  ]);
  const billed = targets.filter((t) => t.units > 0);
  const successes = billed.reduce((n, t) => n + tallies.get(t.name)!.ok, 0);
  const expectedUnits = billed.reduce((n, t) => n + tallies.get(t.name)!.ok * t.units, 0);
  const movedUnits = parseDollars(measuredFrom) - parseDollars(endBalance);
  const billing = {
    ledger_rows: rowsAfter - rowsBefore,
    successful_responses: successes,
    balance_moved: toDecimal(movedUnits),
    expected: toDecimal(expectedUnits),
    exact: rowsAfter - rowsBefore === successes && movedUnits === expectedUnits,
  };
  // After the HTTP figures are settled: the jobs charge the same account.
  const jobs = ONLY ? null : await jobsScenario(svc, key, accountId, services.db);
  // The ad-search scenario (bench/adlib.ts) charges another account, after the billing and jobs checks.
  const adlibKey = (await accounts.createKey({ balance: parseDollars('1000000'), rateLimit: 1_000_000_000, mode: 'test' })).api_key;
  const adlib = !ONLY || ONLY.includes('adlib') ? await adlibScenario(services.db, svc, adlibKey) : null;
  service.kill('SIGTERM');
  await new Promise((r) => service.once('exit', r));
  // Memory per process kind of a split deployment (router, subgraphs, worker), each driven on its own.
  const processes = ONLY
    ? null
    : { all_in_one: { peak_rss_mib: round(rss.service, 0) }, ...(await processRss({ env: envOf(), key, username: randomUser, port: SERVICE_PORT + 100 })) };

  const summary: Record<string, Record<string, number | Record<string, number>>> = {};
  for (const target of targets) {
    const t = tallies.get(target.name)!;
    const sorted = t.latencies.sort((a, b) => a - b);
    summary[target.name] = {
      rps: round(t.latencies.length / t.seconds, 0),
      p50_ms: round(percentile(sorted, 50), 1),
      p99_ms: round(percentile(sorted, 99), 1),
      ok: t.ok,
      non_200: t.other,
      // CPU milliseconds per answered request, by process (the gateway, the subgraphs, the database's backends).
      ...(t.cpuMs ? { cpu_ms_per_request: Object.fromEntries(Object.entries(t.cpuMs).map(([name, ms]) => [name, round(ms / t.latencies.length, 2)])) } : {}),
    };
  }
  const b = summary.baseline as Record<string, number>;
  const bs = summary.baseline_strict as Record<string, number> | undefined;
  for (const name of Object.keys(summary)) {
    const s = summary[name] as Record<string, number>;
    s.rss_mib = round(rss[name] ?? rss.service, 0);
    s.rps_ratio = round(s.rps / b.rps);
    s.p50_ratio = round(s.p50_ms / b.p50_ms);
    s.p99_ratio = round(s.p99_ms / b.p99_ms);
    s.rss_ratio = round(s.rss_mib / b.rss_mib);
    // To the strict baseline: reported, no budget.
    if (bs) {
      s.rps_ratio_strict = round(s.rps / bs.rps);
      s.p50_ratio_strict = round(s.p50_ms / bs.p50_ms);
      s.p99_ratio_strict = round(s.p99_ms / bs.p99_ms);
    }
  }
  const rest = summary.rest as Record<string, number> | undefined;
  const gql = summary.graphql as Record<string, number> | undefined;
  const literal = summary.graphql_literal as Record<string, number> | undefined;
  // The budget stays on `baseline`; the ratios to `baseline_strict` are reported without one. A full run that misses
  // any of it ends with exit code 1 (after recording), so a regression fails the benchmark.
  const budget = {
    rest_rps_at_least_0_6: rest ? rest.rps_ratio >= 0.6 : null,
    rest_p99_at_most_2x: rest ? rest.p99_ratio <= 2 : null,
    graphql_rps_at_least_0_4: gql ? gql.rps_ratio >= 0.4 : null,
    // A new query text per request, its values written in, costs about what the same query with variables does.
    graphql_literal_at_least_0_8_of_graphql: literal && gql ? literal.rps / gql.rps >= 0.8 : null,
  };
  // Hive Gateway to our router on the same cross-subgraph query, over the same subgraphs, in the same run.
  const ourCross = summary.cross as Record<string, number> | undefined;
  const hiveCross = summary.cross_hive as Record<string, number> | undefined;
  const cpuTotal = (s: Record<string, unknown>) => Object.values((s.cpu_ms_per_request ?? {}) as Record<string, number>).reduce((x, y) => x + y, 0);
  const crossSubgraph =
    ourCross && hiveCross
      ? {
          hive_to_ours_rps: round(hiveCross.rps / ourCross.rps),
          hive_to_ours_p50: round(hiveCross.p50_ms / ourCross.p50_ms),
          hive_to_ours_p99: round(hiveCross.p99_ms / ourCross.p99_ms),
          // What throughput would be on a machine of their own: the CPU one answer costs (gateway, subgraphs and
          // database together), Hive Gateway's to ours.
          hive_to_ours_cpu_per_request: round(cpuTotal(hiveCross) / cpuTotal(ourCross)),
          subgraphs_rss_mib: round(rss.subgraphs, 0),
        }
      : null;
  const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${round(totalmem() / 2 ** 30, 0)} GiB, Node ${process.version}`;
  const date = new Date().toISOString().slice(0, 10);
  const result = {
    date,
    machine,
    setup: {
      profiles: PROFILES,
      connections: CONNECTIONS,
      slice_seconds: SLICE_SECONDS,
      rounds: ROUNDS,
      batch: BATCH,
      processes: FROM_SOURCE ? 'source' : 'compiled',
    },
    strict_check: strictCheck,
    mirror_before_measuring: mirror,
    targets: summary,
    cross_subgraph: crossSubgraph,
    budget,
    billing,
    jobs,
    adlib,
    processes,
    contacts: contactCorpus(),
    start_balance: startBalance,
  };
  // A partial run (BENCH_TARGETS) is for investigation: it does not replace the recorded results.
  if (!ONLY) {
    writeFileSync(new URL(`results/${date}.json`, import.meta.url), JSON.stringify(result, null, 2) + '\n');
    updateReadme(result);
  }
  process.stdout.write(JSON.stringify(result, null, 2) + '\n');

  const redis = new Redis(config.redisUrl);
  const keys = await redis.keys(`${config.redisPrefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await services.close();
  if (!billing.exact || (jobs && !jobs.exact)) {
    process.stderr.write('billing drifted: ledger and balance do not match the successful responses\n');
    process.exit(1);
  }
  const missed = Object.entries(budget).filter(([, met]) => met === false);
  if (!ONLY && missed.length) {
    process.stderr.write(`budget missed: ${missed.map(([name]) => name).join(', ')}\n`);
    process.exit(1);
  }
}

function updateReadme(result: {
  date: string;
  machine: string;
  targets: Record<string, any>;
  budget: Record<string, boolean | null>;
  billing: Record<string, unknown>;
  setup: Record<string, number | string>;
  jobs: Record<string, any> | null;
  processes: Record<string, { rss_mib?: number; peak_rss_mib: number }> | null;
  adlib?: Record<string, any> | null;
  contacts?: ContactCorpusFigures;
}) {
  const path = new URL('../README.md', import.meta.url);
  const readme = readFileSync(path, 'utf8');
  const rows = Object.entries(result.targets).map(
    ([name, t]) =>
      `| ${name} | ${t.rps} | ${t.rps_ratio} | ${t.rps_ratio_strict ?? '–'} | ${t.p50_ms} | ${t.p99_ms} | ${t.p99_ratio} | ${t.p99_ratio_strict ?? '–'} | ${t.rss_mib} | ${t.rss_ratio} |`,
  );
  const table = [
    `Run of ${result.date} on ${result.machine}; ${result.setup.profiles.toLocaleString('en')} profiles, ${result.setup.connections} connections, ` +
      `${result.setup.rounds} alternating rounds of ${result.setup.slice_seconds} s per target, every process ${result.setup.processes === 'source' ? 'run from its TypeScript source through tsx' : 'compiled to JavaScript (npm run build)'} (\`bench/results/${result.date}.json\`).`,
    '',
    '| target | req/s | × baseline | × strict | p50 ms | p99 ms | p99 × baseline | p99 × strict | peak RSS MiB | RSS × baseline |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Budget: ${Object.entries(result.budget)
      .map(([k, v]) => `${k} ${v ? 'met' : 'NOT met'}`)
      .join('; ')}. ` +
      `Billing after the run: ${result.billing.ledger_rows} ledger rows for ${result.billing.successful_responses} successful responses, ` +
      `balance moved $${result.billing.balance_moved} (expected $${result.billing.expected}): ${result.billing.exact ? 'exact' : 'DRIFTED'}.`,
    ...(result.jobs
      ? [
          '',
          `Jobs: ${result.jobs.submitted} sandbox user_feed jobs of 10 pages submitted at once (in ${result.jobs.submit_seconds} s) finished in ` +
            `${result.jobs.seconds} s, ${result.jobs.jobs_per_second} jobs/s; ${result.jobs.ready} ready, ${result.jobs.ledger_rows} charges totalling ` +
            `$${result.jobs.charged_total}: ${result.jobs.exact ? 'none lost, each charged once' : 'NOT EXACT'}.`,
        ]
      : []),
    ...(result.adlib
      ? [
          '',
          `Ad search (\`bench/adlib.ts\`): ${result.adlib.setup.ads.toLocaleString('en')} stored ads; ${result.adlib.search.requests} sequential searches ` +
            `p50 ${result.adlib.search.p50_ms} ms, p99 ${result.adlib.search.p99_ms} ms; ${result.adlib.insights.requests} insights p50 ` +
            `${result.adlib.insights.p50_ms} ms, p99 ${result.adlib.insights.p99_ms} ms; plans: ${result.adlib.index_only ? 'GIN and advertiser indexes only, no sequential scan' : 'A SEQUENTIAL SCAN'}.`,
        ]
      : []),
    ...(result.processes
      ? [
          '',
          `Memory per process kind (peak RSS): all-in-one ${result.processes.all_in_one.peak_rss_mib} MiB under the load above; split, after 2,000 ` +
            `reads through the router and 50 jobs: router ${result.processes.router.peak_rss_mib} MiB, subgraphs process ` +
            `${result.processes.subgraphs.peak_rss_mib} MiB, worker ${result.processes.worker.peak_rss_mib} MiB.`,
        ]
      : []),
    ...(result.contacts ? ['', contactCorpusLine(result.contacts)] : []),
  ].join('\n');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const section = `${start}\n${table}\n${end}`;
  const next = readme.includes(start)
    ? readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), section)
    : `${readme.trimEnd()}\n\n## Performance\n\nFigures of the last full \`npm run bench\` run.\n\n${section}\n`;
  writeFileSync(path, next);
}

// The same fields as the REST read, so the three service targets do the same work.
const PROFILE_QUERY = photonetProfile.document;
const literalProfileQuery = (username: string) =>
  PROFILE_QUERY.replace('query PhotonetProfile($q: String!)', 'query PhotonetProfile').replace(
    'photonetProfile(q: $q)',
    `photonetProfile(q: ${JSON.stringify(username)})`,
  );
const BATCH_QUERY = photonetProfile.document
  .replace('$q: String!', '$q: [String!]!')
  .replace('profile: photonetProfile(q: $q)', 'profiles: photonetProfiles(q: $q)');

await main();
