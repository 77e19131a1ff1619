import type { Db } from '../../platform/db/pool.ts';
import type { FeedPayload, PostPayload, ProfilePayload, ThreadNode, ThreadPayload } from './normalise.ts';

/** The openfeed library: what live reads acquired, normalised, readable without another acquisition. */

export async function storeProfile(db: Db, payload: ProfilePayload, fetchedAt: Date): Promise<void> {
  const p = payload.profile;
  await db.query(
    `INSERT INTO openfeed_profiles (did, handle, profile, fetched_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (did) DO UPDATE SET handle = EXCLUDED.handle, profile = EXCLUDED.profile, fetched_at = EXCLUDED.fetched_at
     WHERE openfeed_profiles.fetched_at <= EXCLUDED.fetched_at`,
    [p.platform_id, p.username, JSON.stringify(payload), fetchedAt],
  );
}

export async function storePosts(db: Db, posts: PostPayload[], fetchedAt: Date): Promise<void> {
  const unique = [...new Map(posts.map((p) => [p.platform_post_id, p])).values()];
  if (unique.length === 0) return;
  await db.query(
    `INSERT INTO openfeed_posts (uri, author_did, post, fetched_at)
     SELECT p->>'platform_post_id', p->'author'->>'platform_id', p, $2 FROM jsonb_array_elements($1::jsonb) AS p
     ON CONFLICT (uri) DO UPDATE SET post = EXCLUDED.post, fetched_at = EXCLUDED.fetched_at`,
    [JSON.stringify(unique), fetchedAt],
  );
}

export const storeFeed = (db: Db, feed: FeedPayload, fetchedAt: Date) => storePosts(db, feed.posts, fetchedAt);

export function storeThread(db: Db, thread: ThreadPayload, fetchedAt: Date): Promise<void> {
  const posts: PostPayload[] = [];
  const collect = (n: ThreadNode) => {
    if (n.availability !== 'available') return;
    const { depth: _d, availability: _a, replies, ...post } = n;
    posts.push({ ...post, thread_meta: { root_uri: null, parent_uri: null } });
    replies.forEach(collect);
  };
  [thread.post, ...thread.parents].forEach(collect);
  return storePosts(db, posts, fetchedAt);
}

export async function storedProfile(db: Db, handle: string): Promise<{ payload: ProfilePayload; fetchedAt: Date } | null> {
  const [row] = await db.query<{ profile: ProfilePayload; fetched_at: Date }>(
    'SELECT profile, fetched_at FROM openfeed_profiles WHERE lower(handle) = lower($1)',
    [handle],
  );
  return row ? { payload: row.profile, fetchedAt: row.fetched_at } : null;
}
