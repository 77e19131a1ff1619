import { keyedDirectory, type ProfileDirectory } from '../../platform/profile-directory.ts';
import type { Creator } from './normalise.ts';

const HANDLE = /^@?([A-Za-z0-9._]{2,24})$/;

/** The creator a handle (`@name`, `name`) or a profile URL (`/@name`) names, as a lookup key. */
function keyOf(q: string): string | null {
  let value = q.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      const match = /^\/(@[^/]+)\/?$/.exec(decodeURIComponent(new URL(value).pathname));
      if (!match) return null;
      value = match[1];
    } catch {
      return null;
    }
  }
  const handle = HANDLE.exec(value);
  return handle ? handle[1].toLowerCase() : null;
}

/** The clipnet library (each creator's latest snapshot) as intelligence reads it. */
export function clipnetDirectory(): ProfileDirectory {
  return keyedDirectory<Creator>({
    network: 'clipnet',
    keyOf,
    async load(read, keys) {
      const rows = await read.query<{ handle_key: string; creator: Creator }>(
        `SELECT DISTINCT ON (handle_key) handle_key, creator FROM clipnet_snapshots WHERE handle_key = ANY($1::text[])
         ORDER BY handle_key, fetched_at DESC, id DESC`,
        [keys],
        'clipnet_directory_creators',
      );
      return new Map(rows.map((row) => [row.handle_key, row.creator]));
    },
    profile: (c) => ({
      network: 'clipnet',
      id: c.handle.toLowerCase(),
      username: c.handle,
      full_name: c.nickname || null,
      biography: c.bio || null,
      category_name: null,
      business_category_name: null,
      external_urls: [],
      is_business_account: null,
      is_verified: c.verified,
      followers: c.followers,
      location: c.region,
      profile_url: c.profile_url,
      posts: [],
      enrichment: null,
    }),
  });
}
