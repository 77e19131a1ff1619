import { z } from 'zod';
import { InvalidRequest, quote, quoteName } from '../../platform/errors.ts';
import { identifierUrl } from '../../platform/outbound/url-policy.ts';
import { cursorField, decodeCursor as decodeSigned, encodeCursor as encodeSigned } from '../../platform/cursor.ts';
import { exactlyOneOf, pageCursorParam, queryParam } from '../../platform/rest/bounds.ts';
import { documented, normalised, parsed, sourceParam } from '../../platform/rest/params.ts';
import { parseSince } from '../../platform/walk.ts';
import { SPONSOR_CATEGORIES, type ChannelRef, type ChannelTab, type SponsorCategory, type TabSort } from './upstream.ts';
import { MAX_PAGES_REFUSAL } from '../../platform/walkers/request.ts';

/**
 * Parameter rules of the videonet operations, one schema per operation under the REST names; resolvers apply the
 * same schemas to the GraphQL arguments (checkArgs), so both surfaces answer the same 400.
 */

export const HANDLE = /^@[A-Za-z0-9._-]{3,30}$/;
export const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
export const PLAYLIST_ID = /^(PL|UU|LL|FL|OL|RD|UL)[A-Za-z0-9_-]{10,64}$/;
const LANG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
const TAG = /^[\p{L}\p{N}_-]{1,100}$/u;
const MAX_CURSOR = 8192;
/** The most items one bulk request names. */
export const MAX_BULK = 100;

/** A handle as `@name` (the `@` may be left out): 3 to 30 of A-Z a-z 0-9 . _ - after it. */
export function parseHandle(value: string, name = 'handle'): string {
  const handle = value.startsWith('@') ? value : `@${value}`;
  if (!HANDLE.test(handle)) throw new InvalidRequest(`${name} must be @ followed by 3 to 30 characters of A-Z a-z 0-9 . _ -, got ${quote(value)}`);
  return handle;
}

export function parseChannelId(value: string, name = 'channel_id'): string {
  if (!CHANNEL_ID.test(value)) throw new InvalidRequest(`${name} must be UC followed by 22 characters of A-Z a-z 0-9 _ -, got ${quote(value)}`);
  return value;
}

export function parseVideoId(value: string, name = 'id'): string {
  if (!VIDEO_ID.test(value)) throw new InvalidRequest(`${name} must be a video id: 11 characters of A-Z a-z 0-9 _ -, got ${quote(value)}`);
  return value;
}

const VIDEO_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

/** The video id of a watch, shorts, live or embed URL on youtube.com, or a youtu.be link. */
export function videoIdFromUrl(value: string, name = 'url'): string {
  const shape = 'https://www.youtube.com/watch?v=<id>, /shorts/<id>, /live/<id> or https://youtu.be/<id>';
  const url = identifierUrl(value, name, `${name} must be a video URL like ${shape}, got ${quote(value)}`);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new InvalidRequest(`${name} must be an http(s) URL like ${shape}`);
  let id: string | null;
  if (url.hostname === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (VIDEO_HOSTS.has(url.hostname)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:shorts|live|embed|v)\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null;
  } else throw new InvalidRequest(`${name} must be on youtube.com or youtu.be, like ${shape}, got ${quote(value)}`);
  if (!id || !VIDEO_ID.test(id)) throw new InvalidRequest(`${name} does not name a video (an 11-character id), like ${shape}, got ${quote(value)}`);
  return id;
}

const handle = normalised((v) => parseHandle(v), {
  pattern: '^@?[A-Za-z0-9._-]{3,30}$',
  minLength: 3,
  maxLength: 31,
  description: 'The channel handle, @name (the @ may be left out).',
});
const channelId = normalised((v) => parseChannelId(v), {
  pattern: CHANNEL_ID.source,
  minLength: 24,
  maxLength: 24,
  description: 'The channel id: UC followed by 22 characters.',
});
const videoId = normalised((v) => parseVideoId(v), {
  pattern: VIDEO_ID.source,
  minLength: 11,
  maxLength: 11,
  description: 'The video id: 11 characters of A-Z a-z 0-9 _ -.',
});
const videoUrl = normalised((v) => videoIdFromUrl(v), {
  format: 'uri',
  maxLength: 2048,
  description: 'A video URL on youtube.com (watch, shorts, live, embed) or youtu.be; answered as its id.',
});
const cursor = pageCursorParam('cursor').optional();

/** A boolean flag: true or false (REST strings, GraphQL Boolean). */
function flagParam(name: string, description: string) {
  return documented(z.union([z.string(), z.boolean()]), { type: 'boolean', default: false, description })
    .transform(
      parsed((v: string | boolean) => {
        if (typeof v === 'boolean') return v;
        if (v === 'true') return true;
        if (v === 'false') return false;
        throw new InvalidRequest(`${name} must be true or false, got ${quote(v)}`);
      }),
    )
    .optional();
}

function choice<const T extends readonly [string, ...string[]]>(name: string, values: T, fallback: T[number]) {
  return z.enum(values, { error: `${name} must be ${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` }).default(fallback as never);
}

/** The channel a request names: `handle` or `channel_id`, exactly one (checked by the rules). */
export function channelRef(p: { handle?: string; channel_id?: string }): ChannelRef {
  return p.handle !== undefined ? { handle: p.handle } : { channelId: p.channel_id! };
}

/** The video a request names: `id` or `url`, exactly one (checked by the rules). */
export const videoOf = (p: { id?: string; url?: string }): string => (p.id ?? p.url)!;

/** GET /v1/videonet/channel (the library: no source) */
export const libraryChannelArgs = exactlyOneOf(z.strictObject({ handle: handle.optional(), channel_id: channelId.optional() }), 'handle', 'channel_id');

/** GET /v1/videonet/video (the library) */
export const libraryVideoArgs = z.strictObject({ id: videoId });

/** GET /v1/videonet/live/channel */
export const channelArgs = exactlyOneOf(
  z.strictObject({ handle: handle.optional(), channel_id: channelId.optional(), source: sourceParam }),
  'handle',
  'channel_id',
);

const videoFields = { id: videoId.optional(), url: videoUrl.optional() };

/** GET /v1/videonet/live/video */
export const videoArgs = exactlyOneOf(z.strictObject({ ...videoFields, source: sourceParam }), 'id', 'url');

/** GET /v1/videonet/live/video/comments */
export const commentsArgs = exactlyOneOf(
  z.strictObject({
    ...videoFields,
    sort: choice('sort', ['top', 'newest'] as const, 'top'),
    replies: flagParam('replies', 'true reads each comment with its replies.'),
    cursor,
    source: sourceParam,
  }),
  'id',
  'url',
);

const lang = normalised(
  (v) => {
    if (!LANG.test(v)) throw new InvalidRequest(`lang must be a language code such as en or pt-BR, got ${quote(v)}`);
    return v;
  },
  { pattern: LANG.source, maxLength: 12, default: 'en', description: 'The caption language, a code such as en or pt-BR (default en).' },
);

/** GET /v1/videonet/live/video/transcript */
export const transcriptArgs = exactlyOneOf(z.strictObject({ ...videoFields, lang: lang.optional(), source: sourceParam }), 'id', 'url');

/** `categories`: sponsor categories separated by commas (REST) or a list (GraphQL); every category by default. */
const categories = documented(z.union([z.string(), z.array(z.string())]), {
  type: 'string',
  description: `Sponsor categories separated by commas, of ${SPONSOR_CATEGORIES.join(', ')}; every one by default.`,
}).transform(
  parsed((raw: string | string[]): SponsorCategory[] => {
    const list = (typeof raw === 'string' ? raw.split(',') : raw).map((c) => c.trim());
    if (list.length === 0 || list.length > SPONSOR_CATEGORIES.length)
      throw new InvalidRequest(`categories takes 1 to ${SPONSOR_CATEGORIES.length} categories.`);
    for (const c of list) {
      if (!(SPONSOR_CATEGORIES as readonly string[]).includes(c))
        throw new InvalidRequest(`categories must be of ${SPONSOR_CATEGORIES.join(', ')}, got ${quote(c)}`);
    }
    if (new Set(list).size !== list.length) throw new InvalidRequest('categories names a category twice.');
    return SPONSOR_CATEGORIES.filter((c) => list.includes(c));
  }),
);

/** GET /v1/videonet/live/video/sponsors */
export const sponsorsArgs = exactlyOneOf(z.strictObject({ ...videoFields, categories: categories.optional(), source: sourceParam }), 'id', 'url');

/** GET /v1/videonet/live/video/thumbnails */
export const thumbnailsArgs = exactlyOneOf(z.strictObject({ ...videoFields, source: sourceParam }), 'id', 'url');

/** GET /v1/videonet/live/search */
export const searchArgs = z.strictObject({
  query: queryParam('query'),
  type: choice('type', ['all', 'video', 'channel', 'playlist'] as const, 'all'),
  duration: choice('duration', ['any', 'short', 'medium', 'long'] as const, 'any'),
  upload_date: choice('upload_date', ['any', 'hour', 'today', 'week', 'month', 'year'] as const, 'any'),
  sort: choice('sort', ['relevance', 'upload_date', 'view_count', 'rating'] as const, 'relevance'),
  cursor,
  source: sourceParam,
});

/** GET /v1/videonet/live/hashtag */
export const hashtagArgs = z.strictObject({
  tag: normalised(
    (v) => {
      const tag = v.replace(/^#/, '');
      if (!TAG.test(tag)) throw new InvalidRequest(`tag must be a hashtag of 1 to 100 letters, digits, _ or - (the # may be left out), got ${quote(v)}`);
      return tag;
    },
    { minLength: 1, maxLength: 101, description: 'The hashtag, with or without #.' },
  ),
  cursor,
  source: sourceParam,
});

/** GET /v1/videonet/live/search/suggestions */
export const suggestionsArgs = z.strictObject({ query: queryParam('query'), source: sourceParam });

/** GET /v1/videonet/live/playlist */
export const playlistArgs = z.strictObject({
  id: normalised(
    (v) => {
      if (!PLAYLIST_ID.test(v))
        throw new InvalidRequest(`id must be a playlist id (PL, UU, LL, FL, OL, RD or UL followed by 10 to 64 characters), got ${quote(v)}`);
      return v;
    },
    { pattern: PLAYLIST_ID.source, minLength: 12, maxLength: 66, description: 'The playlist id, such as PL…' },
  ),
  cursor,
  source: sourceParam,
});

/** A list in a body (REST) or an argument (GraphQL) of 1 to 100 items, each checked by `item`, none twice. */
function bulkList(name: string, what: string, item: (value: string) => string, key: (value: string) => string = (v) => v) {
  return documented(z.array(z.unknown()), { type: 'array', minItems: 1, maxItems: MAX_BULK, items: { type: 'string' }, description: what }).transform(
    parsed((list: unknown[]) => {
      if (list.length === 0 || list.length > MAX_BULK) throw new InvalidRequest(`${name} takes 1 to ${MAX_BULK} items, got ${list.length}.`);
      const seen = new Set<string>();
      return list.map((value, i) => {
        if (typeof value !== 'string') throw new InvalidRequest(`${name}[${i}] must be a string.`);
        const parsedItem = item(value);
        const k = key(parsedItem);
        if (seen.has(k)) throw new InvalidRequest(`${name} names ${quote(value)} twice.`);
        seen.add(k);
        return parsedItem;
      });
    }),
  );
}

/** A channel of a bulk read: `@handle` or a channel id. */
export function bulkChannel(value: string): string {
  if (value.startsWith('UC') && value.length === 24) return parseChannelId(value, 'each channel');
  if (!value.startsWith('@')) throw new InvalidRequest(`each channel must be @handle or a channel id (UC + 22 characters), got ${quote(value)}`);
  return parseHandle(value, 'each channel');
}

export const refOfBulk = (value: string): ChannelRef => (value.startsWith('@') ? { handle: value } : { channelId: value });

/** POST /v1/videonet/live/channels */
export const bulkChannelsArgs = z.strictObject({
  channels: bulkList('channels', `1 to ${MAX_BULK} channels, each @handle or a channel id (UC + 22 characters), none twice.`, bulkChannel, (v) =>
    v.startsWith('@') ? v.toLowerCase() : v,
  ),
  source: sourceParam,
});

/** POST /v1/videonet/live/transcripts */
export const bulkTranscriptsArgs = z.strictObject({
  videos: bulkList('videos', `1 to ${MAX_BULK} video ids, none twice.`, (v) => parseVideoId(v, 'each video')),
  lang: lang.optional(),
  source: sourceParam,
});

/** The paged reads' cursor: the upstream's own, signed and bound to the read and target it resumes (platform/cursor.ts). */
export function encodePageCursor(op: string, target: string, upstream: string): string {
  return encodeSigned(`videonet:${op}`, { target }, { c: upstream });
}

/** The upstream cursor inside a page cursor; a 400 for anything a previous page of the same read did not emit. */
export function decodePageCursor(op: string, target: string, cursorValue: string): string {
  return decodeSigned(`videonet:${op}`, { target }, cursorValue, z.strictObject({ c: cursorField.text.min(1) })).c;
}

// ---- Channel collections (contract 4.5) ----

export type CacheMode = 'auto' | 'cache_only' | 'live';

/** A validated collection request: what a job stores as its arguments and what a synchronous page runs. */
export interface CollectionRequest {
  handle: string | null;
  channel_id: string | null;
  sort: TabSort;
  since: string | null;
  /** Null: no page cap. */
  max_pages: number | null;
  cursor: string | null;
  cached: CacheMode;
  get_raw: boolean;
}

export const collectionRef = (r: CollectionRequest): ChannelRef => (r.handle !== null ? { handle: r.handle } : { channelId: r.channel_id! });
/** What a collection cursor is bound to: the tab, the channel as named, and the order. */
export const collectionTarget = (tab: ChannelTab, r: CollectionRequest) => `${tab}:${r.handle?.toLowerCase() ?? r.channel_id}:${r.sort}`;

/** Inputs other paging schemes use: refused, the collections page with cursor and max_pages only. */
const NATIVE = ['continuation', 'max_id', 'after', 'count', 'first', 'limit', 'offset', 'page'];

type Input = string | number | boolean | string[] | undefined;

function text(name: string, raw: Input): string | undefined {
  if (raw !== undefined && typeof raw !== 'string') throw new InvalidRequest(`${name} must be given once, as a string.`);
  return raw;
}

/**
 * The rules of a collection (contract 4.5, 4.4): exactly one of handle and channel_id; no page_size (the service
 * sets it); sort newest (default) or popular (videos and shorts only); since, max_pages, cursor, cached, get_raw.
 */
export function parseCollection(tab: ChannelTab, given: Record<string, Input>, now: number): CollectionRequest {
  if (given.page_size !== undefined) throw new InvalidRequest('page_size is set by the service on videonet collections and is not accepted.');
  for (const native of NATIVE) {
    if (given[native] !== undefined) throw new InvalidRequest(`${native} is not accepted; page with cursor and max_pages.`);
  }
  const allowed = new Set(['handle', 'channel_id', 'sort', 'since', 'max_pages', 'cursor', 'cached', 'get_raw']);
  for (const key of Object.keys(given)) if (given[key] !== undefined && !allowed.has(key)) throw new InvalidRequest(`Unknown parameter ${quoteName(key)}.`);
  const h = text('handle', given.handle);
  const c = text('channel_id', given.channel_id);
  if ((h === undefined) === (c === undefined)) throw new InvalidRequest('Give exactly one of handle and channel_id.');
  const sortText = text('sort', given.sort) ?? 'newest';
  if (sortText !== 'newest' && sortText !== 'popular') throw new InvalidRequest(`sort must be newest or popular, got ${quote(sortText)}`);
  if (sortText === 'popular' && tab === 'lives') throw new InvalidRequest('sort=popular is offered on channel videos and shorts only, not on lives.');
  const sinceText = text('since', given.since);
  if (sinceText !== undefined) parseSince(sinceText, now);
  let maxPages: number | null;
  if (given.max_pages === undefined) maxPages = sinceText !== undefined ? null : 10;
  else {
    const raw = given.max_pages;
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(n)) throw new InvalidRequest(`max_pages must be a whole number, got ${quote(String(raw))}`);
    if (n === 0 || n < -1) throw new InvalidRequest(MAX_PAGES_REFUSAL);
    maxPages = n === -1 ? null : n;
  }
  const cachedText = text('cached', given.cached) ?? 'auto';
  if (cachedText !== 'auto' && cachedText !== 'cache_only' && cachedText !== 'live')
    throw new InvalidRequest(`cached must be auto, cache_only or live, got ${quote(cachedText)}`);
  let getRaw = false;
  if (given.get_raw !== undefined) {
    const raw = given.get_raw;
    if (raw === true || raw === 'true') getRaw = true;
    else if (raw === false || raw === 'false') getRaw = false;
    else throw new InvalidRequest(`get_raw must be true or false, got ${quote(String(raw))}`);
  }
  const cursorText = text('cursor', given.cursor) ?? null;
  const request: CollectionRequest = {
    handle: h === undefined ? null : parseHandle(h),
    channel_id: c === undefined ? null : parseChannelId(c),
    sort: sortText,
    since: sinceText ?? null,
    max_pages: maxPages,
    cursor: cursorText,
    cached: cachedText,
    get_raw: getRaw,
  };
  if (cursorText !== null) decodePageCursor(`channel_${tab}`, collectionTarget(tab, request), cursorText);
  return request;
}

/** A collection's rules as a parameter schema: what the REST route parses its query with and the resolver its arguments. */
function collectionRules(tab: ChannelTab, now: () => number = Date.now) {
  const param = (doc: Record<string, unknown>) => documented(z.union([z.string(), z.number(), z.boolean()]), doc).optional();
  const fields = {
    handle: param({ type: 'string', pattern: '^@?[A-Za-z0-9._-]{3,30}$', description: 'The channel handle, @name. Exactly one of handle and channel_id.' }),
    channel_id: param({ type: 'string', pattern: CHANNEL_ID.source, description: 'The channel id, UC + 22 characters. Exactly one of handle and channel_id.' }),
    sort: param({
      type: 'string',
      enum: tab === 'lives' ? ['newest'] : ['newest', 'popular'],
      default: 'newest',
      description: tab === 'lives' ? 'newest only (popular is 400 on lives).' : 'newest, or popular (by views: ranked pages, later pages are not older).',
    }),
    since: param({
      type: 'string',
      description: 'Only videos posted at or after this: YYYY-MM-DD, an RFC 3339 time, or a number of days such as 30d. Alone it makes a job with no page cap.',
    }),
    max_pages: param({
      type: 'integer',
      minimum: -1,
      description: '1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10, or no cap with since.',
    }),
    cursor: param({
      type: 'string',
      maxLength: MAX_CURSOR,
      description:
        'next_cursor of a previous page of the same collection, channel and sort. Opaque and signed: never construct or alter one; any other value is a 400.',
    }),
    cached: param({ type: 'string', enum: ['auto', 'cache_only', 'live'], default: 'auto' }),
    get_raw: param({ type: 'boolean', default: false, description: 'Items as the upstream returned them.' }),
  };
  return z
    .looseObject(fields)
    .meta({ description: 'Exactly one of handle and channel_id; page_size is set by the service (400 when given).' })
    .transform(parsed((input) => parseCollection(tab, input as Record<string, Input>, now())));
}

/** A channel's collections (its tabs). */
export const TABS: ChannelTab[] = ['videos', 'shorts', 'lives'];

/** Each collection's rules, built once (they read the time when they parse), for the route and the resolver alike. */
export const COLLECTION_RULES = Object.fromEntries(TABS.map((tab) => [tab, collectionRules(tab)])) as Record<ChannelTab, ReturnType<typeof collectionRules>>;
