import { NotFound } from '../../platform/errors.ts';
import type { SourceMode } from '../../platform/live/reader.ts';
import type { SubgraphContext } from '../context.ts';
import { schemaDocument } from '../schema-document.ts';
import { rowFieldsOf } from '../row-fields.ts';
import { DateTime, JSONScalar } from '../scalars.ts';
import { storedProfile, storeFeed, storeProfile, storeThread } from './library.ts';
import { normaliseFeed, normaliseProfile, normaliseThread, type Author, type PostPayload, type ProfilePayload, type ThreadNode } from './normalise.ts';
import { openfeedOf, openfeedWebUrl } from './services.ts';
import { checkArgs } from '../../platform/rest/params.ts';
import { cursorParam, FEED_RULES, feedCursor, PROFILE_RULES, sourceParam, STORED_PROFILE_RULES, THREAD_RULES } from './params.ts';

/** The three live operations, each through the LiveReader: source modes, archive, library, mirror; on checked parameters. */
function readProfile(ctx: SubgraphContext, handle: string, source: SourceMode) {
  const { runtime } = ctx;
  return runtime.live.read(
    {
      network: 'openfeed',
      operation: 'profile',
      args: { handle },
      provider: openfeedOf(ctx).name,
      keyMode: ctx.keyMode,
      acquire: () => openfeedOf(ctx).getProfile(handle),
      normalise: normaliseProfile,
      store: (payload, at) => storeProfile(runtime.db, payload, at),
    },
    source,
  );
}

function readFeed(ctx: SubgraphContext, args: { handle?: string; userId?: string; cursor?: string }, source: SourceMode) {
  const { runtime } = ctx;
  // The rules answer exactly one of handle and userId; a nested page gives its parent's handle (or DID).
  const actor = (args.handle ?? args.userId)!;
  const { cursor } = args;
  const upstream = cursor === undefined ? undefined : feedCursor(actor, cursor);
  return runtime.live.read(
    {
      network: 'openfeed',
      operation: 'user/posts',
      args: { handle: args.handle, user_id: args.userId, cursor },
      provider: openfeedOf(ctx).name,
      keyMode: ctx.keyMode,
      acquire: () => openfeedOf(ctx).getAuthorFeed(actor, upstream),
      normalise: (raw) => normaliseFeed(actor, raw, openfeedWebUrl(ctx)),
      store: (payload, at) => storeFeed(runtime.db, payload, at),
    },
    source,
  );
}

function readThread(ctx: SubgraphContext, post: { url: string; actor: string; rkey: string }, source: SourceMode) {
  const { runtime } = ctx;
  return runtime.live.read(
    {
      network: 'openfeed',
      operation: 'post',
      args: { url: post.url },
      provider: openfeedOf(ctx).name,
      keyMode: ctx.keyMode,
      acquire: () => openfeedOf(ctx).getPostThread(post.actor, post.rkey),
      normalise: (raw) => normaliseThread(post.url, raw, openfeedWebUrl(ctx)),
      store: (payload, at) => storeThread(runtime.db, payload, at),
    },
    source,
  );
}

const author = (a: Author) => ({ did: a.platform_id, handle: a.username, fullName: a.full_name, profilePicUrl: a.profile_pic_url, isVerified: a.is_verified });

function post(p: PostPayload) {
  const extra = p.extra as { cid: string; post_url: string; reposts: number; quotes: number; image_urls: string[] };
  const reason = p.reason as { $type: string; by?: Author } | null;
  return {
    uri: p.platform_post_id,
    cid: extra.cid,
    url: extra.post_url,
    text: p.caption,
    postedAt: p.posted_at,
    likes: p.likes,
    replies: p.comments,
    reposts: extra.reposts,
    quotes: extra.quotes,
    isVideo: p.is_video,
    imageUrl: p.image_url,
    imageUrls: extra.image_urls,
    videoUrl: p.video_url,
    author: author(p.author),
    repostedBy: reason?.by ? author(reason.by) : null,
    isPinned: reason?.$type === 'app.bsky.feed.defs#reasonPin',
  };
}

function profile(payload: ProfilePayload) {
  const p = payload.profile;
  const extra = p.extra as { banner_url: string | null; created_at: string | null; labels: string[]; pinned_post: { uri: string } | null };
  return {
    did: p.platform_id,
    handle: p.username,
    fullName: p.full_name,
    biography: p.biography,
    profilePicUrl: p.profile_pic_url,
    bannerUrl: extra.banner_url,
    followers: p.followers,
    following: p.following,
    postsCount: p.posts_count,
    isVerified: p.is_verified,
    createdAt: extra.created_at,
    labels: extra.labels,
    pinnedPostUri: extra.pinned_post?.uri ?? null,
    payload,
    data: payload,
  };
}

function threadNode(n: ThreadNode): Record<string, unknown> {
  if (n.availability !== 'available') return { __typename: 'OpenfeedThreadMarker', depth: n.depth, uri: n.uri, availability: n.availability };
  const meta = n.thread_meta as { opThread: boolean; moreParents: boolean; moreReplies: number; hiddenByThreadgate: boolean; mutedByViewer: boolean };
  return { __typename: 'OpenfeedThreadPost', depth: n.depth, post: post(n), ...meta, replies: n.replies.map(threadNode) };
}

const read = (r: { source: string; fetchedAt: Date; payload: unknown }) => ({ source: r.source, fetchedAt: r.fetchedAt, payload: r.payload, data: r.payload });

/** The typed contract payloads (Openfeed*Document and OpenfeedDocument*) read the payload itself, member by member. */
const documents = rowFieldsOf(schemaDocument(new URL('./schema.graphql', import.meta.url)), (name) => /^Openfeed(\w+Document|Document\w+)$/.test(name));

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: {
    async openfeedProfile(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(PROFILE_RULES, args);
      const r = await readProfile(ctx, p.handle, p.source ?? 'auto');
      return { ...read(r), profile: profile(r.payload) };
    },
    async openfeedAuthorFeed(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(FEED_RULES, args);
      const r = await readFeed(ctx, { handle: p.handle, userId: p.user_id, cursor: p.cursor }, p.source ?? 'auto');
      return { ...read(r), actor: r.payload.actor, cursor: r.payload.cursor, posts: r.payload.posts.map(post) };
    },
    async openfeedPostThread(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(THREAD_RULES, args);
      const r = await readThread(ctx, p.url, p.source ?? 'auto');
      return {
        ...read(r),
        url: r.payload.url,
        post: threadNode(r.payload.post),
        parents: r.payload.parents.map(threadNode),
        hasOtherReplies: r.payload.hasOtherReplies,
      };
    },
    async openfeedStoredProfile(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const stored = await storedProfile(ctx.readDb, checkArgs(STORED_PROFILE_RULES, args).handle);
      if (!stored) return null;
      await ctx.runtime.mirror.swapExpired(stored.payload);
      return profile(stored.payload);
    },
  },
  OpenfeedProfile: {
    async __resolveReference(ref: { did: string }, ctx: SubgraphContext) {
      const [row] = await ctx.readDb.query<{ profile: ProfilePayload }>('SELECT profile FROM openfeed_profiles WHERE did = $1', [ref.did]);
      if (!row) throw new NotFound('No such openfeed account in the library.');
      return profile(row.profile);
    },
    async posts(parent: { did: string; handle?: string }, args: { cursor?: string; source?: string }, ctx: SubgraphContext) {
      // The account is the stored parent's (by the handle it has now, as an author feed is read by handle; by its DID
      // when only that is known); the cursor and source are this field's own, checked here.
      const cursor = args.cursor ?? undefined;
      const actor = parent.handle ? { handle: parent.handle } : { userId: parent.did };
      const r = await readFeed(ctx, { ...actor, cursor: cursor === undefined ? undefined : cursorParam(cursor) }, sourceParam(args.source ?? undefined));
      return { ...read(r), actor: r.payload.actor, cursor: r.payload.cursor, posts: r.payload.posts.map(post) };
    },
  },
  OpenfeedThreadNode: {
    __resolveType: (node: { __typename: string }) => node.__typename,
  },
  OpenfeedDocument: {
    __resolveType: (payload: object) =>
      'profile' in payload ? 'OpenfeedProfileDocument' : 'actor' in payload ? 'OpenfeedFeedDocument' : 'OpenfeedThreadDocument',
  },
  ...documents,
};
