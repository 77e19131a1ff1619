import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { INSTALL_ROOT } from '../platform/install-root.ts';

/**
 * `npm run build`: compiles the processes (`npm start`, the worker, the subgraph services, the mirror, Hive Gateway,
 * the admin commands) to JavaScript in dist/, so they run on plain Node without a TypeScript loader: they start
 * faster and hold less memory. Incremental: a second build with nothing changed takes a few seconds. The files a
 * module keeps beside itself (schema.graphql, migrations, fixtures) are copied along; the install's own files
 * (supergraph.yaml, schema/, package.json) are read where they are. With --if-stale (what `npm start` and the other
 * process scripts run first) it builds only when a source file changed since the last build.
 */

const ROOT = INSTALL_ROOT.pathname;
const DIST = join(ROOT, 'dist');
/** The folders whose modules a process may load. */
const SOURCES = ['bin', 'platform', 'subgraphs', 'router', 'rest', 'clients'];

/** Written at the end of each build (tsc leaves its own build info untouched when nothing changed). */
const BUILT = join(DIST, '.built');

/** The newest modification time of the files a build reads, in milliseconds. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

if (process.argv.includes('--if-stale') && existsSync(BUILT)) {
  const inputs = ['tsconfig.json', 'tsconfig.build.json', 'package-lock.json'].map((file) => statSync(join(ROOT, file)).mtimeMs);
  const changed = Math.max(...inputs, ...SOURCES.map((dir) => newest(join(ROOT, dir))));
  if (changed <= statSync(BUILT).mtimeMs) process.exit(0);
}

const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

function copyAssets(dir: string): number {
  let copied = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) copied += copyAssets(path);
    else if (!entry.name.endsWith('.ts')) {
      const target = join(DIST, relative(ROOT, path));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(path, target);
      copied += 1;
    }
  }
  return copied;
}

const copied = SOURCES.reduce((n, dir) => n + copyAssets(join(ROOT, dir)), 0);
// The compiled modules are ES modules, as the source is.
writeFileSync(join(DIST, 'package.json'), '{ "type": "module" }\n');
writeFileSync(BUILT, `${new Date().toISOString()}\n`);
process.stdout.write(`built dist/ (${copied} files copied beside the modules)\n`);
