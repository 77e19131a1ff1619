import type { KeyMode } from '../platform/accounts/keys.ts';
import type { Db } from '../platform/db/pool.ts';
import type { InternalCaller } from '../platform/internal-signature.ts';
import type { RequestScope } from '../platform/profile-directory.ts';
import { newMeter, type Meter } from './metering.ts';
import type { CheckedParams } from '../platform/rest/params.ts';
import type { SubgraphRuntime } from './runtime.ts';

/**
 * Per-request state of every subgraph resolver. Loaders are made on first use within one request and never shared
 * across requests, so one caller's cached records never answer another's.
 */
export interface SubgraphContext {
  /** The primary (writes). */
  db: Db;
  /** Library and stored reads: the read replica when one is configured (DATABASE_READ_URL), else the primary. */
  readDb: Db;
  runtime: SubgraphRuntime;
  requestId: string;
  /** The calling account; null only for introspection and health checks. */
  accountId: number | null;
  /** The caller's mode: test callers acquire from the sandbox, live callers from the networks' real providers. */
  keyMode: KeyMode;
  loaders: RequestLoaders;
  /** What the request's billable fields delivered; the router charges it. */
  meter: Meter;
  /** A REST call's checked parameters, until the root field of its operation takes them (`takingChecked`). */
  checked?: CheckedParams;
}

export class RequestLoaders implements RequestScope {
  private readonly made = new Map<(read: Db, primary: Db) => unknown, unknown>();

  constructor(
    private readonly read: Db,
    private readonly primary: Db,
  ) {}

  /**
   * The loader set that `factory` makes, made once per request. It reads through `read` (the replica when there is
   * one); `primary` is for what must see the request's own writes, and for the writes a loader batches.
   */
  get<T>(factory: (read: Db, primary: Db) => T): T {
    let loaders = this.made.get(factory) as T | undefined;
    if (loaders === undefined) {
      loaders = factory(this.read, this.primary);
      this.made.set(factory, loaders);
    }
    return loaders;
  }
}

export function createSubgraphContext(runtime: SubgraphRuntime, caller: InternalCaller, meter: Meter = newMeter()): SubgraphContext {
  const { requestId, accountId, keyMode } = caller;
  return { db: runtime.db, readDb: runtime.readDb, runtime, requestId, accountId, keyMode, loaders: new RequestLoaders(runtime.readDb, runtime.db), meter };
}
