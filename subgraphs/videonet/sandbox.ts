import { SANDBOX_PROVIDER } from '../../platform/live/reader.ts';
import { createHash } from 'node:crypto';
import { InvalidRequest, NotFound, type ApiError } from '../../platform/errors.ts';
import { seeded } from '../../platform/random.ts';
import { codedFailure, magicFailure, MAGIC_FAILURES, sleep, type MagicFailure, type MediaSigner } from '../../platform/sandbox/sandbox.ts';
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
  RawSponsors,
  RawSuggestions,
  RawTranscript,
  RawVideo,
  RawVideoPage,
  SearchFilters,
  SearchResult,
  SponsorCategory,
  SponsorSegment,
  SponsorsProvider,
  TabSort,
  Thumbnail,
  VideonetProvider,
  VideoSummary,
} from './upstream.ts';

/**
 * A deterministic long-video network for the sandbox (shared/sandbox.md): the same input always gives the same
 * payload. Channels have hundreds of videos, dozens of shorts and past lives (`@sbx_<N>_<name>` has exactly N videos,
 * N / 2 shorts and N / 5 lives); popular ordering (by views) differs from newest; videos have captions in one to four
 * languages, sponsor segments on most, comments with replies. Dates count back from a fixed moment, so `since`
 * answers the same every day. Images are signed, expiring sandbox media URLs; video URLs point at the watch page.
 *
 * Failure inputs: a handle, query or tag starting with err-upstream (502), err-timeout (504), err-ratelimited (429),
 * err-paused (503), err-notfound (404); a channel id carrying the code after `UC` (`UC9990502…`), a video id at its
 * start (`9990404abcd`), a playlist id after its two-letter prefix (`PL9990502…`).
 */

export const BASE_TIME = Date.UTC(2026, 10, 1, 12, 0, 0);
const DAY = 86_400_000;
/** Videos on one page of a channel tab, hashtag or search (what the network shows), comments on one page, playlist items. */
export const TAB_PAGE = 30;
const SEARCH_PAGE = 20;
const SEARCH_PAGES = 5;
const COMMENT_PAGE = 20;
const PLAYLIST_PAGE = 100;

const TOPICS = [
  {
    words: ['guitar', 'lesson', 'chords', 'riff', 'tone'],
    titles: ['Beginner guitar lesson: your first {n} chords', 'The riff everyone gets wrong', 'Pedalboard tour {y}', 'Why this tone works'],
  },
  {
    words: ['cooking', 'recipe', 'kitchen', 'bread', 'pasta'],
    titles: ['{n}-minute weeknight pasta', 'Sourdough from scratch, day {n}', 'Testing viral kitchen gadgets', 'Street food tour: {n} stalls'],
  },
  {
    words: ['review', 'phone', 'laptop', 'camera', 'tech'],
    titles: ['Long-term review after {n} months', 'Is this laptop worth it in {y}?', 'Camera settings I always use', 'Unboxing and first impressions'],
  },
  {
    words: ['travel', 'hiking', 'city', 'vlog', 'budget'],
    titles: ['{n} days in the mountains', 'Budget city guide {y}', 'Night train across the border', 'Hiking the ridge at sunrise'],
  },
  {
    words: ['science', 'physics', 'space', 'math', 'experiment'],
    titles: ['The experiment that surprised us', 'How rockets land, explained', '{n} math ideas that changed the world', 'What happens at absolute zero'],
  },
  {
    words: ['gaming', 'speedrun', 'strategy', 'retro', 'mods'],
    titles: ['Speedrun world record attempt #{n}', 'Retro console restoration', 'Strategy guide: season {n}', 'Modding the classic for {y}'],
  },
];
const CHANNEL_NAMES = [
  'Northwind Studio',
  'Maple Kitchen',
  'Orbit Lab',
  'Ridge Walkers',
  'Pixel Forge',
  'Quiet Workshop',
  'Harbor Sounds',
  'Bright Theory',
  'Trail Notes',
  'Copper Pan',
];
const COUNTRIES = ['US', 'GB', 'CA', 'DE', 'FR', 'JP', 'BR', 'IN', 'AU', 'ES'];
const FIRST = ['Alex', 'Sam', 'Priya', 'Jonas', 'Mei', 'Lucas', 'Ana', 'Tom', 'Zoe', 'Omar', 'Ines', 'Kenji'];
const COMMENT_TEXT = [
  'This helped so much, thank you!',
  'Came back to this after a year, still the best explanation.',
  'The part at 3:12 is gold.',
  'Could you do a follow-up on this?',
  'Underrated channel.',
  'I tried this and it worked first time.',
  'Audio is a bit quiet but great video.',
  'Who else is watching this in 2026?',
];
const LANGUAGES: { code: string; name: string }[] = [
  { code: 'es', name: 'Spanish' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
  { code: 'ja', name: 'Japanese' },
  { code: 'pt', name: 'Portuguese' },
];
const CAPTION_LINES: Record<string, string[]> = {
  en: [
    'welcome back to the channel',
    "today we're going to look at something different",
    'let me show you how this works',
    'the first thing you want to do is',
    "and that's really all there is to it",
    "don't forget to subscribe",
  ],
  es: ['bienvenidos de nuevo al canal', 'hoy vamos a ver algo diferente', 'os enseño cómo funciona', 'y eso es todo'],
  de: ['willkommen zurück auf dem Kanal', 'heute schauen wir uns etwas anderes an', 'ich zeige euch, wie das funktioniert', 'und das war es schon'],
  fr: ['bon retour sur la chaîne', "aujourd'hui on regarde quelque chose de différent", 'je vous montre comment ça marche', "et c'est tout"],
  ja: ['チャンネルへようこそ', '今日は少し違うものを見ていきます', '使い方をお見せします', '以上です'],
  pt: ['bem-vindos de volta ao canal', 'hoje vamos ver algo diferente', 'vou mostrar como funciona', 'e é isso'],
};
const SIZES: [string, number, number][] = [
  ['default', 120, 90],
  ['mqdefault', 320, 180],
  ['hqdefault', 480, 360],
  ['sddefault', 640, 480],
  ['maxresdefault', 1280, 720],
];

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const iso = (ms: number) => new Date(ms).toISOString();

/** A sandbox video id: 11 characters derived from `seed`, never starting with a failure code. */
export function sandboxVideoId(seed: string): string {
  const id = digest(seed).slice(0, 11);
  return /^[0-9]/.test(id) ? `v${id.slice(1)}` : id;
}

/** The channel id a handle has in the sandbox: UC + 22 characters derived from the handle. */
export function sandboxChannelId(handle: string): string {
  const id = digest(`channel:${handle.toLowerCase()}`).slice(0, 22);
  return `UC${/^[0-9]/.test(id) ? `x${id.slice(1)}` : id}`;
}

function relative(ms: number, now = BASE_TIME): string {
  const days = Math.max(0, Math.floor((now - ms) / DAY));
  if (days === 0) return 'today';
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  if (days < 30) return `${Math.floor(days / 7)} week${days < 14 ? '' : 's'} ago`;
  if (days < 365) return `${Math.floor(days / 30)} month${days < 60 ? '' : 's'} ago`;
  return `${Math.floor(days / 365)} year${days < 730 ? '' : 's'} ago`;
}

export class SandboxVideoNetwork {
  constructor(private readonly media: MediaSigner) {}

  /** The channel a reference names: its id, its handle and how many videos, shorts and lives it has. */
  resolve(ref: ChannelRef): { channelId: string; handle: string; counts: Record<ChannelTab, number> } {
    let handle: string;
    let channelId: string;
    if ('handle' in ref) {
      handle = ref.handle.startsWith('@') ? ref.handle : `@${ref.handle}`;
      channelId = sandboxChannelId(handle);
    } else {
      channelId = ref.channelId;
      handle = `@${pick(seeded(`handle:${channelId}`), CHANNEL_NAMES).replace(/\s/g, '')}${channelId
        .slice(2, 6)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x')}`;
    }
    const fixed = /^@(?:sbx)_(\d{1,4})_/i.exec(handle);
    const r = seeded(`counts:${channelId}`);
    const videos = fixed ? Number(fixed[1]) : 150 + Math.floor(r() * 450);
    const counts = fixed
      ? { videos, shorts: Math.floor(videos / 2), lives: Math.floor(videos / 5) }
      : { videos, shorts: 40 + Math.floor(r() * 160), lives: 10 + Math.floor(r() * 50) };
    return { channelId, handle, counts };
  }

  channel(ref: ChannelRef): RawChannel {
    const { channelId, handle, counts } = this.resolve(ref);
    const r = seeded(`channel:${channelId}`);
    const topic = pick(r, TOPICS);
    const title =
      'handle' in ref
        ? handle
            .slice(1)
            .replace(/[._-]+/g, ' ')
            .replace(/\b\w/g, (c) => c.toUpperCase())
        : pick(r, CHANNEL_NAMES);
    const joined = BASE_TIME - Math.floor((2 + r() * 14) * 365 * DAY);
    const joinedDate = iso(joined).slice(0, 10);
    const subscribers = Math.floor(Math.exp(6 + r() * 10));
    return {
      channel_id: channelId,
      handle,
      title,
      description: `${title}: videos about ${topic.words.slice(0, 3).join(', ')} every week. New uploads on Fridays.`,
      avatar_url: this.media.url(`videonet/avatar/${channelId}.jpg`),
      banner_url: this.media.url(`videonet/banner/${channelId}.jpg`),
      subscriber_count: subscribers,
      video_count: counts.videos + counts.shorts + counts.lives,
      view_count: subscribers * (40 + Math.floor(r() * 400)),
      country: pick(r, COUNTRIES),
      joined: `Joined ${new Date(joined).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`,
      joined_date: joinedDate,
      keywords: topic.words.slice(0, 2 + Math.floor(r() * 3)),
      verified: subscribers > 100_000,
      links: [
        {
          title: 'Website',
          url: `https://${handle
            .slice(1)
            .toLowerCase()
            .replace(/[^a-z0-9-]/g, '')}.example.com`,
        },
        ...(r() < 0.6 ? [{ title: 'Patreon', url: `https://patreon.example.com/${handle.slice(1)}` }] : []),
      ],
    };
  }

  /** What a video id says of itself alone (the same in every list and on its own page). */
  private core(videoId: string) {
    const r = seeded(`video:${videoId}`);
    const topic = pick(r, TOPICS);
    const title = pick(r, topic.titles)
      .replace('{n}', String(2 + Math.floor(r() * 12)))
      .replace('{y}', String(2020 + Math.floor(r() * 7)));
    const views = Math.floor(Math.exp(4 + r() * 12));
    return { r, topic, title, views, duration: 120 + Math.floor(r() * 2400) };
  }

  private thumb(videoId: string, size = 'hqdefault'): string {
    return this.media.url(`videonet/vi/${videoId}/${size}.jpg`);
  }

  thumbnails(videoId: string): Thumbnail[] {
    return SIZES.map(([size, width, height]) => ({ size, width, height, image_url: this.thumb(videoId, size) }));
  }

  /** Item k (0 = newest) of a channel tab, posted about every two days back from the base time. */
  tabItem(channelId: string, title: string, tab: ChannelTab, k: number): VideoSummary {
    const videoId = sandboxVideoId(`${channelId}:${tab}:${k}`);
    const core = this.core(videoId);
    const step = tab === 'videos' ? 2.3 : tab === 'shorts' ? 1.7 : 9.1;
    const at = BASE_TIME - Math.floor((k * step + seeded(`at:${videoId}`)() * 0.8) * DAY);
    return {
      video_id: videoId,
      title: tab === 'shorts' ? `${core.title} #shorts` : tab === 'lives' ? `LIVE: ${core.title}` : core.title,
      channel_id: channelId,
      channel_title: title,
      published_at: iso(at),
      published_text: tab === 'lives' ? `Streamed ${relative(at)}` : relative(at),
      duration_seconds: tab === 'shorts' ? 15 + (core.duration % 45) : tab === 'lives' ? 3600 + core.duration : core.duration,
      view_count: tab === 'shorts' ? core.views * 3 : core.views,
      thumb_url: this.thumb(videoId),
      is_short: tab === 'shorts',
      is_live: false,
      was_live: tab === 'lives',
      video_url: tab === 'shorts' ? `https://www.youtube.com/shorts/${videoId}` : `https://www.youtube.com/watch?v=${videoId}`,
    };
  }

  /** A page of a channel tab: newest first, or by views (popular: later pages are not older). */
  tabPage(ref: ChannelRef, tab: ChannelTab, sort: TabSort, offset: number): RawVideoPage {
    const { channelId, counts } = this.resolve(ref);
    const title = this.channel(ref).title;
    const total = counts[tab];
    const all = (k: number) => this.tabItem(channelId, title, tab, k);
    let items: VideoSummary[];
    if (sort === 'popular') {
      const ranked = Array.from({ length: total }, (_, k) => all(k)).sort((a, b) => b.view_count! - a.view_count! || a.video_id.localeCompare(b.video_id));
      items = ranked.slice(offset, offset + TAB_PAGE);
    } else {
      items = Array.from({ length: Math.max(0, Math.min(TAB_PAGE, total - offset)) }, (_, i) => all(offset + i));
    }
    const next = offset + TAB_PAGE < total ? `p${offset + TAB_PAGE}` : null;
    return {
      channel_id: channelId,
      items,
      raw_items: items.map((item) => ({ videoRenderer: { videoId: item.video_id, title: { runs: [{ text: item.title }] } } })),
      next,
    };
  }

  video(videoId: string): RawVideo {
    const core = this.core(videoId);
    const { r } = core;
    const channelRef = { handle: `@${pick(r, CHANNEL_NAMES).replace(/\s/g, '')}` };
    const channel = this.channel(channelRef);
    const at = BASE_TIME - Math.floor(r() * 3 * 365 * DAY);
    const isShort = r() < 0.15;
    return {
      video_id: videoId,
      title: core.title,
      description: `${core.title}.\n\nIn this video: ${core.topic.words.join(', ')}.\n0:00 Intro\n1:30 Getting started\n\nSupport the channel: https://patreon.example.com/${channel.handle!.slice(1)}`,
      channel_id: channel.channel_id,
      channel_handle: channel.handle,
      channel_title: channel.title,
      avatar_url: channel.avatar_url,
      published_at: iso(at),
      duration_seconds: isShort ? 15 + (core.duration % 45) : core.duration,
      view_count: core.views,
      like_count: Math.floor(core.views * (0.01 + r() * 0.04)),
      comment_count: Math.floor(core.views * (0.0005 + r() * 0.002)),
      keywords: core.topic.words.slice(0, 3),
      category: pick(r, ['Education', 'Howto & Style', 'Science & Technology', 'Travel & Events', 'Gaming', 'Music']),
      is_live: false,
      was_live: r() < 0.1,
      is_short: isShort,
      is_family_safe: true,
      thumb_url: this.thumb(videoId),
      thumbnails: this.thumbnails(videoId),
      video_url: isShort ? `https://www.youtube.com/shorts/${videoId}` : `https://www.youtube.com/watch?v=${videoId}`,
    };
  }

  private comment(videoId: string, n: number, reply: number | null): Comment {
    const r = seeded(`comment:${videoId}:${n}:${reply ?? ''}`);
    const name = `${pick(r, FIRST)}${Math.floor(r() * 900) + 100}`;
    const replies = reply === null ? Math.floor(r() * 6) : 0;
    return {
      comment_id:
        reply === null
          ? `Ugz${digest(`${videoId}:${n}`).slice(0, 20)}`
          : `Ugz${digest(`${videoId}:${n}`).slice(0, 20)}.${digest(`${n}:${reply}`).slice(0, 10)}`,
      text: pick(r, COMMENT_TEXT),
      author: `@${name.toLowerCase()}`,
      author_channel_id: sandboxChannelId(`@${name}`),
      avatar_url: this.media.url(`videonet/avatar/${name.toLowerCase()}.jpg`),
      likes: reply === null ? Math.floor(Math.exp(r() * 8)) : Math.floor(r() * 40),
      reply_count: replies,
      published_text: relative(BASE_TIME - (n + 1) * 3_600_000 * 7),
      is_pinned: reply === null && n === 0,
      is_hearted: r() < 0.1,
      author_is_owner: reply !== null && reply === 0 && r() < 0.3,
      replies: null,
    };
  }

  comments(videoId: string, sort: CommentSort, replies: boolean, offset: number): RawCommentPage {
    const total = Math.min(400, 20 + Math.floor(seeded(`comments:${videoId}`)() * 120));
    const all = Array.from({ length: total }, (_, n) => this.comment(videoId, n, null));
    const ordered = sort === 'top' ? [...all].sort((a, b) => Number(b.is_pinned) - Number(a.is_pinned) || b.likes - a.likes) : all;
    const page = ordered.slice(offset, offset + COMMENT_PAGE).map((c) => {
      if (!replies) return c;
      const n = all.indexOf(c);
      return { ...c, replies: Array.from({ length: c.reply_count }, (_, k) => this.comment(videoId, n, k)) };
    });
    return { video_id: videoId, comment_count: total, comments: page, next: offset + COMMENT_PAGE < total ? `p${offset + COMMENT_PAGE}` : null };
  }

  transcriptLanguages(videoId: string) {
    const r = seeded(`captions:${videoId}`);
    const extra = LANGUAGES.filter(() => r() < 0.45).slice(0, 3);
    return [{ code: 'en', name: 'English (auto-generated)', is_generated: true }, ...extra.map((l) => ({ ...l, is_generated: false }))];
  }

  transcript(videoId: string, lang: string): RawTranscript {
    const languages = this.transcriptLanguages(videoId);
    if (!languages.some((l) => l.code === lang)) {
      throw new NotFound(`This video has no captions in ${lang}; it has ${languages.map((l) => l.code).join(', ')}.`);
    }
    const duration = this.video(videoId).duration_seconds ?? 300;
    const lines = CAPTION_LINES[lang] ?? CAPTION_LINES.en;
    const count = Math.min(200, Math.max(3, Math.floor(duration / 6)));
    const step = duration / count;
    const segments = Array.from({ length: count }, (_, i) => ({
      start: Math.round(i * step * 100) / 100,
      end: Math.round(Math.min(duration, (i + 1) * step) * 100) / 100,
      text: lines[i % lines.length],
    }));
    return { video_id: videoId, lang, languages, segments };
  }

  sponsors(videoId: string, categories: SponsorCategory[]): RawSponsors {
    const r = seeded(`sponsors:${videoId}`);
    const duration = this.video(videoId).duration_seconds ?? 600;
    const made: SponsorSegment[] = [];
    const wanted: SponsorCategory[] = ['sponsor', 'selfpromo', 'intro', 'outro', 'interaction'];
    const count = r() < 0.25 ? 0 : 1 + Math.floor(r() * 4);
    for (let i = 0; i < count; i++) {
      const category = i === 0 ? 'sponsor' : pick(r, wanted);
      const start = Math.round(r() * duration * 0.8 * 100) / 100;
      made.push({
        segment_id: createHash('sha256').update(`${videoId}:${i}`).digest('hex'),
        category,
        action: 'skip',
        start,
        end: Math.round(Math.min(duration, start + 10 + r() * 60) * 100) / 100,
        votes: Math.floor(r() * 40) - 2,
        locked: r() < 0.2,
        video_duration: duration,
      });
    }
    return { video_id: videoId, segments: made.filter((s) => categories.includes(s.category as SponsorCategory)).sort((a, b) => a.start - b.start) };
  }

  private searchVideo(seed: string, k: number, filters: SearchFilters): SearchResult {
    const videoId = sandboxVideoId(`${seed}:${k}`);
    const core = this.core(videoId);
    const r = seeded(`search-at:${videoId}`);
    const window = { any: 5 * 365, hour: 1 / 24, today: 1, week: 7, month: 30, year: 365 }[filters.upload_date];
    const at = BASE_TIME - Math.floor(r() * window * DAY);
    const duration = { any: core.duration, short: 30 + (core.duration % 210), medium: 240 + (core.duration % 960), long: 1200 + core.duration }[
      filters.duration
    ];
    const channel = pick(r, CHANNEL_NAMES);
    return {
      kind: 'video',
      id: videoId,
      title: core.title,
      channel_id: sandboxChannelId(`@${channel.replace(/\s/g, '')}`),
      channel_title: channel,
      thumb_url: this.thumb(videoId),
      published_text: relative(at),
      view_count: core.views,
      duration_seconds: duration,
      video_count: null,
      subscriber_count: null,
      url: `https://www.youtube.com/watch?v=${videoId}`,
    };
  }

  search(query: string, filters: SearchFilters, page: number): RawSearchPage {
    const seed = `search:${query.toLowerCase()}:${filters.duration}:${filters.upload_date}`;
    const results: SearchResult[] = [];
    for (let i = 0; i < SEARCH_PAGE; i++) {
      const k = page * SEARCH_PAGE + i;
      const r = seeded(`${seed}:kind:${k}`);
      const roll = r();
      const kind = filters.type !== 'all' ? filters.type : roll < 0.85 ? 'video' : roll < 0.93 ? 'channel' : 'playlist';
      if (kind === 'video') {
        results.push(this.searchVideo(seed, k, filters));
      } else if (kind === 'channel') {
        const name = `${query.split(/\s+/)[0].replace(/[^A-Za-z0-9]/g, '') || 'Video'}${pick(r, CHANNEL_NAMES).replace(/\s/g, '')}`;
        const channelId = sandboxChannelId(`@${name}`);
        results.push({
          kind,
          id: channelId,
          title: name,
          channel_id: channelId,
          channel_title: name,
          thumb_url: this.media.url(`videonet/avatar/${channelId}.jpg`),
          published_text: null,
          view_count: null,
          duration_seconds: null,
          video_count: 20 + Math.floor(r() * 800),
          subscriber_count: Math.floor(Math.exp(5 + r() * 10)),
          url: `https://www.youtube.com/channel/${channelId}`,
        });
      } else {
        const id = `PL${digest(`${seed}:pl:${k}`).slice(0, 32)}`;
        results.push({
          kind,
          id,
          title: `${query.slice(0, 40)} playlist`,
          channel_id: null,
          channel_title: pick(r, CHANNEL_NAMES),
          thumb_url: this.thumb(sandboxVideoId(id)),
          published_text: null,
          view_count: null,
          duration_seconds: null,
          video_count: 5 + Math.floor(r() * 200),
          subscriber_count: null,
          url: `https://www.youtube.com/playlist?list=${id}`,
        });
      }
    }
    if (filters.sort === 'view_count') results.sort((a, b) => (b.view_count ?? -1) - (a.view_count ?? -1));
    return { query, estimated_results: SEARCH_PAGE * SEARCH_PAGES * 37, results, next: page + 1 < SEARCH_PAGES ? `p${(page + 1) * SEARCH_PAGE}` : null };
  }

  hashtag(tag: string, offset: number): RawHashtagPage {
    const total = 60 + Math.floor(seeded(`hashtag:${tag.toLowerCase()}`)() * 200);
    const items = Array.from({ length: Math.max(0, Math.min(TAB_PAGE, total - offset)) }, (_, i) => {
      const k = offset + i;
      const r = seeded(`hashtag:${tag}:${k}`);
      const channel = pick(r, CHANNEL_NAMES);
      const item = this.tabItem(sandboxChannelId(`@${channel.replace(/\s/g, '')}`), channel, r() < 0.3 ? 'shorts' : 'videos', Math.floor(r() * 200));
      return { ...item, title: `${item.title.replace(/ #shorts$/, '')} #${tag}` };
    });
    return { tag, video_count_text: `${total} videos`, items, next: offset + TAB_PAGE < total ? `p${offset + TAB_PAGE}` : null };
  }

  suggestions(query: string): RawSuggestions {
    const q = query.trim().toLowerCase();
    const r = seeded(`suggest:${q}`);
    const topic = pick(r, TOPICS);
    const tails = ['tutorial', 'for beginners', '2026', 'explained', 'review', 'live', 'tips', ...topic.words];
    return { query, suggestions: [q, ...tails.slice(0, 9).map((t) => `${q} ${t}`)] };
  }

  playlist(playlistId: string, offset: number): RawPlaylistPage {
    const r = seeded(`playlist:${playlistId}`);
    const total = 5 + Math.floor(r() * 300);
    const channel = pick(r, CHANNEL_NAMES);
    const channelId = sandboxChannelId(`@${channel.replace(/\s/g, '')}`);
    const items = Array.from({ length: Math.max(0, Math.min(PLAYLIST_PAGE, total - offset)) }, (_, i) =>
      this.tabItem(channelId, channel, 'videos', (offset + i) * 3),
    );
    return {
      playlist_id: playlistId,
      title: `${channel}: ${pick(r, TOPICS).words[0]} collection`,
      description: 'Every episode in order.',
      channel_id: channelId,
      channel_title: channel,
      video_count: total,
      view_count: Math.floor(Math.exp(6 + r() * 8)),
      items,
      next: offset + PLAYLIST_PAGE < total ? `p${offset + PLAYLIST_PAGE}` : null,
    };
  }
}

/** The sandbox's page cursors: `p<offset>`. */
function offsetOf(cursor: string | null): number {
  if (cursor === null) return 0;
  const match = /^p(\d{1,6})$/.exec(cursor);
  if (!match) throw new InvalidRequest('cursor is not a cursor this API gave out; pass next_cursor of the previous page.');
  return Number(match[1]);
}

function fail(failure: MagicFailure | null): void {
  if (failure) throw MAGIC_FAILURES[failure]() as ApiError;
}

/** The failure a channel reference asks for: its handle's first label, or the code after `UC`. */
export function channelFailure(ref: ChannelRef): MagicFailure | null {
  return 'handle' in ref ? magicFailure(ref.handle.replace(/^@/, '')) : codedFailure(ref.channelId, 'UC');
}

/** The sandbox provider (what test keys read): SandboxVideoNetwork after a simulated latency. */
export class SandboxVideonetProvider implements VideonetProvider {
  readonly name = SANDBOX_PROVIDER;

  constructor(
    readonly network: SandboxVideoNetwork,
    private readonly latencyMs: number,
  ) {}

  private async arrive(failure: MagicFailure | null): Promise<void> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    fail(failure);
  }

  async channel(ref: ChannelRef) {
    await this.arrive(channelFailure(ref));
    return this.network.channel(ref);
  }

  async channelTab(ref: ChannelRef, tab: ChannelTab, sort: TabSort, cursor: string | null) {
    await this.arrive(channelFailure(ref));
    return this.network.tabPage(ref, tab, sort, offsetOf(cursor));
  }

  async video(videoId: string) {
    await this.arrive(codedFailure(videoId));
    return this.network.video(videoId);
  }

  async comments(videoId: string, sort: CommentSort, replies: boolean, cursor: string | null) {
    await this.arrive(codedFailure(videoId));
    return this.network.comments(videoId, sort, replies, offsetOf(cursor));
  }

  async transcript(videoId: string, lang: string) {
    await this.arrive(codedFailure(videoId));
    return this.network.transcript(videoId, lang);
  }

  async search(query: string, filters: SearchFilters, cursor: string | null) {
    await this.arrive(magicFailure(query.trim().split(/[\s_.]/)[0]));
    return this.network.search(query, filters, Math.floor(offsetOf(cursor) / SEARCH_PAGE));
  }

  async hashtag(tag: string, cursor: string | null) {
    await this.arrive(magicFailure(tag.split(/[_.]/)[0]));
    return this.network.hashtag(tag, offsetOf(cursor));
  }

  async suggestions(query: string) {
    await this.arrive(magicFailure(query.trim().split(/[\s_.]/)[0]));
    return this.network.suggestions(query);
  }

  async playlist(playlistId: string, cursor: string | null) {
    await this.arrive(codedFailure(playlistId, playlistId.slice(0, 2)));
    return this.network.playlist(playlistId, offsetOf(cursor));
  }
}

/** The sandbox's sponsor segments (what test keys read). */
export class SandboxSponsorsProvider implements SponsorsProvider {
  readonly name = SANDBOX_PROVIDER;

  constructor(
    private readonly network: SandboxVideoNetwork,
    private readonly latencyMs: number,
  ) {}

  async segments(videoId: string, categories: SponsorCategory[]) {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    fail(codedFailure(videoId));
    return this.network.sponsors(videoId, categories);
  }
}
