import { seeded } from '../../../platform/random.ts';
import { MAGIC_FAILURES, magicFailure, sleep, type MagicFailure } from '../../../platform/sandbox/sandbox.ts';
import type { MediaSigner } from '../../../platform/sandbox/sandbox.ts';
import { SANDBOX_PROVIDER } from '../../../platform/live/reader.ts';
import type { PhotonetListUpstream } from '../upstream.ts';
import type { RawComment, RawFeedItem, RawPage, RawUser } from './payloads.ts';

/**
 * The photonet sandbox upstream for list walks, in the network's own page shapes. Deterministic given the moment
 * of the request (`asOf`):
 * - `sbx_<N>_<name>` has exactly N posts, one a day going back from `asOf`, each with 3 to 7 comments, 3 × N
 *   followers, N accounts it follows and N posts it is tagged in (one a day back from `asOf`); any other handle has
 *   20 to 200 posts. Its logged-out timeline is its newest posts up to 240, the most a logged-out visitor sees.
 * - a popular search for `sbx_<N>_<term>` finds exactly N posts (one an hour back from `asOf`); any other query 50
 *   to 500.
 * - the first `_`-separated part of a handle, shortcode or query picks a failure: err-upstream 502, err-timeout 504,
 *   err-ratelimited 429, err-paused 503, err-notfound 404; err-stall answers every page with the same cursor,
 *   err-repeat answers every page with the same items.
 * - `big_<N>_<name>` is like sbx but every caption weighs 700 KiB (results that need several 3 MiB pages);
 *   `err-huge_<name>` has one post over 3 MiB (a job that must fail with result_item_too_large).
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The most posts a logged-out visitor can page through on an account's timeline. */
export const LOGGED_OUT_TIMELINE_CAP = 240;
const WORDS = ['studio', 'sunday', 'coffee', 'launch', 'travel', 'recipe', 'workout', 'sunset', 'market', 'weekend'];

type Special = 'err-stall' | 'err-repeat';

function magic(name: string): MagicFailure | Special | null {
  const head = name.toLowerCase().split('_')[0];
  if (head === 'err-stall' || head === 'err-repeat') return head;
  return magicFailure(head);
}

function padding(handle: string, k: number): string {
  const h = handle.toLowerCase();
  if (h.startsWith('big_')) return ' ' + 'x'.repeat(700 * 1024);
  if (h.startsWith('err-huge') && k === 0) return ' ' + 'x'.repeat(3 * 1024 * 1024 + 10);
  return '';
}

const offsetOf = (cursor: string | null) => (cursor ? Number(/^o(\d+)$/.exec(cursor)?.[1] ?? 0) : 0);

export class SandboxPhotonetUpstream implements PhotonetListUpstream {
  readonly name = SANDBOX_PROVIDER;
  /**
   * Awaited before every page when set, with the page's operation and target: how a test holds a page open (a
   * deferred promise) instead of sleeping. Never set outside tests.
   */
  hold: ((page: { operation: string; target: string }) => Promise<void>) | null = null;

  constructor(
    private readonly media: MediaSigner,
    private readonly latencyMs: number,
  ) {}

  private async arrive(name: string, operation: string): Promise<Special | null> {
    if (this.hold) await this.hold({ operation, target: name });
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    const m = magic(name);
    if (m === 'err-stall' || m === 'err-repeat') return m;
    if (m) throw MAGIC_FAILURES[m]();
    return null;
  }

  postCount(handle: string): number {
    const fixed = /^(?:sbx|big)_(\d{1,4})_/.exec(handle.toLowerCase());
    return fixed ? Number(fixed[1]) : 20 + Math.floor(seeded(`feed:${handle}`)() * 180);
  }

  /** Post k of an account (0 = newest), posted k days before `asOf`. */
  post(handle: string, k: number, asOf: number): RawFeedItem {
    const r = seeded(`post:${handle}:${k}`);
    const code = `S${Buffer.from(`${handle}:${k}`)
      .toString('base64url')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(-14)}${k}`;
    const video = k % 4 === 2;
    return {
      pk: String(3_000_000_000_000 + k),
      code,
      taken_at: Math.floor((asOf - k * DAY) / 1000),
      media_type: video ? 2 : 1,
      caption: { text: `${WORDS[Math.floor(r() * WORDS.length)]} day ${k} #${WORDS[Math.floor(r() * WORDS.length)]}${padding(handle, k)}` },
      like_count: Math.floor(r() * 5000),
      comment_count: 3 + (k % 5),
      image_versions2: { candidates: [{ url: this.media.url(`photonet/post/${handle}/${code}.jpg`), width: 1080, height: 1350 }] },
      ...(video ? { video_versions: [{ url: `https://video.sandbox.test/${code}.mp4` }] } : {}),
      user: { username: handle.toLowerCase(), pk: String(7_000_000 + (handle.length % 97)) },
    };
  }

  async feedPage(handle: string, cursor: string | null, pageSize: number, asOf: number): Promise<RawPage<RawFeedItem>> {
    const special = await this.arrive(handle, 'user_feed');
    return page(special, cursor, pageSize, this.postCount(handle), (k) => this.post(handle, k, asOf));
  }

  /** The logged-out timeline: the same posts as the feed, the newest 240 at most. */
  async loggedoutTimelinePage(handle: string, cursor: string | null, pageSize: number, asOf: number): Promise<RawPage<RawFeedItem>> {
    const special = await this.arrive(handle, 'loggedout_timeline');
    return page(special, cursor, pageSize, Math.min(LOGGED_OUT_TIMELINE_CAP, this.postCount(handle)), (k) => this.post(handle, k, asOf));
  }

  /** Posts other accounts tagged the account in: N for sbx accounts, one a day back from `asOf`. */
  async usertagsPage(handle: string, cursor: string | null, pageSize: number, asOf: number): Promise<RawPage<RawFeedItem>> {
    const special = await this.arrive(handle, 'usertags_feed');
    return page(special, cursor, pageSize, this.postCount(handle), (k) => {
      const tagger = `tagger_${k % 13}_${handle.toLowerCase()}`.slice(0, 30);
      const post = this.post(tagger, k, asOf);
      return { ...post, pk: String(4_000_000_000_000 + k), caption: { text: `${post.caption.text} with @${handle.toLowerCase()}` } };
    });
  }

  /** Posts a popular search finds: N for `sbx_<N>_<term>`, one an hour back from `asOf`, each by another account. */
  async searchMediaPage(query: string, cursor: string | null, pageSize: number, asOf: number): Promise<RawPage<RawFeedItem>> {
    const special = await this.arrive(query, 'popular_search_media');
    const fixed = /^sbx_(\d{1,4})_/.exec(query.toLowerCase());
    const total = fixed ? Number(fixed[1]) : 50 + Math.floor(seeded(`search:${query}`)() * 450);
    return page(special, cursor, pageSize, total, (k) => {
      const owner = `creator_${Math.floor(seeded(`search:${query}:${k}`)() * 1e6)}`;
      const post = this.post(owner, k, asOf);
      return {
        ...post,
        pk: String(5_000_000_000_000 + k),
        taken_at: Math.floor((asOf - k * HOUR) / 1000),
        caption: { text: `${post.caption.text} ${query.slice(0, 100)}` },
      };
    });
  }

  /** Comments of a post: 3 to 7, oldest first, from the shortcode alone. */
  async commentsPage(shortcode: string, cursor: string | null, pageSize: number, asOf: number): Promise<RawPage<RawComment>> {
    const special = await this.arrive(shortcode, 'post_comments');
    const total = 3 + (shortcode.length % 5);
    const offset = special === 'err-repeat' ? 0 : offsetOf(cursor);
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - offset)) }, (_, i) => {
      const n = offset + i;
      return {
        pk: `${shortcode}-c${n}`,
        text: `Comment ${n} on ${shortcode}`,
        created_at: Math.floor((asOf - (total - n) * 3_600_000) / 1000),
        comment_like_count: n * 3,
        user: { username: `fan_${n}`, pk: String(9_000_000 + n), is_verified: n === 0 },
      };
    });
    const more = offset + pageSize < total;
    return { items, next_max_id: more ? (special === 'err-stall' ? 'o0' : `o${offset + pageSize}`) : null, more_available: more };
  }

  /** Followers: 3 × N for sbx accounts. The page cursor travels with a rank token, as upstream. */
  async followersPage(handle: string, cursor: string | null, pageSize: number): Promise<RawPage<RawUser> & { rank_token: string }> {
    const special = await this.arrive(handle, 'followers');
    const total = 3 * this.postCount(handle);
    const offset = special === 'err-repeat' ? 0 : offsetOf(cursor);
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - offset)) }, (_, i) => {
      const n = offset + i;
      return {
        pk: String(50_000_000 + n),
        username: `follower_${n}_of_${handle.toLowerCase()}`.slice(0, 30),
        full_name: `Follower ${n}`,
        is_private: n % 7 === 0,
        is_verified: n % 50 === 0,
        profile_pic_url: this.media.url(`photonet/avatar/follower-${n}.jpg`),
      };
    });
    const more = offset + pageSize < total;
    return {
      items,
      next_max_id: more ? (special === 'err-stall' ? 'o0' : `o${offset + pageSize}`) : null,
      more_available: more,
      rank_token: `rt-${seeded(`rank:${handle}`)().toString(36).slice(2, 10)}`,
    };
  }

  /** The accounts an account follows: N for sbx accounts. Its cursor travels with a rank token too. */
  async followingPage(handle: string, cursor: string | null, pageSize: number): Promise<RawPage<RawUser> & { rank_token: string }> {
    const special = await this.arrive(handle, 'following');
    const result = page(special, cursor, pageSize, this.postCount(handle), (n) => ({
      pk: String(60_000_000 + n),
      username: `followed_${n}_by_${handle.toLowerCase()}`.slice(0, 30),
      full_name: `Followed ${n}`,
      is_private: n % 9 === 0,
      is_verified: n % 40 === 0,
      profile_pic_url: this.media.url(`photonet/avatar/followed-${n}.jpg`),
    }));
    return { ...result, rank_token: `rt-${seeded(`rank-following:${handle}`)().toString(36).slice(2, 10)}` };
  }
}

/** One page of a list of `total` items by offset cursor (`o<offset>`), with the err-stall and err-repeat behaviours. */
function page<T>(special: Special | null, cursor: string | null, pageSize: number, total: number, item: (k: number) => T): RawPage<T> {
  const offset = special === 'err-repeat' ? 0 : offsetOf(cursor);
  const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - offset)) }, (_, i) => item(offset + i));
  const more = offset + pageSize < total;
  const next = special === 'err-stall' ? 'o0' : special === 'err-repeat' ? `o${offsetOf(cursor) + pageSize}` : `o${offset + pageSize}`;
  return { items, next_max_id: more ? next : null, more_available: more };
}
