/**
 * The time the service decides by where a decision turns on a deadline (signed media URLs and their expiry).
 * It is injected instead of read from Date.now() so that tests move time forward rather than sleep past a deadline:
 * a test must never fail by timing, and a sleep races the code under test on a loaded machine.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The real time; what production uses. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told to, for tests. Starts at the real time, or at `start` (ms since the epoch). */
export class ManualClock implements Clock {
  private ms: number;

  constructor(start = Date.now()) {
    this.ms = start;
  }

  now(): number {
    return this.ms;
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.ms += ms;
  }

  /** Sets the clock to `ms` milliseconds since the epoch. */
  set(ms: number): void {
    this.ms = ms;
  }
}
