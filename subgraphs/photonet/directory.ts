import DataLoader from 'dataloader';
import type { Db } from '../../platform/db/pool.ts';
import type { DirectoryPost, DirectoryProfile, ProfileDirectory, RequestDirectory, RequestScope } from '../../platform/profile-directory.ts';
import { normaliseProfileQuery } from './profile-query.ts';
import { postLoaders, type PostRow } from './posts.ts';
import { profileLoaders, type ProfileRow } from './profiles.ts';

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

interface EnrichmentWrite {
  id: number;
  patch: string;
  at: Date;
}

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
        `UPDATE photonet_profiles p SET enrichment = p.enrichment || w.patch, enriched_at = w.at
         FROM unnest($1::bigint[], $2::jsonb[], $3::timestamptz[]) AS w(id, patch, at) WHERE p.id = w.id`,
        [writes.map((w) => w.id), writes.map((w) => w.patch), writes.map((w) => w.at)],
        'photonet_directory_save_enrichment',
      );
      return writes.map(() => undefined);
    },
    { cache: false },
  );
  return { posts, enrichment };
}

/** The photonet library as the intelligence module reads it (platform/profile-directory.ts). */
export function photonetDirectory(): ProfileDirectory {
  return {
    within(scope: RequestScope): RequestDirectory {
      const profiles = scope.get(profileLoaders).byKey;
      const pages = scope.get(postLoaders).pages;
      const own = scope.get(directoryLoaders);
      const complete = async (row: ProfileRow | null): Promise<DirectoryProfile | null> => {
        if (!row) return null;
        const posts = await pages.load({ ownerId: Number(row.id), limit: POSTS, before: null });
        return {
          network: 'photonet',
          id: Number(row.id),
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
          posts: posts.map((p: PostRow) => post(p, row.username)),
        };
      };
      return {
        async find(q) {
          return complete(await profiles.load({ username: normaliseProfileQuery(q, 'q') }));
        },
        async byId(id) {
          // Refused here, alone: inside the batch it would fail every other profile of the request with it.
          if (!Number.isSafeInteger(id)) throw new Error(`not a profile id: ${id}`);
          return complete(await profiles.load({ id }));
        },
        post: (id) => own.posts.load(id),
        async saveEnrichment(id, enrichment, version, at) {
          // The library states country and primary language always (2.3): an analysis that could not tell keeps
          // what the library had rather than writing a null there.
          const update: Record<string, unknown> = { ...enrichment, enrichment_version: version, enriched_at: at.toISOString() };
          for (const field of ['country', 'primary_language']) if (update[field] === null || update[field] === undefined) delete update[field];
          await own.enrichment.load({ id, patch: JSON.stringify(update), at });
          // The request's cached profile row no longer holds what the library does: a later read sees the write.
          const row = await profiles.load({ id });
          profiles.clear({ id });
          if (row) profiles.clear({ username: row.username });
        },
      };
    },
    accountOf(url) {
      try {
        const parsed = new URL(url);
        const match = /^\/([a-z0-9._]{1,30})\/?$/i.exec(parsed.pathname);
        return parsed.hostname.replace(/^www\./, '') === 'photonet.example' && match && !['p', 'reel', 'tv', 'explore'].includes(match[1].toLowerCase())
          ? match[1].toLowerCase()
          : null;
      } catch {
        return null;
      }
    },
  };
}
