import { seeded } from '../../../platform/random.ts';
import { codedFailure, MAGIC_FAILURES, magicFailure, sleep, type MagicFailure, type MediaSigner } from '../../../platform/sandbox/sandbox.ts';
import type { SignedInAccount } from '../account-pool.ts';
import type { SandboxPhotonetUpstream } from '../walkers/sandbox.ts';
import { SANDBOX_PROVIDER } from '../../../platform/live/reader.ts';
import type { PhotonetWrapperUpstream } from '../upstream.ts';
import type {
  RawAbout,
  RawEmbed,
  RawHighlightsTray,
  RawLikers,
  RawLocationInfo,
  RawLocationNearby,
  RawLoggedOutProfile,
  RawMedia,
  RawMediaInfo,
  RawRelatedProfiles,
  RawStory,
  RawTimelineNode,
  RawTopSearch,
  RawUserSummary,
  RawWebProfile,
  RawWebUser,
} from './payloads.ts';

/**
 * The photonet sandbox upstream of the operation wrappers, in the network's own payload shapes (payloads.ts).
 * Deterministic: the same arguments give the same document (story times and logged-out timelines count back from the
 * moment of the request, like the walkers' feeds). Images are the sandbox CDN's signed, expiring URLs.
 * - Accounts: `sbx_<N>_<name>` has exactly N posts and 3 × N followers (as the walkers), min(N, 20) story items,
 *   N highlights and min(N, 80) related accounts; a handle containing `private` is a private account (no logged-out
 *   posts, no story). Any other handle gets sizes derived from it.
 * - Posts: any shortcode is a post; `sbx_<N>_<name>` has exactly N likers.
 * - Searches: the posts of the walkers' search pages (a query `sbx_<N>_<term>` finds exactly N).
 * - Locations: any numeric id is a place in one of a few cities, with 8 to 20 venues nearby.
 * - Failures (contract sandbox rule): a handle, shortcode or query starting with err-upstream 502, err-timeout 504,
 *   err-ratelimited 429, err-paused 503, err-notfound 404; a location id starting with 9990502, 9990504, 9990429,
 *   9990503 or 9990404 likewise (`codedFailure`).
 */

const DAY = 86_400;
/** Posts, highlights and accounts date from before this moment (2026-01-01), so they never move. */
const EPOCH = Date.UTC(2026, 0, 1) / 1000;

const FIRST = ['maya', 'leo', 'ines', 'tomas', 'ana', 'kai', 'noor', 'eli', 'sara', 'hugo', 'lina', 'omar', 'yuki', 'ravi'];
const LAST = ['Silva', 'Costa', 'Moreau', 'Nakamura', 'Okafor', 'Larsen', 'Rossi', 'Novak', 'Haddad', 'Kowalski', 'Mendes'];
const WORDS = ['studio', 'sunday', 'coffee', 'launch', 'travel', 'recipe', 'workout', 'sunset', 'market', 'weekend', 'design', 'garden'];
const CATEGORIES = ['Artist', 'Photographer', 'Personal blog', 'Coach', 'Restaurant', 'Clothing (Brand)', 'Musician/band', 'Creator'];
const COUNTRIES = ['Portugal', 'Brazil', 'France', 'Japan', 'Nigeria', 'Denmark', 'Italy', 'Poland', 'Lebanon', 'United States', 'India'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const HIGHLIGHTS = ['Travel', 'Studio', 'Recipes', 'Q&A', 'Behind the scenes', 'Press', 'Workouts', 'Shop', 'Events', 'Friends'];
const CITIES = [
  { city: 'Lisbon', lat: 38.7223, lng: -9.1393 },
  { city: 'São Paulo', lat: -23.5505, lng: -46.6333 },
  { city: 'Paris', lat: 48.8566, lng: 2.3522 },
  { city: 'Tokyo', lat: 35.6762, lng: 139.6503 },
  { city: 'Lagos', lat: 6.5244, lng: 3.3792 },
  { city: 'Copenhagen', lat: 55.6761, lng: 12.5683 },
  { city: 'Milan', lat: 45.4642, lng: 9.19 },
];
const VENUES = ['Café', 'Park', 'Museum', 'Market', 'Gallery', 'Beach', 'Rooftop', 'Studio', 'Bakery', 'Square'];
const STREETS = ['Rua Augusta', 'Main Street', 'Rue de Rivoli', 'Via Roma', 'Nørrebrogade', 'Avenida Paulista', 'Omotesando'];

const int = (r: () => number, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];
/** A numeric id of `digits` digits (as a string: upstream ids exceed 2^53). */
const digitsId = (r: () => number, digits: number) => String(1 + Math.floor(r() * 9)) + Array.from({ length: digits - 1 }, () => Math.floor(r() * 10)).join('');
const coordinate = (x: number) => Number(x.toFixed(6));
const monthYear = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
/** `sbx_<N>_…` (or the walkers' `big_<N>_…`): N, else null. */
const fixedSize = (name: string) => {
  const m = /^(?:sbx|big)_(\d{1,4})_/.exec(name.toLowerCase());
  return m ? Number(m[1]) : null;
};

export class SandboxPhotonetWrappers implements PhotonetWrapperUpstream {
  readonly name = SANDBOX_PROVIDER;
  /**
   * Awaited at the start of every call, before anything else: tests hold a call open with a deferred of their own
   * (a signed-in account stays lent meanwhile) instead of sleeping. Null in service.
   */
  hold: ((operation: string) => Promise<void>) | null = null;

  constructor(
    private readonly media: MediaSigner,
    private readonly latencyMs: number,
    /** The walkers' feed upstream: the same accounts have the same posts in both. */
    readonly feed: SandboxPhotonetUpstream,
  ) {}

  private async arrive(operation: string, failure: MagicFailure | null): Promise<void> {
    if (this.hold) await this.hold(operation);
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    if (failure) throw MAGIC_FAILURES[failure]();
  }

  /** An account's numeric id. */
  userPk(handle: string): string {
    return digitsId(seeded(`pk:${handle}`), 11);
  }

  /** A made-up account listed somewhere (likers, related accounts, owners), from a seed. */
  private account(seed: string): RawUserSummary {
    const r = seeded(`account:${seed}`);
    const first = pick(r, FIRST);
    const username = `${first}.${pick(r, WORDS)}${int(r, 1, 999)}`;
    return {
      pk: digitsId(r, 11),
      username,
      full_name: `${first[0].toUpperCase()}${first.slice(1)} ${pick(r, LAST)}`,
      profile_pic_url: this.media.url(`photonet/avatar/${username}.jpg`),
      is_verified: r() < 0.08,
      is_private: r() < 0.15,
    };
  }

  private webUser(handle: string): RawWebUser {
    const r = seeded(`profile:${handle}`);
    const posts = this.feed.postCount(handle);
    const first = pick(r, FIRST);
    const business = r() < 0.4;
    const site = `https://${handle.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'site'}.example.com/`;
    const hasLink = r() < 0.7;
    return {
      id: this.userPk(handle),
      username: handle,
      full_name: `${first[0].toUpperCase()}${first.slice(1)} ${pick(r, LAST)}`,
      biography: `${pick(r, WORDS)} & ${pick(r, WORDS)} · ${pick(r, CITIES).city}\nNew ${pick(r, WORDS)} drops every ${pick(r, ['Monday', 'Friday', 'month'])} ✨`,
      bio_links: hasLink ? [{ title: `My ${pick(r, WORDS)}`, url: site, link_type: 'external' }] : [],
      external_url: hasLink ? site : null,
      edge_followed_by: { count: 3 * posts },
      edge_follow: { count: int(r, 40, 1500) },
      edge_owner_to_timeline_media: { count: posts },
      profile_pic_url: this.media.url(`photonet/avatar/${handle}.jpg`),
      profile_pic_url_hd: this.media.url(`photonet/avatar/${handle}-hd.jpg`),
      is_verified: r() < 0.12,
      is_private: handle.includes('private'),
      is_business_account: business,
      is_professional_account: business || r() < 0.5,
      category_name: business ? pick(r, CATEGORIES) : null,
      fbid: `1784${digitsId(r, 13)}`,
      highlight_reel_count: this.highlightCount(handle),
      has_clips: posts > 2,
      pronouns: r() < 0.3 ? [pick(r, ['she/her', 'he/him', 'they/them'])] : [],
    };
  }

  private highlightCount(handle: string): number {
    return fixedSize(handle) ?? int(seeded(`highlights:${handle}`), 0, 24);
  }

  /** web_profile_info. */
  async webProfile(handle: string): Promise<RawWebProfile> {
    await this.arrive('web_profile_info', magicFailure(handle));
    return { data: { user: this.webUser(handle) }, status: 'ok' };
  }

  /** loggedout_profile: the profile and its 12 latest posts (none for a private account), as of `asOf` (ms). */
  async loggedOutProfile(handle: string, asOf: number): Promise<RawLoggedOutProfile> {
    await this.arrive('loggedout_profile', magicFailure(handle));
    const user = this.webUser(handle);
    const total = user.edge_owner_to_timeline_media.count;
    const shown = user.is_private ? 0 : Math.min(12, total);
    const edges = Array.from({ length: shown }, (_, k): { node: RawTimelineNode } => {
      const post = this.feed.post(handle, k, asOf);
      const video = post.media_type === 2;
      const image = post.image_versions2.candidates[0].url;
      return {
        node: {
          __typename: video ? 'GraphVideo' : 'GraphImage',
          id: post.pk,
          shortcode: post.code,
          display_url: image,
          thumbnail_src: image,
          is_video: video,
          ...(video ? { video_url: post.video_versions![0].url } : {}),
          taken_at_timestamp: post.taken_at,
          edge_liked_by: { count: post.like_count },
          edge_media_to_comment: { count: post.comment_count },
          edge_media_to_caption: { edges: [{ node: { text: post.caption.text } }] },
          owner: { id: user.id, username: handle },
        },
      };
    });
    const more = !user.is_private && total > shown;
    return {
      graphql: {
        user: {
          ...user,
          edge_owner_to_timeline_media: {
            count: total,
            page_info: { has_next_page: more, end_cursor: more ? Buffer.from(`${user.id}:${shown}`).toString('base64url') : null },
            edges,
          },
        },
      },
      logging_page_id: `profilePage_${user.id}`,
      show_suggested_profiles: false,
    };
  }

  /** A media item from a seed: its kind, counts, owner, place and tags are the seed's. */
  private mediaItem(seed: string, code: string): RawMedia {
    const r = seeded(`media:${seed}`);
    const owner = this.account(`owner:${seed}`);
    const pk = digitsId(r, 19);
    const kind = r();
    const mediaType: 1 | 2 | 8 = kind < 0.55 ? 1 : kind < 0.8 ? 2 : 8;
    const takenAt = EPOCH - int(r, 0, 400) * DAY - int(r, 0, DAY - 1);
    const paid = r() < 0.15;
    const mention = this.account(`mention:${seed}`).username;
    const image = (suffix: string, width: number, height: number) => ({
      url: this.media.url(`photonet/post/${owner.username}/${code}${suffix}.jpg`),
      width,
      height,
    });
    const city = pick(r, CITIES);
    const tagged = Array.from({ length: int(r, 0, 2) }, (_, i) => this.account(`tag:${seed}:${i}`));
    return {
      pk,
      id: `${pk}_${owner.pk}`,
      code,
      taken_at: takenAt,
      media_type: mediaType,
      product_type: mediaType === 2 ? 'clips' : mediaType === 8 ? 'carousel_container' : 'feed',
      caption: { text: `${pick(r, WORDS)} ${pick(r, WORDS)} with @${mention} #${pick(r, WORDS)} #${pick(r, WORDS)}${paid ? ' #ad' : ''}`, created_at: takenAt },
      like_count: int(r, 0, 25_000),
      comment_count: int(r, 0, 600),
      ...(mediaType === 2 ? { play_count: int(r, 500, 400_000), video_duration: int(r, 50, 900) / 10 } : {}),
      image_versions2: { candidates: [image('', 1080, 1350), image('-640', 640, 800)] },
      ...(mediaType === 2 ? { video_versions: [{ type: 101, url: `https://video.sandbox.test/${code}.mp4`, width: 720, height: 1280 }] } : {}),
      ...(mediaType === 8
        ? (() => {
            const count = int(r, 2, 6);
            return {
              carousel_media_count: count,
              carousel_media: Array.from({ length: count }, (_, i) => ({
                pk: digitsId(r, 19),
                media_type: 1 as const,
                image_versions2: { candidates: [image(`-${i + 1}`, 1080, 1350)] },
              })),
            };
          })()
        : {}),
      user: owner,
      location:
        r() < 0.5
          ? {
              pk: digitsId(r, 15),
              name: `${pick(r, VENUES)} ${pick(r, WORDS)}, ${city.city}`,
              lat: coordinate(city.lat + (r() - 0.5) / 20),
              lng: coordinate(city.lng + (r() - 0.5) / 20),
            }
          : null,
      ...(tagged.length
        ? {
            usertags: {
              in: tagged.map((t) => ({ user: { pk: t.pk, username: t.username }, position: [coordinate(r()), coordinate(r())] as [number, number] })),
            },
          }
        : {}),
      is_paid_partnership: paid,
    };
  }

  private mediaByCode(code: string): RawMedia {
    return this.mediaItem(code, code);
  }

  /** post: the media info of a shortcode. */
  async post(shortcode: string): Promise<RawMediaInfo> {
    await this.arrive('post', magicFailure(shortcode));
    return { items: [this.mediaByCode(shortcode)], num_results: 1, more_available: false, status: 'ok' };
  }

  /** story (signed in): the account's current story, items within the last 24 hours of `asOf` (ms). */
  async story(handle: string, _viewer: SignedInAccount, asOf: number): Promise<RawStory> {
    await this.arrive('story', magicFailure(handle));
    const user = this.webUser(handle);
    const count = user.is_private ? 0 : Math.min(20, fixedSize(handle) ?? int(seeded(`story:${handle}`), 0, 6));
    if (count === 0) return { reels: {}, status: 'ok' };
    const now = Math.floor(asOf / 1000);
    const step = Math.floor((23 * 3600) / count);
    const items = Array.from({ length: count }, (_, i) => {
      const r = seeded(`story:${handle}:${i}`);
      const takenAt = now - (count - i) * step;
      const video = i % 3 === 1;
      const pk = digitsId(r, 19);
      const mention = this.account(`story-mention:${handle}:${i}`);
      return {
        pk,
        id: `${pk}_${user.id}`,
        taken_at: takenAt,
        expiring_at: takenAt + DAY,
        media_type: (video ? 2 : 1) as 1 | 2,
        image_versions2: { candidates: [{ url: this.media.url(`photonet/story/${handle}/${i}.jpg`), width: 1080, height: 1920 }] },
        ...(video
          ? {
              video_versions: [{ type: 101, url: `https://video.sandbox.test/story-${pk}.mp4`, width: 720, height: 1280 }],
              video_duration: int(r, 30, 150) / 10,
            }
          : {}),
        ...(i % 4 === 0 ? { story_mentions: [{ user: { pk: mention.pk, username: mention.username } }] } : {}),
        ...(i % 5 === 2
          ? {
              story_link_stickers: [
                { story_link: { url: `https://shop.example.com/${pick(r, WORDS)}`, link_title: r() < 0.5 ? `Shop the ${pick(r, WORDS)}` : null } },
              ],
            }
          : {}),
      };
    });
    const summary: RawUserSummary = {
      pk: user.id,
      username: handle,
      full_name: user.full_name,
      profile_pic_url: user.profile_pic_url,
      is_verified: user.is_verified,
      is_private: user.is_private,
    };
    const last = items[items.length - 1];
    return {
      reels: { [user.id]: { id: user.id, user: summary, latest_reel_media: last.taken_at, expiring_at: last.expiring_at, media_count: count, items } },
      status: 'ok',
    };
  }

  /** likers (signed in): the post's 100 most recent likers and its like count. */
  async likers(shortcode: string, _viewer: SignedInAccount): Promise<RawLikers> {
    await this.arrive('likers', magicFailure(shortcode));
    const total = fixedSize(shortcode) ?? this.mediaByCode(shortcode).like_count;
    return { users: Array.from({ length: Math.min(100, total) }, (_, i) => this.account(`liker:${shortcode}:${i}`)), user_count: total, status: 'ok' };
  }

  /** about (signed in): the account's "About this account" sheet. */
  async about(handle: string, _viewer: SignedInAccount): Promise<RawAbout> {
    await this.arrive('about', magicFailure(handle));
    const user = this.webUser(handle);
    const r = seeded(`about:${handle}`);
    const joined = EPOCH - int(r, 30, 4_500) * DAY;
    return {
      data: {
        about_this_account: {
          pk: user.id,
          username: handle,
          date_joined: monthYear(joined),
          country: r() < 0.9 ? pick(r, COUNTRIES) : null,
          former_usernames: int(r, 0, 3),
          is_verified: user.is_verified,
          verified_since: user.is_verified ? monthYear(joined + int(r, 30, Math.max(31, Math.floor((EPOCH - joined) / DAY))) * DAY) : null,
          is_running_ads: user.is_business_account && r() < 0.5,
        },
      },
      status: 'ok',
    };
  }

  /** embed: the oEmbed document of a post (by shortcode) or of a profile (by handle). */
  async embed(target: { shortcode: string } | { handle: string }): Promise<RawEmbed> {
    const name = 'shortcode' in target ? target.shortcode : target.handle;
    await this.arrive('embed', magicFailure(name));
    const common = { version: '1.0' as const, type: 'rich' as const, provider_name: 'Photonet', provider_url: 'https://photonet.example', width: 658 };
    const script = '<script async src="//photonet.example/embed.js"></script>';
    if ('shortcode' in target) {
      const media = this.mediaByCode(target.shortcode);
      const permalink = `https://photonet.example/p/${media.code}/`;
      return {
        ...common,
        title: media.caption?.text ?? '',
        author_name: media.user.username,
        author_url: `https://photonet.example/${media.user.username}/`,
        author_id: media.user.pk,
        media_id: media.id,
        html: `<blockquote class="photonet-media" data-photonet-permalink="${permalink}?utm_source=photonet_embed" data-photonet-version="14"><a href="${permalink}">View this post on Photonet</a><p>A post shared by ${media.user.full_name} (@${media.user.username})</p></blockquote>\n${script}`,
        thumbnail_url: media.image_versions2.candidates[1].url,
        thumbnail_width: 640,
        thumbnail_height: 800,
      };
    }
    const user = this.webUser(target.handle);
    const url = `https://photonet.example/${user.username}/`;
    return {
      ...common,
      title: `${user.full_name} (@${user.username})`,
      author_name: user.username,
      author_url: url,
      author_id: user.id,
      html: `<blockquote class="photonet-media" data-photonet-permalink="${url}?utm_source=photonet_embed" data-photonet-version="14"><a href="${url}">View this profile on Photonet</a><p>${user.edge_owner_to_timeline_media.count} posts · ${user.edge_followed_by.count} followers</p></blockquote>\n${script}`,
      thumbnail_url: user.profile_pic_url_hd,
      thumbnail_width: 320,
      thumbnail_height: 320,
    };
  }

  /**
   * popular_search: the top results of a keyword, the first `mediaCount` posts of the same search the
   * popular_search_media walker pages through (`sbx_<N>_<term>` finds exactly N), in rows of 3, and `keywordCount`
   * related keywords.
   */
  async popularSearch(query: string, mediaCount: number, keywordCount: number, asOf: number): Promise<RawTopSearch> {
    if (this.hold) await this.hold('popular_search');
    // The search page brings the latency and the failure its query asks for.
    const page = await this.feed.searchMediaPage(query, null, mediaCount, asOf);
    const r = seeded(`search:${query}`);
    const sections = [];
    for (let i = 0; i < page.items.length; i += 3)
      sections.push({ layout_type: 'media_grid' as const, layout_content: { medias: page.items.slice(i, i + 3).map((media) => ({ media })) } });
    const words = query.split(/\s+/).slice(0, 3).join(' ');
    return {
      rank_token: `${digitsId(r, 8)}-${digitsId(r, 4)}`,
      media_grid: { sections, has_more: page.more_available, next_max_id: page.next_max_id },
      related_keywords: Array.from({ length: keywordCount }, (_, i) => ({
        keyword: `${words} ${WORDS[(i + Math.floor(r() * WORDS.length)) % WORDS.length]}`,
        search_count: int(r, 100, 2_000_000),
      })),
      status: 'ok',
    };
  }

  /** highlights_tray: at most `max` of the account's highlights. */
  async highlightsTray(handle: string, max: number): Promise<RawHighlightsTray> {
    await this.arrive('highlights_tray', magicFailure(handle));
    const pk = this.userPk(handle);
    const count = Math.min(max, this.highlightCount(handle));
    const tray = Array.from({ length: count }, (_, i) => {
      const r = seeded(`highlight:${handle}:${i}`);
      const created = EPOCH - int(r, 10, 1_500) * DAY;
      return {
        id: `highlight:1790${digitsId(r, 13)}`,
        title: `${pick(r, HIGHLIGHTS)}${i >= HIGHLIGHTS.length ? ` ${Math.floor(i / HIGHLIGHTS.length) + 1}` : ''}`,
        created_at: created,
        latest_reel_media: created + int(r, 0, 300) * DAY,
        media_count: int(r, 1, 60),
        cover_media: {
          cropped_image_version: { url: this.media.url(`photonet/highlight/${handle}/${i}.jpg`), width: 320, height: 320 },
          media_id: `${digitsId(r, 19)}_${pk}`,
        },
        user: { pk, username: handle },
      };
    });
    return { tray, show_empty_state: count === 0, status: 'ok' };
  }

  /** related_profiles: the accounts suggested beside one. */
  async relatedProfiles(handle: string): Promise<RawRelatedProfiles> {
    await this.arrive('related_profiles', magicFailure(handle));
    const fixed = fixedSize(handle);
    const count = fixed === null ? int(seeded(`related:${handle}`), 12, 30) : Math.min(80, fixed);
    const edges = Array.from({ length: count }, (_, i) => {
      const a = this.account(`related:${handle}:${i}`);
      return {
        node: {
          id: a.pk,
          username: a.username,
          full_name: a.full_name,
          profile_pic_url: a.profile_pic_url,
          is_verified: a.is_verified,
          is_private: a.is_private,
        },
      };
    });
    return { data: { user: { id: this.userPk(handle), username: handle, edge_chaining: { edges } } }, status: 'ok' };
  }

  private place(locationId: string) {
    const r = seeded(`location:${locationId}`);
    const city = pick(r, CITIES);
    const word = pick(r, WORDS);
    return {
      r,
      city,
      name: `${word[0].toUpperCase()}${word.slice(1)} ${pick(r, VENUES)}`,
      lat: coordinate(city.lat + (r() - 0.5) / 10),
      lng: coordinate(city.lng + (r() - 0.5) / 10),
    };
  }

  /** location_info. */
  async locationInfo(locationId: string): Promise<RawLocationInfo> {
    await this.arrive('location_info', codedFailure(locationId));
    const { r, city, name, lat, lng } = this.place(locationId);
    return {
      location_info: {
        location_id: locationId,
        facebook_places_id: digitsId(r, 15),
        name,
        lat,
        lng,
        location_address: `${pick(r, STREETS)} ${int(r, 1, 240)}`,
        location_city: city.city,
        category: pick(r, ['Coffee Shop', 'Park', 'Museum', 'Market', 'Art Gallery', 'Beach', 'Bar', 'Bakery']),
        media_count: int(r, 50, 500_000),
        phone: r() < 0.6 ? `+${int(r, 1, 99)} ${digitsId(r, 9)}` : null,
        website: r() < 0.5 ? `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.com/` : null,
      },
      status: 'ok',
    };
  }

  /** location_nearby: 8 to 20 venues within about a kilometre of the location. */
  async locationNearby(locationId: string): Promise<RawLocationNearby> {
    await this.arrive('location_nearby', codedFailure(locationId));
    const center = this.place(locationId);
    const r = seeded(`nearby:${locationId}`);
    const venues = Array.from({ length: int(r, 8, 20) }, () => ({
      external_id: digitsId(r, 15),
      external_id_source: 'facebook_places' as const,
      name: `${pick(r, VENUES)} ${pick(r, WORDS)}`,
      address: `${pick(r, STREETS)} ${int(r, 1, 240)}, ${center.city.city}`,
      lat: coordinate(center.lat + (r() - 0.5) / 50),
      lng: coordinate(center.lng + (r() - 0.5) / 50),
    }));
    return { venues, rank_token: `${digitsId(r, 8)}-${digitsId(r, 4)}`, status: 'ok' };
  }
}
