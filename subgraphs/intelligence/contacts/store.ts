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

export async function storedContacts(db: Db, network: string, profileId: number): Promise<ContactData | null> {
  const [row] = await db.query<{ data: ContactData }>('SELECT data FROM intelligence_contacts WHERE network = $1 AND profile_id = $2', [network, profileId], 'intelligence_contacts_stored');
  return row ? { ...row.data, cached: true } : null;
}
