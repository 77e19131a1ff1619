import DataLoader from 'dataloader';
import type { Db } from '../../../platform/db/pool.ts';
import type { ContactData, Depth, SocialAccountFound } from './discover.ts';

/**
 * The latest contact discovery per (network, record), and the links to other networks' accounts it found, in one
 * statement: a run replaces the links of the sources it read (`fast` the profile's own; `complete` every source), and
 * keeps those found elsewhere by an earlier `complete` run. A link found again keeps the time it was first found.
 */
export async function storeContacts(db: Db, network: string, profileKey: string, depth: Depth, data: ContactData, at: Date): Promise<void> {
  const links = [...new Map(data.social_accounts.map((s) => [`${s.platform}\u0000${s.handle.toLowerCase()}`, s])).values()];
  await db.query(
    `WITH contacts AS (
       INSERT INTO intelligence_contacts (network, profile_key, depth, data, found_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (network, profile_key) DO UPDATE SET depth = EXCLUDED.depth, data = EXCLUDED.data, found_at = EXCLUDED.found_at
     ), found AS (
       SELECT * FROM jsonb_to_recordset($6::jsonb) AS l(platform text, handle text, url text, source_url text, source_type text, evidence text)
     ), gone AS (
       DELETE FROM intelligence_links i WHERE i.network = $1 AND i.profile_key = $2 AND ($3 = 'complete' OR i.source_type = 'official_profile')
         AND NOT EXISTS (SELECT 1 FROM found f WHERE f.platform = i.platform AND lower(f.handle) = lower(i.handle))
     )
     INSERT INTO intelligence_links (network, profile_key, platform, handle, url, source_url, source_type, evidence, found_at)
     SELECT $1, $2, platform, handle, url, source_url, source_type, evidence, $5 FROM found
     ON CONFLICT (network, profile_key, platform, lower(handle)) DO UPDATE SET handle = EXCLUDED.handle, url = EXCLUDED.url,
       source_url = EXCLUDED.source_url, source_type = EXCLUDED.source_type, evidence = EXCLUDED.evidence`,
    [network, profileKey, depth, JSON.stringify({ ...data, cached: false }), at, JSON.stringify(links)],
    'intelligence_contacts_store',
  );
}

export interface StoredContactsKey {
  network: string;
  profileKey: string;
}

/** A link as stored: the account found and when. */
export interface StoredLink extends SocialAccountFound {
  found_at: Date;
}

const contactsKey = (k: StoredContactsKey) => `${k.network}\u0000${k.profileKey}`;

/**
 * Stored contacts and links of one request, every record's in one statement per kind. Read on the primary, as
 * before loaders: a discovery stores there and the next request must see it.
 */
export function contactLoaders(_read: Db, primary: Db) {
  const stored = new DataLoader<StoredContactsKey, ContactData | null, string>(
    async (keys) => {
      const rows = await primary.query<{ network: string; profile_key: string; data: ContactData }>(
        `SELECT c.network, c.profile_key, c.data FROM unnest($1::text[], $2::text[]) AS k(network, profile_key)
         JOIN intelligence_contacts c ON c.network = k.network AND c.profile_key = k.profile_key`,
        [keys.map((k) => k.network), keys.map((k) => k.profileKey)],
        'intelligence_contacts_stored',
      );
      const found = new Map(rows.map((row) => [contactsKey({ network: row.network, profileKey: row.profile_key }), row.data]));
      return keys.map((key) => {
        const data = found.get(contactsKey(key));
        return data ? { ...data, cached: true } : null;
      });
    },
    { cacheKeyFn: contactsKey },
  );
  const links = new DataLoader<StoredContactsKey, StoredLink[], string>(
    async (keys) => {
      const rows = await primary.query<StoredLink & { network: string; profile_key: string }>(
        `SELECT i.network, i.profile_key, i.platform, i.handle, i.url, i.source_url, i.source_type, i.evidence, i.found_at
         FROM unnest($1::text[], $2::text[]) AS k(network, profile_key)
         JOIN intelligence_links i ON i.network = k.network AND i.profile_key = k.profile_key
         ORDER BY i.found_at, i.platform, lower(i.handle)`,
        [keys.map((k) => k.network), keys.map((k) => k.profileKey)],
        'intelligence_links_stored',
      );
      const byKey = new Map<string, StoredLink[]>();
      for (const { network, profile_key, ...link } of rows) {
        const key = contactsKey({ network, profileKey: profile_key });
        byKey.set(key, [...(byKey.get(key) ?? []), link]);
      }
      return keys.map((key) => byKey.get(contactsKey(key)) ?? []);
    },
    { cacheKeyFn: contactsKey },
  );
  return { stored, links };
}
