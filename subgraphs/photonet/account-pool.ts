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
 */
export class SignedInPool {
  private readonly free: string[];
  /** Account id → when it was lent (clock ms), with the operation it was lent to. */
  private readonly lent = new Map<string, { since: number; operation: string }>();
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

  async use<T>(operation: string, fn: (account: SignedInAccount) => Promise<T>): Promise<T> {
    const id = this.free.shift();
    if (id === undefined) throw new SourcePaused(this.retryAfterSeconds());
    const since = this.clock.now();
    this.lent.set(id, { since, operation });
    try {
      return await fn({ id });
    } finally {
      this.lastHoldMs = Math.max(0, this.clock.now() - since);
      this.lent.delete(id);
      this.free.push(id);
    }
  }

  private retryAfterSeconds(): number {
    const now = this.clock.now();
    const oldest = Math.min(...[...this.lent.values()].map((l) => l.since));
    const remainingMs = oldest + this.lastHoldMs - now;
    return Math.max(1, Math.ceil(remainingMs / 1000));
  }
}
