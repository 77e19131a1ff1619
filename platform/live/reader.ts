import type { KeyMode } from '../accounts/keys.ts';
import type { Db } from '../db/pool.ts';
import { archiveLookups } from './archive-lookups.ts';
import { NotFound, UpstreamError } from '../errors.ts';
import { MediaMirror } from '../media/mirror.ts';
import type { Metrics } from '../metrics.ts';

export type SourceMode = 'auto' | 'db' | 'live';

export interface LiveRead<T> {
  /** The normalised payload, with expired image URLs swapped for mirror copies on stored reads. */
  payload: T;
  source: 'db' | 'live';
  fetchedAt: Date;
}

/**
 * The provider name of every synthetic upstream (the sandbox providers). Its payloads are archived, so `db` reads
 * answer them again, but they never reach a library table: a deployment that imported a real corpus and answers a
 * network from the sandbox must not overwrite real records with made-up counts (shared/sandbox.md).
 */
export const SANDBOX_PROVIDER = 'sandbox';

/** The 502 of a real provider's payload that does not normalise. */
export const NOT_IN_FORM = "The upstream's answer was not in the expected form. Nothing was charged; retry later.";

/** Whether a provider acquires real data, the only kind whose records may refresh the library. */
export const acquiresRealData = (provider: string): boolean => provider !== SANDBOX_PROVIDER;

export interface LiveOperation<Raw, T> {
  network: string;
  operation: string;
  /** The operation's arguments as the client gave them (without `source`); a `db` read matches exactly these. */
  args: Record<string, unknown>;
  /** The provider's name, archived with the payload; `SANDBOX_PROVIDER` marks a synthetic one. */
  provider: string;
  /** The caller's mode: test callers acquire from the sandbox and read their own archive, never the live one. */
  keyMode: KeyMode;
  /** Calls the upstream; throws a typed provider error on failure, which archives nothing. */
  acquire(): Promise<Raw>;
  /** Turns the exact upstream payload into the contract's shape. Runs on every read, stored or live. */
  normalise(raw: Raw): T;
  /** Writes the records of a fresh acquisition into the network's library tables; never runs for a synthetic provider. */
  store?(payload: T, fetchedAt: Date): Promise<void>;
}

/** Canonical JSON: keys sorted at every level, so equal arguments give equal keys. */
export function canonicalArgs(args: Record<string, unknown>): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sort(Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined))));
}

/**
 * The source modes of every live operation (contract 4.1): `db` serves the latest stored payload for exactly these
 * arguments or 404s, `live` always acquires, `auto` serves what is stored or acquires. Every acquisition is archived
 * exactly as the upstream returned it, its records land in the library when the provider acquires real data (never
 * from the sandbox), and its images are queued for mirroring.
 */
export class LiveReader {
  constructor(
    private readonly db: Db,
    private readonly mirror: MediaMirror,
    /** Counts upstream failures by network and class; nothing is counted without it. */
    private readonly metrics?: Metrics,
  ) {
    this.archived = archiveLookups(db);
  }

  /** The archive's latest payloads, read for the reads under way together (see archive-lookups.ts). */
  private readonly archived: ReturnType<typeof archiveLookups>;

  async read<Raw, T>(op: LiveOperation<Raw, T>, source: SourceMode): Promise<LiveRead<T>> {
    const argsKey = canonicalArgs(op.args);
    const test = op.keyMode === 'test';
    if (source !== 'live') {
      const stored = await this.archived<Raw>(op.network, op.operation, argsKey, test);
      if (stored) {
        const payload = op.normalise(stored.payload);
        await this.mirror.swapExpired(payload);
        return { payload, source: 'db', fetchedAt: stored.fetched_at };
      }
      if (source === 'db') throw new NotFound('No stored payload for exactly these arguments; use source=live or auto to acquire it.');
    }
    // The one place every acquisition passes: sandbox data for test callers only, and only sandbox data for them.
    if (test !== (op.provider === SANDBOX_PROVIDER) && op.provider !== 'none') {
      throw new Error(`${op.network}.${op.operation}: a ${op.keyMode} caller may not acquire from the ${op.provider} provider`);
    }
    let raw: Raw;
    try {
      raw = await op.acquire();
    } catch (err) {
      this.metrics?.upstreamFailed(op.network, err);
      throw err;
    }
    const fetchedAt = new Date();
    let payload: T;
    try {
      payload = op.normalise(raw);
    } catch (err) {
      // A real provider's payload that the normaliser cannot read is the upstream's failure (502, nothing archived,
      // nothing charged); the sandbox's payloads are ours, so one that fails there is a fault of the service.
      if (op.provider === SANDBOX_PROVIDER) throw err;
      const failure = Object.assign(new UpstreamError(NOT_IN_FORM), { cause: err });
      this.metrics?.upstreamFailed(op.network, failure);
      throw failure;
    }
    await this.db.query(
      'INSERT INTO live_archive (network, operation, args_key, args, provider, fetched_at, payload, test) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [op.network, op.operation, argsKey, argsKey, op.provider, fetchedAt, JSON.stringify(raw), test],
    );
    if (!test && acquiresRealData(op.provider)) await op.store?.(payload, fetchedAt);
    await this.mirror.register(MediaMirror.imageUrls(payload));
    return { payload, source: 'live', fetchedAt };
  }
}
