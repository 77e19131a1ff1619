import type { Db } from '../../platform/db/pool.ts';
import { profileSchema, type ProfileRecord } from './profile-record.ts';

const COLUMNS = [
  'profile_id', 'platform', 'username', 'ig_id', 'fbid', 'full_name', 'biography', 'profile_pic_url', 'external_urls',
  'followers', 'following', 'posts_count', 'scrape_count', 'is_verified', 'is_private', 'is_business_account',
  'is_professional_account', 'has_channel', 'category_name', 'business_category_name', 'first_scraped_at',
  'last_scraped_at', 'enriched_at', 'enrichment',
] as const;

const TYPES: Record<(typeof COLUMNS)[number], string> = {
  profile_id: 'bigint', platform: 'text', username: 'text', ig_id: 'text', fbid: 'text', full_name: 'text',
  biography: 'text', profile_pic_url: 'text', external_urls: 'text[]', followers: 'bigint', following: 'bigint',
  posts_count: 'bigint', scrape_count: 'bigint', is_verified: 'boolean', is_private: 'boolean',
  is_business_account: 'boolean', is_professional_account: 'boolean', has_channel: 'boolean', category_name: 'text',
  business_category_name: 'text', first_scraped_at: 'timestamptz', last_scraped_at: 'timestamptz',
  enriched_at: 'timestamptz', enrichment: 'jsonb',
};

// One statement for a whole batch: records travel as one JSON parameter. An update never changes a stored id.
const UPSERT = `
INSERT INTO photonet_profiles (id, ${COLUMNS.join(', ')})
SELECT coalesce(r.id, nextval('photonet_profiles_id_seq')), ${COLUMNS.map((c) => `r.${c}`).join(', ')}
FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, ${COLUMNS.map((c) => `${c} ${TYPES[c]}`).join(', ')})
ON CONFLICT (username) DO UPDATE SET ${COLUMNS.filter((c) => c !== 'username').map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()`;

/**
 * Writes validated profile records, inserting new usernames and updating known ones. Returns, per record, null
 * when written or the reason it was not; a refused record writes nothing.
 */
export async function writeProfiles(db: Db, records: ProfileRecord[]): Promise<(string | null)[]> {
  const stored = new Map(
    (
      await db.query<{ id: number; username: string }>('SELECT id, username FROM photonet_profiles WHERE username = ANY($1)', [
        records.map((r) => r.username),
      ])
    ).map((r) => [r.username, r.id]),
  );
  const outcome: (string | null)[] = records.map((r) => {
    const id = stored.get(r.username);
    return r.id !== undefined && id !== undefined && id !== r.id ? `username ${r.username} is stored with id ${id}, not ${r.id}` : null;
  });
  const writable = records.filter((_, i) => outcome[i] === null);
  const explicitIds = writable.some((r) => r.id !== undefined);
  try {
    if (writable.length) await db.query(UPSERT, [JSON.stringify(writable)]);
  } catch {
    // Something in the batch conflicts (say, a profile_id already held by another username): write one by one
    // so that every other record still lands and the bad one is reported.
    for (let i = 0; i < records.length; i++) {
      if (outcome[i] !== null) continue;
      await db.query(UPSERT, [JSON.stringify([records[i]])]).catch((err: { detail?: string; message: string }) => {
        outcome[i] = err.detail ?? err.message;
      });
    }
  }
  if (explicitIds) {
    await db.query("SELECT setval('photonet_profiles_id_seq', greatest((SELECT max(id) FROM photonet_profiles), 1))");
  }
  return outcome;
}

export const photonetImporters = {
  profile: { schema: profileSchema, write: writeProfiles },
};
