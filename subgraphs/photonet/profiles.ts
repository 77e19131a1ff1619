import DataLoader from 'dataloader';
import type { Db } from '../../platform/db/pool.ts';
import { ENRICHMENT_FIELDS, type ProfileRecord } from './profile-record.ts';

/** A profile is found by its stored id or by its (normalised) username. */
export type ProfileKey = { id: number } | { username: string };

export type ProfileRow = Omit<ProfileRecord, 'id' | 'first_scraped_at' | 'last_scraped_at' | 'enriched_at'> & {
  id: number;
  first_scraped_at: Date;
  last_scraped_at: Date;
  enriched_at: Date;
};

/** The columns of a profile row (ProfileRow), for statements that read profiles with something else. */
export const PROFILE_COLUMNS = `id, profile_id, platform, username, ig_id, fbid, full_name, biography, profile_pic_url, external_urls,
  followers, following, posts_count, scrape_count, is_verified, is_private, is_business_account,
  is_professional_account, has_channel, category_name, business_category_name, first_scraped_at, last_scraped_at,
  enriched_at, enrichment`;

// Three shapes so each uses its index directly; an OR of both would plan a bitmap scan even when one list is empty.
const BY_USERNAME = `SELECT ${PROFILE_COLUMNS} FROM photonet_profiles WHERE username = ANY($1::text[])`;
const BY_ID = `SELECT ${PROFILE_COLUMNS} FROM photonet_profiles WHERE id = ANY($1::bigint[])`;
const BY_ID_OR_USERNAME = `${BY_ID} UNION ALL SELECT ${PROFILE_COLUMNS} FROM photonet_profiles WHERE username = ANY($2::text[])`;

/** Keys by kind, for one statement that reads both: by id and by username. */
export function splitProfileKeys(keys: readonly ProfileKey[]): { ids: number[]; usernames: string[] } {
  const ids: number[] = [];
  const usernames: string[] = [];
  for (const key of keys) {
    if ('id' in key) ids.push(key.id);
    else usernames.push(key.username);
  }
  return { ids, usernames };
}

export const profileCacheKey = (key: ProfileKey) => ('id' in key ? `i:${key.id}` : `u:${key.username}`);

/**
 * Profile loaders of one request: every profile asked for while resolving a request, by id or by username, is read
 * in one SQL query, and once. Results come back in key order, null for a profile not in the library.
 */
export function profileLoaders(db: Db) {
  const byKey = new DataLoader<ProfileKey, ProfileRow | null, string>(
    async (keys) => {
      const { ids, usernames } = splitProfileKeys(keys);
      const rows = await (ids.length === 0
        ? db.query<ProfileRow>(BY_USERNAME, [usernames], 'photonet_profiles_by_username')
        : usernames.length === 0
          ? db.query<ProfileRow>(BY_ID, [ids], 'photonet_profiles_by_id')
          : db.query<ProfileRow>(BY_ID_OR_USERNAME, [ids, usernames], 'photonet_profiles_by_id_or_username'));
      const found = new Map<string, ProfileRow>();
      for (const row of rows) {
        found.set(`i:${row.id}`, row);
        found.set(`u:${row.username}`, row);
        // A profile read by one key answers the other too: entities another subgraph resolves by id after a lookup
        // by username (photonetProfiles, then intelligence's fields) are not read again.
        byKey.prime({ id: row.id }, row).prime({ username: row.username }, row);
      }
      return keys.map((key) => found.get(profileCacheKey(key)) ?? null);
    },
    { cacheKeyFn: profileCacheKey, maxBatchSize: 1000 },
  );
  return { byKey };
}

/** Enrichment as stored, with every field of 2.3 present (null where absent), as the library profile shows it. */
export function completeEnrichment(stored: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of ENRICHMENT_FIELDS) out[field] = stored[field] ?? null;
  return out;
}
