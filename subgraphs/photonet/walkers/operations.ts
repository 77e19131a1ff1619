import { z } from 'zod';
import { InvalidRequest, quote, quoteName } from '../../../platform/errors.ts';
import type { FieldPrice } from '../../../platform/billing/cost-model.ts';
import { parseDollars } from '../../../platform/money.ts';
import { documented, parsed } from '../../../platform/rest/params.ts';
import { PHOTONET_PRICES } from '../prices.ts';
import { parseSince } from '../../../platform/walk.ts';
import { shortcodeFromUrl } from '../post-query.ts';
import { accountHandle, HANDLE } from '../handle-param.ts';
import { LOGGED_OUT_TIMELINE_CAP } from './sandbox.ts';

/**
 * The photonet list walkers (contract 4.4): user_feed, usertags_feed, post_comments, popular_search_media,
 * loggedout_timeline, followers and following. One declaration each: its target, page size, whether it takes
 * `since`, whether it runs on the signed-in account pool, its price per started block of unique items. Requests are
 * validated here for REST and GraphQL alike, before anything is acquired or billed.
 */

export type WalkerName = 'user_feed' | 'usertags_feed' | 'post_comments' | 'popular_search_media' | 'loggedout_timeline' | 'followers' | 'following';
export type { CacheMode } from '../cache-mode.ts';
import type { CacheMode } from '../cache-mode.ts';

export interface Walker {
  name: WalkerName;
  /** What names the list: an account (`handle`), a post (`shortcode` or `url`), a search term (`query`). */
  target: 'handle' | 'shortcode' | 'query';
  defaultPageSize: number;
  maxPageSize: number;
  acceptsSince: boolean;
  /**
   * Runs on the signed-in account pool (account-pool.ts), and so takes a batch: several handles in one request,
   * one page each (`handles`, with max_pages=1).
   */
  signedIn: boolean;
  /** Takes `limit`, the most items the walk returns, up to this cap (-1 asks for the cap). */
  limitCap?: number;
  /** Dollars per started block of `block` unique items returned: one default page costs the price once. */
  price: string;
  /** Items per billed block. */
  block: number;
}

const walker = (name: WalkerName, w: Omit<Walker, 'name' | 'block' | 'signedIn' | 'acceptsSince'> & Partial<Walker>): Walker => ({
  name,
  block: w.defaultPageSize,
  signedIn: false,
  acceptsSince: false,
  ...w,
});

export const WALKERS: Record<WalkerName, Walker> = {
  user_feed: walker('user_feed', { target: 'handle', defaultPageSize: 12, maxPageSize: 50, acceptsSince: true, price: PHOTONET_PRICES.userFeed }),
  usertags_feed: walker('usertags_feed', { target: 'handle', defaultPageSize: 21, maxPageSize: 50, acceptsSince: true, signedIn: true, price: PHOTONET_PRICES.usertagsFeed }),
  post_comments: walker('post_comments', { target: 'shortcode', defaultPageSize: 24, maxPageSize: 100, acceptsSince: true, price: PHOTONET_PRICES.postComments }),
  popular_search_media: walker('popular_search_media', { target: 'query', defaultPageSize: 100, maxPageSize: 100, price: PHOTONET_PRICES.popularSearchMedia }),
  loggedout_timeline: walker('loggedout_timeline', {
    target: 'handle',
    defaultPageSize: 12,
    maxPageSize: 50,
    limitCap: LOGGED_OUT_TIMELINE_CAP,
    price: PHOTONET_PRICES.loggedoutTimeline,
  }),
  followers: walker('followers', { target: 'handle', defaultPageSize: 50, maxPageSize: 200, signedIn: true, price: PHOTONET_PRICES.followers }),
  following: walker('following', { target: 'handle', defaultPageSize: 50, maxPageSize: 200, signedIn: true, price: PHOTONET_PRICES.following }),
};

/** The most handles one batch request names. */
export const MAX_BATCH = 10;

/**
 * How a walker's GraphQL field is priced: per started block of unique items on a walk of one page (max_pages 1),
 * a batch per started block of each handle's page; any other walk is a job, free to submit and charged once when it
 * completes.
 */
export function walkerFieldPrice(name: WalkerName): FieldPrice {
  const w = WALKERS[name];
  return {
    price: w.price,
    block: {
      size: w.block,
      limitArg: 'pageSize',
      defaultLimit: w.defaultPageSize,
      items: 'page.items',
      when: { arg: 'maxPages', equals: 1 },
      ...(w.signedIn ? { batch: { arg: 'handles', pages: 'batch.results', items: 'items' } } : {}),
    },
  };
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
  /** loggedout_timeline: the most items the walk returns; null: no limit but the pages (and the 240-post cap). */
  limit: number | null;
}

/** A validated batch: one page (max_pages 1) of each handle, with the same controls. */
export interface WalkBatch {
  handles: string[];
  page: Omit<WalkRequest, 'target'>;
}

export const isBatch = (w: WalkRequest | WalkBatch): w is WalkBatch => 'handles' in w;

const NATIVE = ['max_id', 'after', 'count', 'first', 'min_id', 'end_cursor'];
const SHORTCODE = /^[A-Za-z0-9_-]{5,40}$/;
const MAX_QUERY = 500;

/** A value as either surface gives it: REST query strings, GraphQL typed arguments (by their REST names). */
type Input = string | number | boolean | string[];

function intInput(name: string, raw: Input): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n)) throw new InvalidRequest(`${name} must be a whole number, got ${quote(String(raw))}`);
  return n;
}

function textInput(name: string, raw: Input | undefined): string | undefined {
  if (raw !== undefined && typeof raw !== 'string') throw new InvalidRequest(`${name} must be a string, got ${quote(String(raw))}`);
  return raw;
}

/** `handles`: a comma-separated string (REST) or a list (GraphQL, or a repeated REST parameter) of 1 to 10 handles. */
function handlesInput(raw: Input): string[] {
  const list = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : null;
  if (!list || list.some((h) => typeof h !== 'string')) throw new InvalidRequest(`handles must be handles separated by commas, got ${quote(String(raw))}`);
  const handles = list.map((h) => h.trim().replace(/^@/, ''));
  if (handles.length === 0 || handles.length > MAX_BATCH || handles.some((h) => h === '')) {
    throw new InvalidRequest(`handles takes 1 to ${MAX_BATCH} handles separated by commas, got ${handles.filter(Boolean).length}.`);
  }
  const seen = new Set<string>();
  for (const h of handles) {
    if (!HANDLE.test(h)) throw new InvalidRequest(`Each of handles must be 1 to 30 characters of A-Z a-z 0-9 . _ -, got ${quote(h)}`);
    if (seen.has(h.toLowerCase())) throw new InvalidRequest(`handles names ${quote(h)} twice.`);
    seen.add(h.toLowerCase());
  }
  return handles;
}

/**
 * Validates a walk request: the one set of rules of the paging table, for REST (query strings) and GraphQL (typed
 * arguments under their REST names, see `walkRules`) alike. Every rule answers 400 here, before acquisition or billing.
 */
export function parseWalkRequest(
  name: WalkerName,
  given: Record<string, Input | undefined>,
  options: { now: number; usernameSunset: string },
): WalkRequest | WalkBatch {
  const walker = WALKERS[name];
  const input: Record<string, string | undefined> = {};
  for (const key of ['handle', 'username', 'shortcode', 'url', 'query', 'since', 'cursor', 'cached']) input[key] = textInput(key, given[key] as Input | undefined);
  for (const native of NATIVE) {
    if (given[native] !== undefined) throw new InvalidRequest(`${native} is a native paging input and is not accepted; page with cursor, page_size and max_pages.`);
  }
  const targets = { handle: ['handle', 'username', ...(walker.signedIn ? ['handles'] : [])], shortcode: ['shortcode', 'url'], query: ['query'] }[walker.target];
  const allowed = new Set(['since', 'max_pages', 'cursor', 'page_size', 'cached', 'get_raw', ...(walker.limitCap ? ['limit'] : []), ...targets]);
  for (const key of Object.keys(given)) {
    if (given[key] === undefined || allowed.has(key)) continue;
    if (key === 'handles') throw new InvalidRequest(`handles (a batch) is accepted only by the signed-in walkers followers, following and usertags_feed; ${name} takes one handle.`);
    throw new InvalidRequest(`Unknown parameter ${quoteName(key)}.`);
  }

  let target = '';
  let handles: string[] | null = null;
  if (given.handles !== undefined) {
    if (input.handle !== undefined || input.username !== undefined) throw new InvalidRequest('Give handle or handles, not both.');
    handles = handlesInput(given.handles);
  } else if (walker.target === 'handle') {
    target = accountHandle(input, options);
  } else if (walker.target === 'query') {
    target = input.query ?? '';
    if (!target.trim()) throw new InvalidRequest('query is required: the search term.');
    if ([...target].length > MAX_QUERY) throw new InvalidRequest(`query must be 1 to ${MAX_QUERY} characters, got ${[...target].length}.`);
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

  let limit: number | null = null;
  if (given.limit !== undefined && walker.limitCap) {
    const n = intInput('limit', given.limit);
    if (n === 0 || n < -1 || n > walker.limitCap) throw new InvalidRequest(`limit must be from 1 to ${walker.limitCap}, or -1 for the ${walker.limitCap}-post cap.`);
    limit = n === -1 ? walker.limitCap : n;
  }

  let maxPages: number | null;
  // since or limit alone bounds the walk; with neither, it stops after 10 pages.
  if (given.max_pages === undefined) maxPages = since || limit ? null : 10;
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

  if (handles) {
    if (maxPages !== 1) {
      throw new InvalidRequest(`handles (a batch of ${handles.length}) requires max_pages=1: a batch answers one page of each handle now; walk one handle at a time for more pages or a job.`);
    }
    if (cursor !== null) throw new InvalidRequest("cursor resumes one handle's walk and is not accepted with handles; send it with that handle alone.");
    return { handles, page: { since, max_pages: 1, cursor: null, page_size: pageSize, cached, get_raw: getRaw, limit } };
  }
  if (cursor !== null) decodeCursor(name, target, cursor);
  return { target, since, max_pages: maxPages, cursor, page_size: pageSize, cached, get_raw: getRaw, limit };
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
          handle: param({ type: 'string', pattern: HANDLE.source, description: `The account, with or without @. Required${walker.signedIn ? ', unless handles is given' : ''}.` }),
          username: param({ type: 'string', deprecated: true, description: `Deprecated alias of handle, refused from ${options.usernameSunset}.` }),
          ...(walker.signedIn
            ? {
                handles: documented(z.union([z.string(), z.array(z.string())]), {
                  type: 'string',
                  description: `A batch: 1 to ${MAX_BATCH} handles separated by commas, instead of handle. Requires max_pages=1; answers one page of each handle, in the order given, each billed as its own page.`,
                }).optional(),
              }
            : {}),
        }
      : walker.target === 'query'
        ? { query: param({ type: 'string', minLength: 1, maxLength: MAX_QUERY, description: 'The search term. Required.' }) }
        : {
            shortcode: param({ type: 'string', pattern: SHORTCODE.source }),
            url: param({ type: 'string', format: 'uri', maxLength: 2048, description: 'A post, reel or tv URL.' }),
          };
  const bounds = [...(walker.acceptsSince ? ['since'] : []), ...(walker.limitCap ? ['limit'] : [])];
  const fields = {
    ...target,
    ...(walker.acceptsSince ? { since: param({ type: 'string', description: 'Stop at items older than this: an RFC 3339 time, a date, or a relative age such as 7d or 12h.' }) } : {}),
    max_pages: param({
      type: 'integer',
      minimum: -1,
      description: `1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10${bounds.length ? `, or no cap with ${bounds.join(' or ')}` : ''}.`,
    }),
    ...(walker.limitCap
      ? {
          limit: param({
            type: 'integer',
            minimum: -1,
            maximum: walker.limitCap,
            description: `The most posts the walk returns, 1 to ${walker.limitCap}; -1 asks for the ${walker.limitCap}-post cap (all a logged-out visitor can see). Without max_pages it bounds the walk alone; with max_pages the first boundary reached wins. The last page asks only for the posts still wanted.`,
          }),
        }
      : {}),
    cursor: param({ type: 'string', maxLength: 8192, description: 'next_cursor of a previous page of the same walk.' }),
    page_size: param({ type: 'integer', minimum: 1, maximum: walker.maxPageSize, default: walker.defaultPageSize }),
    cached: param({ type: 'string', enum: ['auto', 'cache_only', 'live'], default: 'auto' }),
    get_raw: param({ type: 'boolean', default: false, description: 'Items as the upstream returned them.' }),
  };
  const pair = { handle: walker.signedIn ? 'handle (or handles, a batch with max_pages=1) is required' : 'handle is required', shortcode: 'exactly one of shortcode and url', query: 'query is required' }[walker.target];
  return z
    .looseObject(fields)
    .meta({ description: `${pair}; native paging inputs (${NATIVE.join(', ')}) are refused${walker.acceptsSince ? '' : '; since is refused'}.` })
    .transform(parsed((input) => parseWalkRequest(name, input as Record<string, Input | undefined>, { now: options.now(), usernameSunset: options.usernameSunset })));
}

/** The opaque acquisition cursor: resumes the same operation on the same target, and nothing else. */
interface CursorState {
  op: WalkerName;
  target: string;
  /** The upstream's own cursor (max_id). */
  c: string;
  /** followers and following: the rank token the upstream pairs with its cursor. */
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

/** Units a walk of `items` unique items costs: its price per started block. */
export function walkCost(name: WalkerName, items: number): number {
  return parseDollars(WALKERS[name].price) * Math.ceil(items / WALKERS[name].block);
}
