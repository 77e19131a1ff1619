import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importLines } from '../platform/corpus/import.ts';
import { log } from '../platform/log.ts';
import { parseDollars } from '../platform/money.ts';
import { connectServices, exitOnUnreachable, type Services } from '../platform/services.ts';
import { demoContentLines, demoCorpusLines, demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createService, type Service } from './app.ts';
import { listen } from './listen.ts';

const DEMO_PROFILES = 2_000;
const DEMO_BALANCE = '100.0000';

/** On an empty library: loads the demo corpus and makes a demo account, whose key is printed this once. */
async function seedDemo(services: Services, service: Service): Promise<string | null> {
  const [{ count }] = await services.db.query<{ count: number }>('SELECT count(*)::int AS count FROM photonet_profiles');
  if (count > 0) return null;
  for (const lines of [demoCorpusLines(DEMO_PROFILES), demoContentLines(DEMO_PROFILES)]) {
    const report = await importLines(services.db, lines);
    if (report.failed) throw new Error(`demo corpus did not import cleanly: ${JSON.stringify(report.errors.slice(0, 3))}`);
  }
  const { api_key } = await service.accounts.createKey({ balance: parseDollars(DEMO_BALANCE) });
  return api_key;
}

export async function start(): Promise<{ server: Server; shutdown: () => Promise<void> }> {
  const services = await connectServices().catch(exitOnUnreachable);
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
      `  Demo corpus loaded (${DEMO_PROFILES} photonet profiles with posts, reels, comments and media). Demo account key, shown only now, with $${DEMO_BALANCE}:`,
      `    ${demoKey}`,
      `  Try: curl -H "Authorization: Bearer ${demoKey}" "${base}/v1/photonet/profile?q=${demoProfile(0).username}"`,
    );
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

if (import.meta.url === `file://${process.argv[1]}`) {
  await start();
}
