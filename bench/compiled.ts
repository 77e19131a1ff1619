import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * The Node options package.json starts `dist/bin/<name>.js` with (its heap settings), as `npm start` and its siblings
 * run the process; none for a process no script starts that way.
 */
export function deployedNodeOptions(name: string): string[] {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  for (const script of Object.values(scripts)) {
    const match = /^node ((?:--[\w-]+=\S+ )*)dist\/bin\/([\w-]+)\.js$/.exec(script);
    if (match && match[2] === name) return match[1].split(' ').filter(Boolean);
  }
  return [];
}

/** Node's arguments that run `file` (bin/server.ts, bench/baseline.ts, …) as the benchmark runs it. */
export function processArgs(file: string): string[] {
  if (FROM_SOURCE) return ['--import', 'tsx', file];
  if (file.startsWith('bin/')) {
    const name = file.replace(/^bin\//, '').replace(/\.ts$/, '');
    return [...deployedNodeOptions(name), join(ROOT, 'dist', `bin/${name}.js`)];
  }
  // The baselines run with the service's heap settings, so the ratios compare the code and not the heap.
  if (file.startsWith('bench/')) return [...deployedNodeOptions('server'), join(BASELINES, file.replace(/^bench\//, '').replace(/\.ts$/, '.js'))];
  throw new Error(`no compiled form of ${file}`);
}
