import { InvalidApiKey, InvalidRequest } from '../../platform/errors.ts';
import type { JobOperation } from '../../platform/jobs/jobs.ts';
import type { KeyMode } from '../../platform/accounts/keys.ts';
import type { NetworkProviders } from '../../platform/live/providers.ts';
import type { LiveReader } from '../../platform/live/reader.ts';
import { checkArgs } from '../../platform/rest/params.ts';
import type { RestRoute } from '../../platform/rest/route.ts';
import {
  clientArgs,
  readLivePage,
  resolveWalk,
  runWalk,
  walkerJobOperations,
  walkerRoute,
  walkParam,
  walkRanges,
  walkRules,
  type WalkControl,
  type WalkerDeclaration,
  type WalkItem,
  type WalkModes,
  type WalkPages,
  type WalkRequest,
  type WalkTarget,
} from '../../platform/walkers/index.ts';
import type { SubgraphContext } from '../context.ts';
import { normaliseComment, normaliseCreator, normaliseVideo } from './normalise.ts';
import { HANDLE, parseHandle, parseTag, parseVideoId, TAG, VIDEO_ID, videoIdFromUrl } from './params.ts';
import { CLIPNET_PRICES } from './prices.ts';
import { clipnetOf } from './services.ts';
import type { ClipnetProvider, RawCommentPage, RawHashtagPage, RawUserListPage } from './upstream.ts';

/**
 * clipnet's list walkers on the walker kit (platform/walkers/), with the paging rules of contract 4.4: a creator's
 * followers and followings, a video's comments, a hashtag's videos. None takes `since` (these lists are ranked, not
 * in time order). `source` chooses stored or acquired pages, as on every live read.
 */

export type ClipnetWalkerName = 'user/followers' | 'user/following' | 'video/comments' | 'hashtag';

const SOURCE: WalkModes = {
  param: 'source',
  modes: { auto: 'auto', db: 'db', live: 'live' },
  default: 'auto',
  graphqlType: 'SourceMode',
  missMessage: 'source=db and this page was never acquired; use source=auto or live.',
};

const handleTarget: WalkTarget<null> = {
  key: 'handle',
  params: ['handle'],
  parse(input) {
    if (input.handle === undefined) throw new InvalidRequest('handle is required.');
    return parseHandle(input.handle);
  },
  fields: () => ({
    handle: walkParam({ type: 'string', pattern: HANDLE.source, description: 'The creator, with or without @: 2 to 24 of A-Z a-z 0-9 . _ Required.' }),
  }),
  required: 'handle is required',
  maxLength: 24,
  caseInsensitive: true,
};

const videoTarget: WalkTarget<null> = {
  key: 'id',
  params: ['id', 'url'],
  parse(input) {
    if ((input.id === undefined) === (input.url === undefined)) throw new InvalidRequest('Give exactly one of id and url.');
    return input.url !== undefined ? videoIdFromUrl(input.url) : parseVideoId(input.id!);
  },
  fields: () => ({
    id: walkParam({ type: 'string', pattern: VIDEO_ID.source, description: 'A video id: 1 to 40 digits.' }),
    url: walkParam({ type: 'string', format: 'uri', maxLength: 2048, description: 'A video URL on tiktok.com (www. or m. allowed).' }),
  }),
  required: 'exactly one of id and url',
  maxLength: 40,
};

const tagTarget: WalkTarget<null> = {
  key: 'tag',
  params: ['tag'],
  parse(input) {
    if (input.tag === undefined) throw new InvalidRequest('tag is required: the hashtag, with or without #.');
    return parseTag(input.tag);
  },
  fields: () => ({
    tag: walkParam({ type: 'string', pattern: `^#?${TAG.source.slice(1)}`, maxLength: 101, description: 'The hashtag, with or without #. Required.' }),
  }),
  required: 'tag is required',
  maxLength: 100,
};

const walker = (name: ClipnetWalkerName, target: WalkTarget<null>, defaultPageSize: number, maxPageSize: number, price: string): WalkerDeclaration<null> => ({
  name,
  itemField: ITEM_FIELD[name],
  operation: `clipnet.live.${name.replace('/', '.')}`,
  target,
  modes: SOURCE,
  defaultPageSize,
  maxPageSize,
  acceptsSince: false,
  price,
  block: defaultPageSize,
});

/** The page field that holds each walker's items typed (ClipnetWalkPage). */
const ITEM_FIELD: Record<ClipnetWalkerName, 'creators' | 'comments' | 'videos'> = {
  'user/followers': 'creators',
  'user/following': 'creators',
  'video/comments': 'comments',
  hashtag: 'videos',
};

export const CLIPNET_WALKERS: Record<ClipnetWalkerName, WalkerDeclaration<null>> = {
  'user/followers': walker('user/followers', handleTarget, 30, 100, CLIPNET_PRICES.followers),
  'user/following': walker('user/following', handleTarget, 30, 100, CLIPNET_PRICES.following),
  'video/comments': walker('video/comments', videoTarget, 20, 50, CLIPNET_PRICES.comments),
  hashtag: walker('hashtag', tagTarget, 30, 35, CLIPNET_PRICES.hashtag),
};

interface PageOf {
  items: WalkItem[];
  next: string | null;
}

/** How a walker reads one page upstream, and turns it into walk items (normalised, or the upstream's own with get_raw). */
interface Reader<Raw> {
  timed: boolean;
  read(p: ClipnetProvider, target: string, cursor: string | null, size: number): Promise<Raw>;
  items(raw: Raw, getRaw: boolean): PageOf;
}

const reader = <Raw>(r: Reader<Raw>): Reader<unknown> => r as Reader<unknown>;

const users = (raw: RawUserListPage, getRaw: boolean): PageOf => ({
  items: raw.userList.map((u) => ({ key: u.user.id, at: null, value: getRaw ? u : normaliseCreator(u.user, u.stats) })),
  next: raw.hasMore ? raw.minCursor : null,
});

const READERS: Record<ClipnetWalkerName, Reader<unknown>> = {
  'user/followers': reader<RawUserListPage>({ timed: false, read: (p, t, c, n) => p.followers(t, c, n), items: users }),
  'user/following': reader<RawUserListPage>({ timed: false, read: (p, t, c, n) => p.following(t, c, n), items: users }),
  'video/comments': reader<RawCommentPage>({
    timed: true,
    read: (p, t, c, n) => p.comments(t, c, n),
    items: (raw, getRaw) => ({
      items: raw.comments.map((c) => ({ key: c.cid, at: new Date(c.create_time * 1000), value: getRaw ? c : normaliseComment(c) })),
      next: raw.has_more ? String(raw.cursor) : null,
    }),
  }),
  hashtag: reader<RawHashtagPage>({
    timed: true,
    read: (p, t, c, n) => p.hashtag(t, c, n),
    items: (raw, getRaw) => ({
      items: raw.itemList.map((i) => ({ key: i.id, at: new Date(i.createTime * 1000), value: getRaw ? i : normaliseVideo(i) })),
      next: raw.hasMore ? raw.cursor : null,
    }),
  }),
};

/** A walker's pages: each a live read (archived; stored or acquired as `source` says). */
/** What a walk reads through: the archive, and the network's providers (the caller's mode picks one). */
interface ClipnetWalkDeps {
  live: LiveReader;
  providers: NetworkProviders<ClipnetProvider>;
}

function pagesOf(name: ClipnetWalkerName, request: WalkRequest, deps: ClipnetWalkDeps, keyMode: KeyMode): WalkPages {
  const page = READERS[name];
  const provider = deps.providers.for(keyMode);
  return {
    timed: page.timed,
    read: ({ cursor, size }) =>
      readLivePage(deps.live, CLIPNET_WALKERS[name], request, {
        network: 'clipnet',
        operation: `${name}.page`,
        args: { target: request.target.toLowerCase(), cursor, page_size: size, raw: request.get_raw },
        provider: provider.name,
        keyMode,
        acquire: () => page.read(provider, request.target, cursor, size),
        normalise: (raw) => page.items(raw, request.get_raw),
      }),
  };
}

function run(name: ClipnetWalkerName, request: WalkRequest, deps: ClipnetWalkDeps, control: WalkControl) {
  return runWalk(CLIPNET_WALKERS[name], request, pagesOf(name, request, deps, control.keyMode), control);
}

/** The walkers as durable jobs (module `jobOperations`). */
export function clipnetJobOperations(deps: ClipnetWalkDeps, budgetMs: number): Record<string, JobOperation> {
  return walkerJobOperations(Object.values(CLIPNET_WALKERS), (w, request, control) => run(w.name as ClipnetWalkerName, request, deps, control), budgetMs);
}

/** Each walker's rules, built once (they read the time when they parse). */
const RULES = Object.fromEntries(Object.entries(CLIPNET_WALKERS).map(([name, w]) => [name, walkRules(w, { now: Date.now, ctx: null })]));

function resolver(name: ClipnetWalkerName) {
  return async (_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) => {
    if (ctx.accountId === null) throw new InvalidApiKey();
    const accountId = ctx.accountId;
    const { idempotencyKey } = args;
    const request = checkArgs(RULES[name], args);
    const deps = { live: ctx.runtime.live, providers: clipnetOf(ctx).providers };
    const now = Date.now();
    const w = CLIPNET_WALKERS[name];
    return resolveWalk(w, request, {
      page: (r) => run(name, r, deps, { asOf: new Date(now), deadline: now + ctx.runtime.config.jobBudgetMs, keyMode: ctx.keyMode }),
      submit: (r) => ctx.runtime.jobs.submit(accountId, w.operation, clientArgs(w, r), (idempotencyKey as string | null) ?? undefined),
    });
  };
}

/** What each walker's route says it does (the API description). */
const SUMMARIES: Record<ClipnetWalkerName, string> = {
  'user/followers': "Walks a creator's followers: one page now (max_pages=1) or a durable job",
  'user/following': 'Walks the accounts a creator follows: one page now (max_pages=1) or a durable job',
  'video/comments': "Walks a video's comments: one page now (max_pages=1) or a durable job",
  hashtag: "Walks a hashtag's videos: one page now (max_pages=1) or a durable job",
};

/** The GraphQL field of each walker. */
const FIELDS: Record<ClipnetWalkerName, string> = {
  'user/followers': 'clipnetUserFollowers',
  'user/following': 'clipnetUserFollowing',
  'video/comments': 'clipnetVideoComments',
  hashtag: 'clipnetHashtag',
};

export const walkerResolvers = Object.fromEntries((Object.keys(FIELDS) as ClipnetWalkerName[]).map((name) => [FIELDS[name], resolver(name)]));

/**
 * The ranges of the walkers' max_pages and page_size, and the most items a page's typed lists hold (the largest page
 * size of the walkers answering each), for the module's lists.
 */
export const walkerLists = {
  ...Object.fromEntries((Object.keys(FIELDS) as ClipnetWalkerName[]).map((name) => [`Query.${FIELDS[name]}`, { ranges: walkRanges(CLIPNET_WALKERS[name]) }])),
  ...Object.fromEntries(
    [...new Set(Object.values(ITEM_FIELD))].map((field) => [
      `ClipnetWalkPage.${field}`,
      {
        assumedSize: Math.max(
          ...(Object.keys(ITEM_FIELD) as ClipnetWalkerName[]).filter((n) => ITEM_FIELD[n] === field).map((n) => CLIPNET_WALKERS[n].maxPageSize),
        ),
      },
    ]),
  ),
};

/** A valid request of each walker (one page, against the sandbox). */
const SAMPLES: Record<ClipnetWalkerName, Record<string, string>> = {
  'user/followers': { handle: 'sbx_80_parity', max_pages: '1', page_size: '45' },
  'user/following': { handle: 'sbx_80_parity', max_pages: '1' },
  'video/comments': { id: '7300000000000000045', max_pages: '1', page_size: '50' },
  hashtag: { tag: '#sbx_50_parity', max_pages: '1', page_size: '35' },
};

export const walkerRoutes: RestRoute[] = (Object.keys(FIELDS) as ClipnetWalkerName[]).map((name) =>
  walkerRoute(CLIPNET_WALKERS[name], {
    path: `/v1/clipnet/live/${name}`,
    subgraph: 'clipnet',
    field: FIELDS[name],
    targetArgs: CLIPNET_WALKERS[name].target.params,
    rules: () => RULES[name],
    summary: SUMMARIES[name],
    retired: `/v1/live/clipnet/${name}`,
    sample: SAMPLES[name],
  }),
);
