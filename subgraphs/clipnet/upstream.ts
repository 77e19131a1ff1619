/**
 * The short-video network's web API reads clipnet is built on, with their payloads as the upstream sends them
 * (camelCase, counts as numbers, times in epoch seconds, signed CDN URLs). Providers return exactly these; they are
 * archived as they are and normalise.ts turns them into the API's shapes on every read.
 */

export interface RawAuthor {
  /** The numeric user id (19 digits). */
  id: string;
  /** The handle. */
  uniqueId: string;
  nickname: string;
  avatarThumb: string;
  avatarLarger: string;
  signature: string;
  verified: boolean;
  /** The stable secure user id the upstream's list endpoints take (MS4wLjABAAAA…). */
  secUid: string;
  privateAccount: boolean;
  region: string;
  /** Account creation, epoch seconds. */
  createTime: number;
}

export interface RawAuthorStats {
  followerCount: number;
  followingCount: number;
  heart: number;
  heartCount: number;
  videoCount: number;
  diggCount: number;
  friendCount: number;
}

/** user/detail */
export interface RawUserDetail {
  statusCode: number;
  userInfo: { user: RawAuthor; stats: RawAuthorStats };
}

export interface RawItem {
  id: string;
  desc: string;
  /** Posting time, epoch seconds. */
  createTime: number;
  video: { id: string; duration: number; width: number; height: number; cover: string; originCover: string; playAddr: string; downloadAddr: string };
  author: RawAuthor;
  authorStats: RawAuthorStats;
  music: { id: string; title: string; authorName: string; original: boolean; duration: number };
  stats: { playCount: number; diggCount: number; commentCount: number; shareCount: number; collectCount: number };
  challenges: { id: string; title: string }[];
  /** Hashtags (type 1) and mentions (type 0) in the description. */
  textExtra: { type: 0 | 1; hashtagName: string; userUniqueId: string; start: number; end: number }[];
}

/** One page of api/post/item_list (a creator's videos, newest first), as served. */
export interface RawItemListPage {
  statusCode: number;
  itemList: RawItem[];
  /** The upstream's cursor for the next page (a posting time in milliseconds), "0" on the last. */
  cursor: string;
  hasMore: boolean;
  extra: { now: number; logid: string; fatal_item_ids: string[] };
}

/**
 * A creator's video list as acquired: the user it names and the item_list pages exactly as the upstream served them
 * (the text of each body, parsed in the served key order).
 */
export interface RawVideoList {
  user: RawAuthor;
  stats: RawAuthorStats;
  pages: RawItemListPage[];
}

/** item/detail */
export interface RawItemDetail {
  statusCode: number;
  itemInfo: { itemStruct: RawItem };
}

export interface RawComment {
  cid: string;
  aweme_id: string;
  text: string;
  create_time: number;
  digg_count: number;
  reply_comment_total: number;
  user: { uid: string; unique_id: string; nickname: string; avatar_thumb: { url_list: string[] } };
}

/** A page of a list the walkers read: followers, following (users), comments, a hashtag's videos. */
export interface RawUserListPage {
  statusCode: number;
  userList: { user: RawAuthor; stats: RawAuthorStats }[];
  minCursor: string;
  hasMore: boolean;
  total: number;
}

export interface RawCommentPage {
  status_code: number;
  comments: RawComment[];
  cursor: number;
  has_more: 0 | 1;
  total: number;
}

export interface RawHashtagPage {
  statusCode: number;
  challengeInfo: { challenge: { id: string; title: string }; stats: { videoCount: number; viewCount: number } };
  itemList: RawItem[];
  cursor: string;
  hasMore: boolean;
}

export interface RawMentions {
  statusCode: number;
  itemList: RawItem[];
}

export interface RawSearch {
  status_code: number;
  /** type=users: user_list; type=videos: item_list. */
  user_list?: { user_info: RawAuthor; stats: RawAuthorStats }[];
  item_list?: RawItem[];
  has_more: 0 | 1;
}

export interface ClipnetProvider {
  readonly name: string;
  user(handle: string): Promise<RawUserDetail>;
  /** The newest `limit` videos (at most 100), as the item_list pages that carried them. */
  videos(handle: string, limit: number): Promise<RawVideoList>;
  video(id: string): Promise<RawItemDetail>;
  followers(handle: string, cursor: string | null, size: number): Promise<RawUserListPage>;
  following(handle: string, cursor: string | null, size: number): Promise<RawUserListPage>;
  comments(videoId: string, cursor: string | null, size: number): Promise<RawCommentPage>;
  hashtag(tag: string, cursor: string | null, size: number): Promise<RawHashtagPage>;
  mentions(handle: string): Promise<RawMentions>;
  search(query: string, type: 'users' | 'videos'): Promise<RawSearch>;
}
