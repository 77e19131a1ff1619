import { systemClock, type Clock } from '../../platform/clock.ts';
import { SourcePaused } from '../../platform/errors.ts';

/** One signed-in sandbox account, lent for the length of one upstream call. */
export interface SignedInAccount {
  id: string;
}

/** How long a borrow is expected to last when the pool has seen none finish yet (ms): the Retry-After floor's basis. */
const FIRST_ESTIMATE_MS = 1_000;

/**
 * The signed-in accounts photonet's signed-in operations (followers, following, usertags_feed, story, likers, about)
 * read through: a fixed number (PHOTONET_SIGNED_IN_POOL), each doing one call at a time. `use` borrows a free account
 * for the length of `fn` and returns it when `fn` settles, resolved or rejected. With none free it throws
 * 503 source_paused, without calling `fn`, so nothing is acquired and nothing is charged; its Retry-After is the time
 * until the longest-held account is expected back (by the last finished borrow's length), at least 1 s.
 *
 * A durable job's pages pass `wait`: they queue for the next account returned instead (first come, first served,
 * ahead of new synchronous calls), and fail with source_paused only if `wait` aborts first (the job's deadline).
 */
export class SignedInPool {
  private readonly free: string[];
  /** Account id → when it was lent (clock ms), with the operation it was lent to. */
  private readonly lent = new Map<string, { since: number; operation: string }>();
  private readonly waiting: ((id: string) => void)[] = [];
  private lastHoldMs = FIRST_ESTIMATE_MS;

  constructor(
    readonly size: number,
    private readonly clock: Clock = systemClock,
  ) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`PHOTONET_SIGNED_IN_POOL must be a whole number of at least 1, got ${size}`);
    this.free = Array.from({ length: size }, (_, i) => `sbx_signed_in_${i + 1}`);
  }

  /** Accounts lent right now. */
  get inUse(): number {
    return this.lent.size;
  }

  /** Calls waiting for an account (job pages). */
  get queued(): number {
    return this.waiting.length;
  }

  async use<T>(operation: string, fn: (account: SignedInAccount) => Promise<T>, options: { wait?: AbortSignal } = {}): Promise<T> {
    const id = this.free.shift() ?? (options.wait ? await this.queue(options.wait) : undefined);
    if (id === undefined) throw new SourcePaused(this.retryAfterSeconds());
    const since = this.clock.now();
    this.lent.set(id, { since, operation });
    try {
      return await fn({ id });
    } finally {
      this.lastHoldMs = Math.max(0, this.clock.now() - since);
      this.lent.delete(id);
      const next = this.waiting.shift();
      if (next) next(id);
      else this.free.push(id);
    }
  }

  /** The next account returned, handed over directly; source_paused when `signal` aborts first. */
  private queue(signal: AbortSignal): Promise<string> {
    if (signal.aborted) return Promise.reject(new SourcePaused(this.retryAfterSeconds()));
    return new Promise((resolve, reject) => {
      const take = (id: string) => {
        signal.removeEventListener('abort', abort);
        resolve(id);
      };
      const abort = () => {
        this.waiting.splice(this.waiting.indexOf(take), 1);
        reject(new SourcePaused(this.retryAfterSeconds()));
      };
      signal.addEventListener('abort', abort, { once: true });
      this.waiting.push(take);
    });
  }

  private retryAfterSeconds(): number {
    if (this.lent.size === 0) return 1;
    const now = this.clock.now();
    let oldest = Infinity;
    for (const { since } of this.lent.values()) oldest = Math.min(oldest, since);
    return Math.max(1, Math.ceil((oldest + this.lastHoldMs - now) / 1000));
  }
}
