/**
 * The note network's anonymous web reads notenet is built on, with their payloads as the upstream sends them
 * (counts as strings, times in epoch milliseconds). Providers return exactly these; they are archived as they are
 * and normalise.ts turns them into the contract's shapes (2.12) on every read.
 */

export interface RawNoteUser {
  user_id: string;
  nickname: string;
  avatar: string;
}

export interface RawImage {
  url_default: string;
  width: number;
  height: number;
}

export interface RawVideo {
  capa: { duration: number };
  media: { stream: { h264: { master_url: string; width: number; height: number }[] } };
}

export interface RawNote {
  note_id: string;
  /** `normal` (images) or `video`. */
  type: 'normal' | 'video';
  title: string;
  desc: string;
  user: RawNoteUser;
  /** The images; a video note's first image is its cover. */
  image_list: RawImage[];
  video?: RawVideo;
  tag_list: { id: string; name: string; type: string }[];
  interact_info: { liked_count: string; collected_count: string; comment_count: string; share_count: string };
  /** Posting time, epoch milliseconds. */
  time: number;
  last_update_time: number;
  ip_location: string;
}

/** One page of the explore (discovery) feed. */
export interface RawExplorePage {
  items: { id: string; model_type: string; note_card: RawNote }[];
  /** The upstream's own cursor for the next page (empty on the last). */
  cursor_score: string;
  has_more: boolean;
}

export interface NotenetProvider {
  readonly name: string;
  /** One page of the anonymous explore feed; `cursor` is the upstream's own cursor of the previous page. */
  explore(cursor: string | undefined): Promise<RawExplorePage>;
  /** One note by its 24-hex id. */
  note(noteId: string): Promise<RawNote>;
}
