import type { RawAuthor, RawAuthorStats, RawComment, RawItem, RawSearch, RawVideoList } from './upstream.ts';

/**
 * The upstream's payloads in the API's shapes (snake_case, ISO times): a creator (ClipnetCreator), a video
 * (ClipnetVideo), a comment. The short-video list (contract 2.13) keeps its pages exactly as served.
 */

export interface Creator {
  platform: 'clipnet';
  user_id: string;
  sec_uid: string;
  handle: string;
  nickname: string;
  bio: string;
  avatar_url: string;
  verified: boolean;
  private: boolean;
  region: string | null;
  followers: number;
  following: number;
  likes: number;
  video_count: number;
  profile_url: string;
}

export interface Video {
  platform: 'clipnet';
  video_id: string;
  handle: string;
  author_id: string;
  description: string;
  created_at: string;
  duration_seconds: number;
  image_url: string;
  video_url: string;
  url: string;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  hashtags: string[];
  mentions: string[];
  music: { music_id: string; title: string; author: string; original: boolean };
}

export interface Comment {
  comment_id: string;
  video_id: string;
  text: string;
  created_at: string;
  likes: number;
  replies: number;
  author: { user_id: string; handle: string; nickname: string; avatar_url: string | null };
}

/** The short-video list (contract 2.13): username, sec_uid, video_count, and the raw pages as served. */
export interface VideoList {
  username: string;
  sec_uid: string;
  video_count: number;
  pages: unknown[];
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function normaliseCreator(user: RawAuthor, stats: RawAuthorStats): Creator {
  return {
    platform: 'clipnet',
    user_id: user.id,
    sec_uid: user.secUid,
    handle: user.uniqueId,
    nickname: user.nickname,
    bio: user.signature,
    avatar_url: user.avatarLarger || user.avatarThumb,
    verified: user.verified,
    private: user.privateAccount,
    region: user.region || null,
    followers: stats.followerCount,
    following: stats.followingCount,
    likes: stats.heartCount,
    video_count: stats.videoCount,
    profile_url: `https://www.tiktok.com/@${user.uniqueId}`,
  };
}

export function normaliseVideo(item: RawItem): Video {
  return {
    platform: 'clipnet',
    video_id: item.id,
    handle: item.author.uniqueId,
    author_id: item.author.id,
    description: item.desc,
    created_at: iso(item.createTime),
    duration_seconds: item.video.duration,
    image_url: item.video.cover,
    video_url: item.video.playAddr,
    url: `https://www.tiktok.com/@${item.author.uniqueId}/video/${item.id}`,
    views: item.stats.playCount,
    likes: item.stats.diggCount,
    comments: item.stats.commentCount,
    shares: item.stats.shareCount,
    saves: item.stats.collectCount,
    hashtags: item.textExtra.filter((t) => t.type === 1).map((t) => t.hashtagName),
    mentions: item.textExtra.filter((t) => t.type === 0).map((t) => t.userUniqueId),
    music: { music_id: item.music.id, title: item.music.title, author: item.music.authorName, original: item.music.original },
  };
}

export function normaliseComment(c: RawComment): Comment {
  return {
    comment_id: c.cid,
    video_id: c.aweme_id,
    text: c.text,
    created_at: iso(c.create_time),
    likes: c.digg_count,
    replies: c.reply_comment_total,
    author: { user_id: c.user.uid, handle: c.user.unique_id, nickname: c.user.nickname, avatar_url: c.user.avatar_thumb.url_list[0] ?? null },
  };
}

export function normaliseVideoList(raw: RawVideoList): VideoList {
  return { username: raw.user.uniqueId, sec_uid: raw.user.secUid, video_count: raw.stats.videoCount, pages: raw.pages };
}

/** The videos a list's pages hold, newest first. */
export const videosOfList = (raw: RawVideoList): Video[] => raw.pages.flatMap((p) => p.itemList.map(normaliseVideo));

export interface SearchResult {
  query: string;
  type: 'users' | 'videos';
  users: Creator[] | null;
  videos: Video[] | null;
}

export function normaliseSearch(query: string, type: 'users' | 'videos', raw: RawSearch): SearchResult {
  return {
    query,
    type,
    users: type === 'users' ? (raw.user_list ?? []).map((u) => normaliseCreator(u.user_info, u.stats)) : null,
    videos: type === 'videos' ? (raw.item_list ?? []).map(normaliseVideo) : null,
  };
}
