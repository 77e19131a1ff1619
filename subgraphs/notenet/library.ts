import type { Db } from '../../platform/db/pool.ts';
import { storedNote, type CanonicalNote, type StoredNote } from './normalise.ts';

/** The notenet library (notenet_notes): what live reads acquired, readable without another acquisition. */

/** Keeps the notes of a fresh acquisition; a note already held is replaced only by a newer acquisition. */
export async function storeNotes(db: Db, notes: CanonicalNote[], fetchedAt: Date): Promise<void> {
  const unique = [...new Map(notes.map((n) => [n.content.platform_post_id, n])).values()];
  if (unique.length === 0) return;
  await db.query(
    `INSERT INTO notenet_notes (note_id, user_id, note, fetched_at)
     SELECT n->'content'->>'platform_post_id', n->'author'->>'platform_id', n, $2 FROM jsonb_array_elements($1::jsonb) AS n
     ON CONFLICT (note_id) DO UPDATE SET user_id = EXCLUDED.user_id, note = EXCLUDED.note, fetched_at = EXCLUDED.fetched_at
     WHERE notenet_notes.fetched_at <= EXCLUDED.fetched_at`,
    [JSON.stringify(unique), fetchedAt],
  );
}

/** The stored note (2.12) of a note id, or null when no live read acquired it. */
export async function readStoredNote(db: Db, noteId: string): Promise<StoredNote | null> {
  const [row] = await db.query<{ note: CanonicalNote }>('SELECT note FROM notenet_notes WHERE note_id = $1', [noteId]);
  return row ? storedNote(row.note) : null;
}
