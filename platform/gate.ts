import type { KeyDirectory, KeyMode } from './accounts/keys.ts';
import type { LedgerWriter } from './billing/ledger.ts';
import type { CommittedCharge, Hold, Wallet } from './billing/wallet.ts';
import { ApiError, BillingUnavailable, InsufficientBalance, InvalidApiKey, RateLimitExceeded } from './errors.ts';
import { logBurst } from './log-burst.ts';
import type { Metrics } from './metrics.ts';
import { formatDollars, type Units } from './money.ts';
import type { RateLimits, RateLimitState } from './ratelimit.ts';

/**
 * A rate limit or reservation that could not be checked (Redis unreachable) is not a 500: the request is refused
 * with 503 billing_unavailable, nothing done and nothing charged.
 */
function unconfirmed(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  logBurst('error', { err }, 'rate limit or balance could not be checked');
  return new BillingUnavailable();
}

/** A request whose key is live and within its rate limit, holding `reserved` units of its account's balance. */
export interface Caller {
  requestId: string;
  keyId: number;
  accountId: number;
  /** Test keys act on the sandbox with test credit; live keys on real providers with money. */
  keyMode: KeyMode;
  rateLimit: RateLimitState;
  /** Units reserved for this request: the most it may be charged. */
  reserved: Units;
  /** The Redis figure the reservation was taken from, and how much of `reserved` is held there. */
  hold: Hold | null;
  held: Units;
  /** Spendable balance right after the reservation. */
  balance: Units;
}

export interface Settlement {
  cost: string;
  balance: string;
  costUnits: Units;
}

/**
 * The admission and settlement steps every billable request goes through, REST and GraphQL alike:
 *   admit (key → rate limit + reservation, one Redis round trip) → work → settle (charge what was delivered,
 *   release the rest) or cancel (release everything).
 * A request is charged only through `settle`, and only after its work succeeded.
 */
export class Gate {
  constructor(
    private readonly keys: KeyDirectory,
    private readonly limits: RateLimits,
    private readonly wallet: Wallet,
    private readonly ledger: LedgerWriter,
    /** Counts refused reservations (402) and rate-limit refusals (429); nothing is counted without it. */
    private readonly metrics?: Metrics,
  ) {}

  /**
   * Authenticates, counts the request against the key's rate limit and reserves `price`, which also proves the key
   * is not revoked. With `price` null nothing is reserved yet and the caller must reach `reserveMore` or
   * `ensureLive` before anything is answered (GraphQL: the price is known only once the operation is parsed).
   * `onRateLimit` receives the rate-limit state as soon as it is known, so that even a 402 carries the headers.
   */
  async admit(authorization: string | undefined, requestId: string, price: Units | null, onRateLimit?: (state: RateLimitState) => void): Promise<Caller> {
    const key = await this.keys.resolve(authorization);
    const [limited, reserved] = await Promise.allSettled([
      this.limits.consume(key.keyId, key.rateLimit),
      price === null ? Promise.resolve({ ok: true as const, balance: 0, hold: null }) : this.wallet.reserve(key.keyId, key.accountId, price),
    ]);
    const reservation = reserved.status === 'fulfilled' ? reserved.value : null;
    if (reservation && !reservation.ok && reservation.reason === 'revoked') throw new InvalidApiKey();
    if (limited.status === 'rejected') {
      if (reservation?.ok && reservation.hold && price) {
        await this.wallet
          .release(key.accountId, reservation.hold, price)
          .catch((err) => logBurst('error', { err, request_id: requestId }, 'reservation could not be given back'));
      }
      if (limited.reason instanceof RateLimitExceeded) this.metrics?.rateLimited('key');
      throw unconfirmed(limited.reason);
    }
    onRateLimit?.(limited.value);
    if (reserved.status === 'rejected') throw unconfirmed(reserved.reason);
    if (!reservation!.ok) {
      const { balance } = reservation as { balance: Units };
      this.metrics?.reservationRefused();
      throw new InsufficientBalance(formatDollars(price ?? 0), formatDollars(balance));
    }
    return {
      requestId,
      keyId: key.keyId,
      accountId: key.accountId,
      keyMode: key.keyMode,
      rateLimit: limited.value,
      reserved: price ?? 0,
      hold: reservation!.ok ? reservation!.hold : null,
      held: price ?? 0,
      balance: reservation!.balance,
    };
  }

  /** Throws 401 if the caller's key was revoked; for requests that end before anything is reserved. */
  async ensureLive(caller: Caller): Promise<void> {
    const outcome = await this.wallet.reserve(caller.keyId, caller.accountId, 0).catch((err) => Promise.reject(unconfirmed(err)));
    if (!outcome.ok && outcome.reason === 'revoked') throw new InvalidApiKey();
  }

  /** Reserves more for an admitted caller (GraphQL: once the operation's requested cost is known). */
  async reserveMore(caller: Caller, units: Units): Promise<void> {
    const outcome = await this.wallet.reserve(caller.keyId, caller.accountId, units).catch((err) => Promise.reject(unconfirmed(err)));
    if (!outcome.ok) {
      if (outcome.reason === 'revoked') throw new InvalidApiKey();
      this.metrics?.reservationRefused();
      throw new InsufficientBalance(formatDollars(units), formatDollars(outcome.balance));
    }
    // An earlier hold in a figure loaded again since (Redis restarted) went with that figure; in the same figure the
    // holds add up, and end together.
    if (caller.hold && caller.hold.epoch !== outcome.hold.epoch) caller.held = 0;
    caller.hold = caller.hold && caller.hold.epoch === outcome.hold.epoch ? { ...outcome.hold, ids: [...caller.hold.ids, ...outcome.hold.ids] } : outcome.hold;
    caller.held += units;
    caller.reserved += units;
    caller.balance = outcome.balance;
  }

  /**
   * Charges `units` durably, then returns the rest of the reservation. A charge is never capped below what was
   * delivered: if `units` exceed the reservation (an estimate that fell short), the difference is reserved first,
   * and if the balance cannot cover it nothing is charged and the answer must not be served (402).
   * If the charge cannot be written, nothing is charged and the request must fail with 503 billing_unavailable.
   * Once the charge is written the request has been paid for and must get its answer: nothing after it throws.
   * `paid`: what the request's resolvers charged themselves (Meter `paid`), already in PostgreSQL and in the Redis
   * figure: reported in the cost, not charged again.
   */
  async settle(caller: Caller, units: Units, operation: string, paid: Units = 0): Promise<Settlement> {
    if (units > caller.reserved) {
      logBurst('error', { request_id: caller.requestId, operation, reserved: caller.reserved, delivered: units }, 'delivered more than its estimate');
      try {
        await this.reserveMore(caller, units - caller.reserved);
      } catch (err) {
        await this.cancel(caller);
        throw err;
      }
    }
    const charged = units;
    let charge: CommittedCharge | null = null;
    if (charged > 0) {
      try {
        const version = await this.ledger.charge({ accountId: caller.accountId, units: charged, requestId: caller.requestId, operation });
        charge = { units: charged, version };
      } catch (err) {
        await this.cancel(caller);
        // A database that is away says so itself (DatabaseUnavailable, with Retry-After, logged where it happened).
        if (err instanceof ApiError) throw err;
        logBurst('error', { err, request_id: caller.requestId }, 'charge could not be written');
        throw new BillingUnavailable();
      }
    }
    let balance = await this.endHold(caller, Math.max(0, caller.held - charged), charge);
    // The balance the reservation left no longer holds what the resolvers charged meanwhile: read it again.
    if (paid > 0) balance = await this.wallet.spendable(caller.accountId).catch(() => Math.max(0, balance - paid));
    return { cost: formatDollars(charged + paid), balance: formatDollars(balance), costUnits: charged + paid };
  }

  /** Returns the whole reservation: the request failed and is not charged. */
  async cancel(caller: Caller): Promise<void> {
    await this.endHold(caller, caller.held, null);
  }

  /**
   * Gives back `unused` units of the caller's hold and accounts for its charge in Redis. Never throws: a Redis that
   * cannot be reached leaves the figure lower than it should be (the unused units stay taken), which can refuse a
   * request too early but never lets one overspend; a restarted Redis loads the figure again from PostgreSQL.
   * Returns the spendable balance after, as best known.
   */
  private async endHold(caller: Caller, unused: Units, charge: CommittedCharge | null): Promise<Units> {
    const hold = caller.hold;
    caller.reserved = 0;
    caller.held = 0;
    caller.hold = null;
    if (!hold) return caller.balance;
    // A hold charged in full leaves the figure as it is, unless Redis may have loaded it again since (see Wallet):
    // its record is ended without waiting for it (a record left behind would give its units back when it lapses).
    if (unused === 0 && !(charge && this.wallet.reconnectedSince(hold))) {
      if (hold.ids.length) {
        this.wallet
          .release(caller.accountId, hold, 0, charge)
          .catch((err) => logBurst('error', { err, request_id: caller.requestId }, 'reservation could not be ended'));
      }
      return caller.balance;
    }
    try {
      const after = await this.wallet.release(caller.accountId, hold, unused, charge);
      caller.balance = after ?? (await this.wallet.spendable(caller.accountId));
    } catch (err) {
      logBurst('error', { err, request_id: caller.requestId }, 'reservation could not be given back');
      caller.balance += unused;
    }
    return caller.balance;
  }
}
