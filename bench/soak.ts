import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { startDeployment, type Proc } from '../harness/deployment.ts';
import { auditCharges, dmSends, KINDS, type Kind, type Outcome, openDmSession } from '../harness/traffic.ts';

/**
 * npm run soak: mixed traffic at a fixed rate against a multi-process deployment (two routers, a job worker, facenet
 * served over HTTP, its own PostgreSQL and Redis) for SOAK_MINUTES (default 10). Every SOAK_WINDOW_SECONDS (30) it
 * reports throughput, p50/p99 per route family in that window, and RSS and open file descriptors of each process. It
 * fails if memory or descriptors keep growing over the second half of the run, or if any charge does not match a 200
 * or a ready job. The result goes to bench/results/soak-<date>.json and the README's soak table.
 */

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 40); // requests per second
const WINDOW_S = Number(process.env.SOAK_WINDOW_SECONDS ?? 30);
const MAX_IN_FLIGHT = 200;
// Over the second half of the run: at most this much RSS growth per process, and this many more descriptors.
const RSS_GROWTH_LIMIT_MIB = 64;
const FD_GROWTH_LIMIT = 64;

const family: Record<string, string> = {
  restProfile: 'library REST',
  graphqlProfile: 'library GraphQL',
  liveRead: 'live read (remote subgraph)',
  walkerPage: 'walker page',
  job: 'job submission',
  dmSend: 'DM send',
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
}

function processStats(proc: Proc): { rss_mib: number; fds: number } {
  const pid = proc.child.pid!;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    return { rss_mib: Math.round(rss / 1024), fds: readdirSync(`/proc/${pid}/fd`).length };
  } catch {
    return { rss_mib: 0, fds: 0 };
  }
}

async function main() {
  const d = await startDeployment({
    demoProfiles: 50,
    remoteSubgraphs: ['facenet'],
    env: { LOG_LEVEL: 'error', SANDBOX_LATENCY_MS: '20', DM_IDENTITY_POOL: '5', DM_SANDBOX_REPLY_DELAY_MS: '0' },
  });
  try {
    const subgraphs = await d.subgraphs();
    const routers = [await d.router(), await d.router()];
    const worker = await d.worker();
    const procs: Record<string, Proc> = { router_a: routers[0], router_b: routers[1], worker, subgraphs };
    const { key, accountId } = await d.key('100000', 1_000_000_000);
    const sessionId = await openDmSession(routers[0].base, key);
    let turn = 0;
    const base = () => routers[turn++ % routers.length].base;
    const kinds: Kind[] = [
      KINDS.restProfile,
      KINDS.graphqlProfile,
      KINDS.restProfile,
      KINDS.liveRead,
      KINDS.walkerPage,
      KINDS.graphqlProfile,
      KINDS.job,
      dmSends(base, key, sessionId),
    ];

    const outcomes: Outcome[] = [];
    const windows: Record<string, unknown>[] = [];
    const started = Date.now();
    const end = started + MINUTES * 60_000;
    let sent = 0;
    let inFlight = 0;
    let skipped = 0;
    let windowStart = started;
    let windowFrom = 0;
    const pending = new Set<Promise<void>>();

    const sample = () => {
      const now = Date.now();
      const slice = outcomes.slice(windowFrom);
      windowFrom = outcomes.length;
      const perFamily: Record<string, { n: number; p50_ms: number; p99_ms: number; errors: number }> = {};
      for (const [kind, name] of Object.entries(family)) {
        const of = slice.filter((o) => o.kind === kind);
        const ms = of.map((o) => o.ms ?? 0).sort((a, b) => a - b);
        perFamily[name] = {
          n: of.length,
          p50_ms: percentile(ms, 50),
          p99_ms: percentile(ms, 99),
          errors: of.filter((o) => ![200, 202].includes(o.status)).length,
        };
      }
      const stats = Object.fromEntries(Object.entries(procs).map(([name, p]) => [name, processStats(p)]));
      const w = {
        at_s: Math.round((now - started) / 1000),
        rps: Math.round((slice.length / ((now - windowStart) / 1000)) * 10) / 10,
        families: perFamily,
        processes: stats,
      };
      windowStart = now;
      windows.push(w);
      process.stdout.write(`${JSON.stringify({ at_s: w.at_s, rps: w.rps, processes: stats })}\n`);
    };
    const timer = setInterval(sample, WINDOW_S * 1000);

    // Open loop: one request every 1/RATE s, whatever the answers take (bounded in flight).
    while (Date.now() < end) {
      const due = started + (sent * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sent++;
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped++;
        continue;
      }
      inFlight++;
      const p = kinds[sent % kinds.length](base(), key).then((o) => {
        outcomes.push(o);
        inFlight--;
      });
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }
    await Promise.all(pending);
    clearInterval(timer);
    // The tail since the last window, when it is long enough to say anything.
    if (Date.now() - windowStart > (WINDOW_S * 1000) / 2) sample();

    const audit = await auditCharges(d.services.db, accountId, '100000', outcomes);
    const half = windows.slice(Math.floor(windows.length / 2));
    const growth = Object.fromEntries(
      Object.keys(procs).map((name) => {
        const first = (half[0].processes as Record<string, { rss_mib: number; fds: number }>)[name];
        const last = (half[half.length - 1].processes as Record<string, { rss_mib: number; fds: number }>)[name];
        return [name, { rss_mib: last.rss_mib - first.rss_mib, fds: last.fds - first.fds }];
      }),
    );
    const failures = [
      ...audit.problems,
      ...Object.entries(growth).flatMap(([name, g]) => [
        ...(g.rss_mib > RSS_GROWTH_LIMIT_MIB ? [`${name}: RSS grew ${g.rss_mib} MiB over the second half`] : []),
        ...(g.fds > FD_GROWTH_LIMIT ? [`${name}: ${g.fds} more open descriptors over the second half`] : []),
      ]),
      ...(skipped > 0 ? [`${skipped} requests not sent: ${MAX_IN_FLIGHT} already in flight (the deployment fell behind the rate)`] : []),
    ];
    const errors = outcomes.filter((o) => ![200, 202].includes(o.status)).length;
    const result = {
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus().length} x ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      minutes: MINUTES,
      rate: RATE,
      requests: outcomes.length,
      errors,
      charges: audit.charges,
      growth_second_half: growth,
      windows,
      failures,
    };
    mkdirSync(new URL('results/', import.meta.url), { recursive: true });
    writeFileSync(new URL(`results/soak-${result.date}.json`, import.meta.url), JSON.stringify(result, null, 2) + '\n');
    if (process.env.SOAK_README !== 'false') updateReadme(result);
    process.stdout.write(
      `soak: ${outcomes.length} requests, ${errors} errors, ${audit.charges} charges; ${failures.length ? `FAILED:\n  ${failures.join('\n  ')}` : 'passed'}\n`,
    );
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await d.close();
  }
}

function updateReadme(result: {
  date: string;
  machine: string;
  minutes: number;
  rate: number;
  requests: number;
  errors: number;
  charges: number;
  windows: any[];
  growth_second_half: Record<string, { rss_mib: number; fds: number }>;
  failures: string[];
}) {
  const path = new URL('../README.md', import.meta.url);
  const readme = readFileSync(path, 'utf8');
  const start = '<!-- soak:start -->';
  const end = '<!-- soak:end -->';
  const first = result.windows[0];
  const last = result.windows[result.windows.length - 1];
  const procs = Object.keys(last.processes);
  const lines = [
    `Run of ${result.date} on ${result.machine}: ${result.minutes} min at ${result.rate} req/s over two routers, a worker and facenet over HTTP ` +
      `(\`bench/results/soak-${result.date}.json\`); ${result.requests.toLocaleString('en')} requests, ${result.errors} errors, ${result.charges.toLocaleString('en')} charges, ` +
      `audit ${result.failures.length ? 'FAILED' : 'exact'}.`,
    '',
    '| route family | p50 ms (first window) | p99 ms (first) | p50 ms (last window) | p99 ms (last) |',
    '| --- | --- | --- | --- | --- |',
    ...Object.keys(last.families).map(
      (f) => `| ${f} | ${first.families[f].p50_ms} | ${first.families[f].p99_ms} | ${last.families[f].p50_ms} | ${last.families[f].p99_ms} |`,
    ),
    '',
    '| process | RSS MiB (first window) | RSS MiB (last) | open fds (first) | open fds (last) | growth over the second half |',
    '| --- | --- | --- | --- | --- | --- |',
    ...procs.map(
      (p) =>
        `| ${p} | ${first.processes[p].rss_mib} | ${last.processes[p].rss_mib} | ${first.processes[p].fds} | ${last.processes[p].fds} | ${result.growth_second_half[p].rss_mib} MiB, ${result.growth_second_half[p].fds} fds |`,
    ),
  ];
  const section = `${start}\n${lines.join('\n')}\n${end}`;
  if (!readme.includes(start)) throw new Error('README.md has no soak section markers');
  writeFileSync(path, readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), section));
}

await main();
