import { readFileSync } from 'node:fs';
import { workerProtocol } from '../platform/acquisition/protocol.ts';
import { writeOrCheck } from '../platform/generated-file.ts';
import { installPath } from '../platform/install-root.ts';
import { registry } from '../subgraphs/registry.ts';

/** The acquisition worker protocol (README, "Acquisition workers"), from the modules' worker declarations. */
export const WORKER_PROTOCOL_FILE = installPath('schema/acquisition-worker.json');

const VERSION = (JSON.parse(readFileSync(installPath('package.json'), 'utf8')) as { version: string }).version;

export function workerProtocolDocument(): Record<string, unknown> {
  return workerProtocol(
    registry.modules.flatMap((m) => (m.acquisitionWorker ? [m.acquisitionWorker] : [])),
    VERSION,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const text = JSON.stringify(workerProtocolDocument(), null, 2) + '\n';
  if (!writeOrCheck(WORKER_PROTOCOL_FILE, text, { name: 'schema/acquisition-worker.json', command: 'npm run worker-protocol', check })) process.exit(1);
  if (check) {
    const { lint, loadConfig } = await import('@redocly/openapi-core');
    const problems = await lint({ ref: WORKER_PROTOCOL_FILE, config: await loadConfig({ configPath: installPath('redocly.yaml') }) });
    for (const p of problems) process.stderr.write(`${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}\n`);
    if (problems.length) process.exit(1);
    process.stdout.write('schema/acquisition-worker.json lints clean.\n');
  }
}
