import type { Db } from '../../platform/db/pool.ts';
import type { ChannelRef, RawChannel, RawVideo } from './upstream.ts';

/**
 * The videonet library (videonet_channels, videonet_videos): what live reads acquired, readable without another
 * acquisition. A record already held is replaced only by a newer acquisition.
 */

export async function storeChannels(db: Db, channels: RawChannel[], fetchedAt: Date): Promise<void> {
  const unique = [...new Map(channels.map((c) => [c.channel_id, c])).values()];
  if (unique.length === 0) return;
  await db.query(
    `INSERT INTO videonet_channels (channel_id, handle, channel, fetched_at)
     SELECT c->>'channel_id', c->>'handle', c, $2 FROM jsonb_array_elements($1::jsonb) AS c
     ON CONFLICT (channel_id) DO UPDATE SET handle = EXCLUDED.handle, channel = EXCLUDED.channel, fetched_at = EXCLUDED.fetched_at
     WHERE videonet_channels.fetched_at <= EXCLUDED.fetched_at`,
    [JSON.stringify(unique), fetchedAt],
  );
}

export async function storeVideo(db: Db, video: RawVideo, fetchedAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO videonet_videos (video_id, channel_id, video, fetched_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (video_id) DO UPDATE SET channel_id = EXCLUDED.channel_id, video = EXCLUDED.video, fetched_at = EXCLUDED.fetched_at
     WHERE videonet_videos.fetched_at <= EXCLUDED.fetched_at`,
    [video.video_id, video.channel_id, JSON.stringify(video), fetchedAt],
  );
}

/** The stored channel a reference names (a handle matches without regard to case), or null. */
export async function readStoredChannel(db: Db, ref: ChannelRef): Promise<RawChannel | null> {
  const [row] =
    'handle' in ref
      ? await db.query<{ channel: RawChannel }>('SELECT channel FROM videonet_channels WHERE lower(handle) = lower($1) ORDER BY fetched_at DESC LIMIT 1', [
          ref.handle,
        ])
      : await db.query<{ channel: RawChannel }>('SELECT channel FROM videonet_channels WHERE channel_id = $1', [ref.channelId]);
  return row?.channel ?? null;
}

export async function readStoredVideo(db: Db, videoId: string): Promise<RawVideo | null> {
  const [row] = await db.query<{ video: RawVideo }>('SELECT video FROM videonet_videos WHERE video_id = $1', [videoId]);
  return row?.video ?? null;
}
