import DataLoader from 'dataloader';
import pg from 'pg';
import type { Db } from '../../platform/db/pool.ts';
import type { DirectoryPost, DirectoryProfile, ProfileDirectory, RequestDirectory, RequestScope } from '../../platform/profile-directory.ts';
import { normaliseProfileQuery } from './profile-query.ts';
import { PROFILE_COLUMNS, profileCacheKey, profileLoaders, splitProfileKeys, type ProfileKey, type ProfileRow } from './profiles.ts';

/** How many of a profile's latest posts analysis reads. */
const POSTS = 50;

interface OwnedPostRow {
  id: number;
  caption: string;
  posted_at: Date;
  is_video: boolean;
  likes: number;
  comments: number;
  is_paid_partnership: boolean | null;
  owner: string;
  post_url: string;
}

/** A post as the profile-with-posts statement sends it: what the column reads give, as PostgreSQL writes them in text. */
interface PostText {
  id: string;
  caption: string;
  posted_at: string;
  is_video: boolean;
  likes: string;
  comments: string;
  is_paid_partnership: boolean | null;
  post_url: string;
}

/** A timestamptz's text as the driver reads a column of it (the same Date, to the millisecond). */
const timestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (text: string) => Date;

/**
 * A profile with its latest POSTS posts (newest first, as a JSON array of their text forms) in one statement: the
 * profile and its posts are one round trip to the database instead of two. Three shapes, as profiles.ts has them, so
 * each uses its index directly.
 */
const LATEST_POSTS = `(SELECT coalesce(json_agg(json_build_object('id', x.id::text, 'caption', x.caption, 'posted_at', x.posted_at::text,
    'is_video', x.is_video, 'likes', x.likes::text, 'comments', x.comments::text, 'is_paid_partnership', x.is_paid_partnership,
    'post_url', x.post_url) ORDER BY x.posted_at DESC, x.id DESC), '[]'::json)
  FROM (SELECT id, caption, posted_at, is_video, likes, comments, is_paid_partnership, post_url FROM photonet_posts
    WHERE owner_id = p.id ORDER BY posted_at DESC, id DESC LIMIT $2) x) AS directory_posts`;
const WITH_POSTS_BY_ID = `SELECT ${PROFILE_COLUMNS}, ${LATEST_POSTS} FROM photonet_profiles p WHERE id = ANY($1::bigint[])`;
const WITH_POSTS_BY_USERNAME = `SELECT ${PROFILE_COLUMNS}, ${LATEST_POSTS} FROM photonet_profiles p WHERE username = ANY($1::text[])`;
const WITH_POSTS_BY_ID_OR_USERNAME = `${WITH_POSTS_BY_ID} UNION ALL SELECT ${PROFILE_COLUMNS}, ${LATEST_POSTS} FROM photonet_profiles p WHERE username = ANY($3::text[])`;

interface EnrichmentWrite {
  id: number;
  patch: string;
  at: Date;
}

const fromText = (text: PostText, owner: string): DirectoryPost => ({
  id: Number(text.id),
  caption: text.caption,
  posted_at: timestamptz(text.posted_at).toISOString(),
  is_video: text.is_video,
  likes: Number(text.likes),
  comments: Number(text.comments),
  is_paid_partnership: text.is_paid_partnership,
  owner,
  post_url: text.post_url,
});

const post = (row: Omit<OwnedPostRow, 'owner'>, owner: string): DirectoryPost => ({
  id: Number(row.id),
  caption: row.caption,
  posted_at: row.posted_at.toISOString(),
  is_video: row.is_video,
  likes: Number(row.likes),
  comments: Number(row.comments),
  is_paid_partnership: row.is_paid_partnership,
  owner,
  post_url: row.post_url,
});

/**
 * What the directory reads and writes itself within one request; profiles and post pages are photonet's own request
 * loaders (profiles.ts, posts.ts), shared with the photonet resolvers of the same request.
 */
function directoryLoaders(read: Db, primary: Db) {
  const posts = new DataLoader<number, DirectoryPost | null>(async (ids) => {
    const rows = await read.query<OwnedPostRow>(
      `SELECT p.id, p.caption, p.posted_at, p.is_video, p.likes, p.comments, p.is_paid_partnership, o.username AS owner, p.post_url
       FROM photonet_posts p JOIN photonet_profiles o ON o.id = p.owner_id WHERE p.id = ANY($1::bigint[])`,
      [ids],
      'photonet_directory_posts_by_id',
    );
    const found = new Map(rows.map((row) => [Number(row.id), post(row, row.owner)]));
    return ids.map((id) => found.get(id) ?? null);
  });
  // The writes of one request's analyses, in one statement. Not cached: each call is a write of its own.
  const enrichment = new DataLoader<EnrichmentWrite, void>(
    async (writes) => {
      await primary.query(
        // Only where the analysis is new: a member the library holds differently (the version among them).
        `UPDATE photonet_profiles p SET enrichment = p.enrichment || w.patch, enriched_at = w.at
         FROM unnest($1::bigint[], $2::jsonb[], $3::timestamptz[]) AS w(id, patch, at)
         WHERE p.id = w.id AND EXISTS (SELECT 1 FROM jsonb_each(w.patch - 'enriched_at') AS e(k, v) WHERE p.enrichment -> e.k IS DISTINCT FROM e.v)`,
        [writes.map((w) => w.id), writes.map((w) => w.patch), writes.map((w) => w.at)],
        'photonet_directory_save_enrichment',
      );
      return writes.map(() => undefined);
    },
    { cache: false },
  );
  // Profiles with their latest posts, by id or username, in one statement; each profile answers both its keys.
  const withPosts = new DataLoader<ProfileKey, { row: ProfileRow; posts: DirectoryPost[] } | null, string>(
    async (keys) => {
      const { ids, usernames } = splitProfileKeys(keys);
      const [text, values, name]: [string, unknown[], string] =
        ids.length === 0
          ? [WITH_POSTS_BY_USERNAME, [usernames, POSTS], 'photonet_directory_by_username']
          : usernames.length === 0
            ? [WITH_POSTS_BY_ID, [ids, POSTS], 'photonet_directory_by_id']
            : [WITH_POSTS_BY_ID_OR_USERNAME, [ids, POSTS, usernames], 'photonet_directory_by_id_or_username'];
      const rows = await read.query<ProfileRow & { directory_posts: PostText[] }>(text, values, name);
      const found = new Map<string, { row: ProfileRow; posts: DirectoryPost[] }>();
      for (const { directory_posts, ...row } of rows) {
        const entry = { row, posts: directory_posts.map((p) => fromText(p, row.username)) };
        found.set(profileCacheKey({ id: row.id }), entry);
        found.set(profileCacheKey({ username: row.username }), entry);
        withPosts.prime({ id: row.id }, entry).prime({ username: row.username }, entry);
      }
      return keys.map((key) => found.get(profileCacheKey(key)) ?? null);
    },
    { cacheKeyFn: profileCacheKey, maxBatchSize: 1000 },
  );
  return { posts, enrichment, withPosts };
}

/** The photonet library as the intelligence module reads it (platform/profile-directory.ts). */
export function photonetDirectory(): ProfileDirectory {
  return {
    within(scope: RequestScope): RequestDirectory {
      const profiles = scope.get(profileLoaders).byKey;
      const own = scope.get(directoryLoaders);
      const complete = async (key: ProfileKey): Promise<DirectoryProfile | null> => {
        const found = await own.withPosts.load(key);
        if (!found) return null;
        // The profile as this request already read it, if it did (photonet's own resolvers, in the same process):
        // the profile loader keeps the first read of the request.
        profiles.prime({ id: found.row.id }, found.row).prime({ username: found.row.username }, found.row);
        const row = (await profiles.load({ id: Number(found.row.id) }))!;
        return {
          network: 'photonet',
          id: String(row.id),
          username: row.username,
          full_name: row.full_name || null,
          biography: row.biography || null,
          category_name: row.category_name,
          business_category_name: row.business_category_name,
          external_urls: row.external_urls,
          is_business_account: row.is_business_account,
          is_verified: row.is_verified,
          followers: Number(row.followers),
          location: null,
          profile_url: `https://photonet.example/${row.username}/`,
          posts: found.posts,
          enrichment: row.enrichment,
        };
      };
      return {
        async find(q) {
          return complete({ username: normaliseProfileQuery(q, 'q') });
        },
        async byKey(key) {
          // Not a profile id: no such profile (and kept out of the batch, where it would fail every other profile).
          const id = Number(key);
          if (!/^[1-9][0-9]{0,15}$/.test(key) || !Number.isSafeInteger(id)) return null;
          return complete({ id });
        },
        post: (id) => own.posts.load(id),
        async saveEnrichment(key, enrichment, version, at) {
          const id = Number(key);
          // The library states country and primary language always (2.3): an analysis that could not tell keeps
          // what the library had rather than writing a null there.
          const update: Record<string, unknown> = { ...enrichment, enrichment_version: version, enriched_at: at.toISOString() };
          for (const field of ['country', 'primary_language']) if (update[field] === null || update[field] === undefined) delete update[field];
          await own.enrichment.load({ id, patch: JSON.stringify(update), at });
          // The request's cached profile row no longer holds what the library does: a later read sees the write.
          const row = await profiles.load({ id });
          profiles.clear({ id });
          own.withPosts.clear({ id });
          if (row) {
            profiles.clear({ username: row.username });
            own.withPosts.clear({ username: row.username });
          }
        },
      };
    },
  };
}
