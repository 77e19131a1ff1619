import { InvalidRequest, quote, SurfaceBlocked } from './errors.ts';
import { DAY_FORM, INSTANT_FORM, parseDay, parseInstant } from './storable.ts';

/**
 * Walking a paged upstream list (contract 4.4, 3.4): page after page until a boundary, with the walk's stop reason.
 * A cursor seen before, or a page with nothing new, stops the walk instead of looping or duplicating.
 */

export type StopReason = 'pages' | 'deadline' | 'since' | 'exhausted' | 'cursor_stalled' | 'repeated_content' | 'blocked';

export interface Page<Item> {
  items: Item[];
  /** Null when the list is exhausted. */
  nextCursor: string | null;
}

export interface WalkSource<Item> {
  fetchPage(cursor: string | null): Promise<Page<Item>>;
  /** Identity of an item, for uniqueness and repeated-content detection. */
  key(item: Item): string;
  /** When the item was posted, for `since` (lists without times take no `since`). */
  time?(item: Item): Date;
}

export interface WalkOptions {
  /** Null: no page cap (-1 in the API). */
  maxPages: number | null;
  since: Date | null;
  cursor: string | null;
  /** Milliseconds since the epoch after which no further page is fetched. */
  deadline: number;
  /** Checked between pages; true stops the walk (a cancelled job). */
  stopped?: () => Promise<boolean>;
}

export interface WalkResult<Item> {
  items: Item[];
  pages: number;
  /** Resumes the same operation where this walk stopped; null when exhausted. */
  nextCursor: string | null;
  stopReason: StopReason;
  coverage: { items: number; newest_at: string | null; oldest_at: string | null; complete: boolean };
}

export async function walk<Item>(source: WalkSource<Item>, options: WalkOptions): Promise<WalkResult<Item>> {
  const items: Item[] = [];
  const seen = new Set<string>();
  const cursors = new Set<string>();
  let cursor = options.cursor;
  let pages = 0;
  let stopReason: StopReason | null = null;
  let nextCursor: string | null = cursor;

  while (stopReason === null) {
    if (options.maxPages !== null && pages >= options.maxPages) {
      stopReason = 'pages';
      break;
    }
    if (pages > 0 && Date.now() >= options.deadline) {
      stopReason = 'deadline';
      break;
    }
    if (pages > 0 && (await options.stopped?.())) break;
    let page: Page<Item>;
    try {
      page = await source.fetchPage(cursor);
    } catch (err) {
      // A blocked surface ends the walk with what it has; anything else fails it.
      if (err instanceof SurfaceBlocked && pages > 0) {
        stopReason = 'blocked';
        break;
      }
      throw err;
    }
    pages++;
    let fresh = 0;
    for (const item of page.items) {
      if (options.since && source.time && source.time(item) < options.since) {
        stopReason = 'since';
        continue;
      }
      const key = source.key(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
      fresh++;
    }
    nextCursor = page.nextCursor;
    if (stopReason) break;
    if (page.nextCursor !== null && (page.nextCursor === cursor || cursors.has(page.nextCursor))) {
      stopReason = 'cursor_stalled';
      break;
    }
    if (page.items.length > 0 && fresh === 0) {
      stopReason = 'repeated_content';
      break;
    }
    if (page.nextCursor === null) {
      stopReason = 'exhausted';
      break;
    }
    if (cursor) cursors.add(cursor);
    cursor = page.nextCursor;
  }

  // A loop, not Math.max(...times): a long walk holds more items than a call can take as arguments.
  let newest = -Infinity;
  let oldest = Infinity;
  if (source.time) {
    for (const item of items) {
      const t = source.time(item).getTime();
      if (t > newest) newest = t;
      if (t < oldest) oldest = t;
    }
  }
  const reason = stopReason ?? 'pages';
  return {
    items,
    pages,
    nextCursor: reason === 'exhausted' ? null : nextCursor,
    stopReason: reason,
    coverage: {
      items: items.length,
      newest_at: newest > -Infinity ? new Date(newest).toISOString() : null,
      oldest_at: oldest < Infinity ? new Date(oldest).toISOString() : null,
      complete: reason === 'exhausted' || reason === 'since',
    },
  };
}

/** `since` (contract 4.4): `YYYY-MM-DD` (midnight UTC), RFC 3339 with a timezone, or `<N>d` days before `now`. */
export function parseSince(value: string, now = Date.now()): Date {
  const days = /^(\d{1,5})d$/.exec(value);
  if (days) return new Date(now - Number(days[1]) * 86_400_000);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const at = parseDay(value);
    if (!at) throw new InvalidRequest(`since is not ${DAY_FORM}: ${quote(value)}`);
    return at;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(value)) {
    const at = parseInstant(value);
    if (!at) throw new InvalidRequest(`since is not ${INSTANT_FORM}: ${quote(value)}`);
    return at;
  }
  throw new InvalidRequest(`since must be YYYY-MM-DD, an RFC 3339 date-time with a timezone, or a number of days like 365d; got ${quote(value)}`);
}
