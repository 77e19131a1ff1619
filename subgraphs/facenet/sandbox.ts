import { SANDBOX_PROVIDER } from '../../platform/live/reader.ts';
import { UpstreamError } from '../../platform/errors.ts';
import { seeded } from '../../platform/random.ts';
import { codedFailure, MAGIC_FAILURES, magicFailure, sleep, type SandboxMedia } from '../../platform/sandbox/sandbox.ts';
import type { AdFilters, AdsAt, AdsPage, FacenetProvider, PageListKind, RawAd, Row } from './upstream.ts';

/** Pages a sandbox list has (the last one has no next_cursor), and the records of a page. */
const PAGES = 3;
const ADS_PER_PAGE = 10;
const EVENTS_PER_PAGE = 10;
const GROUP_POSTS = 10;
const CHALLENGE_CODE = '9990403';
const DAY = 86_400_000;
const EPOCH = Date.UTC(2026, 0, 1);

/** A challenge page met upstream (err-challenge, 9990403…): a non-billable 502, never an empty success. */
export class ChallengePage extends UpstreamError {
  constructor() {
    super('The network answered with a challenge page; nothing was read and nothing was charged. Retry later.');
  }
}

/** The identifier inside a facebook.com URL: its id parameter, else its last path segment. */
export function urlIdentifier(url: string): string {
  const parsed = new URL(url);
  const id = parsed.searchParams.get('id') ?? parsed.searchParams.get('story_fbid') ?? parsed.searchParams.get('v');
  if (id) return id;
  const segments = parsed.pathname.split('/').filter(Boolean);
  return segments.at(-1) ?? parsed.hostname;
}

/** The sandbox failure an identifier asks for (prefix or numeric code); challenges only where `intermittent`. */
function fail(identifier: string, intermittent: boolean): void {
  if (intermittent && (identifier.toLowerCase().startsWith('err-challenge') || identifier.startsWith(CHALLENGE_CODE))) throw new ChallengePage();
  const failure = /^\d+$/.test(identifier) ? codedFailure(identifier) : magicFailure(identifier);
  if (failure) throw MAGIC_FAILURES[failure]();
}

/** A digit id derived from a seed (never one of the failure codes). */
function digits(r: () => number, length = 15): string {
  let s = String(1 + Math.floor(r() * 8));
  while (s.length < length) s += String(Math.floor(r() * 10));
  return s;
}

const WORDS = ['harbor', 'market', 'summer', 'garden', 'vintage', 'studio', 'festival', 'coffee', 'running', 'books', 'design', 'music'];
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const title = (r: () => number) => `${pick(r, WORDS)} ${pick(r, WORDS)}`.replace(/^./, (c) => c.toUpperCase());
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Deterministic facenet data: the same input always gives the same payload. Failure inputs follow the sandbox rule
 * (shared/sandbox.md) on the identifier a request names: the query, companyName, an id, or the id inside a URL.
 */
export class SandboxFacenetProvider implements FacenetProvider {
  readonly name = SANDBOX_PROVIDER;

  constructor(
    private readonly media: SandboxMedia,
    private readonly latencyMs: number,
  ) {}

  private async arrive(): Promise<void> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
  }

  private ad(seed: string, pageId: string, pageName: string, filters: AdFilters): RawAd {
    const r = seeded(seed);
    const id = digits(r, 16);
    const active = filters.status === 'ALL' ? r() < 0.6 : filters.status === 'ACTIVE';
    const mediaType = filters.media_type === 'ALL' ? pick(r, ['IMAGE', 'VIDEO', 'MEME'] as const) : filters.media_type;
    const start = EPOCH - Math.floor(r() * 200) * DAY;
    const video = mediaType === 'VIDEO';
    const image = mediaType !== 'NONE' && !video;
    return {
      ad_archive_id: id,
      page_id: pageId,
      page_name: pageName,
      page_profile_url: `https://www.facebook.com/${pageId}`,
      is_active: active,
      start_date: iso(start),
      end_date: active ? null : iso(start + (1 + Math.floor(r() * 60)) * DAY),
      country: filters.country,
      publisher_platforms: ['facebook', ...(r() < 0.5 ? ['instagram'] : [])],
      media_type: mediaType,
      title: title(r),
      body: `${title(r)}: ${pick(r, WORDS)} ${pick(r, WORDS)} for everyone. Shop now.`,
      cta_text: pick(r, ['Shop now', 'Learn more', 'Sign up']),
      link_url: `https://example.com/${pick(r, WORDS)}`,
      image_urls: image ? [this.media.url(`facenet/ads/${id}.jpg`)] : [],
      video_url: video ? this.media.url(`facenet/ads/${id}.mp4`) : null,
      collation_count: 1 + Math.floor(r() * 5),
      snapshot_url: `https://www.facebook.com/ads/library/?id=${id}`,
    };
  }

  private adsPage(seed: string, pageId: string, pageName: string, filters: AdFilters, page: number): AdsPage {
    const ads = Array.from({ length: ADS_PER_PAGE }, (_, i) => this.ad(`${seed}|${JSON.stringify(filters)}|${page}|${i}`, pageId, pageName, filters));
    return { ads, next_page: page < PAGES ? page + 1 : null };
  }

  async companyAds(company: { pageId?: string; companyName?: string }, filters: AdFilters, { page }: AdsAt) {
    await this.arrive();
    const identifier = company.pageId ?? company.companyName!;
    fail(identifier, true);
    const r = seeded(`company|${identifier.toLowerCase()}`);
    const pageId = company.pageId ?? digits(r);
    const pageName = company.companyName ?? `${title(r)} Co.`;
    return { page_id: pageId, page_name: pageName, ...this.adsPage(`company|${pageId}`, pageId, pageName, filters, page) };
  }

  async searchAds(query: string, filters: AdFilters, { page }: AdsAt): Promise<AdsPage> {
    await this.arrive();
    fail(query, true);
    const ads = Array.from({ length: ADS_PER_PAGE }, (_, i) => {
      const r = seeded(`advertiser|${query}|${page}|${i % 4}`);
      return this.ad(`search|${query}|${JSON.stringify(filters)}|${page}|${i}`, digits(r), `${title(r)} Co.`, filters);
    });
    return { ads, next_page: page < PAGES ? page + 1 : null };
  }

  async searchCompanies(query: string, country: string): Promise<Row[]> {
    await this.arrive();
    fail(query, true);
    const r = seeded(`companies|${query}|${country}`);
    return Array.from({ length: 5 }, () => {
      const pageId = digits(r);
      return {
        page_id: pageId,
        name: `${title(r)} ${query}`.slice(0, 120),
        category: pick(r, ['Retail company', 'Restaurant', 'Musician/band', 'Nonprofit organization']),
        likes: Math.floor(r() * 500_000),
        verified: r() < 0.3,
        ig_username: r() < 0.5 ? `${pick(r, WORDS)}_${pick(r, WORDS)}` : null,
        profile_url: `https://www.facebook.com/${pageId}`,
        country,
      };
    });
  }

  private eventRow(seed: string, id?: string): Row {
    const r = seeded(`event|${seed}`);
    const eventId = id ?? digits(r);
    const online = r() < 0.25;
    const starts = EPOCH + Math.floor(r() * 120) * DAY + 18 * 3_600_000;
    const hostId = digits(r);
    return {
      name: `${title(r)} night`,
      address: online ? null : `${1 + Math.floor(r() * 200)} ${title(r)} Street`,
      ends_at: iso(starts + 3 * 3_600_000),
      host_id: hostId,
      event_id: eventId,
      group_id: r() < 0.3 ? digits(r) : null,
      latitude: online ? null : Math.round((40 + r()) * 1e6) / 1e6,
      platform: 'facebook',
      timezone: online ? null : 'America/New_York',
      host_name: `${title(r)} Collective`,
      is_online: online,
      longitude: online ? null : Math.round((-74 + r()) * 1e6) / 1e6,
      starts_at: iso(starts),
      account_id: hostId,
      description: `Join us for ${pick(r, WORDS)} and ${pick(r, WORDS)}.`,
      going_count: Math.floor(r() * 400),
      canonical_url: `https://www.facebook.com/events/${eventId}/`,
      location_name: online ? null : `${title(r)} Hall`,
      interested_count: Math.floor(r() * 2000),
    };
  }

  async event(ref: { id?: string; url?: string }): Promise<Row> {
    await this.arrive();
    const identifier = ref.id ?? urlIdentifier(ref.url!);
    fail(identifier, false);
    return this.eventRow(identifier, /^\d{1,40}$/.test(identifier) ? identifier : undefined);
  }

  async searchEvents(query: string, page: number) {
    await this.arrive();
    fail(query, false);
    const events = Array.from({ length: EVENTS_PER_PAGE }, (_, i) => this.eventRow(`${query}|${page}|${i}`));
    return { events, next_page: page < PAGES ? page + 1 : null };
  }

  private postRow(seed: string, groupId: string | null, id?: string): Row {
    const r = seeded(`post|${seed}`);
    const postId = id ?? digits(r);
    const video = r() < 0.3;
    return {
      id: postId,
      likes: Math.floor(r() * 3000),
      title: r() < 0.5 ? title(r) : null,
      views: video ? Math.floor(r() * 50_000) : null,
      shares: Math.floor(r() * 200),
      caption: `${title(r)} — ${pick(r, WORDS)} ${pick(r, WORDS)}`,
      comments: Math.floor(r() * 300),
      group_id: groupId,
      is_video: video,
      posted_at: iso(EPOCH - Math.floor(r() * 90 * 24) * 3_600_000),
      duration_ms: video ? 5_000 + Math.floor(r() * 300_000) : null,
      feedback_id: Buffer.from(`feedback:${postId}`).toString('base64'),
      content_type: video ? 'video' : pick(r, ['photo', 'status', 'link']),
      canonical_url: groupId ? `https://www.facebook.com/groups/${groupId}/posts/${postId}/` : `https://www.facebook.com/${digits(r)}/posts/${postId}/`,
      owner_facebook_id: digits(r),
    };
  }

  async groupPosts(ref: { url?: string; groupId?: string }) {
    await this.arrive();
    const identifier = ref.groupId ?? urlIdentifier(ref.url!);
    fail(identifier, false);
    const group = this.groupRow(identifier);
    const groupId = group.group_id as string;
    const posts = Array.from({ length: GROUP_POSTS }, (_, i) => this.postRow(`${groupId}|${i}`, groupId));
    return { group, posts };
  }

  private groupRow(identifier: string): Row {
    const r = seeded(`group|${identifier}`);
    const groupId = /^\d{1,40}$/.test(identifier) ? identifier : digits(r);
    return {
      name: `${title(r)} group`,
      slug: /^\d+$/.test(identifier) ? null : identifier,
      privacy: pick(r, ['PUBLIC', 'PUBLIC', 'CLOSED']),
      group_id: groupId,
      platform: 'facebook',
      avatar_url: this.media.url(`facenet/group/${groupId}.jpg`),
      description: `A group about ${pick(r, WORDS)}.`,
      member_count: Math.floor(r() * 100_000),
      canonical_url: `https://www.facebook.com/groups/${groupId}/`,
      activity_count: Math.floor(r() * 500),
    };
  }

  async groupDetails(ref: { url?: string; groupId?: string }): Promise<Row> {
    await this.arrive();
    const identifier = ref.groupId ?? urlIdentifier(ref.url!);
    fail(identifier, false);
    return this.groupRow(identifier);
  }

  private pageRow(identifier: string): Row {
    const r = seeded(`page|${identifier}`);
    const pageId = /^\d{1,40}$/.test(identifier) ? identifier : digits(r);
    return {
      page_id: pageId,
      name: /^\d+$/.test(identifier) ? `${title(r)} Page` : identifier,
      username: /^\d+$/.test(identifier) ? null : identifier,
      platform: 'facebook',
      category: pick(r, ['Local business', 'Artist', 'Brand', 'Community']),
      about: `All about ${pick(r, WORDS)} and ${pick(r, WORDS)}.`,
      followers: Math.floor(r() * 1_000_000),
      likes: Math.floor(r() * 900_000),
      is_verified: r() < 0.3,
      profile_pic_url: this.media.url(`facenet/page/${pageId}.jpg`),
      website: r() < 0.6 ? `https://example.com/${pick(r, WORDS)}` : null,
      canonical_url: `https://www.facebook.com/${pageId}`,
    };
  }

  async page(ref: { url?: string; pageId?: string }): Promise<Row> {
    await this.arrive();
    const identifier = ref.pageId ?? urlIdentifier(ref.url!);
    fail(identifier, false);
    return this.pageRow(identifier);
  }

  async pageList(kind: PageListKind, ref: { url?: string; pageId?: string }, page: number) {
    await this.arrive();
    const identifier = ref.pageId ?? urlIdentifier(ref.url!);
    fail(identifier, false);
    const pageId = this.pageRow(identifier).page_id as string;
    const items = Array.from({ length: 10 }, (_, i): Row => {
      const seed = `${pageId}|${kind}|${page}|${i}`;
      if (kind === 'events') return this.eventRow(seed);
      const post = this.postRow(seed, null);
      if (kind === 'reels') return { ...post, is_video: true, content_type: 'reel', duration_ms: (post.duration_ms as number | null) ?? 15_000 };
      if (kind === 'photos') {
        const r = seeded(seed);
        const photoId = digits(r);
        return {
          id: photoId,
          image_url: this.media.url(`facenet/photo/${photoId}.jpg`),
          caption: post.caption,
          likes: post.likes,
          comments: post.comments,
          posted_at: post.posted_at,
          canonical_url: `https://www.facebook.com/photo/?fbid=${photoId}`,
        };
      }
      return post;
    });
    return { page_id: pageId, items, next_page: page < PAGES ? page + 1 : null };
  }

  async videoPost(kind: 'reel' | 'video', url: string): Promise<Row> {
    await this.arrive();
    const identifier = urlIdentifier(url);
    fail(identifier, false);
    const post = this.postRow(identifier, null, /^\d{1,40}$/.test(identifier) ? identifier : undefined);
    return {
      ...post,
      is_video: true,
      content_type: kind,
      views: (post.views as number | null) ?? 1000,
      duration_ms: (post.duration_ms as number | null) ?? 15_000,
    };
  }

  async comments(url: string, page: number) {
    await this.arrive();
    const identifier = urlIdentifier(url);
    fail(identifier, false);
    const r = seeded(`comments|${identifier}|${page}`);
    const comments = Array.from({ length: 10 }, () => this.commentRow(r));
    return { comments, next_page: page < PAGES ? page + 1 : null };
  }

  private commentRow(r: () => number): Row {
    return {
      id: digits(r),
      text: `${pick(r, WORDS)} ${pick(r, WORDS)}!`,
      author_name: title(r),
      author_id: digits(r),
      likes: Math.floor(r() * 50),
      created_at: iso(EPOCH - Math.floor(r() * 1000) * 60_000),
    };
  }

  async post(url: string, comments: boolean, transcript: boolean): Promise<Row> {
    await this.arrive();
    const identifier = urlIdentifier(url);
    fail(identifier, false);
    const post = this.postRow(identifier, null, /^\d{1,40}$/.test(identifier) ? identifier : undefined);
    const r = seeded(`extras|${identifier}`);
    if (comments) {
      post.comment_list = Array.from({ length: 5 }, () => this.commentRow(r));
    }
    if (transcript) post.transcript_text = post.is_video ? `Hello and welcome to ${pick(r, WORDS)} ${pick(r, WORDS)}.` : null;
    return post;
  }
}
