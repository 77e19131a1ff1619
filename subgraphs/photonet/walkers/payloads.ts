/** The photonet list upstream's page shapes, as the network answers them (every provider answers these). */

export interface RawFeedItem {
  pk: string;
  code: string;
  taken_at: number;
  media_type: 1 | 2;
  caption: { text: string };
  like_count: number;
  comment_count: number;
  image_versions2: { candidates: { url: string; width: number; height: number }[] };
  video_versions?: { url: string }[];
  user: { username: string; pk: string };
}

export interface RawComment {
  pk: string;
  text: string;
  created_at: number;
  comment_like_count: number;
  user: { username: string; pk: string; is_verified: boolean };
}

export interface RawUser {
  pk: string;
  username: string;
  full_name: string;
  is_private: boolean;
  is_verified: boolean;
  profile_pic_url: string;
}

export interface RawPage<T> {
  items: T[];
  next_max_id: string | null;
  more_available: boolean;
}
