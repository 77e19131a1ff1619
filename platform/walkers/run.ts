import type { KeyMode } from '../accounts/keys.ts';
import { MAX_CURSOR_LENGTH } from '../cursor.ts';
import { NotFound } from '../errors.ts';
import type { LiveOperation, LiveReader } from '../live/reader.ts';
import { parseSince, walk, type WalkResult, type WalkSource } from '../walk.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { WalkerDeclaration } from './declaration.ts';
import type { WalkBatch, WalkRequest } from './request.ts';

/**
 * Running a validated walk over platform/walk.ts: the network gives a function that reads one page; the kit turns
 * the opaque cursor into the upstream's cursor (and back), a `limit` into page sizes and a page cap, `since` into
 * the walk's boundary, and answers the walk's items as values.
 */

/** One item of a page: its identity (uniqueness), its time (`since`, coverage; null in untimed lists), its value. */
export interface WalkItem {
  key: string;
  at: Date | null;
  value: unknown;
}

/** What a page read answers: its items, the upstream's next cursor (null: exhausted), values to carry in cursors. */
export interface WalkPageRead {
  items: WalkItem[];
  next: string | null;
  /** String fields the upstream pairs with its cursor (a rank token): kept in every later cursor until replaced. */
  carry?: Record<string, string | undefined>;
}

export interface WalkPages {
  /** Reads one page: the upstream's cursor (null for the first page), the items to ask for, the carried values. */
  read(page: { cursor: string | null; size: number; carry: Record<string, string> }): Promise<WalkPageRead>;
  /** Whether items have times (lists of accounts do not, and take no `since`). */
  timed: boolean;
}

export interface WalkControl {
  /** When the walk was asked for: relative `since` counts from it. */
  asOf: Date;
  /** Whose walk it is: a test key's walks read the sandbox and its own archive. */
  keyMode: KeyMode;
  deadline: number;
  stopped?: () => Promise<boolean>;
}

/**
 * Runs a validated walk. Upstream times have whole seconds: `since` compares at that precision, so it is inclusive
 * of the boundary second. A `limit` becomes pages: ceil(limit / page_size) at most, the last asking only for the
 * items still wanted.
 */
export function runWalk(walker: WalkerDeclaration<never>, request: WalkRequest, pages: WalkPages, control: WalkControl): Promise<WalkResult<unknown>> {
  const asOf = control.asOf.getTime();
  const carry: Record<string, string> = {};
  if (request.cursor) {
    const { op: _op, target: _target, c: _c, ...carried } = decodeCursor(walker.name, request.target, request.cursor);
    Object.assign(carry, carried);
  }
  let asked = 0;
  // The upstream's cursor in each cursor this walk made: read back without checking its signature again.
  const made = new Map<string, string>();

  const source: WalkSource<WalkItem> = {
    key: (item) => item.key,
    time: pages.timed ? (item) => item.at! : undefined,
    async fetchPage(cursor) {
      const native = cursor ? (made.get(cursor) ?? decodeCursor(walker.name, request.target, cursor).c) : null;
      const size = request.limit === null ? request.page_size : Math.min(request.page_size, request.limit - asked);
      asked += size;
      const page = await pages.read({ cursor: native, size, carry: { ...carry } });
      for (const [k, v] of Object.entries(page.carry ?? {})) if (v !== undefined) carry[k] = v;
      const nextCursor = page.next === null ? null : encodeCursor({ op: walker.name, target: request.target, c: page.next, ...carry });
      // A cursor too long to be read back is left to decodeCursor, which refuses it as it always did.
      if (nextCursor !== null && nextCursor.length <= MAX_CURSOR_LENGTH) made.set(nextCursor, page.next!);
      return { items: page.items, nextCursor };
    },
  };

  const limitPages = request.limit === null ? null : Math.ceil(request.limit / request.page_size);
  const maxPages = request.max_pages === null ? limitPages : limitPages === null ? request.max_pages : Math.min(request.max_pages, limitPages);
  return walk(source, {
    maxPages,
    since: request.since ? new Date(Math.floor(parseSince(request.since, asOf).getTime() / 1000) * 1000) : null,
    cursor: request.cursor,
    deadline: control.deadline,
    stopped: control.stopped,
  }).then((result) => ({ ...result, items: result.items.map((i) => i.value) }));
}

/** One target's page of a batch. */
export interface BatchPage extends WalkResult<unknown> {
  target: string;
}

/**
 * Runs a batch: one page of each target, one after another. The first target that fails fails the batch, uncharged;
 * the pages read before it stay stored, so the same batch again reads them without acquiring them twice.
 */
export async function runBatch(
  walker: WalkerDeclaration<never>,
  batch: WalkBatch,
  pagesOf: (target: string) => WalkPages,
  control: WalkControl,
): Promise<BatchPage[]> {
  const results: BatchPage[] = [];
  for (const target of batch.targets) results.push({ target, ...(await runWalk(walker, { ...batch.page, target }, pagesOf(target), control)) });
  return results;
}

/**
 * One page as a live read (archived; stored or acquired as the request's mode says): the usual body of a
 * `WalkPages.read`. A mode that never acquires answers the declaration's `missMessage` for a page never acquired.
 */
export function readLivePage<Raw, T>(live: LiveReader, walker: WalkerDeclaration<never>, request: { mode: string }, op: LiveOperation<Raw, T>): Promise<T> {
  const source = walker.modes.modes[request.mode];
  return live
    .read(op, source)
    .then((read) => read.payload)
    .catch((err) => {
      if (err instanceof NotFound && source === 'db' && walker.modes.missMessage) throw new NotFound(walker.modes.missMessage);
      throw err;
    });
}
