import { seeded } from '../../../platform/random.ts';
import { MAGIC_FAILURES, magicFailure, sleep, type MagicFailure } from '../../../platform/sandbox/sandbox.ts';
import type { MediaSigner } from '../../../platform/sandbox/sandbox.ts';

/**
 * The photonet sandbox upstream for list walks, in the network's own page shapes. Deterministic given the moment
 * of the request (`asOf`):
 * - `sbx_<N>_<name>` has exactly N posts, one a day going back from `asOf`, each with 3 to 7 comments, and 3 × N
 *   followers; any other handle has 20 to 200 posts.
 * - the first `_`-separated part of a handle or shortcode picks a failure: err-upstream 502, err-timeout 504,
 *   err-ratelimited 429, err-paused 503, err-notfound 404; err-stall answers every page with the same cursor,
 *   err-repeat answers every page with the same items.
 * - `big_<N>_<name>` is like sbx but every caption weighs 700 KiB (results that need several 3 MiB pages);
 *   `err-huge_<name>` has one post over 3 MiB (a job that must fail with result_item_too_large).
 */

const DAY = 86_400_000;
const WORDS = ['studio', 'sunday', 'coffee', 'launch', 'travel', 'recipe', 'workout', 'sunset', 'market', 'weekend'];

export interface RawFeedItem {
  pk: string;
  code: string;
  taken_at: number;
  media_type: 1 | 2;
  caption: { text: string };
  like_count: number;
  comment_count: number;
  image_versions2: { candidates: { url: string; width: number; height: number }[] };
  video_versions?: { url: string }[];
  user: { username: string; pk: string };
}

export interface RawComment {
  pk: string;
  text: string;
  created_at: number;
  comment_like_count: number;
  user: { username: string; pk: string; is_verified: boolean };
}

export interface RawUser {
  pk: string;
  username: string;
  full_name: string;
  is_private: boolean;
  is_verified: boolean;
  profile_pic_url: string;
}

export interface RawPage<T> {
  items: T[];
  next_max_id: string | null;
  more_available: boolean;
}

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

export class SandboxPhotonetUpstream {
  constructor(private readonly media: MediaSigner, private readonly latencyMs: number) {}

  private async arrive(name: string): Promise<Special | null> {
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
    const code = `S${Buffer.from(`${handle}:${k}`).toString('base64url').replace(/[^A-Za-z0-9]/g, '').slice(-14)}${k}`;
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
    const special = await this.arrive(handle);
    const total = this.postCount(handle);
    const offset = special === 'err-repeat' ? 0 : offsetOf(cursor);
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - offset)) }, (_, i) => this.post(handle, offset + i, asOf));
    const more = offset + pageSize < total;
    const next = special === 'err-stall' ? 'o0' : special === 'err-repeat' ? `o${offsetOf(cursor) + pageSize}` : `o${offset + pageSize}`;
    return { items, next_max_id: more ? next : null, more_available: more };
  }

  /** Comments of a post: 3 to 7, oldest first, from the shortcode alone. */
  async commentsPage(shortcode: string, cursor: string | null, pageSize: number, asOf: number): Promise<RawPage<RawComment>> {
    const special = await this.arrive(shortcode);
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
    const special = await this.arrive(handle);
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
}
