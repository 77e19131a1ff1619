import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Private PostgreSQL and Redis servers for fault tests: each on a spare loopback port with its own temporary
 * directory, so a test can stop, start and restart them without touching the shared servers other tests use.
 */
export interface TestServer {
  /** postgres://…/postgres or redis://…; loopback only. */
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Stops the server for good and removes its temporary directory. */
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

// Servers and directories still open when the test process exits (a failed test, a crashed hook) are cleaned up
// here, so no postmaster or temp dir outlives the run.
const leftovers = new Set<() => void>();
process.once('exit', () => {
  for (const cleanup of leftovers) {
    try {
      cleanup();
    } catch {}
  }
});

/** A port nothing listens on right now (asked of the OS; the small race with other processes is acceptable in tests). */
/** Starts a server and hands out its controls; `cleanup` runs on close, or at exit if a test never closes it. */
async function started(url: string, port: number, start: () => Promise<void>, stop: () => Promise<void>, cleanup: () => void): Promise<TestServer> {
  leftovers.add(cleanup);
  await start();
  return {
    url,
    port,
    start,
    stop,
    async restart() {
      await stop();
      await start();
    },
    async close() {
      try {
        await stop();
      } finally {
        cleanup();
        leftovers.delete(cleanup);
      }
    },
  };
}

export async function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 20; Date.now() < deadline; delay = Math.min(delay * 2, 250)) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, delay));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // stdout is ignored rather than piped: pg_ctl's postmaster would inherit a pipe and hold it open.
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** A redis-server that keeps nothing on disk: a restart comes back empty, as Redis does on our machines. */
export async function startRedis(): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'kb-redis-'));
  const port = await sparePort();
  let child: ChildProcess | null = null;

  const start = async () => {
    if (child) return;
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--logfile', join(dir, 'redis.log')],
      { stdio: 'ignore' },
    );
    child = proc;
    proc.once('exit', () => {
      if (child === proc) child = null;
    });
    await until(`redis-server on port ${port} answering`, () => redisPing(port));
  };
  const stop = async () => {
    const proc = child;
    if (!proc) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    child = null;
  };
  const cleanup = () => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  return started(`redis://127.0.0.1:${port}`, port, start, stop, cleanup);
}

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error('no PostgreSQL binaries in /usr/lib/postgresql/<version>/bin; set PG_BIN');
  return join(root, versions[0], 'bin');
}

/**
 * A PostgreSQL cluster made with initdb in a temporary directory, listening on 127.0.0.1 only (and on a socket in
 * that directory, never the shared one). PostgreSQL refuses to run as root, so as root it runs as `postgres`.
 */
export async function startPostgres(): Promise<TestServer> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'kb-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args));
  const pgSync = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'ignore' })
      : execFileSync(join(bin, tool), args, { stdio: 'ignore' });
  const check = async (step: string, outcome: Promise<{ code: number | null; output: string }>) => {
    const { code, output } = await outcome;
    if (code !== 0) {
      const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
      throw new Error(`${step} failed (exit ${code}): ${output}\n${tail}`);
    }
  };

  const cleanup = () => {
    try {
      if (existsSync(join(data, 'postmaster.pid'))) pgSync('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // Registered before initdb, so that a cluster that fails to come up is removed too.
  leftovers.add(cleanup);

  await check('initdb', pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']));
  const port = await sparePort();
  // fsync off: these clusters are thrown away, and the machine is shared.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c full_page_writes=off`;
  const running = async () => (await pg('pg_ctl', ['-D', data, 'status'])).code === 0;
  const start = async () => {
    if (await running()) return;
    await check('pg_ctl start', pg('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '30', '-o', options, 'start']));
  };
  const stop = async () => {
    if (!(await running())) return;
    await check('pg_ctl stop', pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']));
  };
  return started(`postgres://postgres@127.0.0.1:${port}/postgres`, port, start, stop, cleanup);
}
