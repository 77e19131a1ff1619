import { cachedRules } from '../rules-cache.ts';
import { InvalidRequest, quote } from '../../../platform/errors.ts';
import { documented } from '../../../platform/rest/params.ts';
import { z } from 'zod';
import {
  walkParam,
  walkRules as kitWalkRules,
  walkerFieldPrice as kitFieldPrice,
  type WalkerDeclaration,
  type WalkModes,
  type WalkTarget,
} from '../../../platform/walkers/index.ts';
import { PHOTONET_PRICES } from '../prices.ts';
import { shortcodeFromUrl } from '../post-query.ts';
import { accountHandle, HANDLE } from '../handle-param.ts';
import { LOGGED_OUT_TIMELINE_CAP } from './sandbox.ts';
import type { FieldPrice } from '../../../platform/billing/cost-model.ts';

/**
 * The photonet list walkers (contract 4.4): user_feed, usertags_feed, post_comments, popular_search_media,
 * loggedout_timeline, followers and following, declared on the walker kit (platform/walkers/). One declaration each:
 * its target, page size, whether it takes `since`, whether it runs on the signed-in account pool, its price per
 * started block of unique items. Requests are validated by the kit for REST and GraphQL alike, before anything is
 * acquired or billed.
 */

export type WalkerName = 'user_feed' | 'usertags_feed' | 'post_comments' | 'popular_search_media' | 'loggedout_timeline' | 'followers' | 'following';
export type { CacheMode } from '../cache-mode.ts';
export type { WalkBatch, WalkRequest } from '../../../platform/walkers/index.ts';

/** What photonet's rules read besides the request: the date the `username` alias is refused from. */
export interface PhotonetWalkContext {
  usernameSunset: string;
}

export interface Walker extends WalkerDeclaration<PhotonetWalkContext> {
  name: WalkerName;
  /**
   * Runs on the signed-in account pool (account-pool.ts), and so takes a batch: several handles in one request,
   * one page each (`handles`, with max_pages=1).
   */
  signedIn: boolean;
}

/** The most handles one batch request names. */
export const MAX_BATCH = 10;

const SHORTCODE = /^[A-Za-z0-9_-]{5,40}$/;
const MAX_QUERY = 500;

/** `cached` (contract 4.1.3): auto serves what is stored or acquires, cache_only never acquires. */
const CACHED: WalkModes = {
  param: 'cached',
  modes: { auto: 'auto', cache_only: 'db', live: 'live' },
  default: 'auto',
  graphqlType: 'CacheMode',
  missMessage: 'cached=cache_only and this page was never acquired; use cached=auto or live.',
};

const accountTarget = (signedIn: boolean): WalkTarget<PhotonetWalkContext> => ({
  key: 'handle',
  params: ['handle', 'username'],
  parse: (input, ctx, now) => accountHandle(input, { now, usernameSunset: ctx.usernameSunset }),
  fields: (ctx) => ({
    handle: walkParam({
      type: 'string',
      pattern: HANDLE.source,
      description: `The account, with or without @. Required${signedIn ? ', unless handles is given' : ''}.`,
    }),
    username: walkParam({ type: 'string', deprecated: true, description: `Deprecated alias of handle, refused from ${ctx.usernameSunset}.` }),
  }),
  required: 'handle is required',
  maxLength: 200,
  caseInsensitive: true,
});

const postTarget: WalkTarget<PhotonetWalkContext> = {
  key: 'shortcode',
  params: ['shortcode', 'url'],
  parse(input) {
    if ((input.shortcode === undefined) === (input.url === undefined)) throw new InvalidRequest('Give exactly one of shortcode and url.');
    if (input.url !== undefined) return shortcodeFromUrl(input.url, 'url');
    const target = input.shortcode!;
    if (!SHORTCODE.test(target)) throw new InvalidRequest(`shortcode must be 5 to 40 characters of A-Z a-z 0-9 _ -, got ${quote(target)}`);
    return target;
  },
  fields: () => ({
    shortcode: walkParam({ type: 'string', pattern: SHORTCODE.source }),
    url: walkParam({ type: 'string', format: 'uri', maxLength: 2048, description: 'A post, reel or tv URL.' }),
  }),
  required: 'exactly one of shortcode and url',
  maxLength: 200,
};

const queryTarget: WalkTarget<PhotonetWalkContext> = {
  key: 'query',
  params: ['query'],
  parse(input) {
    const target = input.query ?? '';
    if (!target.trim()) throw new InvalidRequest('query is required: the search term.');
    if ([...target].length > MAX_QUERY) throw new InvalidRequest(`query must be 1 to ${MAX_QUERY} characters, got ${[...target].length}.`);
    return target;
  },
  fields: () => ({ query: walkParam({ type: 'string', minLength: 1, maxLength: MAX_QUERY, description: 'The search term. Required.' }) }),
  required: 'query is required',
  maxLength: 1000,
};

/** `handles`: a comma-separated string (REST) or a list (GraphQL, or a repeated REST parameter) of 1 to 10 handles. */
function handlesInput(raw: string | string[] | number | boolean): string[] {
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

const HANDLES_BATCH = {
  param: 'handles',
  unit: 'handle',
  max: MAX_BATCH,
  parse: handlesInput,
  field: () =>
    documented(z.union([z.string(), z.array(z.string())]), {
      type: 'string',
      description: `A batch: 1 to ${MAX_BATCH} handles separated by commas, instead of handle. Requires max_pages=1; answers one page of each handle, in the order given, each billed as its own page.`,
    }),
  required: 'handle (or handles, a batch with max_pages=1) is required',
};

const NOT_A_BATCH = (name: string) => ({
  handles: `handles (a batch) is accepted only by the signed-in walkers followers, following and usertags_feed; ${name} takes one handle.`,
});

type Declared = Pick<Walker, 'defaultPageSize' | 'maxPageSize' | 'price'> &
  Partial<Pick<Walker, 'acceptsSince' | 'signedIn' | 'limit'>> & { target: 'handle' | 'shortcode' | 'query' };

/** The page field that holds each walker's items typed: posts, a post's comments, or accounts. */
const ITEM_FIELD: Record<WalkerName, 'posts' | 'comments' | 'accounts'> = {
  user_feed: 'posts',
  usertags_feed: 'posts',
  post_comments: 'comments',
  popular_search_media: 'posts',
  loggedout_timeline: 'posts',
  followers: 'accounts',
  following: 'accounts',
};

const walker = (name: WalkerName, w: Declared): Walker => {
  const signedIn = w.signedIn ?? false;
  return {
    name,
    itemField: ITEM_FIELD[name],
    operation: `photonet.${name}`,
    target: w.target === 'handle' ? accountTarget(signedIn) : w.target === 'shortcode' ? postTarget : queryTarget,
    modes: CACHED,
    defaultPageSize: w.defaultPageSize,
    maxPageSize: w.maxPageSize,
    acceptsSince: w.acceptsSince ?? false,
    price: w.price,
    block: w.defaultPageSize,
    signedIn,
    ...(w.limit ? { limit: w.limit } : {}),
    ...(signedIn ? { batch: HANDLES_BATCH } : { refused: NOT_A_BATCH(name) }),
  };
};

export const WALKERS: Record<WalkerName, Walker> = {
  user_feed: walker('user_feed', { target: 'handle', defaultPageSize: 12, maxPageSize: 50, acceptsSince: true, price: PHOTONET_PRICES.userFeed }),
  usertags_feed: walker('usertags_feed', {
    target: 'handle',
    defaultPageSize: 21,
    maxPageSize: 50,
    acceptsSince: true,
    signedIn: true,
    price: PHOTONET_PRICES.usertagsFeed,
  }),
  post_comments: walker('post_comments', {
    target: 'shortcode',
    defaultPageSize: 24,
    maxPageSize: 100,
    acceptsSince: true,
    price: PHOTONET_PRICES.postComments,
  }),
  popular_search_media: walker('popular_search_media', { target: 'query', defaultPageSize: 100, maxPageSize: 100, price: PHOTONET_PRICES.popularSearchMedia }),
  loggedout_timeline: walker('loggedout_timeline', {
    target: 'handle',
    defaultPageSize: 12,
    maxPageSize: 50,
    limit: {
      cap: LOGGED_OUT_TIMELINE_CAP,
      unit: 'post',
      description: `The most posts the walk returns, 1 to ${LOGGED_OUT_TIMELINE_CAP}; -1 asks for the ${LOGGED_OUT_TIMELINE_CAP}-post cap (all a logged-out visitor can see). Without max_pages it bounds the walk alone; with max_pages the first boundary reached wins. The last page asks only for the posts still wanted.`,
    },
    price: PHOTONET_PRICES.loggedoutTimeline,
  }),
  followers: walker('followers', { target: 'handle', defaultPageSize: 50, maxPageSize: 200, signedIn: true, price: PHOTONET_PRICES.followers }),
  following: walker('following', { target: 'handle', defaultPageSize: 50, maxPageSize: 200, signedIn: true, price: PHOTONET_PRICES.following }),
};

/** How a walker's GraphQL field is priced (the kit's rule: per started block on one page, a batch per handle's page). */
export function walkerFieldPrice(name: WalkerName): FieldPrice {
  return kitFieldPrice(WALKERS[name]);
}

/** A walker's rules as a parameter schema, for the REST route and the resolver (`checkArgs`). */
export function walkRules(name: WalkerName, options: { now: () => number; usernameSunset: string }) {
  return kitWalkRules(WALKERS[name], { now: options.now, ctx: { usernameSunset: options.usernameSunset } });
}

/** A walker's rules for a username sunset: one object per (walker, sunset), which the route and the resolver share. */
export const walkerRules = (name: WalkerName, usernameSunset: string) =>
  cachedRules(`walk.${name}`, usernameSunset, () => walkRules(name, { now: Date.now, usernameSunset }));
