import { z } from 'zod';
import { InvalidRequest, NotFound } from '../../platform/errors.ts';
import type { JobOperation } from '../../platform/jobs/jobs.ts';
import type { JobItemsDeclaration } from '../../platform/walkers/index.ts';
import type { KeyMode } from '../../platform/accounts/keys.ts';
import type { NetworkProviders } from '../../platform/live/providers.ts';
import type { LiveReader, SourceMode } from '../../platform/live/reader.ts';
import { parseDollars } from '../../platform/money.ts';
import { parseSince, walk, type WalkResult, type WalkSource } from '../../platform/walk.ts';
import { TABS, collectionRef, collectionTarget, decodePageCursor, encodePageCursor, type CacheMode, type CollectionRequest } from './params.ts';
import type { ChannelTab, RawVideoPage, VideonetProvider, VideoSummary } from './upstream.ts';

/**
 * Channel collections (contract 4.5): a channel's videos, shorts or past lives walked page after page with the 4.4
 * paging rules, on the walk engine (platform/walk.ts). max_pages=1 answers one page now; anything else is a durable
 * job (platform/jobs). Newest-first pages stop at the first video older than `since`; popular (ranked) pages are not
 * in time order, so old videos are left out of each page and the walk goes on to its other boundaries.
 *
 * Price: one flat price per page answered or job completed, covering up to 100 videos (a longer job pays it once per
 * started 100); a walk that finds no video is free.
 */

export const COLLECTION_PRICE = '0.002';
/** Videos one flat price covers. */
export const COLLECTION_BLOCK = 100;

export { TABS };

/** A collection's job operation (`videonet.channel_videos`…). */
export const collectionJob = (tab: ChannelTab) => `videonet.channel_${tab}`;

/** A collection's job operation with the field its pages type their items under (`videos`). */
export const collectionJobItems = (tab: ChannelTab): JobItemsDeclaration => ({ operation: collectionJob(tab), itemField: 'videos' });
export const COLLECTION_JOBS = TABS.map(collectionJobItems);

/** Units a collection of `items` unique videos costs. */
export function collectionCost(items: number): number {
  return parseDollars(COLLECTION_PRICE) * Math.ceil(items / COLLECTION_BLOCK);
}

const SOURCE_OF: Record<CacheMode, SourceMode> = { auto: 'auto', cache_only: 'db', live: 'live' };

/** What a collection walk reads through: the archive, and videonet's providers (the caller's mode picks one). */
export interface CollectionDeps {
  live: LiveReader;
  providers: NetworkProviders<VideonetProvider>;
}

export interface CollectionControl {
  /** When the request was made: relative `since` values count from it. */
  asOf: Date;
  /** Whose walk it is: a test key's walks read the sandbox and its own archive. */
  keyMode: KeyMode;
  deadline: number;
  stopped?: () => Promise<boolean>;
}

interface Item {
  key: string;
  at: Date | null;
  value: unknown;
}

/** Runs a validated collection walk: each page a live read (archived, served from store per `cached`). */
export function runCollection(tab: ChannelTab, request: CollectionRequest, deps: CollectionDeps, control: CollectionControl): Promise<WalkResult<unknown>> {
  const ref = collectionRef(request);
  const op = `channel_${tab}`;
  const target = collectionTarget(tab, request);
  const since = request.since === null ? null : new Date(Math.floor(parseSince(request.since, control.asOf.getTime()).getTime() / 1000) * 1000);
  const ranked = request.sort === 'popular';
  const provider = deps.providers.for(control.keyMode);

  const source: WalkSource<Item> = {
    key: (item) => item.key,
    // Ranked pages are filtered here instead: the walk's own since boundary assumes newest-first pages. A video whose
    // upload time the network does not show (shorts on InnerTube) counts as of the request, so `since` keeps it.
    time: ranked ? undefined : (item) => item.at ?? control.asOf,
    async fetchPage(cursor) {
      const native = cursor === null ? null : decodePageCursor(op, target, cursor);
      const page = await deps.live
        .read(
          {
            network: 'videonet',
            operation: `${op}.page`,
            args: {
              ...('handle' in ref ? { handle: ref.handle.toLowerCase() } : { channel_id: ref.channelId }),
              sort: request.sort,
              cursor: native ?? undefined,
            },
            provider: provider.name,
            keyMode: control.keyMode,
            acquire: () => provider.channelTab(ref, tab, request.sort, native),
            normalise: (raw: RawVideoPage) => raw,
          },
          SOURCE_OF[request.cached],
        )
        .catch((err) => {
          if (err instanceof NotFound && request.cached === 'cache_only')
            throw new NotFound('cached=cache_only and this page was never acquired; use cached=auto or live.');
          throw err;
        });
      const raw = page.payload;
      let items: Item[] = raw.items.map((video: VideoSummary, i) => ({
        key: video.video_id,
        at: video.published_at ? new Date(video.published_at) : null,
        value: request.get_raw ? (raw.raw_items?.[i] ?? video) : video,
      }));
      if (ranked && since) items = items.filter((item) => item.at === null || item.at >= since);
      return { items, nextCursor: raw.next === null ? null : encodePageCursor(op, target, raw.next) };
    },
  };

  return walk(source, {
    maxPages: request.max_pages,
    since: ranked ? null : since,
    cursor: request.cursor,
    deadline: control.deadline,
    stopped: control.stopped,
  }).then((result) => ({ ...result, items: (result.items as Item[]).map((i) => i.value) }));
}

/** The stored arguments of a collection job (the validated request): checked again when the job runs. */
const STORED = z.strictObject({
  handle: z
    .string()
    .regex(/^@[A-Za-z0-9._-]{3,30}$/)
    .nullable(),
  channel_id: z
    .string()
    .regex(/^UC[A-Za-z0-9_-]{22}$/)
    .nullable(),
  sort: z.enum(['newest', 'popular']),
  since: z.string().max(64).nullable(),
  max_pages: z.number().int().positive().nullable(),
  cursor: z.string().max(8192).nullable(),
  cached: z.enum(['auto', 'cache_only', 'live']),
  get_raw: z.boolean(),
});

function fromStored(tab: ChannelTab, args: Record<string, unknown>): CollectionRequest {
  const parsed = STORED.safeParse(args);
  if (!parsed.success || (parsed.data.handle === null) === (parsed.data.channel_id === null)) {
    throw new InvalidRequest(`The stored arguments of this channel ${tab} job are not valid.`);
  }
  return parsed.data;
}

/** The collections as job operations: `videonet.channel_videos`, `videonet.channel_shorts`, `videonet.channel_lives`. */
export function collectionJobOperations(deps: CollectionDeps, budgetMs: number): Record<string, JobOperation> {
  return Object.fromEntries(
    TABS.map((tab) => [
      collectionJob(tab),
      { budgetMs, cost: collectionCost, run: (args, control) => runCollection(tab, fromStored(tab, args), deps, control) } satisfies JobOperation,
    ]),
  );
}
