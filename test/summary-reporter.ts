import type { File, Reporter, Task } from 'vitest';

/** Adds one plain closing line, `tests: N passed, N failed, N skipped`, after vitest's own summary. */
export default class SummaryReporter implements Reporter {
  onFinished(files: File[] = []): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const visit = (task: Task) => {
      if (task.type === 'suite') task.tasks.forEach(visit);
      else if (task.result?.state === 'pass') counts.passed++;
      else if (task.result?.state === 'fail') counts.failed++;
      else counts.skipped++;
    };
    for (const file of files) {
      file.tasks.forEach(visit);
      // A file that failed to load has no tests to count but is a failure all the same.
      if (file.result?.state === 'fail' && file.tasks.length === 0) counts.failed++;
    }
    process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
