import DataLoader from 'dataloader';
import type { Db } from '../../../platform/db/pool.ts';
import type { ContactData, Depth } from './discover.ts';

/** The latest contact discovery per (network, profile). */
export async function storeContacts(db: Db, network: string, profileId: number, depth: Depth, data: ContactData, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO intelligence_contacts (network, profile_id, depth, data, found_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (network, profile_id) DO UPDATE SET depth = EXCLUDED.depth, data = EXCLUDED.data, found_at = EXCLUDED.found_at`,
    [network, profileId, depth, JSON.stringify({ ...data, cached: false }), at],
    'intelligence_contacts_store',
  );
}

export interface StoredContactsKey {
  network: string;
  profileId: number;
}

const contactsKey = (k: StoredContactsKey) => `${k.network}:${k.profileId}`;

/**
 * Stored contacts of one request, every profile's in one statement. Read on the primary, as before loaders: a
 * discovery stores there and the next request must see it.
 */
export function contactLoaders(_read: Db, primary: Db) {
  const stored = new DataLoader<StoredContactsKey, ContactData | null, string>(
    async (keys) => {
      const rows = await primary.query<{ network: string; profile_id: number; data: ContactData }>(
        `SELECT c.network, c.profile_id, c.data FROM unnest($1::text[], $2::bigint[]) AS k(network, profile_id)
         JOIN intelligence_contacts c ON c.network = k.network AND c.profile_id = k.profile_id`,
        [keys.map((k) => k.network), keys.map((k) => k.profileId)],
        'intelligence_contacts_stored',
      );
      const found = new Map(rows.map((row) => [contactsKey({ network: row.network, profileId: Number(row.profile_id) }), row.data]));
      return keys.map((key) => {
        const data = found.get(contactsKey(key));
        return data ? { ...data, cached: true } : null;
      });
    },
    { cacheKeyFn: contactsKey },
  );
  return { stored };
}
