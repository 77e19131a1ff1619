// youtubei.js is loaded only when VIDEONET_PROVIDER=innertube, on the first call: the sandbox never holds it.
import type { Innertube } from 'youtubei.js';
import { ApiError, NotFound, UpstreamError, UpstreamRateLimited } from '../../platform/errors.ts';
import type { OutboundFetcher } from '../../platform/outbound/fetcher.ts';
import type {
  ChannelRef,
  ChannelTab,
  Comment,
  CommentSort,
  RawChannel,
  RawCommentPage,
  RawHashtagPage,
  RawPlaylistPage,
  RawSearchPage,
  RawSuggestions,
  RawTranscript,
  RawVideo,
  RawVideoPage,
  SearchFilters,
  SearchResult,
  TabSort,
  Thumbnail,
  TranscriptLanguage,
  VideonetProvider,
  VideoSummary,
} from './upstream.ts';

/**
 * The real provider (VIDEONET_PROVIDER=innertube): the network's own web API (InnerTube) through youtubei.js, which
 * supplies the client context, headers and request plumbing. Every request goes through the guarded outbound fetcher
 * (youtubei.js takes a custom `fetch`), rebased onto VIDEONET_API_URL: the path and query stay, the origin is the
 * configured one (so the suggestion host's `/complete/search` goes there too).
 *
 * The session is made locally, with no bootstrap request: `generate_session_locally`, no player script
 * (`retrieve_player: false`: no stream deciphering is needed, only metadata), no InnerTube config fetch, no session
 * cache, and a fixed visitor data. Responses are read with `parse: false` (the raw InnerTube JSON) and walked for the
 * renderers each read needs, so a renderer the network adds or moves elsewhere in a page is still found:
 *
 *   POST /youtubei/v1/navigation/resolve_url {url}            handle → browseId
 *   POST /youtubei/v1/browse {browseId[, params]}             channel metadata and header; about (aboutChannelViewModel);
 *                                                             tabs (videos, shorts, streams: richGridRenderer, the
 *                                                             Popular chip's continuation); hashtag (FEhashtag);
 *                                                             playlist (VL<id>: playlistVideoRenderer)
 *   POST /youtubei/v1/browse {continuation}                   next pages of tabs, hashtags, playlists
 *   POST /youtubei/v1/player {videoId}                        videoDetails, microformat
 *   POST /youtubei/v1/next {videoId} | {continuation}         owner, like count, comment section token, transcript
 *                                                             params; comment pages (commentThreadRenderer with
 *                                                             commentRenderer, or commentViewModel with its entities in
 *                                                             frameworkUpdates), sort menu, replies
 *   POST /youtubei/v1/get_transcript {params}                 transcriptSegmentRenderer, the language menu
 *   POST /youtubei/v1/search {query, params} | {continuation} videoRenderer, channelRenderer, playlistRenderer,
 *                                                             lockupViewModel (playlists in the view-model form)
 *   GET  /complete/search?q=…                                 suggestions (window.google.ac.h([...]))
 *
 * A 404 answers not_found, 429 rate_limited, anything else that is not 2xx (or a shape with none of what a read
 * needs) upstream_error; no answer in time 504. None is charged.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- InnerTube's undocumented JSON, read by shape with every step optional
type J = any;

const TAB_PARAMS: Record<ChannelTab, string> = {
  videos: 'EgZ2aWRlb3PyBgQKAjoA',
  shorts: 'EgZzaG9ydHPyBgUKA5oBAA%3D%3D',
  lives: 'EgdzdHJlYW1z8gYECgJ6AA%3D%3D',
};
const ABOUT_PARAMS = 'EgVhYm91dPIGBAoCEgA%3D';
const VISITOR_DATA = 'CgtWaWRlb25ldEFQSSiAgICAgA%3D%3D';
const RETRY_SECONDS = 60;

/** Every value under any of `keys` in `node`, in document order; a match is not searched further, nor are `skip` keys. */
export function findAll(node: J, keys: string | string[], skip: string[] = []): { key: string; value: J }[] {
  const wanted = new Set(Array.isArray(keys) ? keys : [keys]);
  const skipped = new Set(skip);
  const out: { key: string; value: J }[] = [];
  const visit = (v: J) => {
    if (Array.isArray(v)) {
      for (const x of v) visit(x);
      return;
    }
    if (!v || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if (wanted.has(k)) out.push({ key: k, value: x });
      else if (!skipped.has(k)) visit(x);
    }
  };
  visit(node);
  return out;
}
const first = (node: J, key: string): J => findAll(node, key)[0]?.value;

/** The entity payloads a response's framework updates carry, by entity key (comments and like counts use them). */
function entities(data: J): Map<string, J> {
  const byKey = new Map<string, J>();
  for (const m of data?.frameworkUpdates?.entityBatchUpdate?.mutations ?? [])
    if (typeof m?.entityKey === 'string' && m.payload) byKey.set(m.entityKey, m.payload);
  return byKey;
}

/** The text of an InnerTube text object: simpleText, runs, or a view model's content. */
export function text(t: J): string | null {
  if (typeof t === 'string') return t;
  if (!t || typeof t !== 'object') return null;
  if (typeof t.simpleText === 'string') return t.simpleText;
  if (Array.isArray(t.runs)) return t.runs.map((r: J) => r?.text ?? '').join('');
  if (typeof t.content === 'string') return t.content;
  return null;
}

/** A count as the network writes it: `1,234 views`, `1.2M subscribers`, `12K`, `No views`. */
export function count(value: string | null | undefined): number | null {
  if (!value) return null;
  if (/^no\b/i.test(value.trim())) return 0;
  const m = /([\d.,]+)\s*([KMB])?/i.exec(value);
  if (!m) return null;
  const n = Number(m[1].replace(/,/g, ''));
  if (!Number.isFinite(n)) return null;
  const scale = { K: 1e3, M: 1e6, B: 1e9 }[(m[2] ?? '').toUpperCase() as 'K' | 'M' | 'B'] ?? 1;
  return Math.round(n * scale);
}

/** `12:34` or `1:02:03` in seconds. */
export function duration(value: string | null | undefined): number | null {
  if (!value || !/^\d+(:\d{1,2}){1,2}$/.test(value.trim())) return null;
  return value
    .trim()
    .split(':')
    .reduce((s, part) => s * 60 + Number(part), 0);
}

const UNIT_MS: Record<string, number> = { second: 1e3, minute: 6e4, hour: 3.6e6, day: 8.64e7, week: 6.048e8, month: 2.592e9, year: 3.1536e10 };

/** A relative time (`3 weeks ago`, `Streamed 2 days ago`) as an approximate ISO time, counted back from `now`. */
export function relativeIso(value: string | null | undefined, now: number): string | null {
  const m = /(\d+)\s+(second|minute|hour|day|week|month|year)s?\s+ago/i.exec(value ?? '');
  return m ? new Date(now - Number(m[1]) * UNIT_MS[m[2].toLowerCase()]).toISOString() : null;
}

const lastUrl = (thumbs: J): string | null => (Array.isArray(thumbs) && thumbs.length ? (thumbs[thumbs.length - 1]?.url ?? null) : null);
const absolute = (url: string | null) => (url && url.startsWith('//') ? `https:${url}` : url);
const handleOf = (url: string | null | undefined): string | null => /\/(@[A-Za-z0-9._-]+)/.exec(url ?? '')?.[1] ?? null;

/** An InnerTube list item as a video summary, or null when it is not a video. */
function summary(key: string, r: J, channelId: string | null, channelTitle: string | null, now: number): VideoSummary | null {
  if (key === 'videoRenderer' || key === 'gridVideoRenderer') {
    const published = text(r.publishedTimeText);
    const live = (r.badges ?? []).some((b: J) => b?.metadataBadgeRenderer?.style === 'BADGE_STYLE_TYPE_LIVE_NOW');
    return {
      video_id: r.videoId,
      title: text(r.title) ?? '',
      channel_id: r.ownerText?.runs?.[0]?.navigationEndpoint?.browseEndpoint?.browseId ?? channelId,
      channel_title: text(r.ownerText) ?? channelTitle,
      published_at: relativeIso(published, now),
      published_text: published,
      duration_seconds: duration(text(r.lengthText)),
      view_count: count(text(r.viewCountText)),
      thumb_url: absolute(lastUrl(r.thumbnail?.thumbnails)),
      is_short: false,
      is_live: live,
      was_live: /^streamed/i.test(published ?? ''),
      video_url: `https://www.youtube.com/watch?v=${r.videoId}`,
    };
  }
  if (key === 'reelItemRenderer' || key === 'shortsLockupViewModel') {
    const id = r.videoId ?? r.onTap?.innertubeCommand?.reelWatchEndpoint?.videoId;
    if (typeof id !== 'string') return null;
    return {
      video_id: id,
      title: text(r.headline) ?? text(r.overlayMetadata?.primaryText) ?? '',
      channel_id: channelId,
      channel_title: channelTitle,
      published_at: null,
      published_text: null,
      duration_seconds: null,
      view_count: count(text(r.viewCountText) ?? text(r.overlayMetadata?.secondaryText)),
      thumb_url: absolute(lastUrl(r.thumbnail?.thumbnails) ?? r.thumbnail?.sources?.[0]?.url ?? null),
      is_short: true,
      is_live: false,
      was_live: false,
      video_url: `https://www.youtube.com/shorts/${id}`,
    };
  }
  if (key === 'playlistVideoRenderer') {
    const info = text(r.videoInfo) ?? '';
    return {
      video_id: r.videoId,
      title: text(r.title) ?? '',
      channel_id: r.shortBylineText?.runs?.[0]?.navigationEndpoint?.browseEndpoint?.browseId ?? null,
      channel_title: text(r.shortBylineText),
      published_at: relativeIso(info, now),
      published_text: /(\d+\s+\w+\s+ago)/.exec(info)?.[1] ?? null,
      duration_seconds: r.lengthSeconds ? Number(r.lengthSeconds) : duration(text(r.lengthText)),
      view_count: count(info.split('•')[0]),
      thumb_url: absolute(lastUrl(r.thumbnail?.thumbnails)),
      is_short: false,
      is_live: false,
      was_live: false,
      video_url: `https://www.youtube.com/watch?v=${r.videoId}`,
    };
  }
  return null;
}

/**
 * A search result in the lockup view-model form (how the network answers playlists now): its id, title, the
 * metadata rows' first part as the channel, and the thumbnail badge's count.
 */
function lockup(r: J): SearchResult | null {
  const playlist = r?.contentType === 'LOCKUP_CONTENT_TYPE_PLAYLIST';
  if (!playlist && r?.contentType !== 'LOCKUP_CONTENT_TYPE_VIDEO') return null;
  const meta = r.metadata?.lockupMetadataViewModel;
  const parts = findAll(meta?.metadata ?? {}, 'metadataParts').flatMap((p) => p.value ?? []);
  const image = first(r.contentImage ?? {}, 'image')?.sources;
  const badge = findAll(r.contentImage ?? {}, 'thumbnailBadgeViewModel')
    .map((b) => b.value?.text)
    .find((t) => typeof t === 'string');
  const id = String(r.contentId ?? '');
  return {
    kind: playlist ? 'playlist' : 'video',
    id,
    title: text(meta?.title) ?? '',
    channel_id: first(parts, 'browseEndpoint')?.browseId ?? null,
    channel_title: text(parts[0]?.text) ?? null,
    thumb_url: absolute(Array.isArray(image) ? (image[image.length - 1]?.url ?? null) : null),
    published_text: null,
    view_count: null,
    duration_seconds: playlist ? null : duration(badge),
    video_count: playlist ? count(badge) : null,
    subscriber_count: null,
    url: playlist ? `https://www.youtube.com/playlist?list=${id}` : `https://www.youtube.com/watch?v=${id}`,
  };
}

/** A video's like count: the like-count entity of the watch-next page, else the like button's accessibility text. */
function likeCount(next: J): number | null {
  const exact = Number(first(next, 'likeCountEntity')?.likeCountIfIndifferentNumber);
  if (Number.isFinite(exact)) return exact;
  const label = findAll(next, 'likeButtonViewModel')
    .map((b) => JSON.stringify(b.value))
    .join(' ');
  const m = /along with ([\d,]+) other/.exec(label);
  return m ? Number(m[1].replace(/,/g, '')) + 1 : null;
}

const ITEM_KEYS = ['videoRenderer', 'gridVideoRenderer', 'reelItemRenderer', 'shortsLockupViewModel', 'playlistVideoRenderer'];

/** The video items of a page, in order, with their JSON. */
function items(data: J, channelId: string | null, channelTitle: string | null, now: number) {
  const found = findAll(data, ITEM_KEYS);
  const out: { video: VideoSummary; raw: J }[] = [];
  for (const { key, value } of found) {
    const video = summary(key, value, channelId, channelTitle, now);
    if (video && typeof video.video_id === 'string') out.push({ video, raw: { [key]: value } });
  }
  return out;
}

/** The token of a page's last continuation item (its next page), or null. */
function nextToken(data: J, skip: string[] = []): string | null {
  const found = findAll(data, 'continuationItemRenderer', skip);
  const last = found[found.length - 1]?.value;
  return last?.continuationEndpoint?.continuationCommand?.token ?? last?.button?.buttonRenderer?.command?.continuationCommand?.token ?? null;
}

/** A varint of the protobuf wire format. */
function varint(n: number): number[] {
  const out: number[] = [];
  while (n > 127) {
    out.push((n & 127) | 128);
    n >>>= 7;
  }
  out.push(n);
  return out;
}
const field = (number: number, wire: number) => varint((number << 3) | wire);
const bytesField = (number: number, bytes: number[]) => [...field(number, 2), ...varint(bytes.length), ...bytes];

/** The search filter params (the network's protobuf): sort, then upload date, type and duration. */
export function searchParams(filters: SearchFilters): string | undefined {
  const sort = { relevance: 0, rating: 1, upload_date: 2, view_count: 3 }[filters.sort];
  const upload = { any: 0, hour: 1, today: 2, week: 3, month: 4, year: 5 }[filters.upload_date];
  const type = { all: 0, video: 1, channel: 2, playlist: 3 }[filters.type];
  const length = { any: 0, short: 1, long: 2, medium: 3 }[filters.duration];
  const inner = [
    ...(upload ? [...field(1, 0), ...varint(upload)] : []),
    ...(type ? [...field(2, 0), ...varint(type)] : []),
    ...(length ? [...field(3, 0), ...varint(length)] : []),
  ];
  const bytes = [...(sort ? [...field(1, 0), ...varint(sort)] : []), ...(inner.length ? bytesField(2, inner) : [])];
  return bytes.length ? Buffer.from(bytes).toString('base64') : undefined;
}

/** The hashtag page params: {93: {1: tag, 3: 1}}. */
export function hashtagParams(tag: string): string {
  const name = [...Buffer.from(tag, 'utf8')];
  return Buffer.from(bytesField(93, [...bytesField(1, name), ...field(3, 0), ...varint(1)])).toString('base64url');
}

const LANG_CODES = [
  'en',
  'es',
  'de',
  'fr',
  'ja',
  'pt',
  'it',
  'ru',
  'ko',
  'zh',
  'ar',
  'hi',
  'nl',
  'pl',
  'tr',
  'sv',
  'id',
  'vi',
  'uk',
  'cs',
  'el',
  'he',
  'da',
  'fi',
  'no',
  'ro',
  'hu',
  'th',
];
const NAMES = new Intl.DisplayNames(['en'], { type: 'language' });
const CODE_OF = new Map(LANG_CODES.map((code) => [NAMES.of(code)!.toLowerCase(), code]));

/** A caption language as the network's menu names it (`English (auto-generated)`, `Spanish`). */
export function captionLanguage(title: string): TranscriptLanguage {
  const generated = /\(auto-generated\)/i.test(title);
  const name = title.replace(/\s*\(.*\)\s*$/, '').trim();
  return { code: CODE_OF.get(name.toLowerCase()) ?? name.toLowerCase().replace(/[^a-z-]+/g, '-'), name: title, is_generated: generated };
}

/** A fetch for youtubei.js that sends everything through the guarded outbound fetcher, at `baseUrl`'s origin. */
export function guardedFetch(outbound: Pick<OutboundFetcher, 'fetchBytes'>, baseUrl: string): typeof fetch {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = typeof input === 'object' && 'url' in input ? (input as Request) : null;
    const original = new URL(request ? request.url : String(input));
    const target = `${base.origin}${prefix}${original.pathname}${original.search}`;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? request?.headers ?? {}).forEach((value, name) => {
      if (!['host', 'cookie', 'content-length', 'accept-encoding', 'connection'].includes(name)) headers[name] = value;
    });
    const raw = init?.body ?? (request && method === 'POST' ? await request.text() : undefined);
    const body = typeof raw === 'string' ? raw : raw instanceof Uint8Array ? Buffer.from(raw).toString('utf8') : undefined;
    let answer;
    try {
      answer = await outbound.fetchBytes(target, {
        accept: ['application/json', 'text/*', 'application/javascript'],
        method: method === 'POST' ? 'POST' : 'GET',
        body,
        headers,
      });
    } catch (err) {
      if (err instanceof ApiError && err.status >= 500) throw err;
      throw new UpstreamError('The video network could not be reached.');
    }
    if (answer.status === 404) throw new NotFound('The video network has no such record.');
    if (answer.status === 429) throw new UpstreamRateLimited(RETRY_SECONDS);
    if (answer.status < 200 || answer.status > 299) throw new UpstreamError(`The video network answered ${answer.status}.`);
    return new Response(new Uint8Array(answer.bytes), { status: answer.status, headers: { 'content-type': answer.contentType || 'application/json' } });
  }) as typeof fetch;
}

export class InnertubeProvider implements VideonetProvider {
  readonly name = 'innertube';
  private client: Promise<Innertube> | null = null;

  constructor(
    private readonly outbound: Pick<OutboundFetcher, 'fetchBytes'>,
    private readonly baseUrl: string,
    /** What relative times (`3 weeks ago`) count back from. */
    private readonly now: () => number = Date.now,
  ) {}

  private innertube(): Promise<Innertube> {
    this.client ??= import('youtubei.js')
      .then(({ Innertube }) =>
        Innertube.create({
          fetch: guardedFetch(this.outbound, this.baseUrl),
          generate_session_locally: true,
          retrieve_player: false,
          retrieve_innertube_config: false,
          enable_session_cache: false,
          visitor_data: VISITOR_DATA,
          lang: 'en',
          location: 'US',
        }),
      )
      .catch((err) => {
        this.client = null;
        throw err;
      });
    return this.client;
  }

  /** One InnerTube call's raw JSON; anything but a typed error of ours is the upstream answering what we cannot read. */
  private async call(endpoint: string, payload: Record<string, unknown>): Promise<J> {
    try {
      const yt = await this.innertube();
      const response = await yt.actions.execute(endpoint, { ...payload, parse: false } as never);
      return (response as { data: J }).data;
    } catch (err) {
      throw this.failure(err);
    }
  }

  private failure(err: unknown): Error {
    return err instanceof ApiError ? err : new UpstreamError('The video network answered in a shape this service does not read.');
  }

  private async read<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      throw this.failure(err);
    }
  }

  /** Handles resolved before (a walk resolves its handle once, not once a page), the most recent few thousand. */
  private readonly resolved = new Map<string, string>();

  private async browseId(ref: ChannelRef): Promise<string> {
    if ('channelId' in ref) return ref.channelId;
    const known = this.resolved.get(ref.handle.toLowerCase());
    if (known) return known;
    const data = await this.call('/navigation/resolve_url', { url: `https://www.youtube.com/${ref.handle}` });
    const id = data?.endpoint?.browseEndpoint?.browseId;
    if (typeof id !== 'string' || !id.startsWith('UC')) throw new NotFound('The video network has no channel with this handle.');
    if (this.resolved.size >= 5000) this.resolved.delete(this.resolved.keys().next().value!);
    this.resolved.set(ref.handle.toLowerCase(), id);
    return id;
  }

  channel(ref: ChannelRef): Promise<RawChannel> {
    return this.read(async () => {
      const id = await this.browseId(ref);
      const [page, about] = await Promise.all([
        this.call('/browse', { browseId: id }),
        this.call('/browse', { browseId: id, params: decodeURIComponent(ABOUT_PARAMS) }),
      ]);
      const meta = first(page, 'channelMetadataRenderer');
      if (!meta) throw new NotFound('The video network has no such channel.');
      const vm = first(about, 'aboutChannelViewModel') ?? {};
      const joined = text(vm.joinedDateText);
      const joinedMs = joined ? Date.parse(`${joined.replace(/^Joined\s+/i, '')} UTC`) : NaN;
      const banner = first(page, 'imageBannerViewModel')?.image?.sources ?? first(page, 'c4TabbedHeaderRenderer')?.banner?.thumbnails;
      const badges = findAll(page, 'metadataBadgeRenderer').map((b) => b.value?.style);
      const header = first(page, 'c4TabbedHeaderRenderer');
      return {
        channel_id: meta.externalId ?? id,
        handle: handleOf(meta.vanityChannelUrl) ?? handleOf(vm.canonicalChannelUrl) ?? ('handle' in ref ? ref.handle : null),
        title: meta.title ?? '',
        description: vm.description ?? meta.description ?? null,
        avatar_url: absolute(lastUrl(meta.avatar?.thumbnails)),
        banner_url: absolute(lastUrl(banner)),
        subscriber_count: count(text(vm.subscriberCountText) ?? text(header?.subscriberCountText)),
        video_count: count(text(vm.videoCountText)),
        view_count: count(text(vm.viewCountText)),
        country: text(vm.country),
        joined,
        joined_date: Number.isNaN(joinedMs) ? null : new Date(joinedMs).toISOString().slice(0, 10),
        keywords: (typeof meta.keywords === 'string' ? (meta.keywords.match(/"[^"]+"|\S+/g) ?? []) : []).map((k: string) => k.replace(/"/g, '')),
        verified:
          badges.some((s) => typeof s === 'string' && s.includes('VERIFIED')) ||
          JSON.stringify(first(page, 'pageHeaderViewModel') ?? header ?? {}).includes('CHECK_CIRCLE'),
        links: (vm.links ?? [])
          .map((l: J) => l?.channelExternalLinkViewModel)
          .filter(Boolean)
          .map((l: J) => ({ title: text(l.title) ?? '', url: /^https?:/.test(text(l.link) ?? '') ? text(l.link)! : `https://${text(l.link) ?? ''}` })),
      };
    });
  }

  channelTab(ref: ChannelRef, tab: ChannelTab, sort: TabSort, cursor: string | null): Promise<RawVideoPage> {
    return this.read(async () => {
      const id = await this.browseId(ref);
      let data: J;
      let title: string | null = null;
      if (cursor !== null) data = await this.call('/browse', { continuation: cursor });
      else {
        data = await this.call('/browse', { browseId: id, params: decodeURIComponent(TAB_PARAMS[tab]) });
        title = first(data, 'channelMetadataRenderer')?.title ?? null;
        if (sort === 'popular') {
          const chip = findAll(data, 'chipCloudChipRenderer')
            .map((c) => c.value)
            .find((c) => /popular/i.test(text(c.text) ?? ''));
          const token = chip?.navigationEndpoint?.continuationCommand?.token;
          if (!token) throw new UpstreamError('The video network offers no popular ordering of this list.');
          data = await this.call('/browse', { continuation: token });
        }
      }
      const found = items(data, id, title, this.now());
      return { channel_id: id, items: found.map((i) => i.video), raw_items: found.map((i) => i.raw), next: nextToken(data) };
    });
  }

  video(videoId: string): Promise<RawVideo> {
    return this.read(async () => {
      const [player, next] = await Promise.all([
        this.call('/player', { videoId, racyCheckOk: true, contentCheckOk: true }),
        this.call('/next', { videoId, racyCheckOk: true, contentCheckOk: true }),
      ]);
      const details = player?.videoDetails;
      if (player?.playabilityStatus?.status === 'ERROR' || !details) throw new NotFound('The video network has no such video.');
      const micro = player?.microformat?.playerMicroformatRenderer ?? {};
      const owner = first(next, 'videoOwnerRenderer');
      const thumbnails: Thumbnail[] = (details.thumbnail?.thumbnails ?? []).map((t: J) => ({
        size: /\/([a-z0-9_]+)\.(?:jpg|webp)/i.exec(t.url ?? '')?.[1] ?? `${t.width}x${t.height}`,
        width: Number(t.width) || 0,
        height: Number(t.height) || 0,
        image_url: absolute(t.url)!,
      }));
      const published = micro.publishDate ?? micro.uploadDate ?? null;
      const lengthSeconds = Number(details.lengthSeconds);
      const isShort =
        Number.isFinite(lengthSeconds) && lengthSeconds > 0 && lengthSeconds <= 60 && /#shorts/i.test(`${details.title} ${details.shortDescription}`);
      return {
        video_id: details.videoId ?? videoId,
        title: details.title ?? '',
        description: details.shortDescription ?? '',
        channel_id: details.channelId ?? '',
        channel_handle: handleOf(owner?.navigationEndpoint?.browseEndpoint?.canonicalBaseUrl) ?? handleOf(micro.ownerProfileUrl),
        channel_title: details.author ?? '',
        avatar_url: absolute(lastUrl(owner?.thumbnail?.thumbnails)),
        published_at: published && !Number.isNaN(Date.parse(published)) ? new Date(published).toISOString() : null,
        duration_seconds: Number.isFinite(lengthSeconds) ? lengthSeconds : null,
        view_count: details.viewCount !== undefined ? Number(details.viewCount) : null,
        like_count: likeCount(next),
        comment_count: count(text(first(next, 'commentsEntryPointHeaderRenderer')?.commentCount)),
        keywords: Array.isArray(details.keywords) ? details.keywords : [],
        category: micro.category ?? null,
        is_live: details.isLive === true,
        was_live: details.isLiveContent === true && details.isLive !== true,
        is_short: isShort,
        is_family_safe: micro.isFamilySafe !== false,
        thumb_url: thumbnails.length ? thumbnails[thumbnails.length - 1].image_url : null,
        thumbnails,
        video_url: isShort ? `https://www.youtube.com/shorts/${videoId}` : `https://www.youtube.com/watch?v=${videoId}`,
      };
    });
  }

  /** A comment in the view-model form: the view model names its entities, the framework updates carry them. */
  private viewComment(vm: J, byKey: Map<string, J>): Comment | null {
    const entity = byKey.get(vm?.commentKey)?.commentEntityPayload;
    if (!entity) return null;
    const state = byKey.get(vm.toolbarStateKey)?.engagementToolbarStateEntityPayload;
    return {
      comment_id: vm.commentId ?? entity.properties?.commentId,
      text: text(entity.properties?.content) ?? '',
      author: entity.author?.displayName ?? '',
      author_channel_id: entity.author?.channelId ?? null,
      avatar_url: absolute(entity.avatar?.image?.sources?.[0]?.url ?? entity.author?.avatarThumbnailUrl ?? null),
      likes: count(entity.toolbar?.likeCountNotliked) ?? 0,
      reply_count: count(entity.toolbar?.replyCount) ?? 0,
      published_text: entity.properties?.publishedTime ?? null,
      is_pinned: Boolean(vm.pinnedText),
      is_hearted: state?.heartState === 'TOOLBAR_HEART_STATE_HEARTED',
      author_is_owner: Boolean(entity.author?.isCreator),
      replies: null,
    };
  }

  /** The comments of a page, in either form the network answers: comment renderers, or view models with entities. */
  private pageComments(data: J, key: 'commentRenderer' | 'commentThreadRenderer'): { comment: Comment; thread: J }[] {
    const byKey = entities(data);
    const out: { comment: Comment; thread: J }[] = [];
    const keys = key === 'commentThreadRenderer' ? ['commentThreadRenderer'] : ['commentRenderer', 'commentViewModel'];
    for (const { key: found, value } of findAll(data, keys)) {
      if (found === 'commentThreadRenderer') {
        const renderer = value?.comment?.commentRenderer;
        const vm = value?.commentViewModel?.commentViewModel ?? value?.commentViewModel;
        const comment = renderer ? this.comment(renderer) : this.viewComment(vm, byKey);
        if (comment) out.push({ comment, thread: value });
      } else {
        const comment = found === 'commentRenderer' ? this.comment(value) : this.viewComment(value?.commentViewModel ?? value, byKey);
        if (comment) out.push({ comment, thread: null });
      }
    }
    return out;
  }

  private comment(r: J): Comment {
    return {
      comment_id: r.commentId,
      text: text(r.contentText) ?? '',
      author: text(r.authorText) ?? '',
      author_channel_id: r.authorEndpoint?.browseEndpoint?.browseId ?? null,
      avatar_url: absolute(lastUrl(r.authorThumbnail?.thumbnails)),
      likes: count(text(r.voteCount)) ?? 0,
      reply_count: Number(r.replyCount ?? 0) || 0,
      published_text: text(r.publishedTimeText),
      is_pinned: Boolean(r.pinnedCommentBadge),
      is_hearted: Boolean(r.actionButtons?.commentActionButtonsRenderer?.creatorHeart?.creatorHeartRenderer?.isHearted),
      author_is_owner: Boolean(r.authorIsChannelOwner),
      replies: null,
    };
  }

  comments(videoId: string, sort: CommentSort, replies: boolean, cursor: string | null): Promise<RawCommentPage> {
    return this.read(async () => {
      let data: J;
      if (cursor !== null) data = await this.call('/next', { continuation: cursor });
      else {
        const watch = await this.call('/next', { videoId });
        const section = findAll(watch, 'itemSectionRenderer')
          .map((s) => s.value)
          .find((s) => s?.sectionIdentifier === 'comment-item-section');
        const token = nextToken(section ?? {});
        if (!token) throw new NotFound('This video has no comments, or they are turned off.');
        data = await this.call('/next', { continuation: token });
        if (sort === 'newest') {
          const menu = first(data, 'sortFilterSubMenuRenderer');
          const newest = (menu?.subMenuItems ?? []).find((i: J) => /newest/i.test(i?.title ?? ''));
          const newestToken = newest?.serviceEndpoint?.continuationCommand?.token;
          if (!newestToken) throw new UpstreamError('The video network offers no newest-first ordering of these comments.');
          data = await this.call('/next', { continuation: newestToken });
        }
      }
      const comments: Comment[] = [];
      for (const { comment, thread } of this.pageComments(data, 'commentThreadRenderer')) {
        if (replies) {
          const token = nextToken(thread?.replies ?? {});
          comment.replies = [];
          if (token && comment.reply_count > 0) {
            const more = await this.call('/next', { continuation: token });
            comment.replies = this.pageComments(more, 'commentRenderer').map((c) => c.comment);
          }
        }
        comments.push(comment);
      }
      const header = first(data, 'commentsHeaderRenderer');
      return { video_id: videoId, comment_count: count(text(header?.countText)), comments, next: nextToken(data, ['commentThreadRenderer']) };
    });
  }

  transcript(videoId: string, lang: string): Promise<RawTranscript> {
    return this.read(async () => {
      const watch = await this.call('/next', { videoId });
      const params = first(watch, 'getTranscriptEndpoint')?.params;
      if (typeof params !== 'string') throw new NotFound('This video has no captions.');
      let data = await this.call('/get_transcript', { params });
      const menu = findAll(first(data, 'transcriptFooterRenderer') ?? {}, 'sortFilterSubMenuRenderer')[0]?.value;
      const entries = (menu?.subMenuItems ?? []).map((item: J) => ({ item, language: captionLanguage(String(item?.title ?? '')) }));
      const languages: TranscriptLanguage[] = entries.map((e: { language: TranscriptLanguage }) => e.language);
      const wanted = entries.find((e: { language: TranscriptLanguage }) => e.language.code === lang);
      if (!wanted) throw new NotFound(`This video has no captions in ${lang}; it has ${languages.map((l) => l.code).join(', ') || 'none'}.`);
      if (!wanted.item.selected) {
        const token = wanted.item.continuation?.reloadContinuationData?.continuation;
        if (typeof token !== 'string') throw new UpstreamError('The video network gave no way to read this caption language.');
        data = await this.call('/get_transcript', { params: token });
      }
      const segments = findAll(data, 'transcriptSegmentRenderer').map(({ value: s }) => ({
        start: Number(s.startMs) / 1000,
        end: Number(s.endMs) / 1000,
        text: (text(s.snippet) ?? '').trim(),
      }));
      return { video_id: videoId, lang, languages, segments: segments.filter((s) => Number.isFinite(s.start) && Number.isFinite(s.end)) };
    });
  }

  search(query: string, filters: SearchFilters, cursor: string | null): Promise<RawSearchPage> {
    return this.read(async () => {
      const params = searchParams(filters);
      const data =
        cursor !== null ? await this.call('/search', { continuation: cursor }) : await this.call('/search', { query, ...(params ? { params } : {}) });
      const now = this.now();
      const results: SearchResult[] = [];
      for (const { key, value: r } of findAll(data, ['videoRenderer', 'channelRenderer', 'playlistRenderer', 'lockupViewModel'])) {
        if (key === 'lockupViewModel') {
          const found = lockup(r);
          if (found) results.push(found);
        } else if (key === 'videoRenderer') {
          const v = summary(key, r, null, null, now)!;
          results.push({
            kind: 'video',
            id: v.video_id,
            title: v.title,
            channel_id: v.channel_id,
            channel_title: v.channel_title,
            thumb_url: v.thumb_url,
            published_text: v.published_text,
            view_count: v.view_count,
            duration_seconds: v.duration_seconds,
            video_count: null,
            subscriber_count: null,
            url: v.video_url,
          });
        } else if (key === 'channelRenderer') {
          // The network shows the handle where the subscriber count was, and the count under videoCountText.
          const subs = [text(r.subscriberCountText), text(r.videoCountText)].find((t) => /subscriber/i.test(t ?? ''));
          results.push({
            kind: 'channel',
            id: r.channelId,
            title: text(r.title) ?? '',
            channel_id: r.channelId,
            channel_title: text(r.title),
            thumb_url: absolute(lastUrl(r.thumbnail?.thumbnails)),
            published_text: null,
            view_count: null,
            duration_seconds: null,
            video_count: /video/i.test(text(r.videoCountText) ?? '') ? count(text(r.videoCountText)) : null,
            subscriber_count: count(subs),
            url: `https://www.youtube.com/channel/${r.channelId}`,
          });
        } else {
          results.push({
            kind: 'playlist',
            id: r.playlistId,
            title: text(r.title) ?? '',
            channel_id: r.shortBylineText?.runs?.[0]?.navigationEndpoint?.browseEndpoint?.browseId ?? null,
            channel_title: text(r.shortBylineText),
            thumb_url: absolute(lastUrl(r.thumbnails?.[0]?.thumbnails ?? r.thumbnail?.thumbnails)),
            published_text: null,
            view_count: null,
            duration_seconds: null,
            video_count: r.videoCount !== undefined ? Number(r.videoCount) : null,
            subscriber_count: null,
            url: `https://www.youtube.com/playlist?list=${r.playlistId}`,
          });
        }
      }
      return { query, estimated_results: data?.estimatedResults ? Number(data.estimatedResults) : null, results, next: nextToken(data) };
    });
  }

  hashtag(tag: string, cursor: string | null): Promise<RawHashtagPage> {
    return this.read(async () => {
      const data =
        cursor !== null
          ? await this.call('/browse', { continuation: cursor })
          : await this.call('/browse', { browseId: 'FEhashtag', params: hashtagParams(tag) });
      const found = items(data, null, null, this.now());
      const header = first(data, 'hashtagHeaderRenderer');
      return { tag, video_count_text: text(header?.hashtagInfoText), items: found.map((i) => i.video), next: nextToken(data) };
    });
  }

  suggestions(query: string): Promise<RawSuggestions> {
    return this.read(async () => {
      const yt = await this.innertube();
      return { query, suggestions: await yt.getSearchSuggestions(query) };
    });
  }

  playlist(playlistId: string, cursor: string | null): Promise<RawPlaylistPage> {
    return this.read(async () => {
      const head = await this.call('/browse', { browseId: `VL${playlistId}` });
      const data = cursor !== null ? await this.call('/browse', { continuation: cursor }) : head;
      const header = first(head, 'playlistHeaderRenderer');
      const meta = first(head, 'playlistMetadataRenderer');
      if (!header && !meta) throw new NotFound('The video network has no such playlist.');
      const found = items(data, null, null, this.now());
      return {
        playlist_id: playlistId,
        title: text(header?.title) ?? meta?.title ?? '',
        description: text(header?.descriptionText) ?? meta?.description ?? null,
        channel_id: header?.ownerText?.runs?.[0]?.navigationEndpoint?.browseEndpoint?.browseId ?? null,
        channel_title: text(header?.ownerText),
        video_count: count(text(header?.numVideosText)),
        view_count: count(text(header?.viewCountText)),
        items: found.map((i) => i.video),
        next: nextToken(data),
      };
    });
  }
}
