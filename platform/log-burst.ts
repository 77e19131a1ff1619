import { log } from './log.ts';

/**
 * Logs bursts of the same kind of failure once. An outage (a database restarting, Redis away) fails thousands of
 * requests a second; logging each would bury everything else and cost more than the requests. The first event of a
 * kind is logged in full; the next ones within `WINDOW_MS` are only counted, and when the window ends one line says
 * how many more there were (and opens a new window, so a steady stream logs one line per window).
 */

const WINDOW_MS = 5_000;

type Level = 'error' | 'warn';

interface Burst {
  level: Level;
  message: string;
  suppressed: number;
  timer: NodeJS.Timeout | null;
}

const bursts = new Map<string, Burst>();

/** A kind: the message plus what kind of error it carries (its code, or its class), unless the caller names it. */
function kindOf(message: string, fields: Record<string, unknown>, detail?: string): string {
  if (detail !== undefined) return `${message}|${detail}`;
  const err = fields.err as { code?: unknown; name?: unknown } | undefined;
  const code = err && typeof err === 'object' ? (typeof err.code === 'string' ? err.code : typeof err.name === 'string' ? err.name : '') : '';
  return `${message}|${code}`;
}

function windowEnded(kind: string): void {
  const burst = bursts.get(kind);
  if (!burst) return;
  if (burst.suppressed === 0) {
    bursts.delete(kind);
    return;
  }
  log[burst.level]({ kind, suppressed: burst.suppressed, window_ms: WINDOW_MS }, `${burst.suppressed} more like this: ${burst.message}`);
  burst.suppressed = 0;
  burst.timer = setTimeout(() => windowEnded(kind), WINDOW_MS);
  burst.timer.unref();
}

/** Logs `message` with `fields`, or counts it if one of its kind was logged within the window (`detail` refines the kind). */
export function logBurst(level: Level, fields: Record<string, unknown>, message: string, detail?: string): void {
  const kind = kindOf(message, fields, detail);
  const burst = bursts.get(kind);
  if (burst) {
    burst.suppressed++;
    return;
  }
  const timer = setTimeout(() => windowEnded(kind), WINDOW_MS);
  timer.unref();
  bursts.set(kind, { level, message, suppressed: 0, timer });
  log[level](fields, message);
}
