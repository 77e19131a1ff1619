import { cachedRules } from '../rules-cache.ts';
import type { z } from 'zod';
import type { FieldPrice, ListSize } from '../../../platform/billing/cost-model.ts';
import type { Db } from '../../../platform/db/pool.ts';
import type { SignedInAccount } from '../account-pool.ts';
import { PHOTONET_PRICES as P } from '../prices.ts';
import {
  accountRules,
  aliasedAccountRules,
  embedRules,
  highlightsRules,
  locationRules,
  MAX_HIGHLIGHTS,
  MAX_KEYWORDS,
  MAX_SEARCH_MEDIA,
  MAX_USER_POSTS,
  postRules,
  searchRules,
  userPostsRules,
  type AccountRequest,
  type AliasOptions,
  type Controls,
  type EmbedRequest,
  type HighlightsRequest,
  type LocationRequest,
  type PostRequest,
  type SearchRequest,
  type UserPostsRequest,
} from './args.ts';
import { refreshTrackedProfile } from './library.ts';
import * as N from './normalise.ts';
import type { PhotonetWrapperUpstream } from '../upstream.ts';
import { scanUserPosts } from './user-posts.ts';
import { argumentRanges } from '../../../platform/rest/params.ts';

/**
 * The photonet operation wrappers (contract 4.4) that answer one document: each one's REST path and GraphQL field,
 * parameter rules, price, whether it runs on a signed-in account, how it acquires, what its archive is keyed by, how
 * its payload is normalised, and the typed GraphQL fields of its read. Routes, resolvers, billing, list sizes and
 * retired paths are all made from this table.
 */

export type WrapperName =
  | 'web_profile_info'
  | 'post'
  | 'story'
  | 'likers'
  | 'about'
  | 'embed'
  | 'loggedout_profile'
  | 'popular_search'
  | 'highlights_tray'
  | 'related_profiles'
  | 'location_info'
  | 'location_nearby'
  | 'user_posts';

interface Base<Req extends Controls, Raw, Out> {
  /** The GraphQL field (Query.<field>). */
  field: string;
  /** The REST summary and the first line of the field's description. */
  summary: string;
  price: FieldPrice;
  /** A valid request's query parameters (REST), against the sandbox. */
  sample: Record<string, string>;
  rules(options: AliasOptions): z.ZodType<Req>;
  /** The GraphQL arguments (camelCase) of a validated request, besides cached and getRaw, and their types. */
  variables(request: Req): Record<string, unknown>;
  variableTypes: Record<string, string>;
  /** What the archive is keyed by: the request without its controls (a payload serves both values of get_raw). */
  args(request: Req): Record<string, unknown>;
  normalise(request: Req, raw: Raw): Out;
  /** The typed fields of the GraphQL read, from the normalised answer (besides source, fetchedAt and payload). */
  typed(answer: Out): object;
  /** The typed field whose value is the whole normalised answer, when `typed` wraps it in one (else: all of them). */
  payloadField?: string;
  /** Writes what a fresh acquisition tells about the library's records. */
  store?(db: Db, answer: Out, fetchedAt: Date): Promise<void>;
  /** List sizes of the typed read, for the cost estimate. */
  lists?: Record<string, ListSize>;
}

/** A public operation, or one the network answers only to a signed-in account (lent by the pool for the call). */
export type WrapperSpec<Req extends Controls, Raw, Out> = Base<Req, Raw, Out> &
  (
    | { signedIn: false; acquire(upstream: PhotonetWrapperUpstream, request: Req, asOf: number): Promise<Raw> }
    | { signedIn: true; acquire(upstream: PhotonetWrapperUpstream, request: Req, asOf: number, account: SignedInAccount): Promise<Raw> }
  );

const spec = <Req extends Controls, Raw, Out>(s: WrapperSpec<Req, Raw, Out>) => s;

const standard: FieldPrice = { price: P.wrapperRead };
const signedIn: FieldPrice = { price: P.signedInRead };
const handleVar = { handle: 'String!' };
const byHandle = (r: AccountRequest) => ({ handle: r.handle });
const byShortcode = (r: PostRequest) => ({ shortcode: r.shortcode });
const byLocation = (r: LocationRequest) => ({ locationId: r.location_id });

export const WRAPPERS = {
  web_profile_info: spec({
    sample: { handle: 'sbx_12_parity' },
    field: 'photonetWebProfileInfo',
    summary: "An account's web profile (contract 2.13), live or stored.",
    price: standard,
    signedIn: false,
    rules: aliasedAccountRules,
    variables: byHandle,
    variableTypes: handleVar,
    args: byHandle,
    acquire: (up, r) => up.webProfile(r.handle),
    normalise: (_, raw) => N.normaliseWebProfile(raw),
    typed: (profile) => ({ profile }),
    payloadField: 'profile',
    store: (db, profile, at) => refreshTrackedProfile(db, profile, at),
  }),
  post: spec({
    sample: { shortcode: 'Parity123' },
    field: 'photonetPost',
    summary: 'One post by shortcode or URL: counts, media, author, place, tagged accounts.',
    price: standard,
    signedIn: false,
    rules: postRules,
    variables: byShortcode,
    variableTypes: { shortcode: 'String!' },
    args: byShortcode,
    acquire: (up, r) => up.post(r.shortcode),
    normalise: (_, raw) => N.normalisePost(raw),
    typed: (post) => ({ post }),
    payloadField: 'post',
  }),
  story: spec({
    sample: { handle: 'sbx_3_parity' },
    field: 'photonetStory',
    summary: "An account's current story (signed in).",
    price: signedIn,
    signedIn: true,
    rules: accountRules,
    variables: byHandle,
    variableTypes: handleVar,
    args: byHandle,
    acquire: (up, r, asOf, account) => up.story(r.handle, account, asOf),
    normalise: (r, raw) => N.normaliseStory(r.handle, raw),
    typed: (story) => story,
    lists: { 'PhotonetStoryRead.items': { assumedSize: 20 } },
  }),
  likers: spec({
    sample: { url: 'https://photonet.example/p/Parity123/' },
    field: 'photonetLikers',
    summary: "A post's most recent likers, at most 100, and its like count (signed in).",
    price: signedIn,
    signedIn: true,
    rules: postRules,
    variables: byShortcode,
    variableTypes: { shortcode: 'String!' },
    args: byShortcode,
    acquire: (up, r, _asOf, account) => up.likers(r.shortcode, account),
    normalise: (r, raw) => N.normaliseLikers(r.shortcode, raw),
    typed: (likers) => likers,
    lists: { 'PhotonetLikersRead.users': { assumedSize: 100 } },
  }),
  about: spec({
    sample: { handle: 'sbx_3_parity' },
    field: 'photonetAbout',
    summary: 'About an account: when it joined, where it is based, former usernames, verification, ads (signed in).',
    price: signedIn,
    signedIn: true,
    rules: accountRules,
    variables: byHandle,
    variableTypes: handleVar,
    args: byHandle,
    acquire: (up, r, _asOf, account) => up.about(r.handle, account),
    normalise: (r, raw) => N.normaliseAbout(r.handle, raw),
    typed: (about) => about,
  }),
  embed: spec({
    sample: { handle: 'sbx_3_parity' },
    field: 'photonetEmbed',
    summary: 'The embed (oEmbed) of a post or a profile: its HTML, author and thumbnail.',
    price: standard,
    signedIn: false,
    rules: embedRules,
    variables: (r: EmbedRequest) => r.target,
    variableTypes: { handle: 'String', shortcode: 'String' },
    args: (r: EmbedRequest) => r.target,
    acquire: (up, r) => up.embed(r.target),
    normalise: (r, raw) => N.normaliseEmbed(r.target, raw),
    typed: (embed) => embed,
  }),
  loggedout_profile: spec({
    sample: { handle: 'sbx_20_parity' },
    field: 'photonetLoggedOutProfile',
    summary: 'An account as a visitor without a session sees it: its web profile and its latest posts.',
    price: standard,
    signedIn: false,
    rules: aliasedAccountRules,
    variables: byHandle,
    variableTypes: handleVar,
    args: byHandle,
    acquire: (up, r, asOf) => up.loggedOutProfile(r.handle, asOf),
    normalise: (_, raw) => N.normaliseLoggedOutProfile(raw),
    typed: (page) => page,
    store: (db, page, at) => refreshTrackedProfile(db, page.profile, at),
    lists: { 'PhotonetLoggedOutProfileRead.posts': { assumedSize: 12 } },
  }),
  popular_search: spec({
    sample: { query: 'parity coffee', media_count: '9', related_keywords_count: '2' },
    field: 'photonetPopularSearch',
    summary: 'The top results of a keyword search in one document: posts and related keywords.',
    price: standard,
    signedIn: false,
    rules: searchRules,
    variables: (r: SearchRequest) => ({ query: r.query, mediaCount: r.media_count, relatedKeywordsCount: r.related_keywords_count }),
    variableTypes: { query: 'String!', mediaCount: 'Int', relatedKeywordsCount: 'Int' },
    args: (r: SearchRequest) => ({ query: r.query, media_count: r.media_count, related_keywords_count: r.related_keywords_count }),
    acquire: (up, r, asOf) => up.popularSearch(r.query, r.media_count, r.related_keywords_count, asOf),
    normalise: (r, raw) => N.normalisePopularSearch(r.query, raw),
    typed: (search) => search,
    lists: { 'PhotonetPopularSearchRead.posts': { assumedSize: MAX_SEARCH_MEDIA }, 'PhotonetPopularSearchRead.relatedKeywords': { assumedSize: MAX_KEYWORDS } },
  }),
  highlights_tray: spec({
    sample: { handle: 'sbx_8_parity', max_highlights_to_fetch_on_pagination: '5' },
    field: 'photonetHighlightsTray',
    summary: "An account's story highlights in one document.",
    price: standard,
    signedIn: false,
    rules: highlightsRules,
    variables: (r: HighlightsRequest) => ({ handle: r.handle, maxHighlightsToFetchOnPagination: r.max_highlights_to_fetch_on_pagination }),
    variableTypes: { handle: 'String!', maxHighlightsToFetchOnPagination: 'Int' },
    args: (r: HighlightsRequest) => ({ handle: r.handle, max_highlights_to_fetch_on_pagination: r.max_highlights_to_fetch_on_pagination }),
    acquire: (up, r) => up.highlightsTray(r.handle, r.max_highlights_to_fetch_on_pagination),
    normalise: (r, raw) => N.normaliseHighlightsTray(r.handle, raw),
    typed: (tray) => tray,
    lists: { 'PhotonetHighlightsTrayRead.highlights': { assumedSize: MAX_HIGHLIGHTS } },
  }),
  related_profiles: spec({
    sample: { handle: 'sbx_8_parity' },
    field: 'photonetRelatedProfiles',
    summary: 'The accounts the network suggests beside one (contract 2.13).',
    price: standard,
    signedIn: false,
    rules: accountRules,
    variables: byHandle,
    variableTypes: handleVar,
    args: byHandle,
    acquire: (up, r) => up.relatedProfiles(r.handle),
    normalise: (r, raw) => N.normaliseRelatedProfiles(r.handle, raw),
    typed: (related) => related,
    lists: { 'PhotonetRelatedProfilesRead.accounts': { assumedSize: 80 } },
  }),
  location_info: spec({
    sample: { location_id: '212988663' },
    field: 'photonetLocationInfo',
    summary: 'A location by its numeric id: name, coordinates, post count (contract 2.13).',
    price: standard,
    signedIn: false,
    rules: locationRules,
    variables: byLocation,
    variableTypes: { locationId: 'String!' },
    args: (r: LocationRequest) => ({ location_id: r.location_id }),
    acquire: (up, r) => up.locationInfo(r.location_id),
    normalise: (_, raw) => N.normaliseLocationInfo(raw),
    typed: (info) => info,
  }),
  location_nearby: spec({
    sample: { location_id: '212988663' },
    field: 'photonetLocationNearby',
    summary: 'The places near a location (contract 2.13).',
    price: standard,
    signedIn: false,
    rules: locationRules,
    variables: byLocation,
    variableTypes: { locationId: 'String!' },
    args: (r: LocationRequest) => ({ location_id: r.location_id }),
    acquire: (up, r) => up.locationNearby(r.location_id),
    normalise: (r, raw) => N.normaliseLocationNearby(r.location_id, raw),
    typed: (nearby) => nearby,
    lists: { 'PhotonetNearby.locations': { assumedSize: 20 } },
  }),
  user_posts: spec({
    sample: { handle: 'sbx_30_parity', limit: '30' },
    field: 'photonetUserPosts',
    summary: "An account's latest posts in one answer (contract 2.13 live posts), continued with max_id.",
    price: { price: P.wrapperRead, block: { size: 12, limitArg: 'limit', defaultLimit: 12, items: 'posts' } },
    signedIn: false,
    rules: userPostsRules,
    variables: (r: UserPostsRequest) => ({ handle: r.handle, maxId: r.max_id ?? undefined, limit: r.limit }),
    variableTypes: { handle: 'String!', maxId: 'String', limit: 'Int' },
    args: (r: UserPostsRequest) => ({ handle: r.handle, max_id: r.max_id, limit: r.limit }),
    acquire: (up, r, asOf) => scanUserPosts(up.feed, r.handle, r.max_id, r.limit, asOf),
    normalise: (r, raw) => N.normaliseUserPosts(r.handle, raw),
    typed: (posts) => posts,
    lists: { 'PhotonetUserPostsRead.posts': { assumedSize: MAX_USER_POSTS } },
  }),
  // Every name has its wrapper (each typed by spec() with its own request, payload and answer), and nothing else.
} satisfies Record<WrapperName, { field: string; signedIn: boolean }>;

export type AnyWrapper = WrapperSpec<Controls, unknown, unknown>;

export const wrapper = (name: WrapperName) => WRAPPERS[name] as unknown as AnyWrapper;
export const WRAPPER_NAMES = Object.keys(WRAPPERS) as WrapperName[];

/** List sizes of the wrappers' typed reads. */
export function wrapperLists(): Record<string, ListSize> {
  return Object.assign(
    { 'PhotonetPostDetail.imageUrls': { assumedSize: 20 } },
    ...WRAPPER_NAMES.map((name) => wrapper(name).lists ?? {}),
    // The ranges of each read's whole-number arguments (media_count, limit, ...): its own rules, whatever the options.
    ...WRAPPER_NAMES.map((name) => {
      const ranges = argumentRanges(wrapper(name).rules({ now: Date.now, usernameSunset: '9999-12-31' }));
      return Object.keys(ranges).length ? { [`Query.${wrapper(name).field}`]: { ranges } } : {};
    }),
  );
}

/** A wrapper's rules for a username sunset: one object per (wrapper, sunset), which the route and the resolver share. */
export const wrapperRules = (name: WrapperName, usernameSunset: string) =>
  cachedRules(`wrapper.${name}`, usernameSunset, () => wrapper(name).rules({ now: Date.now, usernameSunset }));
