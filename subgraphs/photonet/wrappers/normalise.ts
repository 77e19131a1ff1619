import type {
  RawAbout,
  RawEmbed,
  RawHighlightsTray,
  RawLikers,
  RawLocationInfo,
  RawLocationNearby,
  RawLoggedOutProfile,
  RawMediaInfo,
  RawRelatedProfiles,
  RawStory,
  RawTimelineNode,
  RawTopSearch,
  RawUserPosts,
  RawUserSummary,
  RawWebProfile,
  RawWebUser,
} from './payloads.ts';

/**
 * The normalised answers of the photonet operation wrappers (README, "photonet operation wrappers"): contract 2.13
 * where it gives a shape, ours otherwise, stable. Each is made from the upstream payload on every read, stored or live,
 * so a payload archived before a change here reads back in the current shape. Image URLs sit under the keys the
 * media mirror knows (`profile_pic_url`, `image_url`, `image_urls`, `thumb_url`), so they are copied and swapped.
 */

const WEB = 'https://photonet.example';
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** An account as lists show it. */
export interface Account {
  user_id: string;
  username: string;
  full_name: string;
  profile_pic_url: string;
  is_verified: boolean;
  is_private: boolean;
}

/** Contract 2.13 web profile. */
export interface WebProfile {
  platform: 'photonet';
  username: string;
  platform_id: string;
  full_name: string;
  biography: string;
  profile_pic_url: string;
  followers: number;
  following: number;
  posts_count: number;
  is_verified: boolean;
  is_private: boolean;
  extra: {
    external_url: string | null;
    bio_links: { title: string; url: string }[];
    category_name: string | null;
    is_business_account: boolean;
    is_professional_account: boolean;
    fbid: string;
    highlight_reel_count: number;
    has_clips: boolean;
    pronouns: string[];
  };
}

/** A post in a list: the same shape as user_feed's items. */
export interface LivePost {
  id: string;
  shortcode: string;
  caption: string;
  likes: number;
  comments: number;
  posted_at: string;
  media_type: 'image' | 'video' | 'carousel';
  is_video: boolean;
  image_url: string | null;
  video_url: string | null;
  post_url: string;
  owner: string;
}

/** One post: a list post and what the post's own page adds. */
export interface PostDetail extends LivePost {
  views: number | null;
  video_duration: number | null;
  image_urls: string[];
  author: Account;
  location: { location_id: string; name: string; lat: number; lng: number } | null;
  tagged_users: string[];
  is_paid_partnership: boolean;
}

export interface Story {
  handle: string;
  /** Null when the account has no story up. */
  user_id: string | null;
  item_count: number;
  items: {
    id: string;
    media_type: 'image' | 'video';
    is_video: boolean;
    posted_at: string;
    expires_at: string;
    image_url: string;
    video_url: string | null;
    video_duration: number | null;
    mentions: string[];
    link_url: string | null;
  }[];
}

export interface Likers {
  shortcode: string;
  /** Everyone who liked the post; `users` holds the most recent, at most 100. */
  user_count: number;
  users: Account[];
}

export interface About {
  handle: string;
  user_id: string;
  /** YYYY-MM. */
  date_joined: string;
  account_based_in: string | null;
  former_usernames_count: number;
  is_verified: boolean;
  /** YYYY-MM, or null when not verified. */
  verified_since: string | null;
  is_running_ads: boolean;
}

export interface Embed {
  kind: 'post' | 'profile';
  url: string;
  shortcode: string | null;
  author: { username: string; user_id: string; url: string };
  title: string;
  html: string;
  width: number;
  thumb_url: string;
  thumb_width: number;
  thumb_height: number;
}

export interface LoggedOutProfile {
  profile: WebProfile;
  /** The latest posts a visitor without a session sees (at most 12; none for a private account). */
  posts: LivePost[];
  more_available: boolean;
}

export interface PopularSearch {
  query: string;
  posts: LivePost[];
  related_keywords: { keyword: string; search_count: number }[];
  more_available: boolean;
}

export interface HighlightsTray {
  handle: string;
  /** Null when the tray is empty. */
  user_id: string | null;
  highlight_count: number;
  highlights: { highlight_id: string; title: string; media_count: number; created_at: string; updated_at: string; image_url: string }[];
}

/** Contract 2.13 related profiles. */
export interface RelatedProfiles {
  handle: string;
  user_id: string;
  accounts: Account[];
}

/** Contract 2.13 location info. */
export interface LocationInfo {
  location_id: string;
  location: { name: string; location_id: string; media_count: number; lat: number; lng: number };
}

/** Contract 2.13 location nearby. */
export interface LocationNearby {
  location_id: string;
  nearby: { count: number; locations: { location_id: string; name: string; address: string; lat: number; lng: number }[] };
}

/** Contract 2.13 live posts. */
export interface UserPosts {
  handle: string;
  posts: LivePost[];
  next_max_id: string | null;
  more_available: boolean;
  pages_scanned: number;
}

export function account(user: RawUserSummary): Account {
  return {
    user_id: user.pk,
    username: user.username,
    full_name: user.full_name,
    profile_pic_url: user.profile_pic_url,
    is_verified: user.is_verified,
    is_private: user.is_private,
  };
}

function webProfile(user: Omit<RawWebUser, 'edge_owner_to_timeline_media'> & { edge_owner_to_timeline_media: { count: number } }): WebProfile {
  return {
    platform: 'photonet',
    username: user.username,
    platform_id: user.id,
    full_name: user.full_name,
    biography: user.biography,
    profile_pic_url: user.profile_pic_url_hd,
    followers: user.edge_followed_by.count,
    following: user.edge_follow.count,
    posts_count: user.edge_owner_to_timeline_media.count,
    is_verified: user.is_verified,
    is_private: user.is_private,
    extra: {
      external_url: user.external_url,
      bio_links: user.bio_links.map((l) => ({ title: l.title, url: l.url })),
      category_name: user.category_name,
      is_business_account: user.is_business_account,
      is_professional_account: user.is_professional_account,
      fbid: user.fbid,
      highlight_reel_count: user.highlight_reel_count,
      has_clips: user.has_clips,
      pronouns: user.pronouns,
    },
  };
}

export const normaliseWebProfile = (raw: RawWebProfile): WebProfile => webProfile(raw.data.user);

/** The media of the feed, media info and search endpoints, as a list post. */
interface FeedMedia {
  pk: string;
  code: string;
  taken_at: number;
  media_type: 1 | 2 | 8;
  caption: { text: string } | null;
  like_count: number;
  comment_count: number;
  image_versions2: { candidates: { url: string }[] };
  video_versions?: { url: string }[];
  user: { username: string };
}

export function livePost(item: FeedMedia): LivePost {
  const isVideo = item.media_type === 2;
  return {
    id: item.pk,
    shortcode: item.code,
    caption: item.caption?.text ?? '',
    likes: item.like_count,
    comments: item.comment_count,
    posted_at: iso(item.taken_at),
    media_type: isVideo ? 'video' : item.media_type === 8 ? 'carousel' : 'image',
    is_video: isVideo,
    image_url: item.image_versions2.candidates[0]?.url ?? null,
    video_url: item.video_versions?.[0]?.url ?? null,
    post_url: `${WEB}/${isVideo ? 'reel' : 'p'}/${item.code}/`,
    owner: item.user.username,
  };
}

function timelinePost(node: RawTimelineNode): LivePost {
  return {
    id: node.id,
    shortcode: node.shortcode,
    caption: node.edge_media_to_caption.edges[0]?.node.text ?? '',
    likes: node.edge_liked_by.count,
    comments: node.edge_media_to_comment.count,
    posted_at: iso(node.taken_at_timestamp),
    media_type: node.is_video ? 'video' : node.__typename === 'GraphSidecar' ? 'carousel' : 'image',
    is_video: node.is_video,
    image_url: node.display_url,
    video_url: node.video_url ?? null,
    post_url: `${WEB}/${node.is_video ? 'reel' : 'p'}/${node.shortcode}/`,
    owner: node.owner.username,
  };
}

export function normalisePost(raw: RawMediaInfo): PostDetail {
  const item = raw.items[0];
  return {
    ...livePost(item),
    views: item.play_count ?? null,
    video_duration: item.video_duration ?? null,
    image_urls: item.carousel_media ? item.carousel_media.map((c) => c.image_versions2.candidates[0].url) : [item.image_versions2.candidates[0].url],
    author: account(item.user),
    location: item.location ? { location_id: item.location.pk, name: item.location.name, lat: item.location.lat, lng: item.location.lng } : null,
    tagged_users: (item.usertags?.in ?? []).map((t) => t.user.username),
    is_paid_partnership: item.is_paid_partnership,
  };
}

export function normaliseStory(handle: string, raw: RawStory): Story {
  const reel = Object.values(raw.reels)[0];
  const items = (reel?.items ?? []).map((item) => ({
    id: item.id,
    media_type: item.media_type === 2 ? ('video' as const) : ('image' as const),
    is_video: item.media_type === 2,
    posted_at: iso(item.taken_at),
    expires_at: iso(item.expiring_at),
    image_url: item.image_versions2.candidates[0].url,
    video_url: item.video_versions?.[0]?.url ?? null,
    video_duration: item.video_duration ?? null,
    mentions: (item.story_mentions ?? []).map((m) => m.user.username),
    link_url: item.story_link_stickers?.[0]?.story_link.url ?? null,
  }));
  return { handle, user_id: reel?.user.pk ?? null, item_count: items.length, items };
}

export const normaliseLikers = (shortcode: string, raw: RawLikers): Likers => ({ shortcode, user_count: raw.user_count, users: raw.users.map(account) });

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "March 2019" → "2019-03"; null when it is not a month and a year. */
function yearMonth(text: string | null): string | null {
  const m = text ? /^([A-Za-z]+) (\d{4})$/.exec(text.trim()) : null;
  const month = m ? MONTHS.indexOf(m[1].toLowerCase()) : -1;
  return m && month >= 0 ? `${m[2]}-${String(month + 1).padStart(2, '0')}` : null;
}

export function normaliseAbout(handle: string, raw: RawAbout): About {
  const a = raw.data.about_this_account;
  return {
    handle,
    user_id: a.pk,
    date_joined: yearMonth(a.date_joined) ?? a.date_joined,
    account_based_in: a.country,
    former_usernames_count: a.former_usernames,
    is_verified: a.is_verified,
    verified_since: yearMonth(a.verified_since),
    is_running_ads: a.is_running_ads,
  };
}

export function normaliseEmbed(target: { shortcode: string } | { handle: string }, raw: RawEmbed): Embed {
  const post = 'shortcode' in target;
  return {
    kind: post ? 'post' : 'profile',
    url: post ? `${WEB}/p/${target.shortcode}/` : raw.author_url,
    shortcode: post ? target.shortcode : null,
    author: { username: raw.author_name, user_id: raw.author_id, url: raw.author_url },
    title: raw.title,
    html: raw.html,
    width: raw.width,
    thumb_url: raw.thumbnail_url,
    thumb_width: raw.thumbnail_width,
    thumb_height: raw.thumbnail_height,
  };
}

export function normaliseLoggedOutProfile(raw: RawLoggedOutProfile): LoggedOutProfile {
  const user = raw.graphql.user;
  const timeline = user.edge_owner_to_timeline_media;
  return { profile: webProfile(user), posts: timeline.edges.map((e) => timelinePost(e.node)), more_available: timeline.page_info.has_next_page };
}

export function normalisePopularSearch(query: string, raw: RawTopSearch): PopularSearch {
  return {
    query,
    posts: raw.media_grid.sections.flatMap((s) => s.layout_content.medias.map((m) => livePost(m.media))),
    related_keywords: raw.related_keywords.map((k) => ({ keyword: k.keyword, search_count: k.search_count })),
    more_available: raw.media_grid.has_more,
  };
}

export function normaliseHighlightsTray(handle: string, raw: RawHighlightsTray): HighlightsTray {
  return {
    handle,
    user_id: raw.tray[0]?.user.pk ?? null,
    highlight_count: raw.tray.length,
    highlights: raw.tray.map((h) => ({
      highlight_id: h.id.replace(/^highlight:/, ''),
      title: h.title,
      media_count: h.media_count,
      created_at: iso(h.created_at),
      updated_at: iso(h.latest_reel_media),
      image_url: h.cover_media.cropped_image_version.url,
    })),
  };
}

export function normaliseRelatedProfiles(handle: string, raw: RawRelatedProfiles): RelatedProfiles {
  const user = raw.data.user;
  return {
    handle,
    user_id: user.id,
    accounts: user.edge_chaining.edges.map(({ node }) =>
      account({
        pk: node.id,
        username: node.username,
        full_name: node.full_name,
        profile_pic_url: node.profile_pic_url,
        is_verified: node.is_verified,
        is_private: node.is_private,
      }),
    ),
  };
}

export function normaliseLocationInfo(raw: RawLocationInfo): LocationInfo {
  const l = raw.location_info;
  return { location_id: l.location_id, location: { name: l.name, location_id: l.location_id, media_count: l.media_count, lat: l.lat, lng: l.lng } };
}

export function normaliseLocationNearby(locationId: string, raw: RawLocationNearby): LocationNearby {
  return {
    location_id: locationId,
    nearby: {
      count: raw.venues.length,
      locations: raw.venues.map((v) => ({ location_id: v.external_id, name: v.name, address: v.address, lat: v.lat, lng: v.lng })),
    },
  };
}

/** The posts of every scanned page, each once, in feed order; the continuation is the last page's. */
export function normaliseUserPosts(handle: string, raw: RawUserPosts): UserPosts {
  const seen = new Set<string>();
  const posts = raw.pages
    .flatMap((p) => p.items)
    .filter((item) => !seen.has(item.pk) && seen.add(item.pk))
    .map(livePost);
  const last = raw.pages[raw.pages.length - 1];
  return { handle, posts, next_max_id: last?.next_max_id ?? null, more_available: last?.more_available ?? false, pages_scanned: raw.pages.length };
}
