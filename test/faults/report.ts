import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * What a fault scenario measured (recovery times, what the client saw), printed and, when FAULTS_REPORT names a file,
 * appended to it as one JSON line per scenario (the README's fault table is written from such a run).
 */
export function report(scenario: string, figures: Record<string, unknown>): void {
  const line = JSON.stringify({ scenario, ...figures });
  process.stdout.write(`[faults] ${line}\n`);
  const file = process.env.FAULTS_REPORT;
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, line + '\n');
  }
}
