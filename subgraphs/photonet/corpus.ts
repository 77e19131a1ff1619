import type { Db } from '../../platform/db/pool.ts';
import {
  commentSchema,
  mediaSchema,
  postSchema,
  profileSchema,
  type CommentRecord,
  type MediaRecord,
  type PostRecord,
  type ProfileRecord,
} from './profile-record.ts';

/**
 * Corpus writers, one per record type. Importing is not an acquisition: it queues nothing for the media mirror,
 * which copies what live reads acquire; stored reads show a copy wherever the mirror holds one for a URL.
 * Each takes a batch of validated records and returns, per record, null when
 * written or the reason it was not; a refused record writes nothing. A batch goes in one statement; if that fails
 * (one record conflicting with stored data), the records are written one by one so the others still land.
 */

type Outcome = (string | null)[];

async function writeEach(db: Db, sql: string, rows: Record<string, unknown>[], outcome: Outcome, indexes: number[]): Promise<void> {
  if (rows.length === 0) return;
  try {
    await db.query(sql, [JSON.stringify(rows)]);
  } catch {
    for (let i = 0; i < rows.length; i++) {
      await db.query(sql, [JSON.stringify([rows[i]])]).catch((err: { detail?: string; message: string }) => {
        outcome[indexes[i]] = err.detail ?? err.message;
      });
    }
  }
}

/** Rows of `records` not refused yet, with their indexes. */
function pending<T>(records: T[], outcome: Outcome): { rows: T[]; indexes: number[] } {
  const indexes = records.map((_, i) => i).filter((i) => outcome[i] === null);
  return { rows: indexes.map((i) => records[i]), indexes };
}

async function idsOf(db: Db, table: string, column: string, values: string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; key: string }>(`SELECT id, ${column} AS key FROM ${table} WHERE ${column} = ANY($1)`, [values]);
  return new Map(rows.map((r) => [r.key, r.id]));
}

const recordset = (columns: Record<string, string>) =>
  Object.entries(columns)
    .map(([c, t]) => `${c} ${t}`)
    .join(', ');

/** The columns of photonet_profiles a profile record fills (besides its id), with their SQL types. */
export const PROFILE_COLUMNS: Record<string, string> = {
  profile_id: 'bigint',
  platform: 'text',
  username: 'text',
  ig_id: 'text',
  fbid: 'text',
  full_name: 'text',
  biography: 'text',
  profile_pic_url: 'text',
  external_urls: 'text[]',
  followers: 'bigint',
  following: 'bigint',
  posts_count: 'bigint',
  scrape_count: 'bigint',
  is_verified: 'boolean',
  is_private: 'boolean',
  is_business_account: 'boolean',
  is_professional_account: 'boolean',
  has_channel: 'boolean',
  category_name: 'text',
  business_category_name: 'text',
  first_scraped_at: 'timestamptz',
  last_scraped_at: 'timestamptz',
  enriched_at: 'timestamptz',
  enrichment: 'jsonb',
};

const UPSERT_PROFILES = `
INSERT INTO photonet_profiles (id, ${Object.keys(PROFILE_COLUMNS).join(', ')})
SELECT coalesce(r.id, nextval('photonet_profiles_id_seq')), ${Object.keys(PROFILE_COLUMNS)
  .map((c) => `r.${c}`)
  .join(', ')}
FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, ${recordset(PROFILE_COLUMNS)})
ON CONFLICT (username) DO UPDATE SET ${Object.keys(PROFILE_COLUMNS)
  .filter((c) => c !== 'username')
  .map((c) => `${c} = EXCLUDED.${c}`)
  .join(', ')}, updated_at = now()`;

/** Profiles: a username already stored keeps its id; a record naming another id for it is refused. */
export async function writeProfiles(db: Db, records: ProfileRecord[]): Promise<Outcome> {
  const stored = await idsOf(
    db,
    'photonet_profiles',
    'username',
    records.map((r) => r.username),
  );
  const outcome: Outcome = records.map((r) => {
    const id = stored.get(r.username);
    return r.id !== undefined && id !== undefined && id !== r.id ? `username ${r.username} is stored with id ${id}, not ${r.id}` : null;
  });
  const { rows, indexes } = pending(records, outcome);
  await writeEach(db, UPSERT_PROFILES, rows, outcome, indexes);
  if (rows.some((r) => r.id !== undefined)) {
    await db.query("SELECT setval('photonet_profiles_id_seq', greatest((SELECT max(id) FROM photonet_profiles), 1))");
  }
  return outcome;
}

/** The columns of photonet_posts a post record fills (besides its id and owner_id), with their SQL types. */
export const POST_COLUMNS: Record<string, string> = {
  ig_post_id: 'text',
  shortcode: 'text',
  caption: 'text',
  likes: 'bigint',
  comments: 'bigint',
  posted_at: 'timestamptz',
  content_type: 'text',
  image_url: 'text',
  video_url: 'text',
  is_video: 'boolean',
  video_duration: 'double precision',
  product_type: 'text',
  original_width: 'integer',
  original_height: 'integer',
  like_and_view_counts_disabled: 'boolean',
  observed_surface: 'text',
  is_pinned: 'boolean',
  video_play_count: 'bigint',
  is_paid_partnership: 'boolean',
  post_url: 'text',
  comments_next_page_cursor: 'text',
  comments_exhausted: 'boolean',
  comments_last_fetched_at: 'timestamptz',
};

const UPSERT_POSTS = `
INSERT INTO photonet_posts (id, owner_id, ${Object.keys(POST_COLUMNS).join(', ')})
SELECT coalesce(r.id, nextval('photonet_posts_id_seq')), r.owner_id, ${Object.keys(POST_COLUMNS)
  .map((c) => `r.${c}`)
  .join(', ')}
FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, owner_id bigint, ${recordset(POST_COLUMNS)})
ON CONFLICT (shortcode) DO UPDATE SET owner_id = EXCLUDED.owner_id, ${Object.keys(POST_COLUMNS)
  .filter((c) => c !== 'shortcode')
  .map((c) => `${c} = EXCLUDED.${c}`)
  .join(', ')}`;

/**
 * A post record as the row it is stored as: its id, owner_id and POST_COLUMNS. Built column by column, not by
 * spreading the record: spreading an object this wide costs several times more, which a bulk load of the demo
 * corpus (24,000 posts) would notice.
 */
export function postRow(post: PostRecord, ownerId: number): Record<string, unknown> {
  const row: Record<string, unknown> = { id: post.id, owner_id: ownerId };
  for (const column of Object.keys(POST_COLUMNS)) row[column] = (post as Record<string, unknown>)[column];
  row.comments_next_page_cursor = post.continuation?.next_page_cursor ?? null;
  row.comments_exhausted = post.continuation?.exhausted ?? false;
  row.comments_last_fetched_at = post.continuation?.last_fetched_at ?? null;
  return row;
}

/** Posts: the owner must be in the library; a shortcode already stored keeps its id. */
export async function writePosts(db: Db, records: PostRecord[]): Promise<Outcome> {
  const owners = await idsOf(
    db,
    'photonet_profiles',
    'username',
    records.map((r) => r.username),
  );
  const stored = await idsOf(
    db,
    'photonet_posts',
    'shortcode',
    records.map((r) => r.shortcode),
  );
  const outcome: Outcome = records.map((r) => {
    if (!owners.has(r.username)) return `no profile with username ${r.username} in the library; import the profile first`;
    const id = stored.get(r.shortcode);
    return r.id !== undefined && id !== undefined && id !== r.id ? `shortcode ${r.shortcode} is stored with id ${id}, not ${r.id}` : null;
  });
  const { rows, indexes } = pending(records, outcome);
  const flat = rows.map((r) => postRow(r, owners.get(r.username)!));
  await writeEach(db, UPSERT_POSTS, flat, outcome, indexes);
  if (rows.some((r) => r.id !== undefined)) {
    await db.query("SELECT setval('photonet_posts_id_seq', greatest((SELECT max(id) FROM photonet_posts), 1))");
  }
  return outcome;
}

/** The columns of photonet_comments, with their SQL types. */
export const COMMENT_COLUMNS: Record<string, string> = {
  comment_id: 'text',
  post_id: 'bigint',
  owner_id: 'bigint',
  position: 'integer',
  author: 'text',
  author_id: 'text',
  author_verified: 'boolean',
  text: 'text',
  likes: 'bigint',
  replies: 'bigint',
  posted_at: 'timestamptz',
};

const UPSERT_COMMENTS = `
INSERT INTO photonet_comments (${Object.keys(COMMENT_COLUMNS).join(', ')})
SELECT ${Object.keys(COMMENT_COLUMNS)
  .map((c) => `r.${c}`)
  .join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${recordset(COMMENT_COLUMNS)})
ON CONFLICT (comment_id) DO UPDATE SET author = EXCLUDED.author, author_id = EXCLUDED.author_id,
  author_verified = EXCLUDED.author_verified, text = EXCLUDED.text, likes = EXCLUDED.likes, replies = EXCLUDED.replies,
  posted_at = EXCLUDED.posted_at`;

/** A comment record as the row it is stored as at `position` in its post (COMMENT_COLUMNS), built as postRow is. */
export function commentRow(comment: CommentRecord, post: { id: number; owner_id: number }, position: number): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of Object.keys(COMMENT_COLUMNS)) row[column] = (comment as Record<string, unknown>)[column];
  row.post_id = post.id;
  row.owner_id = post.owner_id;
  row.position = position;
  return row;
}

/** Comments: appended to their post in import order; a comment imported again keeps its place. */
export async function writeComments(db: Db, records: CommentRecord[]): Promise<Outcome> {
  const posts = new Map(
    (
      await db.query<{ id: number; owner_id: number; shortcode: string; next: number }>(
        `SELECT p.id, p.owner_id, p.shortcode, coalesce((SELECT max(position) FROM photonet_comments c WHERE c.post_id = p.id), 0) + 1 AS next
         FROM photonet_posts p WHERE p.shortcode = ANY($1)`,
        [records.map((r) => r.shortcode)],
      )
    ).map((r) => [r.shortcode, r]),
  );
  const existing = new Map(
    (
      await db.query<{ comment_id: string; post_id: number; position: number }>(
        'SELECT comment_id, post_id, position FROM photonet_comments WHERE comment_id = ANY($1)',
        [records.map((r) => r.comment_id)],
      )
    ).map((r) => [r.comment_id, r]),
  );
  const outcome: Outcome = records.map((r) => {
    const post = posts.get(r.shortcode);
    if (!post) return `no post with shortcode ${r.shortcode} in the library; import the post first`;
    const known = existing.get(r.comment_id);
    return known && known.post_id !== post.id ? `comment ${r.comment_id} belongs to another post` : null;
  });
  const { rows, indexes } = pending(records, outcome);
  const placed = new Map<string, number>();
  const flat = rows.map((comment) => {
    const post = posts.get(comment.shortcode)!;
    let position = existing.get(comment.comment_id)?.position ?? placed.get(comment.comment_id);
    if (position === undefined) {
      position = post.next++;
      placed.set(comment.comment_id, position);
    }
    return commentRow(comment, post, position);
  });
  await writeEach(db, UPSERT_COMMENTS, flat, outcome, indexes);
  return outcome;
}

/** The columns of photonet_media a media record fills (its id comes from the table's sequence), with their SQL types. */
export const MEDIA_COLUMNS: Record<string, string> = {
  owner_id: 'bigint',
  post_id: 'bigint',
  kind: 'text',
  ig_url: 'text',
  position: 'integer',
};

const INSERT_MEDIA = `
INSERT INTO photonet_media (${Object.keys(MEDIA_COLUMNS).join(', ')})
SELECT ${Object.keys(MEDIA_COLUMNS)
  .map((c) => `r.${c}`)
  .join(', ')}
FROM jsonb_to_recordset($1::jsonb) AS r(${recordset(MEDIA_COLUMNS)})
ON CONFLICT (owner_id) WHERE post_id IS NULL DO UPDATE SET ig_url = EXCLUDED.ig_url`;

/** Media: a profile picture replaces the previous one; post media are appended in import order, once per URL. */
export async function writeMedia(db: Db, records: MediaRecord[]): Promise<Outcome> {
  const owners = await idsOf(
    db,
    'photonet_profiles',
    'username',
    records.flatMap((r) => ('username' in r ? [r.username] : [])),
  );
  const posts = new Map(
    (
      await db.query<{ id: number; owner_id: number; shortcode: string; next: number }>(
        `SELECT p.id, p.owner_id, p.shortcode, coalesce((SELECT max(position) FROM photonet_media m WHERE m.post_id = p.id), 0) + 1 AS next
         FROM photonet_posts p WHERE p.shortcode = ANY($1)`,
        [records.flatMap((r) => ('shortcode' in r ? [r.shortcode] : []))],
      )
    ).map((r) => [r.shortcode, r]),
  );
  const known = new Set(
    (
      await db.query<{ post_id: number; ig_url: string }>('SELECT post_id, ig_url FROM photonet_media WHERE post_id = ANY($1)', [
        [...posts.values()].map((p) => p.id),
      ])
    ).map((m) => `${m.post_id} ${m.ig_url}`),
  );
  const outcome: Outcome = records.map((r) =>
    'username' in r
      ? owners.has(r.username)
        ? null
        : `no profile with username ${r.username} in the library`
      : posts.has(r.shortcode)
        ? null
        : `no post with shortcode ${r.shortcode} in the library`,
  );
  const rows: Record<string, unknown>[] = [];
  const indexes: number[] = [];
  records.forEach((r, i) => {
    if (outcome[i] !== null) return;
    if ('username' in r) {
      rows.push({ owner_id: owners.get(r.username), post_id: null, kind: 'profile_pic', ig_url: r.ig_url, position: 0 });
      indexes.push(i);
      return;
    }
    const post = posts.get(r.shortcode)!;
    if (known.has(`${post.id} ${r.ig_url}`)) return; // imported before: keeps its place
    known.add(`${post.id} ${r.ig_url}`);
    rows.push({ owner_id: post.owner_id, post_id: post.id, kind: r.kind, ig_url: r.ig_url, position: post.next++ });
    indexes.push(i);
  });
  await writeEach(db, INSERT_MEDIA, rows, outcome, indexes);
  return outcome;
}

export const photonetImporters = {
  profile: { schema: profileSchema, write: writeProfiles },
  post: { schema: postSchema, write: writePosts },
  comment: { schema: commentSchema, write: writeComments },
  media: { schema: mediaSchema, write: writeMedia },
};
