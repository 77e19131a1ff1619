import { z } from 'zod';
import { cursorField, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { checkArgs } from '../../platform/rest/params.ts';
import type { SubgraphContext } from '../context.ts';
import { postQuery } from './post-query.ts';
import {
  postCommentsArgs,
  profilePostsArgs,
  storedCommentsArgs,
  storedFullProfileArgs,
  storedPostArgs,
  storedPostCommentsArgs,
  storedProfileMediaArgs,
} from './stored-args.ts';
import { profileLoaders, type ProfileRow } from './profiles.ts';
import { postLoaders, type CommentRow, type PostRow } from './posts.ts';

/** Resolvers of the stored read models: posts, comments, media, the full profile (contract 2.5-2.8). */

/** How many of an account's latest posts the full profile read model is computed from (the timeline cap). */
const FULL_PROFILE_POSTS = 240;

const posts = (ctx: SubgraphContext) => ctx.loaders.get(postLoaders);
const profiles = (ctx: SubgraphContext) => ctx.loaders.get(profileLoaders);

/** A media item with its mirror state: `cdn_url` is the permanent copy once the mirror holds one. */
async function mediaItem(ctx: SubgraphContext, kind: string, igUrl: string) {
  if (kind === 'video_file') return { kind, igUrl, cdnUrl: null, cdnStatus: 'absent' };
  const mirror = await posts(ctx).mirrorByUrl.load(igUrl);
  const status = !mirror ? 'absent' : mirror.status === 'copying' ? 'pending' : mirror.status;
  return { kind, igUrl, cdnUrl: mirror?.status === 'completed' ? `${ctx.runtime.publicUrl()}/media/${mirror.mirror_key}` : null, cdnStatus: status };
}

/** The image URL to show: the original while valid, the mirror copy once it has expired and a copy is held. */
async function displayUrl(ctx: SubgraphContext, url: string): Promise<string> {
  if (!ctx.runtime.mirror.isExpired(url)) return url;
  return (await mediaItem(ctx, 'post_image', url)).cdnUrl ?? url;
}

const mentions = (caption: string) => [...new Set([...caption.matchAll(/@([A-Za-z0-9._]{1,30})/g)].map((m) => m[1].toLowerCase()))];
const hashtags = (caption: string) => [...caption.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((m) => m[1].toLowerCase());

function ranked(values: string[], key: 'tag' | 'username', limit = 30) {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([value, count]) => ({ [key]: value, count }));
}

/** A profile's posts connection cursor: the last post's keyset, signed and bound to the profile (platform/cursor.ts). */
function encodePostsCursor(ownerId: number, row: PostRow): string {
  return encodeCursor('photonet:profile.posts', { ownerId }, { t: row.posted_at.toISOString(), id: Number(row.id) });
}

const postsCursor = z.strictObject({ t: cursorField.timestamp, id: cursorField.int8 });

function decodePostsCursor(ownerId: number, cursor: string): { postedAt: Date; id: number } {
  const { t, id } = decodeCursor('photonet:profile.posts', { ownerId }, cursor, postsCursor, 'after');
  return { postedAt: new Date(t), id };
}

/** One page of an account's posts plus whether more follow (one extra row is read to know). */
async function postPage(ctx: SubgraphContext, ownerId: number, limit: number, before: { postedAt: Date; id: number } | null) {
  const rows = await posts(ctx).pages.load({ ownerId, limit: limit + 1, before });
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

interface CommentPageSource {
  post: PostRow;
  after: number;
  limit: number;
}

interface FullSource {
  row: ProfileRow;
  surface: 'full' | 'overlay' | 'preview';
}

/** A profile by a `q` the rules already normalised to a username. */
const loadProfile = (ctx: SubgraphContext, username: string) => profiles(ctx).byKey.load({ username });

export const storedResolvers = {
  Query: {
    photonetStoredPost: (_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) =>
      posts(ctx).byRef.load(postQuery(checkArgs(storedPostArgs, args).q, false)),
    photonetStoredPostMedia: (_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) =>
      posts(ctx).byRef.load(postQuery(checkArgs(storedPostArgs, args).q, false)),
    async photonetStoredPostComments(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext): Promise<CommentPageSource | null> {
      const { q, cursor, limit } = checkArgs(storedPostCommentsArgs, args);
      const post = await posts(ctx).byRef.load(postQuery(q, true));
      return post && { post, after: cursor ?? 0, limit: limit ?? 50 };
    },
    async photonetStoredProfileMedia(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { q, limit, before_posted_at, before_id } = checkArgs(storedProfileMediaArgs, args);
      const row = await loadProfile(ctx, q);
      if (!row) return null;
      const before = before_posted_at !== undefined ? { postedAt: new Date(before_posted_at), id: before_id! } : null;
      const page = await postPage(ctx, row.id, limit ?? 12, before);
      const last = page.rows[page.rows.length - 1];
      return { row, posts: page.rows, nextCursor: page.more && last ? { beforePostedAt: last.posted_at, beforeId: last.id } : null };
    },
    async photonetStoredFullProfile(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext): Promise<FullSource | null> {
      const { q, surface } = checkArgs(storedFullProfileArgs, args);
      const row = await loadProfile(ctx, q);
      return row && { row, surface: surface ?? 'full' };
    },
    async photonetStoredComments(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { profile_ids, limit: given, before_posted_at, before_comment_id } = checkArgs(storedCommentsArgs, args);
      const limit = given ?? 50;
      const rows = await ctx.readDb.query<CommentRow & { profile_id: number }>(
        `SELECT c.comment_id, c.post_id, c.owner_id, c.position, c.author, c.author_id, c.author_verified, c.text, c.likes,
                c.replies, c.posted_at, pr.profile_id
         FROM photonet_profiles pr
         JOIN photonet_comments c ON c.owner_id = pr.id
         WHERE pr.profile_id = ANY($1::bigint[])
           AND ($2::timestamptz IS NULL OR (c.posted_at, c.comment_id) < ($2::timestamptz, $3::text))
         ORDER BY c.posted_at DESC, c.comment_id DESC
         LIMIT $4`,
        [profile_ids, before_posted_at ?? null, before_comment_id ?? null, limit + 1],
      );
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        comments: page,
        hasMore: rows.length > limit,
        nextCursor: rows.length > limit && last ? { beforePostedAt: last.posted_at, beforeCommentId: last.comment_id } : null,
      };
    },
  },

  Profile: {
    profilePic: async (row: ProfileRow, _: unknown, ctx: SubgraphContext) => {
      const stored = await posts(ctx).profilePic.load(row.id);
      return mediaItem(ctx, 'profile_pic', stored?.ig_url ?? row.profile_pic_url);
    },
    async posts(row: ProfileRow, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { first, after } = checkArgs(profilePostsArgs, args);
      const page = await postPage(ctx, row.id, first, after ? decodePostsCursor(row.id, after) : null);
      const last = page.rows[page.rows.length - 1];
      return { nodes: page.rows, pageInfo: { hasNextPage: page.more, endCursor: last ? encodePostsCursor(row.id, last) : null } };
    },
    full: (row: ProfileRow, args: { surface: FullSource['surface'] }): FullSource => ({ row, surface: args.surface }),
  },

  Post: {
    __resolveReference: (ref: { id: number }, ctx: SubgraphContext) => posts(ctx).byRef.load({ id: Number(ref.id) }),
    commentCount: (row: PostRow) => row.comments,
    mediaType: (row: PostRow) => (row.is_video ? 'video' : 'image'),
    imageUrl: (row: PostRow, _: unknown, ctx: SubgraphContext) => displayUrl(ctx, row.image_url),
    imageCdnUrl: async (row: PostRow, _: unknown, ctx: SubgraphContext) => (await mediaItem(ctx, 'post_image', row.image_url)).cdnUrl,
    captionMentions: (row: PostRow) => mentions(row.caption),
    commentsList: (row: PostRow, _: unknown, ctx: SubgraphContext) => posts(ctx).commentPages.load({ postId: row.id, after: 0, limit: 10 }),
    comments(row: PostRow, args: Record<string, unknown>): CommentPageSource {
      const { first, after } = checkArgs(postCommentsArgs, args);
      return { post: row, after, limit: first };
    },
    async media(row: PostRow, _: unknown, ctx: SubgraphContext) {
      const items = await posts(ctx).mediaByPost.load(row.id);
      return Promise.all(items.map((m) => mediaItem(ctx, m.kind, m.ig_url)));
    },
    thumb: (row: PostRow, _: unknown, ctx: SubgraphContext) => mediaItem(ctx, 'post_image', row.image_url),
  },

  CommentPage: {
    comments: (src: CommentPageSource, _: unknown, ctx: SubgraphContext) =>
      posts(ctx).commentPages.load({ postId: src.post.id, after: src.after, limit: src.limit }),
    storedTotal: (src: CommentPageSource, _: unknown, ctx: SubgraphContext) => posts(ctx).commentTotals.load(src.post.id),
    async nextCursor(src: CommentPageSource, _: unknown, ctx: SubgraphContext) {
      const page = await posts(ctx).commentPages.load({ postId: src.post.id, after: src.after, limit: src.limit });
      return page.length ? page[page.length - 1].position : src.after;
    },
    async hasMore(src: CommentPageSource, _: unknown, ctx: SubgraphContext) {
      const [page, total] = await Promise.all([
        posts(ctx).commentPages.load({ postId: src.post.id, after: src.after, limit: src.limit }),
        posts(ctx).commentTotals.load(src.post.id),
      ]);
      return (page.length ? page[page.length - 1].position : src.after) < total;
    },
    continuation: (src: CommentPageSource) => ({
      nextPageCursor: src.post.comments_next_page_cursor,
      exhausted: src.post.comments_exhausted,
      lastFetchedAt: src.post.comments_last_fetched_at,
    }),
  },

  Comment: {
    post: (c: CommentRow, _: unknown, ctx: SubgraphContext) => posts(ctx).byRef.load({ id: c.post_id }),
    async profileId(c: CommentRow & { profile_id?: number }, _: unknown, ctx: SubgraphContext) {
      return c.profile_id ?? (await profiles(ctx).byKey.load({ id: c.owner_id }))!.profile_id;
    },
  },

  ProfileMediaPage: {
    profile: (page: { row: ProfileRow }) => page.row,
    async mirrorStats(page: { row: ProfileRow; posts: PostRow[] }, _: unknown, ctx: SubgraphContext) {
      const loaders = posts(ctx);
      const media = await loaders.mediaByPost.loadMany(page.posts.map((p) => p.id));
      const pic = await loaders.profilePic.load(page.row.id);
      const urls = [pic?.ig_url ?? page.row.profile_pic_url, ...page.posts.map((p) => p.image_url)];
      for (const list of media) if (Array.isArray(list)) for (const m of list) if (m.kind !== 'video_file') urls.push(m.ig_url);
      const states = await loaders.mirrorByUrl.loadMany([...new Set(urls)]);
      return { total: states.filter((s) => s && !(s instanceof Error) && s.status === 'completed').length };
    },
  },

  StoredProfileFull: {
    profile: ({ row }: FullSource) => {
      const e = row.enrichment as Record<string, unknown>;
      return {
        id: row.id,
        profileId: row.profile_id,
        username: row.username,
        fullName: row.full_name,
        biography: row.biography,
        profilePicUrl: row.profile_pic_url,
        tagline: e.tagline ?? null,
        country: e.country,
        gender: e.gender ?? null,
        ageRange: e.age_range ?? null,
        language: e.primary_language,
        bioSummary: e.bio_summary,
        accountRole: e.account_role,
        primaryNiche: e.primary_niche,
        externalUrls: row.external_urls,
        subNiches: e.sub_niches,
        followers: row.followers,
        following: row.following,
        postsCount: row.posts_count,
        isVerified: row.is_verified,
        isPrivate: row.is_private,
        isBusinessAccount: row.is_business_account,
        categoryName: row.category_name,
        lastScrapedAt: row.last_scraped_at,
        enrichedAt: row.enriched_at,
      };
    },
    async topContent({ row, surface }: FullSource, _: unknown, ctx: SubgraphContext) {
      if (surface === 'overlay') return [];
      const all = await posts(ctx).pages.load({ ownerId: row.id, limit: FULL_PROFILE_POSTS, before: null });
      return [...all].sort((a, b) => b.likes - a.likes || b.posted_at.getTime() - a.posted_at.getTime()).slice(0, surface === 'preview' ? 3 : 12);
    },
    async timeline({ row, surface }: FullSource, _: unknown, ctx: SubgraphContext) {
      if (surface === 'overlay') return { posts: [], reels: [], all: [] };
      const all = await posts(ctx).pages.load({ ownerId: row.id, limit: FULL_PROFILE_POSTS, before: null });
      if (surface === 'preview') return { posts: [], reels: [], all: all.slice(0, 6) };
      return { posts: all.filter((p) => !p.is_video).slice(0, 12), reels: all.filter((p) => p.is_video).slice(0, 12), all: all.slice(0, 24) };
    },
    async hashtags({ row, surface }: FullSource, _: unknown, ctx: SubgraphContext) {
      if (surface === 'preview') return [];
      const all = await posts(ctx).pages.load({ ownerId: row.id, limit: FULL_PROFILE_POSTS, before: null });
      return ranked(
        all.flatMap((p) => hashtags(p.caption)),
        'tag',
      );
    },
    async collaborations({ row, surface }: FullSource, _: unknown, ctx: SubgraphContext) {
      if (surface === 'preview') return [];
      const all = await posts(ctx).pages.load({ ownerId: row.id, limit: FULL_PROFILE_POSTS, before: null });
      return ranked(
        all.filter((p) => p.is_paid_partnership).flatMap((p) => mentions(p.caption)),
        'username',
      );
    },
    async mentionedAccounts({ row, surface }: FullSource, _: unknown, ctx: SubgraphContext) {
      if (surface === 'preview') return [];
      const all = await posts(ctx).pages.load({ ownerId: row.id, limit: FULL_PROFILE_POSTS, before: null });
      return ranked(
        all.flatMap((p) => mentions(p.caption)),
        'username',
      );
    },
    async brandCollabRate({ row }: FullSource, _: unknown, ctx: SubgraphContext) {
      const all = await posts(ctx).pages.load({ ownerId: row.id, limit: FULL_PROFILE_POSTS, before: null });
      return all.length ? Math.round((all.filter((p) => p.is_paid_partnership).length / all.length) * 10_000) / 10_000 : 0;
    },
  },

  ContentItem: {
    comments: (row: PostRow) => row.comments,
    views: (row: PostRow) => row.video_play_count,
    imageUrl: (row: PostRow, _: unknown, ctx: SubgraphContext) => displayUrl(ctx, row.image_url),
    imageCdnUrl: async (row: PostRow, _: unknown, ctx: SubgraphContext) => (await mediaItem(ctx, 'post_image', row.image_url)).cdnUrl,
    captionMentions: (row: PostRow) => mentions(row.caption),
  },
};
