import { encodeExploreCursor } from './params.ts';
import type { RawExplorePage, RawNote } from './upstream.ts';

/**
 * The contract's notenet shapes (2.12) from the upstream's payloads. Runs on every read, stored or live, so a stored
 * payload reads back in the current shape.
 */

/** The fixed string naming the network in every payload (the neutral name, as openfeed's payloads carry theirs). */
export const PLATFORM = 'notenet';

export interface NoteAuthor {
  platform: string;
  /** The user's 24-hex id. */
  platform_id: string;
  /** The stable user id: the network shows no handle to anonymous readers, so the id stands in for one. */
  username: string;
  /** The nickname. */
  full_name: string;
  profile_pic_url: string | null;
}

/** One picture or video of a note; a video's `image_url` is its cover. */
export interface NoteMedia {
  kind: 'image' | 'video';
  image_url: string;
  video_url: string | null;
  width: number;
  height: number;
}

export interface NoteExtra {
  title: string;
  note_type: 'normal' | 'video';
  /** Topic tags, without `#`. */
  tags: string[];
  collected: number;
  shares: number;
  image_urls: string[];
  media: NoteMedia[];
  /** Seconds; null for image notes. */
  video_duration: number | null;
  ip_location: string | null;
  updated_at: string | null;
  note_url: string;
}

export interface NoteContent {
  platform: string;
  /** The note id (24 hex), also as `shortcode`. */
  platform_post_id: string;
  shortcode: string;
  caption: string;
  likes: number;
  comments: number;
  image_url: string | null;
  video_url: string | null;
  is_video: boolean;
  posted_at: string;
  extra: NoteExtra;
}

/** The canonical note (2.12): what note detail answers, and each entry of an explore page. */
export interface CanonicalNote {
  author: NoteAuthor;
  content: NoteContent;
}

/** Discovery (2.12), with the cursor of the next page (null on the last). */
export interface ExplorePayload {
  surface: 'explore';
  note_count: number;
  notes: CanonicalNote[];
  next_cursor: string | null;
}

/** The stored note (2.12): what the library read answers. */
export interface StoredNote {
  note_id: string;
  user_id: string;
  title: string;
  caption: string;
  likes: number;
  comments: number;
  collected: number;
  shares: number;
  posted_at: string;
  note_type: 'normal' | 'video';
  is_video: boolean;
  image_urls: string[];
  video_url: string | null;
  media: NoteMedia[];
}

/** Public web address of a note. */
export const noteUrl = (noteId: string) => `https://www.notenet.example/explore/${noteId}`;

/** A count as the upstream writes it: digits, or abbreviated with 万 (ten thousand), `1.2万`, `10万+`. */
export function count(value: string | number | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  const match = /^(\d+(?:\.\d+)?)(万|w)?\+?$/i.exec((value ?? '').trim());
  if (!match) return 0;
  return Math.round(Number(match[1]) * (match[2] ? 10_000 : 1));
}

/** The text of a note with the upstream's topic markup (`#name[话题]#`) written as plain hashtags. */
export const caption = (desc: string) => desc.replace(/#([^#[\]\n]+)\[[^\]\n]*\]#/g, '#$1').trim();

const iso = (ms: number | undefined) => (typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toISOString() : null);

export function normaliseNote(raw: RawNote): CanonicalNote {
  const isVideo = raw.type === 'video';
  const stream = raw.video?.media.stream.h264[0];
  const videoUrl = stream?.master_url ?? null;
  const images = raw.image_list.map((image) => image.url_default);
  const media: NoteMedia[] =
    isVideo && raw.image_list[0]
      ? [
          {
            kind: 'video',
            image_url: images[0],
            video_url: videoUrl,
            width: stream?.width ?? raw.image_list[0].width,
            height: stream?.height ?? raw.image_list[0].height,
          },
        ]
      : raw.image_list.map((image) => ({ kind: 'image', image_url: image.url_default, video_url: null, width: image.width, height: image.height }));
  return {
    author: {
      platform: PLATFORM,
      platform_id: raw.user.user_id,
      username: raw.user.user_id,
      full_name: raw.user.nickname,
      profile_pic_url: raw.user.avatar || null,
    },
    content: {
      platform: PLATFORM,
      platform_post_id: raw.note_id,
      shortcode: raw.note_id,
      caption: caption(raw.desc),
      likes: count(raw.interact_info.liked_count),
      comments: count(raw.interact_info.comment_count),
      image_url: images[0] ?? null,
      video_url: videoUrl,
      is_video: isVideo,
      posted_at: iso(raw.time) ?? new Date(0).toISOString(),
      extra: {
        title: raw.title,
        note_type: isVideo ? 'video' : 'normal',
        tags: raw.tag_list.map((tag) => tag.name),
        collected: count(raw.interact_info.collected_count),
        shares: count(raw.interact_info.share_count),
        image_urls: images,
        media,
        video_duration: raw.video?.capa.duration ?? null,
        ip_location: raw.ip_location || null,
        updated_at: iso(raw.last_update_time),
        note_url: noteUrl(raw.note_id),
      },
    },
  };
}

/** An explore page: its notes (other cards of the feed, such as ads, left out) and the cursor of the next page. */
export function normaliseExplore(raw: RawExplorePage): ExplorePayload {
  const notes = raw.items.filter((item) => item.model_type === 'note' && item.note_card).map((item) => normaliseNote(item.note_card));
  return {
    surface: 'explore',
    note_count: notes.length,
    notes,
    next_cursor: raw.has_more && raw.cursor_score ? encodeExploreCursor(raw.cursor_score) : null,
  };
}

/** The stored note of a canonical note (what the library keeps answers as 2.12's stored note). */
export function storedNote(note: CanonicalNote): StoredNote {
  const { author, content } = note;
  return {
    note_id: content.platform_post_id,
    user_id: author.platform_id,
    title: content.extra.title,
    caption: content.caption,
    likes: content.likes,
    comments: content.comments,
    collected: content.extra.collected,
    shares: content.extra.shares,
    posted_at: content.posted_at,
    note_type: content.extra.note_type,
    is_video: content.is_video,
    image_urls: content.extra.image_urls,
    video_url: content.video_url,
    media: content.extra.media,
  };
}
