/**
 * The long-video network's reads videonet is built on, as its providers return them. A provider (the sandbox, the
 * InnerTube client, the SponsorBlock client) turns the upstream's own answers into these records; they are archived
 * exactly as returned (platform/live/reader.ts) and the reads (read.ts) turn them into the contract's shapes on every read.
 * Collection pages keep the upstream's own item JSON beside the records (`raw_items`), for get_raw=true.
 */

/** A channel named by its handle (`@name`) or its id (`UC` + 22 characters). */
export type ChannelRef = { handle: string } | { channelId: string };

/** The long-video channel (contract 2.13). */
export interface RawChannel {
  channel_id: string;
  handle: string | null;
  title: string;
  description: string | null;
  avatar_url: string | null;
  banner_url: string | null;
  subscriber_count: number | null;
  video_count: number | null;
  view_count: number | null;
  country: string | null;
  /** As the network writes it, `Joined Mar 5, 2012`. */
  joined: string | null;
  /** The same as a date, YYYY-MM-DD. */
  joined_date: string | null;
  keywords: string[];
  verified: boolean;
  links: { title: string; url: string }[];
}

/** A video as lists show it (channel tabs, hashtag pages, playlists, search). */
export interface VideoSummary {
  video_id: string;
  title: string;
  channel_id: string | null;
  channel_title: string | null;
  /** ISO 8601 when the upstream gives a date; lists often give only a relative text. */
  published_at: string | null;
  /** As the network writes it (`3 weeks ago`, `Streamed 2 days ago`). */
  published_text: string | null;
  duration_seconds: number | null;
  view_count: number | null;
  /** The list thumbnail: a signed image URL, mirrored like every image. */
  thumb_url: string | null;
  is_short: boolean;
  /** Live now. */
  is_live: boolean;
  /** A past live stream. */
  was_live: boolean;
  /** The watch page (a video URL: never mirrored). */
  video_url: string;
}

export type ChannelTab = 'videos' | 'shorts' | 'lives';
export type TabSort = 'newest' | 'popular';

/** One page of a channel tab; `next` is the upstream's own cursor (null on the last page). */
export interface RawVideoPage {
  channel_id: string;
  items: VideoSummary[];
  /** The upstream's JSON of each item, in the same order (what get_raw=true answers). */
  raw_items?: unknown[];
  next: string | null;
}

export interface Thumbnail {
  /** default, mqdefault, hqdefault, sddefault, maxresdefault (or the upstream's own name). */
  size: string;
  width: number;
  height: number;
  image_url: string;
}

export interface RawVideo {
  video_id: string;
  title: string;
  description: string;
  channel_id: string;
  channel_handle: string | null;
  channel_title: string;
  /** The channel's avatar (mirrored). */
  avatar_url: string | null;
  published_at: string | null;
  duration_seconds: number | null;
  view_count: number | null;
  like_count: number | null;
  comment_count: number | null;
  keywords: string[];
  category: string | null;
  is_live: boolean;
  was_live: boolean;
  is_short: boolean;
  is_family_safe: boolean;
  thumb_url: string | null;
  thumbnails: Thumbnail[];
  video_url: string;
}

export interface Comment {
  comment_id: string;
  text: string;
  author: string;
  author_channel_id: string | null;
  /** The author's avatar (mirrored). */
  avatar_url: string | null;
  likes: number;
  reply_count: number;
  published_text: string | null;
  is_pinned: boolean;
  is_hearted: boolean;
  author_is_owner: boolean;
  /** With replies=true, the replies read with it; null otherwise. */
  replies: Comment[] | null;
}

export type CommentSort = 'top' | 'newest';

export interface RawCommentPage {
  video_id: string;
  comment_count: number | null;
  comments: Comment[];
  next: string | null;
}

export interface TranscriptLanguage {
  code: string;
  name: string;
  /** Captions the network generated (speech recognition) rather than the uploader's. */
  is_generated: boolean;
}

export interface RawTranscript {
  video_id: string;
  lang: string;
  languages: TranscriptLanguage[];
  /** Timed segments, seconds from the start. */
  segments: { start: number; end: number; text: string }[];
}

export const SPONSOR_CATEGORIES = ['sponsor', 'selfpromo', 'interaction', 'intro', 'outro', 'preview', 'music_offtopic', 'filler'] as const;
export type SponsorCategory = (typeof SPONSOR_CATEGORIES)[number];

export interface SponsorSegment {
  segment_id: string;
  category: string;
  /** skip, mute, full, poi or chapter. */
  action: string;
  start: number;
  end: number;
  votes: number;
  locked: boolean;
  video_duration: number | null;
}

export interface RawSponsors {
  video_id: string;
  segments: SponsorSegment[];
}

export type SearchType = 'all' | 'video' | 'channel' | 'playlist';
export type SearchDuration = 'any' | 'short' | 'medium' | 'long';
export type SearchUploadDate = 'any' | 'hour' | 'today' | 'week' | 'month' | 'year';
export type SearchSort = 'relevance' | 'upload_date' | 'view_count' | 'rating';

export interface SearchFilters {
  type: SearchType;
  duration: SearchDuration;
  upload_date: SearchUploadDate;
  sort: SearchSort;
}

/** One search result: a video, a channel or a playlist; the members that do not apply to its kind are null. */
export interface SearchResult {
  kind: 'video' | 'channel' | 'playlist';
  id: string;
  title: string;
  channel_id: string | null;
  channel_title: string | null;
  thumb_url: string | null;
  published_text: string | null;
  view_count: number | null;
  duration_seconds: number | null;
  video_count: number | null;
  subscriber_count: number | null;
  /** The watch, channel or playlist page. */
  url: string;
}

export interface RawSearchPage {
  query: string;
  estimated_results: number | null;
  results: SearchResult[];
  next: string | null;
}

export interface RawHashtagPage {
  tag: string;
  /** As the network writes it (`12K videos`), when it says. */
  video_count_text: string | null;
  items: VideoSummary[];
  next: string | null;
}

export interface RawSuggestions {
  query: string;
  suggestions: string[];
}

export interface RawPlaylistPage {
  playlist_id: string;
  title: string;
  description: string | null;
  channel_id: string | null;
  channel_title: string | null;
  video_count: number | null;
  view_count: number | null;
  items: VideoSummary[];
  next: string | null;
}

/** The long-video reads (VIDEONET_PROVIDER). Cursors are the upstream's own, never the API's. */
export interface VideonetProvider {
  readonly name: string;
  channel(ref: ChannelRef): Promise<RawChannel>;
  channelTab(ref: ChannelRef, tab: ChannelTab, sort: TabSort, cursor: string | null): Promise<RawVideoPage>;
  video(videoId: string): Promise<RawVideo>;
  comments(videoId: string, sort: CommentSort, replies: boolean, cursor: string | null): Promise<RawCommentPage>;
  /** 404 when the video has no captions, or none in `lang` (the message lists the languages it has). */
  transcript(videoId: string, lang: string): Promise<RawTranscript>;
  search(query: string, filters: SearchFilters, cursor: string | null): Promise<RawSearchPage>;
  hashtag(tag: string, cursor: string | null): Promise<RawHashtagPage>;
  suggestions(query: string): Promise<RawSuggestions>;
  playlist(playlistId: string, cursor: string | null): Promise<RawPlaylistPage>;
}

/** Sponsor segments (VIDEONET_SPONSORS_PROVIDER): an empty list when the video has none. */
export interface SponsorsProvider {
  readonly name: string;
  segments(videoId: string, categories: SponsorCategory[]): Promise<RawSponsors>;
}
