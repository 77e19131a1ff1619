import { createHash } from 'node:crypto';
import type { AppBskyActorDefs, AppBskyFeedDefs } from '@atproto/api';
import { seeded } from '../../platform/random.ts';
import type { MediaSigner } from '../../platform/sandbox/sandbox.ts';
import { FEED_PAGE, THREAD_BRANCHING, THREAD_DEPTH, type RawAuthorFeed, type RawProfile, type RawThread } from './upstream.ts';

/**
 * A deterministic AT Protocol AppView for the sandbox: the same actor always has the same profile, posts, reposts,
 * pins and threads, with realistic text and counts. It speaks the protocol's payloads exactly (the fake AppView of
 * the tests serves these through @atproto/xrpc-server with response validation on).
 */

const B32 = 'abcdefghijklmnopqrstuvwxyz234567';
function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}
const sha = (text: string) => createHash('sha256').update(text).digest();

export const didFor = (handle: string) => `did:plc:${base32(sha(`did:${handle.toLowerCase()}`)).slice(0, 24)}`;
/** A CIDv1 (dag-cbor, sha-256) of `text`, in the base32 form the protocol uses. */
export const cidFor = (text: string) => 'b' + base32(Uint8Array.from([0x01, 0x71, 0x12, 0x20, ...sha(text)]));
const rkeyFor = (text: string) => '3l' + base32(sha(`rkey:${text}`)).slice(0, 11);

const WORDS = [
  'morning',
  'coffee',
  'thread',
  'design',
  'open',
  'protocol',
  'garden',
  'city',
  'music',
  'weekend',
  'notes',
  'release',
  'photos',
  'rain',
  'build',
  'ship',
  'read',
  'walk',
  'idea',
  'small',
  'web',
  'light',
];
const SENTENCES = [
  'Shipped the first version today, feedback welcome',
  'Long walk, good coffee, no notifications',
  'Reading about decentralised moderation and loving it',
  'Photos from the weekend market',
  'Hot take: small teams ship better software',
  'Rain all day, perfect for writing',
  'New post on the blog about federation',
  'Anyone else trying the new starter packs?',
];
const BASE_TIME = Date.UTC(2026, 10, 1, 12, 0, 0);
const HOUR = 3_600_000;

export class SandboxAppView {
  constructor(private readonly media: MediaSigner) {}

  /** Handles are the identity; a DID asked for maps back to a synthetic handle. */
  handleOf(actor: string): string {
    return actor.startsWith('did:') ? `user-${actor.slice(-8).replace(/[^a-z0-9]/g, '')}.sandbox.test` : actor.toLowerCase();
  }

  private basic(handle: string): AppBskyActorDefs.ProfileViewBasic {
    const r = seeded(`basic:${handle}`);
    return {
      did: didFor(handle),
      handle,
      displayName: displayName(handle),
      avatar: this.media.url(`openfeed/avatar/${handle}.jpg`),
      createdAt: new Date(BASE_TIME - Math.floor(r() * 700) * 24 * HOUR).toISOString(),
      labels: [],
    };
  }

  profile(actor: string): RawProfile {
    const handle = this.handleOf(actor);
    const r = seeded(`profile:${handle}`);
    const did = didFor(handle);
    const verified = r() < 0.2;
    const posts = this.postCount(handle);
    return {
      did,
      handle,
      displayName: displayName(handle),
      description: `${SENTENCES[Math.floor(r() * SENTENCES.length)]}. Writing about ${pick(r, WORDS)} and ${pick(r, WORDS)}.`,
      avatar: this.media.url(`openfeed/avatar/${handle}.jpg`),
      banner: this.media.url(`openfeed/banner/${handle}.jpg`),
      followersCount: Math.floor(Math.exp(r() * 12)),
      followsCount: Math.floor(20 + r() * 900),
      postsCount: posts,
      associated: { lists: Math.floor(r() * 3), feedgens: Math.floor(r() * 2), starterPacks: Math.floor(r() * 2), labeler: false },
      indexedAt: new Date(BASE_TIME - Math.floor(r() * 48) * HOUR).toISOString(),
      createdAt: new Date(BASE_TIME - Math.floor(200 + r() * 600) * 24 * HOUR).toISOString(),
      labels:
        r() < 0.3 ? [{ src: did, uri: `at://${did}/app.bsky.actor.profile/self`, val: '!no-unauthenticated', cts: new Date(BASE_TIME).toISOString() }] : [],
      pinnedPost: { uri: this.postUri(handle, posts - 1), cid: cidFor(`post:${handle}:${posts - 1}`) },
      verification: verified
        ? {
            verifications: [
              {
                issuer: didFor('trusted.sandbox.test'),
                uri: `at://${didFor('trusted.sandbox.test')}/app.bsky.graph.verification/${rkeyFor(handle)}`,
                isValid: true,
                createdAt: new Date(BASE_TIME - 30 * 24 * HOUR).toISOString(),
              },
            ],
            verifiedStatus: 'valid',
            trustedVerifierStatus: 'none',
          }
        : { verifications: [], verifiedStatus: 'none', trustedVerifierStatus: 'none' },
    };
  }

  postCount(handle: string): number {
    return 35 + Math.floor(seeded(`count:${handle}`)() * 80);
  }

  private postUri(handle: string, n: number): string {
    return `at://${didFor(handle)}/app.bsky.feed.post/${rkeyFor(`${handle}:${n}`)}`;
  }

  /** Post number n of an account (0 = oldest). */
  post(handle: string, n: number, replyTo?: { uri: string; cid: string }): AppBskyFeedDefs.PostView {
    const r = seeded(`post:${handle}:${n}`);
    const createdAt = new Date(BASE_TIME - (this.postCount(handle) - n) * 7 * HOUR).toISOString();
    const text = `${SENTENCES[Math.floor(r() * SENTENCES.length)]} #${pick(r, WORDS)}`;
    const kind = n % 11 === 5 ? 'video' : n % 3 === 0 ? 'images' : 'text';
    const embed =
      kind === 'images'
        ? {
            $type: 'app.bsky.embed.images#view',
            images: Array.from({ length: 1 + (n % 2) }, (_, i) => ({
              thumb: this.media.url(`openfeed/thumb/${handle}-${n}-${i}.jpg`),
              fullsize: this.media.url(`openfeed/full/${handle}-${n}-${i}.jpg`),
              alt: `Photo ${i + 1} of ${pick(r, WORDS)}`,
              aspectRatio: { width: 1200, height: 900 },
            })),
          }
        : kind === 'video'
          ? {
              $type: 'app.bsky.embed.video#view',
              cid: cidFor(`video:${handle}:${n}`),
              playlist: `https://video.sandbox.test/${didFor(handle)}/${cidFor(`video:${handle}:${n}`)}/playlist.m3u8`,
              thumbnail: this.media.url(`openfeed/video-thumb/${handle}-${n}.jpg`),
              aspectRatio: { width: 1080, height: 1920 },
            }
          : undefined;
    const hashtag = text.slice(text.indexOf('#'));
    const start = Buffer.byteLength(text.slice(0, text.indexOf('#')));
    return {
      uri: this.postUri(handle, n),
      cid: cidFor(`post:${handle}:${n}`),
      author: this.basic(handle),
      record: {
        $type: 'app.bsky.feed.post',
        text,
        createdAt,
        langs: ['en'],
        facets: [
          {
            index: { byteStart: start, byteEnd: start + Buffer.byteLength(hashtag) },
            features: [{ $type: 'app.bsky.richtext.facet#tag', tag: hashtag.slice(1) }],
          },
        ],
        ...(replyTo ? { reply: { root: replyTo, parent: replyTo } } : {}),
      },
      ...(embed ? { embed } : {}),
      replyCount: Math.floor(r() * 40),
      repostCount: Math.floor(r() * 25),
      likeCount: Math.floor(r() * 400),
      quoteCount: Math.floor(r() * 5),
      bookmarkCount: Math.floor(r() * 10),
      indexedAt: createdAt,
      labels: [],
    };
  }

  /**
   * The author feed with the author-thread filter and pins: newest first, 30 items a page, the pinned post first on
   * the first page (it counts toward the 30), every seventh item a repost of another account's post, and some posts replies in the author's own
   * threads. The cursor is the offset of the next page.
   */
  authorFeed(actor: string, cursor?: string): RawAuthorFeed {
    const handle = this.handleOf(actor);
    const total = this.postCount(handle);
    const offset = cursor ? Number(/^o(\d+)$/.exec(cursor)?.[1] ?? 0) : 0;
    const feed: AppBskyFeedDefs.FeedViewPost[] = [];
    if (offset === 0) {
      feed.push({ post: this.post(handle, total - 1), reason: { $type: 'app.bsky.feed.defs#reasonPin' } });
    }
    let i = offset;
    for (; i < total && feed.length < FEED_PAGE; i++) {
      const n = total - 1 - i;
      if (i % 7 === 3) {
        const other = `friend${i % 4}.sandbox.test`;
        feed.push({
          post: this.post(other, i),
          reason: { $type: 'app.bsky.feed.defs#reasonRepost', by: this.basic(handle), indexedAt: this.post(handle, n).indexedAt },
        });
      } else if (i % 5 === 4 && n > 0) {
        const parent = this.post(handle, n - 1);
        const root = { uri: parent.uri, cid: parent.cid };
        feed.push({
          post: this.post(handle, n, root),
          reply: { root: { ...parent, $type: 'app.bsky.feed.defs#postView' }, parent: { ...parent, $type: 'app.bsky.feed.defs#postView' } },
        });
      } else {
        feed.push({ post: this.post(handle, n) });
      }
    }
    return i < total ? { feed, cursor: `o${i}` } : { feed };
  }

  /**
   * The thread around an account's post: its parent when the post is a reply, then replies sorted by likes (top),
   * at most THREAD_BRANCHING per level and THREAD_DEPTH deep, including a blocked, a not-found and an
   * unauthenticated reply as the typed markers the protocol sends.
   */
  thread(actor: string, rkey: string): RawThread | null {
    const handle = this.handleOf(actor);
    const total = this.postCount(handle);
    let n = -1;
    for (let i = 0; i < total; i++) if (rkeyFor(`${handle}:${i}`) === rkey) n = i;
    if (n < 0) return null;
    const items: RawThread['thread'] = [];
    const hasParent = n > 0 && n % 2 === 1;
    if (hasParent) {
      const parent = this.post(handle, n - 1);
      items.push({ uri: parent.uri, depth: -1, value: this.threadPost(parent, true, false) });
    }
    const anchor = this.post(handle, n);
    items.push({ uri: anchor.uri, depth: 0, value: this.threadPost(anchor, true, hasParent) });
    const r = seeded(`thread:${handle}:${n}`);
    const replies = 5 + Math.floor(r() * 8);
    const shown = Math.min(replies, THREAD_BRANCHING);
    const children = Array.from({ length: shown }, (_, i) => this.post(`reply${i}.sandbox.test`, n * 10 + i, { uri: anchor.uri, cid: anchor.cid })).sort(
      (a, b) => (b.likeCount ?? 0) - (a.likeCount ?? 0),
    );
    children.forEach((child, i) => {
      if (i === 1) {
        items.push({ uri: child.uri, depth: 1, value: { $type: 'app.bsky.unspecced.defs#threadItemBlocked', author: { did: child.author.did } } });
        return;
      }
      if (i === 2) {
        items.push({ uri: child.uri, depth: 1, value: { $type: 'app.bsky.unspecced.defs#threadItemNotFound' } });
        return;
      }
      if (i === 3) {
        items.push({ uri: child.uri, depth: 1, value: { $type: 'app.bsky.unspecced.defs#threadItemNoUnauthenticated' } });
        return;
      }
      items.push({ uri: child.uri, depth: 1, value: this.threadPost(child, false, false, i === 0 ? 1 : 0) });
      if (i === 0) {
        // The author answers the top reply: a nested reply at depth 2, part of the OP thread.
        const answer = this.post(handle, (n * 10 + 7) % total, { uri: child.uri, cid: child.cid });
        items.push({ uri: answer.uri, depth: 2, value: this.threadPost(answer, false, false) });
      }
    });
    return { thread: items, hasOtherReplies: replies > THREAD_BRANCHING || THREAD_DEPTH < 2 };
  }

  private threadPost(post: AppBskyFeedDefs.PostView, opThread: boolean, moreParents: boolean, moreReplies = 0) {
    return {
      $type: 'app.bsky.unspecced.defs#threadItemPost' as const,
      post,
      moreParents,
      moreReplies,
      opThread,
      hiddenByThreadgate: false,
      mutedByViewer: false,
    };
  }
}

function pick<T>(r: () => number, list: T[]): T {
  return list[Math.floor(r() * list.length)];
}

function displayName(handle: string): string {
  const first = handle
    .split('.')[0]
    .replace(/[-_0-9]+/g, ' ')
    .trim();
  return first.replace(/\b\w/g, (c) => c.toUpperCase()) || handle;
}
