import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { log } from '../platform/log.ts';
import { parseDollars } from '../platform/money.ts';
import { loadConfig } from '../platform/config.ts';
import { loadEmptyTables } from '../platform/db/copy.ts';
import { PROCESS_CURSOR_SECRET } from '../platform/cursor.ts';
import { connectServices, exitOnUnreachable, type Services } from '../platform/services.ts';
import { createService, type Service } from '../router/app.ts';
import { listen } from '../router/listen.ts';
import { registry } from '../subgraphs/registry.ts';

/** `npm start`: the service on PORT, seeding the demo corpus on an empty library. */

const DEMO_BALANCE = '100.0000';
const DEMOS = registry.modules.flatMap((s) => (s.demo ? [s.demo] : []));

/** How often the first start says how far the demo corpus has got, in records. */
const PROGRESS_EVERY = 25_000;

/** `lines`, saying every PROGRESS_EVERY lines how many have gone by (a first start takes a while: it shows it is moving). */
function* counted(lines: Iterable<string>, say: (count: number) => void): Generator<string> {
  let count = 0;
  for (const line of lines) {
    yield line;
    if (++count % PROGRESS_EVERY === 0) say(count);
  }
}

/**
 * On an empty library: loads each module's demo corpus (by COPY into its empty tables where the module gives them, by
 * importing its lines otherwise) and makes a demo account, whose key is printed this once.
 */
async function seedDemo(services: Services, service: Service): Promise<string | null> {
  for (const demo of DEMOS) if (await demo.loaded(services.db)) return null;
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write('First start on an empty library: loading the demo corpus…\n');
  const say = (count: number) => process.stdout.write(`  ${count.toLocaleString('en')} records (${seconds()} s)\n`);
  let total = 0;
  for (const demo of DEMOS) {
    if (demo.tables) {
      let count = 0;
      const loaded = await loadEmptyTables(services.db, demo.tables(), () => {
        if (++count % PROGRESS_EVERY === 0) say(total + count);
      });
      // Another process starting on the same empty library loaded it first, and made the demo account.
      if (loaded === null) return null;
      total += loaded;
      continue;
    }
    for (const lines of demo.batches()) {
      const report = await registry.importCorpus(
        services.db,
        counted(lines, (count) => say(total + count)),
      );
      if (report.failed) throw new Error(`demo corpus did not import cleanly: ${JSON.stringify(report.errors.slice(0, 3))}`);
      total += report.imported;
    }
  }
  process.stdout.write(`  ${total.toLocaleString('en')} records loaded in ${seconds()} s\n`);
  // A test account: its key reads the library and the sandbox (every live read, walker, job and send), with test credit.
  const { api_key } = await service.accounts.createKey({ balance: parseDollars(DEMO_BALANCE), mode: 'test' });
  return api_key;
}

export async function start(): Promise<{ server: Server; shutdown: () => Promise<void> }> {
  const services = await connectServices(loadConfig(), registry.migrations()).catch(exitOnUnreachable);
  const service = await createService(services);
  const demoKey = services.config.seedDemo ? await seedDemo(services, service) : null;

  const server = await listen(service.app, services.config, services.config.port).catch((err: NodeJS.ErrnoException) => {
    if (err.syscall !== 'listen') throw err;
    process.stderr.write(`Port ${services.config.port} is not free (${err.message}). Set PORT to another port.\n`);
    process.exit(1);
  });
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  service.listening(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const lines = [`Social Data API listening on ${base}`, `  GraphQL + GraphiQL: ${base}/graphql`, `  REST:               ${base}/v1`];
  if (demoKey) {
    lines.push(
      `  Demo corpus loaded (${DEMOS.map((d) => d.summary).join('; ')}). Demo test key, shown only now, with $${DEMO_BALANCE} of test credit:`,
      `    ${demoKey}`,
      '  A test key (kb_test_) reads the library and the sandbox of every network; live keys (kb_live_) read real providers:',
      '    npm run admin -- key create --balance 10          (a live key)',
      '    npm run admin -- key create --balance 10 --test   (another test key)',
      ...DEMOS.map((d) => `  Try: curl -H "Authorization: Bearer ${demoKey}" "${base}${d.example.rest}"`),
    );
  }
  if (services.config.cursorSecrets[0] === PROCESS_CURSOR_SECRET) {
    // Fine for one process on a laptop; behind a load balancer, or across restarts, cursors would stop resuming.
    lines.push('  Cursors are signed with a secret of this process only: set CURSOR_SECRETS (or INTERNAL_SIGNING_SECRET) shared by every process.');
  }
  process.stdout.write(lines.join('\n') + '\n');

  let stopping: Promise<void> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      log.info('shutting down: finishing in-flight requests');
      // close() stops accepting and resolves when in-flight requests have finished; idle keep-alive sockets go now.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
      await service.stop();
      await services.close();
    })());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // `on`, not `once`: a second signal during the drain (a supervisor repeating it, tsx relaying it) must not
    // fall through to the default action and kill the process mid-drain; shutdown runs once either way.
    process.on(signal, () => void shutdown().then(() => process.exit(0)));
  }
  return { server, shutdown };
}

await start();
