import { pino, type Level, type Logger } from 'pino';

// Where log lines go: stdout, unless a test is capturing them (captureLogs).
const stdout = pino.destination({ dest: 1, sync: false });
let capture: string[] | null = null;
const sink = {
  write(line: string) {
    if (capture) capture.push(line);
    else stdout.write(line);
  },
};

/** Structured JSON logs on stdout. Secrets never reach them: the Authorization header is redacted. */
export const log: Logger = pino(
  {
    level: process.env.LOG_LEVEL || (process.env.VITEST ? 'silent' : 'info'),
    base: undefined,
    redact: { paths: ['req.headers.authorization', 'authorization', 'api_key'], censor: '[redacted]' },
  },
  sink,
);

/**
 * For tests: from now on, log lines at `level` and above are kept in memory instead of written out (so a test can
 * count what an outage logs). `stop` restores the level and stdout and returns the lines, parsed.
 */
export function captureLogs(level: Level = 'info'): { lines(): Record<string, unknown>[]; stop(): Record<string, unknown>[] } {
  const previous = log.level;
  const lines: string[] = [];
  capture = lines;
  log.level = level;
  const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  return {
    lines: parsed,
    stop() {
      capture = null;
      log.level = previous;
      return parsed();
    },
  };
}
