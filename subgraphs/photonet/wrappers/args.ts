import { z } from 'zod';
import { InvalidRequest, quote } from '../../../platform/errors.ts';
import { digitsIdParam, exactlyOneOf, queryParam } from '../../../platform/rest/bounds.ts';
import { documented, intParam, normalised, parsed } from '../../../platform/rest/params.ts';
import { accountHandle, HANDLE } from '../handle-param.ts';
import { SHORTCODE, shortcodeFromUrl } from '../post-query.ts';

/**
 * The parameter rules of the photonet operation wrappers (contract 4.4), one schema per operation under its REST
 * parameter names: the REST route parses the query with it, the resolver its GraphQL arguments (`checkArgs`). Each
 * answers the validated request, the account handle in lower case, `cached` and `get_raw` with their defaults.
 */

export type { CacheMode } from '../cache-mode.ts';
import type { CacheMode } from '../cache-mode.ts';

/** How every wrapper reads: `cached` (auto | cache_only | live) and `get_raw` (the upstream's own JSON). */
export interface Controls {
  cached: CacheMode;
  get_raw: boolean;
}

/** What the `username` alias rule reads: the time of the request and the sunset date (USERNAME_ALIAS_SUNSET). */
export interface AliasOptions {
  now: () => number;
  usernameSunset: string;
}

export interface AccountRequest extends Controls {
  handle: string;
}
export interface PostRequest extends Controls {
  shortcode: string;
}
export interface EmbedRequest extends Controls {
  target: { handle: string } | { shortcode: string };
}
export interface SearchRequest extends Controls {
  query: string;
  media_count: number;
  related_keywords_count: number;
}
export interface HighlightsRequest extends AccountRequest {
  max_highlights_to_fetch_on_pagination: number;
}
export interface LocationRequest extends Controls {
  location_id: string;
}
export interface UserPostsRequest extends AccountRequest {
  max_id: string | null;
  limit: number;
}

const cached = documented(z.enum(['auto', 'cache_only', 'live'], { error: 'cached must be auto, cache_only or live' }), {
  type: 'string',
  enum: ['auto', 'cache_only', 'live'],
  default: 'auto',
  description: 'auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire.',
}).optional();

const getRaw = documented(z.union([z.string(), z.boolean()]), {
  type: 'boolean',
  default: false,
  description: "true: the upstream's own JSON instead of the normalised answer.",
})
  .transform(
    parsed((v: string | boolean) => {
      if (v === true || v === 'true') return true;
      if (v === false || v === 'false') return false;
      throw new InvalidRequest(`get_raw must be true or false, got ${quote(String(v))}`);
    }),
  )
  .optional();

const controls = { cached, get_raw: getRaw };
const controlsOf = (p: { cached?: CacheMode; get_raw?: boolean }): Controls => ({ cached: p.cached ?? 'auto', get_raw: p.get_raw ?? false });

const handle = documented(z.string(), { type: 'string', pattern: HANDLE.source, description: 'The account, with or without @.' });
const username = (sunset: string) =>
  documented(z.string(), {
    type: 'string',
    deprecated: true,
    description: `Deprecated alias of handle, refused from ${sunset} (400 naming handle).`,
  }).optional();

/** A whole number within bounds, with the default the API description shows. */
const count = (name: string, min: number, max: number, fallback: number) =>
  documented(intParam(name, min, max), { type: 'integer', minimum: min, maximum: max, default: fallback }).optional();

const shortcode = normalised(
  (v) => {
    if (!SHORTCODE.test(v)) throw new InvalidRequest(`shortcode must be 5 to 40 characters of A-Z a-z 0-9 _ -, got ${quote(v)}`);
    return v;
  },
  { pattern: SHORTCODE.source, description: "The post's shortcode." },
);

const postUrl = normalised(
  // shortcodeFromUrl holds it to the length and credentials rules of every URL parameter.
  (v) => shortcodeFromUrl(v, 'url'),
  { format: 'uri', maxLength: 2048, description: 'A post, reel or tv URL (https://<host>/p/<shortcode>/).' },
);

const HANDLE_NOTE = 'handle is required; username, its alias until the sunset, answers 400 naming handle.';

const accountOf = (p: { handle?: string; username?: string }, options: AliasOptions) =>
  accountHandle(p, { now: options.now(), usernameSunset: options.usernameSunset }).toLowerCase();

/** An account by `handle` (story, about, related_profiles). */
export function accountRules(options: AliasOptions) {
  return z.strictObject({ handle, ...controls }).transform(parsed((p): AccountRequest => ({ handle: accountOf(p, options), ...controlsOf(p) })));
}

/** An account by `handle`, where `username` was its alias (web_profile_info, loggedout_profile). */
export function aliasedAccountRules(options: AliasOptions) {
  return z
    .strictObject({ handle: handle.optional(), username: username(options.usernameSunset), ...controls })
    .meta({ description: HANDLE_NOTE })
    .transform(parsed((p): AccountRequest => ({ handle: accountOf(p, options), ...controlsOf(p) })));
}

/** A post by exactly one of `shortcode` and `url`. */
export function postRules() {
  return exactlyOneOf(z.strictObject({ shortcode: shortcode.optional(), url: postUrl.optional(), ...controls }), 'shortcode', 'url').transform(
    (p): PostRequest => ({ shortcode: (p.shortcode ?? p.url)!, ...controlsOf(p) }),
  );
}

/** embed: exactly one of an account (`handle`; `username` is its retired alias) and a post (`shortcode` or `url`). */
export function embedRules(options: AliasOptions) {
  return z
    .strictObject({
      handle: handle.optional(),
      username: username(options.usernameSunset),
      shortcode: shortcode.optional(),
      url: postUrl.optional(),
      ...controls,
    })
    .meta({ description: `Exactly one of handle, shortcode and url; username, the alias of handle until the sunset, answers 400 naming handle.` })
    .transform(
      parsed((p: { handle?: string; username?: string; shortcode?: string; url?: string; cached?: CacheMode; get_raw?: boolean }): EmbedRequest => {
        const account = p.handle !== undefined || p.username !== undefined ? accountOf(p, options) : undefined;
        const given = [account, p.shortcode, p.url].filter((v) => v !== undefined);
        if (given.length !== 1) throw new InvalidRequest('Give exactly one of handle, shortcode and url.');
        return { target: account !== undefined ? { handle: account } : { shortcode: (p.shortcode ?? p.url)! }, ...controlsOf(p) };
      }),
    );
}

export const MAX_SEARCH_MEDIA = 50;
export const MAX_KEYWORDS = 20;

/** popular_search: the query, how many posts and related keywords the document holds. */
export function searchRules() {
  return z
    .strictObject({
      query: queryParam('query'),
      media_count: count('media_count', 1, MAX_SEARCH_MEDIA, 12),
      related_keywords_count: count('related_keywords_count', 0, MAX_KEYWORDS, 5),
      ...controls,
    })
    .transform((p): SearchRequest => ({
      // Searches are case- and spacing-insensitive upstream: one stored payload serves every spelling.
      query: p.query.trim().replace(/\s+/g, ' ').toLowerCase(),
      media_count: p.media_count ?? 12,
      related_keywords_count: p.related_keywords_count ?? 5,
      ...controlsOf(p),
    }));
}

export const MAX_HIGHLIGHTS = 100;

/** highlights_tray: the account and at most how many highlights. */
export function highlightsRules(options: AliasOptions) {
  return z
    .strictObject({ handle, max_highlights_to_fetch_on_pagination: count('max_highlights_to_fetch_on_pagination', 1, MAX_HIGHLIGHTS, 20), ...controls })
    .transform(
      parsed((p): HighlightsRequest => ({
        handle: accountOf(p, options),
        max_highlights_to_fetch_on_pagination: p.max_highlights_to_fetch_on_pagination ?? 20,
        ...controlsOf(p),
      })),
    );
}

/** location_info and location_nearby: a numeric location id. */
export function locationRules() {
  return z
    .strictObject({ location_id: digitsIdParam('location_id'), ...controls })
    .transform((p): LocationRequest => ({ location_id: p.location_id, ...controlsOf(p) }));
}

export const MAX_USER_POSTS = 50;

const maxId = normalised(
  (v) => {
    if (!/^[\x21-\x7e]{1,256}$/.test(v))
      throw new InvalidRequest(`max_id must be the next_max_id of a previous answer (1 to 256 printable characters), got ${quote(v)}`);
    return v;
  },
  { minLength: 1, maxLength: 256, description: 'next_max_id of a previous answer for the same account: continue from there.' },
);

/** user_posts: the account, where to continue, how many posts. */
export function userPostsRules(options: AliasOptions) {
  return z
    .strictObject({
      handle: handle.optional(),
      username: username(options.usernameSunset),
      max_id: maxId.optional(),
      limit: count('limit', 1, MAX_USER_POSTS, 12),
      ...controls,
    })
    .meta({ description: HANDLE_NOTE })
    .transform(
      parsed((p): UserPostsRequest => ({
        handle: accountOf(p, options),
        max_id: p.max_id ?? null,
        limit: p.limit ?? 12,
        ...controlsOf(p),
      })),
    );
}
