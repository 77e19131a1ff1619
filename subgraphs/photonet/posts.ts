import DataLoader from 'dataloader';
import type { Db } from '../../platform/db/pool.ts';

/** Stored posts, comments and media of one request, each kind read in one SQL query however many are asked. */

export type PostRow = {
  id: number;
  owner_id: number;
  ig_post_id: string;
  shortcode: string;
  caption: string;
  likes: number;
  comments: number;
  posted_at: Date;
  content_type: string;
  image_url: string;
  video_url: string | null;
  is_video: boolean;
  video_duration: number | null;
  product_type: string;
  original_width: number;
  original_height: number;
  like_and_view_counts_disabled: boolean;
  observed_surface: string;
  is_pinned: boolean;
  video_play_count: number | null;
  is_paid_partnership: boolean | null;
  post_url: string;
  comments_next_page_cursor: string | null;
  comments_exhausted: boolean;
  comments_last_fetched_at: Date | null;
};

export type CommentRow = {
  comment_id: string;
  post_id: number;
  owner_id: number;
  position: number;
  author: string;
  author_id: string;
  author_verified: boolean;
  text: string;
  likes: number;
  replies: number | null;
  posted_at: Date;
};

export type MediaRow = {
  owner_id: number;
  post_id: number | null;
  kind: 'profile_pic' | 'post_image' | 'video_file';
  ig_url: string;
  position: number;
};

/** A page of an account's posts, newest first; `before` is the keyset of the last post already seen. */
export interface PostPageKey {
  ownerId: number;
  limit: number;
  before: { postedAt: Date; id: number } | null;
}

/** A page of a post's comments in collection order, after position `after`. */
export interface CommentPageKey {
  postId: number;
  after: number;
  limit: number;
}

export type PostRef = { id: number } | { shortcode: string } | { igPostId: string };

const POST_COLUMNS = `id, owner_id, ig_post_id, shortcode, caption, likes, comments, posted_at, content_type, image_url, video_url,
  is_video, video_duration, product_type, original_width, original_height, like_and_view_counts_disabled, observed_surface,
  is_pinned, video_play_count, is_paid_partnership, post_url, comments_next_page_cursor, comments_exhausted, comments_last_fetched_at`;

const COMMENT_COLUMNS = 'comment_id, post_id, owner_id, position, author, author_id, author_verified, text, likes, replies, posted_at';

const pageKey = (k: PostPageKey) => `${k.ownerId}:${k.limit}:${k.before ? `${k.before.postedAt.toISOString()}/${k.before.id}` : ''}`;
const refKey = (r: PostRef) => ('id' in r ? `i:${r.id}` : 'shortcode' in r ? `s:${r.shortcode}` : `g:${r.igPostId}`);

export function postLoaders(db: Db) {
  // Each key is its own keyset page; LATERAL runs them all in one statement, each on the (owner, time, id) index.
  const pages = new DataLoader<PostPageKey, PostRow[], string>(
    async (keys) => {
      const rows = await db.query<PostRow & { k: number }>(
        `SELECT k.ord AS k, p.* FROM unnest($1::bigint[], $2::int[], $3::timestamptz[], $4::bigint[]) WITH ORDINALITY AS k(owner, lim, before_at, before_id, ord)
         CROSS JOIN LATERAL (
           SELECT ${POST_COLUMNS} FROM photonet_posts
           WHERE owner_id = k.owner AND (k.before_at IS NULL OR (posted_at, id) < (k.before_at, k.before_id))
           ORDER BY posted_at DESC, id DESC LIMIT k.lim) p`,
        [keys.map((k) => k.ownerId), keys.map((k) => k.limit), keys.map((k) => k.before?.postedAt ?? null), keys.map((k) => k.before?.id ?? null)],
        'photonet_post_pages',
      );
      const out: PostRow[][] = keys.map(() => []);
      for (const { k, ...row } of rows) out[k - 1].push(row);
      return out;
    },
    { cacheKeyFn: pageKey },
  );

  const byRef = new DataLoader<PostRef, PostRow | null, string>(
    async (refs) => {
      const rows = await db.query<PostRow>(
        `SELECT ${POST_COLUMNS} FROM photonet_posts WHERE id = ANY($1::bigint[]) OR shortcode = ANY($2::text[]) OR ig_post_id = ANY($3::text[])`,
        [
          refs.flatMap((r) => ('id' in r ? [r.id] : [])),
          refs.flatMap((r) => ('shortcode' in r ? [r.shortcode] : [])),
          refs.flatMap((r) => ('igPostId' in r ? [r.igPostId] : [])),
        ],
      );
      return refs.map(
        (ref) =>
          rows.find((row) => ('id' in ref ? row.id === ref.id : 'shortcode' in ref ? row.shortcode === ref.shortcode : row.ig_post_id === ref.igPostId)) ??
          null,
      );
    },
    { cacheKeyFn: refKey },
  );

  const commentPages = new DataLoader<CommentPageKey, CommentRow[], string>(
    async (keys) => {
      const rows = await db.query<CommentRow & { k: number }>(
        `SELECT k.ord AS k, c.* FROM unnest($1::bigint[], $2::int[], $3::int[]) WITH ORDINALITY AS k(post, after, lim, ord)
         CROSS JOIN LATERAL (
           SELECT ${COMMENT_COLUMNS} FROM photonet_comments WHERE post_id = k.post AND position > k.after ORDER BY position LIMIT k.lim) c`,
        [keys.map((k) => k.postId), keys.map((k) => k.after), keys.map((k) => k.limit)],
        'photonet_comment_pages',
      );
      const out: CommentRow[][] = keys.map(() => []);
      for (const { k, ...row } of rows) out[k - 1].push(row);
      return out;
    },
    { cacheKeyFn: (k) => `${k.postId}:${k.after}:${k.limit}` },
  );

  const commentTotals = new DataLoader<number, number>(async (postIds) => {
    const rows = await db.query<{ post_id: number; n: number }>(
      'SELECT post_id, count(*)::int AS n FROM photonet_comments WHERE post_id = ANY($1) GROUP BY post_id',
      [postIds],
    );
    const totals = new Map(rows.map((r) => [r.post_id, r.n]));
    return postIds.map((id) => totals.get(id) ?? 0);
  });

  const mediaByPost = new DataLoader<number, MediaRow[]>(async (postIds) => {
    const rows = await db.query<MediaRow>(
      'SELECT owner_id, post_id, kind, ig_url, position FROM photonet_media WHERE post_id = ANY($1) ORDER BY post_id, position',
      [postIds],
    );
    return postIds.map((id) => rows.filter((r) => r.post_id === id));
  });

  const profilePic = new DataLoader<number, MediaRow | null>(async (ownerIds) => {
    const rows = await db.query<MediaRow>('SELECT owner_id, post_id, kind, ig_url, position FROM photonet_media WHERE owner_id = ANY($1) AND post_id IS NULL', [
      ownerIds,
    ]);
    return ownerIds.map((id) => rows.find((r) => r.owner_id === id) ?? null);
  });

  const mirrorByUrl = new DataLoader<string, { status: string; mirror_key: string | null } | null>(async (urls) => {
    const rows = await db.query<{ url: string; status: string; mirror_key: string | null }>(
      'SELECT url, status, mirror_key FROM media_mirror WHERE url = ANY($1)',
      [urls],
    );
    const found = new Map(rows.map((r) => [r.url, r]));
    return urls.map((u) => found.get(u) ?? null);
  });

  return { pages, byRef, commentPages, commentTotals, mediaByPost, profilePic, mirrorByUrl };
}

export type PostLoaders = ReturnType<typeof postLoaders>;
