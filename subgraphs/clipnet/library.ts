import type { Db } from '../../platform/db/pool.ts';
import { z } from 'zod';
import { cursorField, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import type { Creator, Video } from './normalise.ts';

/**
 * The clipnet library (clipnet_snapshots, clipnet_videos): what live reads acquired, readable without another
 * acquisition. Library reads answer null (404) for a creator never acquired.
 */

/** Keeps the videos of a fresh acquisition; a video already held is replaced only by a newer acquisition. */
export async function storeVideos(db: Db, videos: Video[], fetchedAt: Date): Promise<void> {
  const unique = [...new Map(videos.map((v) => [v.video_id, v])).values()];
  if (unique.length === 0) return;
  await db.query(
    `INSERT INTO clipnet_videos (video_id, handle_key, created_at, views, video, fetched_at)
     SELECT v->>'video_id', lower(v->>'handle'), (v->>'created_at')::timestamptz, (v->>'views')::bigint, v, $2
     FROM jsonb_array_elements($1::jsonb) AS v
     ON CONFLICT (video_id) DO UPDATE SET handle_key = EXCLUDED.handle_key, created_at = EXCLUDED.created_at,
       views = EXCLUDED.views, video = EXCLUDED.video, fetched_at = EXCLUDED.fetched_at
     WHERE clipnet_videos.fetched_at <= EXCLUDED.fetched_at`,
    [JSON.stringify(unique), fetchedAt],
  );
}

/** Records a snapshot of a creator: its counts now, and the total views of its stored videos. */
export async function storeSnapshot(db: Db, creator: Creator, fetchedAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO clipnet_snapshots (handle_key, user_id, creator, followers, likes, views, fetched_at)
     SELECT lower($1), $2, $3, $4, $5, (SELECT sum(views) FROM clipnet_videos WHERE handle_key = lower($1)), $6`,
    [creator.handle, creator.user_id, JSON.stringify(creator), creator.followers, creator.likes, fetchedAt],
  );
}

export interface StoredProfile {
  creator: Creator;
  fetched_at: Date;
  snapshots: number;
}

/** The latest snapshot's creator, or null when no live read acquired the handle. */
export async function storedProfile(db: Db, handle: string): Promise<StoredProfile | null> {
  const [row] = await db.query<{ creator: Creator; fetched_at: Date; n: number }>(
    `SELECT creator, fetched_at, (SELECT count(*)::int FROM clipnet_snapshots WHERE handle_key = lower($1)) AS n
     FROM clipnet_snapshots WHERE handle_key = lower($1) ORDER BY fetched_at DESC, id DESC LIMIT 1`,
    [handle],
  );
  return row ? { creator: row.creator, fetched_at: row.fetched_at, snapshots: row.n } : null;
}

/** The keyset of the stored video list: the last video of a page (its time and id), signed and bound to the handle. */
export function encodeVideosCursor(handle: string, video: Video): string {
  return encodeCursor('clipnet:videos', { handle: handle.toLowerCase() }, { t: video.created_at, id: video.video_id });
}

const videosCursor = z.strictObject({ t: cursorField.timestamp, id: z.string().regex(/^\d{1,40}$/) });

function decodeVideosCursor(handle: string, cursor: string): { t: string; id: string } {
  return decodeCursor('clipnet:videos', { handle: handle.toLowerCase() }, cursor, videosCursor);
}

export interface StoredVideos {
  handle: string;
  videos: Video[];
  next_cursor: string | null;
}

/** A page of a creator's stored videos, newest first, after `cursor`; null when the handle was never acquired. */
export async function storedVideos(db: Db, handle: string, limit: number, cursor: string | null): Promise<StoredVideos | null> {
  const after = cursor === null ? null : decodeVideosCursor(handle, cursor);
  const [known] = await db.query(
    `SELECT 1 FROM clipnet_snapshots WHERE handle_key = lower($1) UNION ALL SELECT 1 FROM clipnet_videos WHERE handle_key = lower($1) LIMIT 1`,
    [handle],
  );
  if (!known) return null;
  const rows = await db.query<{ video: Video }>(
    `SELECT video FROM clipnet_videos WHERE handle_key = lower($1)
       AND ($2::timestamptz IS NULL OR (created_at, video_id) < ($2::timestamptz, $3::text))
     ORDER BY created_at DESC, video_id DESC LIMIT $4`,
    [handle, after?.t ?? null, after?.id ?? null, limit + 1],
  );
  const videos = rows.slice(0, limit).map((r) => r.video);
  return { handle, videos, next_cursor: rows.length > limit ? encodeVideosCursor(handle, videos[videos.length - 1]) : null };
}

export interface Growth {
  days: number;
  /** The snapshot compared with: the latest at or before (latest − days); null when none is that old. */
  since: Date | null;
  followers: number | null;
  likes: number | null;
  views: number | null;
}

export interface StoredStats {
  handle: string;
  snapshots: number;
  history: { fetched_at: Date; followers: number; likes: number; views: number | null }[];
  growth: Growth[];
}

/**
 * A creator's history over its stored snapshots (oldest first) and its growth over 7 and 30 days: the latest
 * snapshot's counts minus those of the latest snapshot at least that many days older (views: among snapshots that
 * recorded views). Null when never acquired.
 */
export async function storedStats(db: Db, handle: string): Promise<StoredStats | null> {
  const rows = await db.query<{ fetched_at: Date; followers: string; likes: string; views: string | null }>(
    'SELECT fetched_at, followers, likes, views FROM clipnet_snapshots WHERE handle_key = lower($1) ORDER BY fetched_at, id',
    [handle],
  );
  if (rows.length === 0) return null;
  const history = rows.map((r) => ({
    fetched_at: r.fetched_at,
    followers: Number(r.followers),
    likes: Number(r.likes),
    views: r.views === null ? null : Number(r.views),
  }));
  const latest = history[history.length - 1];
  const growth = [7, 30].map((days): Growth => {
    const cutoff = latest.fetched_at.getTime() - days * 86_400_000;
    const base = [...history].reverse().find((h) => h.fetched_at.getTime() <= cutoff) ?? null;
    const latestViews = [...history].reverse().find((h) => h.views !== null) ?? null;
    const viewsCutoff = latestViews ? latestViews.fetched_at.getTime() - days * 86_400_000 : null;
    const viewsBase = viewsCutoff === null ? null : ([...history].reverse().find((h) => h.views !== null && h.fetched_at.getTime() <= viewsCutoff) ?? null);
    return {
      days,
      since: base?.fetched_at ?? null,
      followers: base ? latest.followers - base.followers : null,
      likes: base ? latest.likes - base.likes : null,
      views: latestViews && viewsBase ? latestViews.views! - viewsBase.views! : null,
    };
  });
  return { handle, snapshots: history.length, history, growth };
}
