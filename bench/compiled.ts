import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The benchmark runs every process as it is deployed: compiled to JavaScript on plain Node (npm run build), the
 * baselines too (compiled here into bench/.work/js), so no process carries a TypeScript loader and the ratios
 * compare like with like. BENCH_SOURCE=1 runs the TypeScript source through tsx instead, to measure the difference.
 */

const ROOT = new URL('../', import.meta.url).pathname;
const BASELINES = join(ROOT, 'bench/.work/js');
export const FROM_SOURCE = process.env.BENCH_SOURCE === '1';

/** Builds the service and compiles the baselines (once per benchmark run). */
export function compileProcesses(): void {
  if (FROM_SOURCE) return;
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bin/build.ts'), '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  const tsc = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/typescript/bin/tsc'),
      ...['--outDir', BASELINES, '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--esModuleInterop', '--skipLibCheck'],
      ...['bench/baseline.ts', 'bench/baseline-strict.ts'],
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (tsc.status !== 0) throw new Error('the baselines did not compile');
  mkdirSync(BASELINES, { recursive: true });
  writeFileSync(join(BASELINES, 'package.json'), '{ "type": "module" }\n');
}

/** Node's arguments that run `file` (bin/server.ts, bench/baseline.ts, …) as the benchmark runs it. */
export function processArgs(file: string): string[] {
  if (FROM_SOURCE) return ['--import', 'tsx', file];
  if (file.startsWith('bin/')) return [join(ROOT, 'dist', file.replace(/\.ts$/, '.js'))];
  if (file.startsWith('bench/')) return [join(BASELINES, file.replace(/^bench\//, '').replace(/\.ts$/, '.js'))];
  throw new Error(`no compiled form of ${file}`);
}
