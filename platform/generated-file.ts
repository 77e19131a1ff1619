import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A generated file kept in the repository (the composed supergraph, the API description): written by its npm
 * script, and with `--check` compared instead, so CI fails when the committed copy is stale. Answers whether it is
 * current (always true when writing); prints what it did.
 */
export function writeOrCheck(file: string, text: string, how: { name: string; command: string; check: boolean }): boolean {
  if (!how.check) {
    writeFileSync(file, text);
    process.stdout.write(`wrote ${file}\n`);
    return true;
  }
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current !== text) {
    process.stderr.write(`${how.name} is stale: run ${how.command} and commit the result.\n`);
    return false;
  }
  process.stdout.write(`${how.name} is up to date.\n`);
  return true;
}
