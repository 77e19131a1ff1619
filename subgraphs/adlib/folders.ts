import { randomUUID } from 'node:crypto';
import { compactAd } from '../../platform/ads/records.ts';
import type { Db } from '../../platform/db/pool.ts';
import { InvalidRequest } from '../../platform/errors.ts';
import type { SearchHit } from './search.ts';

/**
 * Monitoring folders (table adlib_folders): an account's named set of advertisers, and the ads of theirs the library
 * first saw since the folder was last read. A folder starts at its creation (ads first seen before it are not new);
 * each read of its new ads answers up to `limit` of them in first-sighting order and moves the folder past the last
 * one answered, so reading again until has_more is false reads every new ad exactly once. Every operation is the
 * owner's: another account's folder is not found, exactly like an absent one.
 */

export const MAX_FOLDERS = 100;

export interface FolderAdvertiser {
  network: string;
  id: string;
}

export interface Folder {
  folder_id: string;
  name: string;
  advertisers: FolderAdvertiser[];
  created_at: Date;
  last_read_at: Date | null;
}

export interface FolderNew {
  folder_id: string;
  name: string;
  /** Ads first seen after this instant were new (the previous read, or the creation). */
  since: Date;
  read_at: Date;
  ads: SearchHit[];
  has_more: boolean;
}

const COLUMNS = 'folder_id, name, advertisers, created_at, last_read_at';

export async function createFolder(db: Db, accountId: number, input: { name: string; advertisers: FolderAdvertiser[] }, now: Date): Promise<Folder> {
  const advertisers = [...new Map(input.advertisers.map((a) => [`${a.network}\u0001${a.id}`, { network: a.network, id: a.id }])).values()];
  const [row] = await db.query<Folder & { refused: boolean }>(
    `WITH held AS (SELECT count(*) AS n FROM adlib_folders WHERE account_id = $2)
     INSERT INTO adlib_folders (folder_id, account_id, name, advertisers, read_mark, created_at)
     SELECT $1, $2, $3, $4::jsonb, (SELECT coalesce(max(seq), 0) FROM ad_library), $5 FROM held WHERE held.n < $6
     RETURNING ${COLUMNS}`,
    [`fld_${randomUUID().replaceAll('-', '')}`, accountId, input.name, JSON.stringify(advertisers), now, MAX_FOLDERS],
  );
  if (!row) throw new InvalidRequest(`An account holds at most ${MAX_FOLDERS} folders.`);
  return row;
}

export function listFolders(db: Db, accountId: number): Promise<Folder[]> {
  return db.query<Folder>(`SELECT ${COLUMNS} FROM adlib_folders WHERE account_id = $1 ORDER BY created_at, folder_id`, [accountId]);
}

/** The folder's new ads, moving it past them; null when the account has no such folder. */
export async function readNewAds(db: Db, accountId: number, folderId: string, options: { limit: number; trim: boolean }, now: Date): Promise<FolderNew | null> {
  return db.tx(async (client) => {
    const {
      rows: [folder],
    } = await client.query<Folder & { read_mark: string }>(
      `SELECT ${COLUMNS}, read_mark FROM adlib_folders WHERE folder_id = $1 AND account_id = $2 FOR UPDATE`,
      [folderId, accountId],
    );
    if (!folder) return null;
    const { rows } = await client.query<Omit<SearchHit, 'score' | 'snippet'> & { seq: string }>(
      `SELECT a.network, a.ad_id, a.advertiser_id, a.ad, a.first_seen_at, a.last_seen_at, a.seq
       FROM jsonb_to_recordset($1::jsonb) AS f(network text, id text)
       CROSS JOIN LATERAL (
         SELECT * FROM ad_library a WHERE a.advertiser_id = f.id AND a.network = f.network AND a.seq > $2 ORDER BY a.seq LIMIT $3
       ) a
       ORDER BY a.seq LIMIT $3`,
      [JSON.stringify(folder.advertisers), folder.read_mark, options.limit + 1],
    );
    const page = rows.slice(0, options.limit);
    const mark = page.length ? page[page.length - 1].seq : folder.read_mark;
    await client.query('UPDATE adlib_folders SET read_mark = $2, last_read_at = $3 WHERE folder_id = $1', [folderId, mark, now]);
    return {
      folder_id: folder.folder_id,
      name: folder.name,
      since: folder.last_read_at ?? folder.created_at,
      read_at: now,
      has_more: rows.length > options.limit,
      ads: page.map(({ seq: _, ...r }) => ({ ...r, score: null, snippet: null, ad: options.trim ? compactAd(r.ad) : r.ad })),
    };
  });
}
