import { z } from 'zod';
import { InvalidRequest, NotFound, quote, quoteName } from '../../../platform/errors.ts';
import type { JobOperation } from '../../../platform/jobs/jobs.ts';
import type { LiveReader, SourceMode } from '../../../platform/live/reader.ts';
import type { FieldPrice } from '../../../platform/billing/cost-model.ts';
import { parseDollars } from '../../../platform/money.ts';
import { documented, parsed } from '../../../platform/rest/params.ts';
import { PHOTONET_PRICES } from '../prices.ts';
import { parseSince, walk, type WalkResult, type WalkSource } from '../../../platform/walk.ts';
import type { RawComment, RawFeedItem, RawPage, RawUser, SandboxPhotonetUpstream } from './sandbox.ts';
import { shortcodeFromUrl } from '../post-query.ts';
import { accountHandle, HANDLE } from '../handle-param.ts';

/**
 * The photonet list walkers (contract 4.4): user_feed, post_comments and followers. One declaration each: its
 * target, page size, whether it takes `since`, its price per started block of unique items, and how to fetch and
 * normalise a page. Requests are validated here for REST and GraphQL alike, before anything is acquired or billed.
 */

export type WalkerName = 'user_feed' | 'post_comments' | 'followers';
export type CacheMode = 'auto' | 'cache_only' | 'live';

interface Walker {
  name: WalkerName;
  target: 'handle' | 'shortcode';
  defaultPageSize: number;
  maxPageSize: number;
  acceptsSince: boolean;
  /** Dollars per started block of `block` unique items returned. */
  price: string;
  /** Items per billed block. */
  block: number;
}

export const WALKERS: Record<WalkerName, Walker> = {
  user_feed: { name: 'user_feed', target: 'handle', defaultPageSize: 12, maxPageSize: 50, acceptsSince: true, price: PHOTONET_PRICES.userFeed, block: 12 },
  post_comments: { name: 'post_comments', target: 'shortcode', defaultPageSize: 24, maxPageSize: 100, acceptsSince: true, price: PHOTONET_PRICES.postComments, block: 24 },
  followers: { name: 'followers', target: 'handle', defaultPageSize: 50, maxPageSize: 200, acceptsSince: false, price: PHOTONET_PRICES.followers, block: 50 },
};

/**
 * How a walker's GraphQL field is priced: per started block of unique items on a walk of one page (max_pages 1);
 * any other walk is a job, free to submit and charged once when it completes.
 */
export function walkerFieldPrice(name: WalkerName): FieldPrice {
  const w = WALKERS[name];
  return { price: w.price, block: { size: w.block, limitArg: 'pageSize', defaultLimit: w.defaultPageSize, items: 'page.items', when: { arg: 'maxPages', equals: 1 } } };
}

/** A validated walk request: what a job stores as its arguments and what a synchronous page runs. */
export interface WalkRequest {
  target: string;
  since: string | null;
  /** Null: no page cap. */
  max_pages: number | null;
  cursor: string | null;
  page_size: number;
  cached: CacheMode;
  get_raw: boolean;
}

const NATIVE = ['max_id', 'after', 'count', 'first', 'min_id', 'end_cursor'];
const SHORTCODE = /^[A-Za-z0-9_-]{5,40}$/;

/** A value as either surface gives it: REST query strings, GraphQL typed arguments (by their REST names). */
type Input = string | number | boolean;

function intInput(name: string, raw: Input): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n)) throw new InvalidRequest(`${name} must be a whole number, got ${quote(String(raw))}`);
  return n;
}

function textInput(name: string, raw: Input | undefined): string | undefined {
  if (raw !== undefined && typeof raw !== 'string') throw new InvalidRequest(`${name} must be a string, got ${quote(String(raw))}`);
  return raw;
}

/**
 * Validates a walk request: the one set of rules of the paging table, for REST (query strings) and GraphQL (typed
 * arguments under their REST names, see `walkRules`) alike. Every rule answers 400 here, before acquisition or billing.
 */
export function parseWalkRequest(
  name: WalkerName,
  given: Record<string, Input | undefined>,
  options: { now: number; usernameSunset: string },
): WalkRequest {
  const walker = WALKERS[name];
  const input: Record<string, string | undefined> = {};
  for (const key of ['handle', 'username', 'shortcode', 'url', 'since', 'cursor', 'cached']) input[key] = textInput(key, given[key]);
  for (const native of NATIVE) {
    if (given[native] !== undefined) throw new InvalidRequest(`${native} is a native paging input and is not accepted; page with cursor, page_size and max_pages.`);
  }
  const allowed = new Set(['since', 'max_pages', 'cursor', 'page_size', 'cached', 'get_raw', ...(walker.target === 'handle' ? ['handle', 'username'] : ['shortcode', 'url'])]);
  for (const key of Object.keys(given)) if (given[key] !== undefined && !allowed.has(key)) throw new InvalidRequest(`Unknown parameter ${quoteName(key)}.`);

  let target: string;
  if (walker.target === 'handle') {
    target = accountHandle(input, options);
  } else {
    if ((input.shortcode === undefined) === (input.url === undefined)) throw new InvalidRequest('Give exactly one of shortcode and url.');
    if (input.url !== undefined) {
      target = shortcodeFromUrl(input.url, 'url');
    } else {
      target = input.shortcode!;
      if (!SHORTCODE.test(target)) throw new InvalidRequest(`shortcode must be 5 to 40 characters of A-Z a-z 0-9 _ -, got ${quote(target)}`);
    }
  }

  let since: string | null = null;
  if (input.since !== undefined) {
    if (!walker.acceptsSince) throw new InvalidRequest(`since is not accepted by ${name}.`);
    parseSince(input.since, options.now);
    since = input.since;
  }

  let maxPages: number | null;
  if (given.max_pages === undefined) maxPages = since ? null : 10;
  else {
    const n = intInput('max_pages', given.max_pages);
    if (n === 0 || n < -1) throw new InvalidRequest('max_pages must be a positive whole number, or -1 for no page cap.');
    maxPages = n === -1 ? null : n;
  }

  let pageSize = walker.defaultPageSize;
  if (given.page_size !== undefined) {
    pageSize = intInput('page_size', given.page_size);
    if (pageSize < 1 || pageSize > walker.maxPageSize) throw new InvalidRequest(`page_size must be from 1 to ${walker.maxPageSize} for ${name}.`);
  }

  const cached = (input.cached ?? 'auto') as CacheMode;
  if (!['auto', 'cache_only', 'live'].includes(cached)) throw new InvalidRequest(`cached must be auto, cache_only or live, got ${quote(input.cached)}`);
  const getRaw = given.get_raw === undefined ? false : given.get_raw === true || given.get_raw === 'true' ? true : given.get_raw === false || given.get_raw === 'false' ? false : null;
  if (getRaw === null) throw new InvalidRequest(`get_raw must be true or false, got ${quote(String(given.get_raw))}`);
  const cursor = input.cursor ?? null;
  if (cursor !== null) decodeCursor(name, target, cursor);
  return { target, since, max_pages: maxPages, cursor, page_size: pageSize, cached, get_raw: getRaw };
}

/**
 * A walker's rules as a parameter schema: what the REST route parses its query with and the resolver its arguments
 * (`checkArgs`), answering the validated request.
 */
export function walkRules(name: WalkerName, options: { now: () => number; usernameSunset: string }) {
  const walker = WALKERS[name];
  // Each parameter's own schema only documents it (and takes a string or a typed GraphQL value): parseWalkRequest
  // applies every rule, the native paging inputs and unknown parameters included.
  const param = (doc: Record<string, unknown>) => documented(z.union([z.string(), z.number(), z.boolean()]), doc).optional();
  const target =
    walker.target === 'handle'
      ? {
          handle: param({ type: 'string', pattern: HANDLE.source, description: 'The account, with or without @. Required.' }),
          username: param({ type: 'string', deprecated: true, description: `Deprecated alias of handle, refused from ${options.usernameSunset}.` }),
        }
      : {
          shortcode: param({ type: 'string', pattern: SHORTCODE.source }),
          url: param({ type: 'string', format: 'uri', maxLength: 2048, description: 'A post, reel or tv URL.' }),
        };
  const fields = {
    ...target,
    ...(walker.acceptsSince ? { since: param({ type: 'string', description: 'Stop at items older than this: an RFC 3339 time, a date, or a relative age such as 7d or 12h.' }) } : {}),
    max_pages: param({ type: 'integer', minimum: -1, description: '1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10, or no cap with since.' }),
    cursor: param({ type: 'string', maxLength: 8192, description: 'next_cursor of a previous page of the same walk.' }),
    page_size: param({ type: 'integer', minimum: 1, maximum: walker.maxPageSize, default: walker.defaultPageSize }),
    cached: param({ type: 'string', enum: ['auto', 'cache_only', 'live'], default: 'auto' }),
    get_raw: param({ type: 'boolean', default: false, description: 'Items as the upstream returned them.' }),
  };
  const pair = walker.target === 'handle' ? 'handle is required' : 'exactly one of shortcode and url';
  return z
    .looseObject(fields)
    .meta({ description: `${pair}; native paging inputs (${NATIVE.join(', ')}) are refused${walker.acceptsSince ? '' : '; since is refused'}.` })
    .transform(parsed((input) => parseWalkRequest(name, input as Record<string, string | number | boolean | undefined>, { now: options.now(), usernameSunset: options.usernameSunset })));
}

/** The opaque acquisition cursor: resumes the same operation on the same target, and nothing else. */
interface CursorState {
  op: WalkerName;
  target: string;
  /** The upstream's own cursor (max_id). */
  c: string;
  /** followers: the rank token the upstream pairs with its cursor. */
  rt?: string;
}

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

export function decodeCursor(op: WalkerName, target: string, cursor: string): CursorState {
  let state: CursorState | null = null;
  try {
    state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {}
  if (!state || typeof state.c !== 'string') throw new InvalidRequest('cursor is not a cursor this API gave out.');
  if (state.op !== op || state.target !== target) throw new InvalidRequest(`cursor belongs to another operation (${quote(state.op)} of ${quote(state.target)}); it only resumes the walk that returned it.`);
  return state;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

function normaliseFeedItem(item: RawFeedItem) {
  const isVideo = item.media_type === 2;
  return {
    id: item.pk,
    shortcode: item.code,
    caption: item.caption.text,
    likes: item.like_count,
    comments: item.comment_count,
    posted_at: iso(item.taken_at),
    media_type: isVideo ? 'video' : 'image',
    is_video: isVideo,
    image_url: item.image_versions2.candidates[0]?.url ?? null,
    video_url: item.video_versions?.[0]?.url ?? null,
    post_url: `https://photonet.example/${isVideo ? 'reel' : 'p'}/${item.code}/`,
    owner: item.user.username,
  };
}

function normaliseComment(item: RawComment) {
  return {
    comment_id: item.pk,
    author: item.user.username,
    author_id: item.user.pk,
    author_verified: item.user.is_verified,
    text: item.text,
    likes: item.comment_like_count,
    posted_at: iso(item.created_at),
  };
}

function normaliseUser(item: RawUser) {
  return {
    user_id: item.pk,
    username: item.username,
    full_name: item.full_name,
    is_private: item.is_private,
    is_verified: item.is_verified,
    profile_pic_url: item.profile_pic_url,
  };
}

const SOURCE: Record<CacheMode, SourceMode> = { auto: 'auto', cache_only: 'db', live: 'live' };

interface Item {
  key: string;
  at: Date | null;
  value: unknown;
}

/** Runs a validated walk: each page is a live read (archived, cached per `cached`), the walk decides where to stop. */
export function runWalk(
  name: WalkerName,
  request: WalkRequest,
  deps: { live: LiveReader; upstream: SandboxPhotonetUpstream; provider: string },
  control: { asOf: Date; deadline: number; stopped?: () => Promise<boolean>; maxPages?: number | null },
): Promise<WalkResult<unknown>> {
  const asOf = control.asOf.getTime();
  let rankToken: string | undefined = request.cursor ? decodeCursor(name, request.target, request.cursor).rt : undefined;

  const source: WalkSource<Item> = {
    key: (item) => item.key,
    time: WALKERS[name].acceptsSince ? (item) => item.at! : undefined,
    async fetchPage(cursor) {
      const native = cursor ? decodeCursor(name, request.target, cursor).c : null;
      const read = await deps.live.read(
        {
          network: 'photonet',
          operation: `${name}.page`,
          args: { target: request.target, cursor: native, page_size: request.page_size, raw: request.get_raw },
          provider: deps.provider,
          acquire: (): Promise<RawPage<unknown> & { rank_token?: string }> =>
            name === 'user_feed'
              ? deps.upstream.feedPage(request.target, native, request.page_size, asOf)
              : name === 'post_comments'
                ? deps.upstream.commentsPage(request.target, native, request.page_size, asOf)
                : deps.upstream.followersPage(request.target, native, request.page_size),
          normalise: (raw) => {
            const items: Item[] = raw.items.map((entry) => {
              if (name === 'user_feed') {
                const post = entry as RawFeedItem;
                return { key: post.pk, at: new Date(post.taken_at * 1000), value: request.get_raw ? post : normaliseFeedItem(post) };
              }
              if (name === 'post_comments') {
                const comment = entry as RawComment;
                return { key: comment.pk, at: new Date(comment.created_at * 1000), value: request.get_raw ? comment : normaliseComment(comment) };
              }
              const user = entry as RawUser;
              return { key: user.pk, at: null, value: request.get_raw ? user : normaliseUser(user) };
            });
            return { items, next: raw.next_max_id, rankToken: raw.rank_token };
          },
        },
        SOURCE[request.cached],
      ).catch((err) => {
        if (err instanceof NotFound && request.cached === 'cache_only') {
          throw new NotFound('cached=cache_only and this page was never acquired; use cached=auto or live.');
        }
        throw err;
      });
      rankToken = read.payload.rankToken ?? rankToken;
      const next = read.payload.next;
      return {
        items: read.payload.items,
        nextCursor: next === null ? null : encodeCursor({ op: name, target: request.target, c: next, ...(rankToken ? { rt: rankToken } : {}) }),
      };
    },
  };

  return walk(source, {
    maxPages: control.maxPages === undefined ? request.max_pages : control.maxPages,
    // Upstream times have whole seconds: compare at that precision, so `since` is inclusive of the boundary second.
    since: request.since ? new Date(Math.floor(parseSince(request.since, asOf).getTime() / 1000) * 1000) : null,
    cursor: request.cursor,
    deadline: control.deadline,
    stopped: control.stopped,
  }).then((result) => ({ ...result, items: (result.items as Item[]).map((i) => i.value) }));
}

/** Units a walk of `items` unique items costs: its price per started block. */
export function walkCost(name: WalkerName, items: number): number {
  return parseDollars(WALKERS[name].price) * Math.ceil(items / WALKERS[name].block);
}

/** A walk request as the client named its arguments (what a job shows as its `args`). */
export function clientArgs(name: WalkerName, request: WalkRequest): Record<string, unknown> {
  const { target, ...rest } = request;
  return { [WALKERS[name].target]: target, ...rest };
}

/** The stored arguments of a walker job, as `clientArgs` wrote them: checked again when the job runs. */
function storedArgsSchema(name: WalkerName) {
  const w = WALKERS[name];
  return z.strictObject({
    [w.target]: z.string().min(1).max(200),
    since: z.string().max(64).nullable(),
    max_pages: z.number().int().positive().nullable(),
    cursor: z.string().max(8192).nullable(),
    page_size: z.number().int().min(1).max(w.maxPageSize),
    cached: z.enum(['auto', 'cache_only', 'live']),
    get_raw: z.boolean(),
  });
}

const STORED_ARGS = Object.fromEntries((Object.keys(WALKERS) as WalkerName[]).map((name) => [name, storedArgsSchema(name)]));

/**
 * A walk request back from a job's stored arguments. They were valid when submitted; they are checked again here so
 * that a row written by another version, or by hand, fails its job with invalid_request rather than walking nonsense.
 */
function fromClientArgs(name: WalkerName, args: Record<string, unknown>): WalkRequest {
  const parsed = STORED_ARGS[name].safeParse(args);
  if (!parsed.success) throw new InvalidRequest(`The stored arguments of this ${name} job are not valid: ${parsed.error.issues[0].path.join('.')} ${parsed.error.issues[0].message}.`);
  const { [WALKERS[name].target]: target, ...rest } = parsed.data as Record<string, unknown>;
  return { target: String(target), ...(rest as Omit<WalkRequest, 'target'>) };
}

/** The walkers as job operations. */
export function walkerJobOperations(
  deps: { live: LiveReader; upstream: SandboxPhotonetUpstream; provider: string },
  budgetMs: number,
): Record<string, JobOperation> {
  const ops: Record<string, JobOperation> = {};
  for (const name of Object.keys(WALKERS) as WalkerName[]) {
    ops[`photonet.${name}`] = {
      budgetMs,
      cost: (items) => walkCost(name, items),
      run: (args, control) => runWalk(name, fromClientArgs(name, args), deps, control),
    };
  }
  return ops;
}
