import type { AppBskyActorDefs, AppBskyFeedDefs } from '@atproto/api';
import { encodeFeedCursor } from './params.ts';
import type { RawAuthorFeed, RawProfile, RawThread } from './upstream.ts';

/**
 * Protocol payloads → the contract's openfeed shapes (2.10). Runs on every read, live or stored, so a stored
 * payload always reads back in the current shape.
 */

const PLATFORM = 'openfeed';

export interface Author {
  platform: string;
  username: string;
  platform_id: string;
  full_name: string;
  profile_pic_url: string | null;
  is_verified: boolean;
  is_private: boolean;
}

export interface ProfilePayload {
  profile: {
    platform: string;
    username: string;
    platform_id: string;
    full_name: string;
    biography: string;
    profile_pic_url: string | null;
    followers: number;
    following: number;
    posts_count: number;
    is_verified: boolean;
    is_private: boolean;
    extra: Record<string, unknown>;
  };
}

export interface PostPayload {
  platform: string;
  platform_post_id: string;
  shortcode: string;
  caption: string;
  likes: number;
  comments: number;
  posted_at: string;
  is_video: boolean;
  image_url: string | null;
  video_url: string | null;
  author: Author;
  reason: Record<string, unknown> | null;
  thread_meta: Record<string, unknown>;
  extra: Record<string, unknown>;
}

export interface FeedPayload {
  actor: string;
  posts: PostPayload[];
  cursor: string | null;
  feed_count: number;
}

export type ThreadNode =
  | (PostPayload & { depth: number; availability: 'available'; replies: ThreadNode[] })
  | { $type: string; uri: string; depth: number; availability: 'blocked' | 'not_found' | 'unauthenticated'; author?: { platform_id: string } };

export interface ThreadPayload {
  url: string;
  post: ThreadNode;
  parents: ThreadNode[];
  hasOtherReplies: boolean;
}

const verified = (v: AppBskyActorDefs.VerificationState | undefined) => v?.verifiedStatus === 'valid';

function author(a: AppBskyActorDefs.ProfileViewBasic): Author {
  return {
    platform: PLATFORM,
    username: a.handle,
    platform_id: a.did,
    full_name: a.displayName ?? '',
    profile_pic_url: a.avatar ?? null,
    is_verified: verified(a.verification),
    // The network is public; accounts that hide from logged-out viewers say so with a label.
    is_private: (a.labels ?? []).some((l) => l.val === '!no-unauthenticated'),
  };
}

export function normaliseProfile(raw: RawProfile): ProfilePayload {
  const counts = [raw.followersCount, raw.followsCount, raw.postsCount];
  return {
    profile: {
      platform: PLATFORM,
      username: raw.handle,
      platform_id: raw.did,
      full_name: raw.displayName ?? '',
      biography: raw.description ?? '',
      profile_pic_url: raw.avatar ?? null,
      followers: raw.followersCount ?? 0,
      following: raw.followsCount ?? 0,
      posts_count: raw.postsCount ?? 0,
      is_verified: verified(raw.verification),
      is_private: (raw.labels ?? []).some((l) => l.val === '!no-unauthenticated'),
      extra: {
        // The AppView leaves counts out of profiles it has not fully indexed.
        sparse: counts.some((c) => c === undefined) || raw.indexedAt === undefined,
        banner_url: raw.banner ?? null,
        created_at: raw.createdAt ?? null,
        indexed_at: raw.indexedAt ?? null,
        verification: raw.verification
          ? {
              verifiedStatus: raw.verification.verifiedStatus,
              trustedVerifierStatus: raw.verification.trustedVerifierStatus,
              verifications: raw.verification.verifications,
            }
          : null,
        associated: {
          lists: raw.associated?.lists ?? 0,
          feedgens: raw.associated?.feedgens ?? 0,
          starterPacks: raw.associated?.starterPacks ?? 0,
        },
        labels: (raw.labels ?? []).map((l) => l.val),
        pinned_post: raw.pinnedPost ? { uri: raw.pinnedPost.uri, cid: raw.pinnedPost.cid } : null,
      },
    },
  };
}

function media(embed: AppBskyFeedDefs.PostView['embed']): { images: string[]; video: string | null; thumb: string | null } {
  const e = embed as { $type?: string; images?: { fullsize: string }[]; playlist?: string; thumbnail?: string; media?: unknown } | undefined;
  if (!e) return { images: [], video: null, thumb: null };
  if (e.$type === 'app.bsky.embed.images#view') return { images: (e.images ?? []).map((i) => i.fullsize), video: null, thumb: null };
  if (e.$type === 'app.bsky.embed.video#view') return { images: [], video: e.playlist ?? null, thumb: e.thumbnail ?? null };
  if (e.$type === 'app.bsky.embed.recordWithMedia#view') return media(e.media as AppBskyFeedDefs.PostView['embed']);
  return { images: [], video: null, thumb: null };
}

export function normalisePost(
  post: AppBskyFeedDefs.PostView,
  webUrl: string,
  context: { reason?: unknown; threadMeta?: Record<string, unknown> } = {},
): PostPayload {
  const record = post.record as {
    text?: string;
    createdAt?: string;
    langs?: string[];
    facets?: unknown[];
    reply?: { root?: { uri: string }; parent?: { uri: string } };
  };
  const rkey = post.uri.split('/').pop()!;
  const { images, video, thumb } = media(post.embed);
  const reason = context.reason as { $type?: string; by?: AppBskyActorDefs.ProfileViewBasic; indexedAt?: string } | undefined;
  return {
    platform: PLATFORM,
    platform_post_id: post.uri,
    shortcode: rkey,
    caption: record.text ?? '',
    likes: post.likeCount ?? 0,
    comments: post.replyCount ?? 0,
    posted_at: record.createdAt ?? post.indexedAt,
    is_video: video !== null,
    image_url: images[0] ?? thumb,
    video_url: video,
    author: author(post.author),
    // A repost keeps its original author above; who reposted it, and when, stays here.
    reason: reason?.$type ? { $type: reason.$type, ...(reason.by ? { by: author(reason.by), indexed_at: reason.indexedAt ?? null } : {}) } : null,
    thread_meta: context.threadMeta ?? { root_uri: record.reply?.root?.uri ?? null, parent_uri: record.reply?.parent?.uri ?? null },
    extra: {
      cid: post.cid,
      post_url: `${webUrl}/profile/${post.author.handle}/post/${rkey}`,
      reposts: post.repostCount ?? 0,
      quotes: post.quoteCount ?? 0,
      bookmarks: post.bookmarkCount ?? 0,
      langs: record.langs ?? [],
      facets: record.facets ?? [],
      labels: (post.labels ?? []).map((l) => l.val),
      image_urls: images,
    },
  };
}

export function normaliseFeed(actor: string, raw: RawAuthorFeed, webUrl: string): FeedPayload {
  const posts = raw.feed.map((item) => normalisePost(item.post, webUrl, { reason: item.reason }));
  return { actor, posts, cursor: raw.cursor ? encodeFeedCursor(actor, raw.cursor) : null, feed_count: posts.length };
}

const MARKERS: Record<string, 'blocked' | 'not_found' | 'unauthenticated'> = {
  'app.bsky.unspecced.defs#threadItemBlocked': 'blocked',
  'app.bsky.unspecced.defs#threadItemNotFound': 'not_found',
  'app.bsky.unspecced.defs#threadItemNoUnauthenticated': 'unauthenticated',
};

function node(item: RawThread['thread'][number], webUrl: string): ThreadNode {
  const value = item.value as { $type: string; post?: AppBskyFeedDefs.PostView; author?: { did: string } } & Record<string, unknown>;
  const availability = MARKERS[value.$type];
  if (availability || !value.post) {
    // Never turned into a post: the marker says only what the protocol said.
    return {
      $type: value.$type,
      uri: item.uri,
      depth: item.depth,
      availability: availability ?? 'not_found',
      ...(value.author ? { author: { platform_id: value.author.did } } : {}),
    };
  }
  return {
    ...normalisePost(value.post, webUrl, {
      threadMeta: {
        opThread: value.opThread,
        moreParents: value.moreParents,
        moreReplies: value.moreReplies,
        hiddenByThreadgate: value.hiddenByThreadgate,
        mutedByViewer: value.mutedByViewer,
      },
    }),
    depth: item.depth,
    availability: 'available',
    replies: [],
  };
}

/** The flat depth-ordered list of the protocol, as a tree: parents above, the post, and nested replies. */
export function normaliseThread(url: string, raw: RawThread, webUrl: string): ThreadPayload {
  const parents: ThreadNode[] = [];
  let anchor: ThreadNode | undefined;
  const stack: ThreadNode[] = [];
  for (const item of raw.thread) {
    const n = node(item, webUrl);
    if (item.depth < 0) {
      parents.push(n);
      continue;
    }
    if (item.depth === 0) {
      anchor = n;
      stack.length = 0;
      stack.push(n);
      continue;
    }
    while (stack.length > item.depth) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent && 'replies' in parent) parent.replies.push(n);
    stack.push(n);
  }
  parents.sort((a, b) => a.depth - b.depth);
  return { url, post: anchor!, parents, hasOtherReplies: raw.hasOtherReplies };
}
