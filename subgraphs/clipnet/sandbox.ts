import { SANDBOX_PROVIDER } from '../../platform/live/reader.ts';
import { InvalidRequest } from '../../platform/errors.ts';
import { seeded } from '../../platform/random.ts';
import { codedFailure, magicFailure, MAGIC_FAILURES, sleep, type MagicFailure, type SandboxMedia } from '../../platform/sandbox/sandbox.ts';
import type {
  ClipnetProvider,
  RawAuthor,
  RawAuthorStats,
  RawComment,
  RawCommentPage,
  RawHashtagPage,
  RawItem,
  RawItemDetail,
  RawItemListPage,
  RawMentions,
  RawSearch,
  RawUserDetail,
  RawUserListPage,
  RawVideoList,
} from './upstream.ts';

/**
 * The sandbox short-video network: deterministic creators, videos, comments and lists derived from the names asked
 * for, with signed, expiring media URLs (served by the service's sandbox CDN). Failure inputs (shared/sandbox.md):
 * a handle, tag or query starting with err-upstream, err-timeout, err-ratelimited, err-paused or err-notfound (in
 * handles and tags, whose syntax has no hyphen, `err_upstream…` or `err.upstream…`); a video id starting with
 * 9990502, 9990504, 9990429, 9990503 or 9990404. Sizes: a handle or tag `sbx_<N>_<name>` has N videos (and N
 * followers and N followings to list); a video id's last two digits × 3 are its comments.
 */

/** item_list serves at most this many videos a page (the upstream's own page size). */
export const ITEM_LIST_PAGE = 35;
/** Videos are dated back from this instant (epoch seconds, 2026-11-18), one every day or two. */
const ANCHOR = 1_795_000_000;
const SIZED = /^sbx_(\d{1,4})_/i;
const WORDS = ['sun', 'mika', 'lumo', 'dance', 'chef', 'urban', 'neo', 'kai', 'zen', 'pixel', 'nova', 'jade', 'rio', 'vibe', 'moss', 'echo'];
const TOPICS = ['fyp', 'dance', 'recipe', 'travel', 'comedy', 'diy', 'fitness', 'skincare', 'booktok', 'pets', 'tech', 'fashion'];
const SONGS = ['original sound', 'Midnight Drive', 'Paper Lanterns', 'Glow Up', 'Slow Motion', 'Citrus'];

/** The failure a sandbox name asks for; handles and tags write the prefix's hyphen as `_` or `.`. */
export function nameFailure(name: string): MagicFailure | null {
  return magicFailure(name.replace(/^err[._]/i, 'err-'));
}

function fail(failure: MagicFailure | null): void {
  if (failure) throw MAGIC_FAILURES[failure]();
}

const digits = (r: () => number, n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? 1 + Math.floor(r() * 9) : Math.floor(r() * 10))).join('');
const b64 = (r: () => number, n: number) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: n }, () => alphabet[Math.floor(r() * 64)]).join('');
};
const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)];
const sizeOf = (name: string, r: () => number, min: number, spread: number) => {
  const m = SIZED.exec(name);
  return m ? Number(m[1]) : min + Math.floor(r() * spread);
};

export class SandboxClipnetNetwork {
  /** The bodies of the item_list pages served, newest last (the last 12): what a live read must answer unchanged. */
  readonly served: string[] = [];

  constructor(private readonly media: SandboxMedia) {}

  author(handle: string): { user: RawAuthor; stats: RawAuthorStats } {
    const r = seeded(`clipnet:user:${handle.toLowerCase()}`);
    const videos = sizeOf(handle, r, 20, 180);
    const followers = Math.floor(500 + r() * r() * 4_000_000);
    const likes = Math.floor(followers * (2 + r() * 20));
    return {
      user: {
        id: digits(r, 19),
        uniqueId: handle,
        nickname: `${pick(r, WORDS)[0].toUpperCase()}${pick(r, WORDS).slice(1)} ${pick(r, WORDS)}`.trim(),
        avatarThumb: this.media.url(`clipnet/avatar/${handle.toLowerCase()}_100.jpg`),
        avatarLarger: this.media.url(`clipnet/avatar/${handle.toLowerCase()}_720.jpg`),
        signature: `${pick(r, TOPICS)} and ${pick(r, TOPICS)} every week ✨`,
        verified: r() < 0.15,
        secUid: `MS4wLjABAAAA${b64(r, 52)}`,
        privateAccount: false,
        region: pick(r, ['US', 'GB', 'DE', 'FR', 'BR', 'JP', 'ID']),
        createTime: ANCHOR - 86_400 * (400 + Math.floor(r() * 2000)),
      },
      stats: {
        followerCount: followers,
        followingCount: sizeOf(handle, r, 30, 900),
        heart: likes,
        heartCount: likes,
        videoCount: videos,
        diggCount: Math.floor(r() * 50_000),
        friendCount: Math.floor(r() * 300),
      },
    };
  }

  /** The k-th newest video of a creator (k from 0). */
  item(handle: string, k: number): RawItem {
    const { user, stats } = this.author(handle);
    const r = seeded(`clipnet:video:${handle.toLowerCase()}:${k}`);
    return this.itemOf(user, stats, `7${digits(r, 18)}`, ANCHOR - k * 86_400 - Math.floor(r() * 40_000), r);
  }

  private itemOf(user: RawAuthor, stats: RawAuthorStats, id: string, createTime: number, r: () => number): RawItem {
    const tags = [pick(r, TOPICS), pick(r, TOPICS)].filter((t, i, all) => all.indexOf(t) === i);
    const mention = r() < 0.3 ? `${pick(r, WORDS)}${Math.floor(r() * 100)}` : null;
    let desc = `${pick(r, ['POV:', 'Day 3 of', 'Trying', 'Quick'])} ${pick(r, TOPICS)} ${pick(r, ['tips', 'challenge', 'routine', 'hack'])}`;
    const textExtra: RawItem['textExtra'] = [];
    for (const tag of tags) {
      textExtra.push({ type: 1, hashtagName: tag, userUniqueId: '', start: desc.length + 1, end: desc.length + 2 + tag.length });
      desc += ` #${tag}`;
    }
    if (mention) {
      textExtra.push({ type: 0, hashtagName: '', userUniqueId: mention, start: desc.length + 1, end: desc.length + 2 + mention.length });
      desc += ` @${mention}`;
    }
    const plays = Math.floor(200 + r() * r() * 3_000_000);
    return {
      id,
      desc,
      createTime,
      video: {
        id,
        duration: 7 + Math.floor(r() * 170),
        width: 1080,
        height: 1920,
        cover: this.media.url(`clipnet/cover/${id}.jpg`),
        originCover: this.media.url(`clipnet/cover/${id}_origin.jpg`),
        playAddr: this.media.url(`clipnet/play/${id}.mp4`),
        downloadAddr: this.media.url(`clipnet/download/${id}.mp4`),
      },
      author: user,
      authorStats: stats,
      music: {
        id: digits(r, 19),
        title: pick(r, SONGS),
        authorName: r() < 0.5 ? user.nickname : pick(r, WORDS),
        original: r() < 0.4,
        duration: 15 + Math.floor(r() * 45),
      },
      stats: {
        playCount: plays,
        diggCount: Math.floor(plays * (0.02 + r() * 0.12)),
        commentCount: Math.floor(plays * r() * 0.004),
        shareCount: Math.floor(plays * r() * 0.003),
        collectCount: Math.floor(plays * r() * 0.01),
      },
      challenges: tags.map((t) => ({ id: String((seeded(`clipnet:tag:${t}`)() * 1e9) | 0), title: t })),
      textExtra,
    };
  }

  /** One item_list page as served: its body text (recorded in `served`). */
  itemListBody(handle: string, offset: number, count: number): string {
    const { stats } = this.author(handle);
    const end = Math.min(stats.videoCount, offset + count);
    const items = Array.from({ length: Math.max(0, end - offset) }, (_, i) => this.item(handle, offset + i));
    const page: RawItemListPage = {
      statusCode: 0,
      itemList: items,
      cursor: end < stats.videoCount ? String(items[items.length - 1].createTime * 1000) : '0',
      hasMore: end < stats.videoCount,
      extra: { now: Date.now(), logid: `2026${digits(seeded(`clipnet:log:${handle}:${offset}`), 24)}`, fatal_item_ids: [] },
    };
    const body = JSON.stringify(page);
    this.served.push(body);
    if (this.served.length > 12) this.served.shift();
    return body;
  }

  videos(handle: string, limit: number): RawVideoList {
    const { user, stats } = this.author(handle);
    const pages: RawItemListPage[] = [];
    for (let offset = 0; offset < Math.min(limit, stats.videoCount); offset += ITEM_LIST_PAGE) {
      pages.push(JSON.parse(this.itemListBody(handle, offset, Math.min(ITEM_LIST_PAGE, limit - offset))));
    }
    return { user, stats, pages };
  }

  /** A video by id: its creator derived from the id. */
  video(id: string): RawItem {
    const r = seeded(`clipnet:item:${id}`);
    const handle = `${pick(r, WORDS)}.${pick(r, WORDS)}${Math.floor(r() * 1000)}`;
    const { user, stats } = this.author(handle);
    return this.itemOf(user, stats, id, ANCHOR - Math.floor(r() * 86_400 * 300), r);
  }

  users(owner: string, kind: 'followers' | 'following', offset: number, size: number): RawUserListPage {
    const { stats } = this.author(owner);
    const r = seeded(`clipnet:${kind}:${owner.toLowerCase()}`);
    const total = SIZED.test(owner) ? sizeOf(owner, r, 0, 0) : 40 + Math.floor(r() * 160);
    const end = Math.min(total, offset + size);
    const userList = Array.from({ length: Math.max(0, end - offset) }, (_, i) => {
      const rr = seeded(`clipnet:${kind}:${owner.toLowerCase()}:${offset + i}`);
      return this.author(`${pick(rr, WORDS)}_${pick(rr, WORDS)}${offset + i}`);
    });
    return { statusCode: 0, userList, minCursor: String(end), hasMore: end < total, total: kind === 'followers' ? stats.followerCount : stats.followingCount };
  }

  comments(videoId: string, offset: number, size: number): RawCommentPage {
    const total = Number(videoId.slice(-2)) * 3;
    const end = Math.min(total, offset + size);
    const comments: RawComment[] = Array.from({ length: Math.max(0, end - offset) }, (_, i) => {
      const r = seeded(`clipnet:comment:${videoId}:${offset + i}`);
      const handle = `${pick(r, WORDS)}${Math.floor(r() * 10_000)}`;
      return {
        cid: `7${digits(r, 18)}`,
        aweme_id: videoId,
        text: pick(r, ['this is so good 😭', 'need part 2', 'where is this from?', 'the ending 💀', 'saving this', 'tutorial please']),
        create_time: ANCHOR - Math.floor(r() * 86_400 * 30),
        digg_count: Math.floor(r() * r() * 20_000),
        reply_comment_total: Math.floor(r() * 40),
        user: { uid: digits(r, 19), unique_id: handle, nickname: handle, avatar_thumb: { url_list: [this.media.url(`clipnet/avatar/${handle}_100.jpg`)] } },
      };
    });
    return { status_code: 0, comments, cursor: end, has_more: end < total ? 1 : 0, total };
  }

  hashtag(tag: string, offset: number, size: number): RawHashtagPage {
    const r = seeded(`clipnet:hashtag:${tag.toLowerCase()}`);
    const total = sizeOf(tag, r, 50, 250);
    const end = Math.min(total, offset + size);
    const itemList = Array.from({ length: Math.max(0, end - offset) }, (_, i) => {
      const rr = seeded(`clipnet:hashtag:${tag.toLowerCase()}:${offset + i}`);
      return this.item(`${pick(rr, WORDS)}_${pick(rr, TOPICS)}${Math.floor(rr() * 100)}`, Math.floor(rr() * 10));
    });
    return {
      statusCode: 0,
      challengeInfo: {
        challenge: { id: String(Math.floor(r() * 1e9)), title: tag },
        stats: { videoCount: total, viewCount: total * Math.floor(10_000 + r() * 500_000) },
      },
      itemList,
      cursor: String(end),
      hasMore: end < total,
    };
  }

  mentions(handle: string): RawMentions {
    const r = seeded(`clipnet:mentions:${handle.toLowerCase()}`);
    const n = Math.floor(r() * 12);
    return {
      statusCode: 0,
      itemList: Array.from({ length: n }, (_, i) => {
        const item = this.item(`${pick(r, WORDS)}_${pick(r, WORDS)}${i}`, i);
        item.desc += ` @${handle}`;
        item.textExtra.push({ type: 0, hashtagName: '', userUniqueId: handle, start: item.desc.length - handle.length - 1, end: item.desc.length });
        return item;
      }),
    };
  }

  search(query: string, type: 'users' | 'videos'): RawSearch {
    const r = seeded(`clipnet:search:${type}:${query.toLowerCase()}`);
    const words =
      query
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '')
        .slice(0, 12) || 'clip';
    if (type === 'users') {
      return {
        status_code: 0,
        user_list: Array.from({ length: 10 }, (_, i) => ({
          user_info: this.author(`${words}${i === 0 ? '' : `.${pick(r, WORDS)}${i}`}`).user,
          stats: this.author(`${words}${i === 0 ? '' : `.${pick(r, WORDS)}${i}`}`).stats,
        })),
        has_more: 1,
      };
    }
    return { status_code: 0, item_list: Array.from({ length: 12 }, (_, i) => this.item(`${words}_${pick(r, WORDS)}`, i)), has_more: 1 };
  }
}

/** The upstream's own cursor of a walker page: an offset this sandbox gave out. */
function offsetOf(cursor: string | null): number {
  if (cursor === null) return 0;
  if (!/^\d{1,9}$/.test(cursor)) throw new InvalidRequest('cursor is not a cursor this API gave out.');
  return Number(cursor);
}

/** The sandbox provider: SandboxClipnetNetwork's payloads after a simulated latency, its failure inputs first. */
export class SandboxClipnetProvider implements ClipnetProvider {
  readonly name = SANDBOX_PROVIDER;

  constructor(
    readonly network: SandboxClipnetNetwork,
    private readonly latencyMs: number,
  ) {}

  private async arrive(failure: MagicFailure | null): Promise<void> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    fail(failure);
  }

  async user(handle: string): Promise<RawUserDetail> {
    await this.arrive(nameFailure(handle));
    return { statusCode: 0, userInfo: this.network.author(handle) };
  }

  async videos(handle: string, limit: number): Promise<RawVideoList> {
    await this.arrive(nameFailure(handle));
    return this.network.videos(handle, limit);
  }

  async video(id: string): Promise<RawItemDetail> {
    await this.arrive(codedFailure(id));
    return { statusCode: 0, itemInfo: { itemStruct: this.network.video(id) } };
  }

  async followers(handle: string, cursor: string | null, size: number): Promise<RawUserListPage> {
    await this.arrive(nameFailure(handle));
    return this.network.users(handle, 'followers', offsetOf(cursor), size);
  }

  async following(handle: string, cursor: string | null, size: number): Promise<RawUserListPage> {
    await this.arrive(nameFailure(handle));
    return this.network.users(handle, 'following', offsetOf(cursor), size);
  }

  async comments(videoId: string, cursor: string | null, size: number): Promise<RawCommentPage> {
    await this.arrive(codedFailure(videoId));
    return this.network.comments(videoId, offsetOf(cursor), size);
  }

  async hashtag(tag: string, cursor: string | null, size: number): Promise<RawHashtagPage> {
    await this.arrive(nameFailure(tag));
    return this.network.hashtag(tag, offsetOf(cursor), size);
  }

  async mentions(handle: string): Promise<RawMentions> {
    await this.arrive(nameFailure(handle));
    return this.network.mentions(handle);
  }

  async search(query: string, type: 'users' | 'videos'): Promise<RawSearch> {
    await this.arrive(magicFailure(query));
    return this.network.search(query, type);
  }
}
