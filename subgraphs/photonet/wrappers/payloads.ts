import type { RawFeedItem, RawPage } from '../walkers/payloads.ts';

/**
 * The upstream's own payloads of the photonet operation wrappers, as its endpoints return them (what the archive
 * keeps and `get_raw=true` answers). The normalisers (normalise.ts) read these; the sandbox (sandbox.ts) writes them.
 */

export interface RawImage {
  url: string;
  width: number;
  height: number;
}

/** An account as the upstream lists it (likers, chaining, mentions). */
export interface RawUserSummary {
  pk: string;
  username: string;
  full_name: string;
  profile_pic_url: string;
  is_verified: boolean;
  is_private: boolean;
}

/** The profile document of the web profile endpoint (`data.user`). */
export interface RawWebUser {
  id: string;
  username: string;
  full_name: string;
  biography: string;
  bio_links: { title: string; url: string; link_type: 'external' }[];
  external_url: string | null;
  edge_followed_by: { count: number };
  edge_follow: { count: number };
  edge_owner_to_timeline_media: { count: number };
  profile_pic_url: string;
  profile_pic_url_hd: string;
  is_verified: boolean;
  is_private: boolean;
  is_business_account: boolean;
  is_professional_account: boolean;
  category_name: string | null;
  fbid: string;
  highlight_reel_count: number;
  has_clips: boolean;
  pronouns: string[];
}

/** web_profile_info: `GET /api/v1/users/web_profile_info/?username=`. */
export interface RawWebProfile {
  data: { user: RawWebUser };
  status: 'ok';
}

/** A post of the logged-out profile page's timeline (GraphQL node shape). */
export interface RawTimelineNode {
  __typename: 'GraphImage' | 'GraphVideo' | 'GraphSidecar';
  id: string;
  shortcode: string;
  display_url: string;
  thumbnail_src: string;
  is_video: boolean;
  video_url?: string;
  taken_at_timestamp: number;
  edge_liked_by: { count: number };
  edge_media_to_comment: { count: number };
  edge_media_to_caption: { edges: { node: { text: string } }[] };
  owner: { id: string; username: string };
}

/** loggedout_profile: the data of the profile page as a visitor without a session gets it (first 12 posts). */
export interface RawLoggedOutProfile {
  graphql: {
    user: Omit<RawWebUser, 'edge_owner_to_timeline_media'> & {
      edge_owner_to_timeline_media: {
        count: number;
        page_info: { has_next_page: boolean; end_cursor: string | null };
        edges: { node: RawTimelineNode }[];
      };
    };
  };
  logging_page_id: string;
  show_suggested_profiles: boolean;
}

/** A media item of the media info and search endpoints (1 image, 2 video, 8 carousel). */
export interface RawMedia {
  pk: string;
  id: string;
  code: string;
  taken_at: number;
  media_type: 1 | 2 | 8;
  product_type: 'feed' | 'clips' | 'carousel_container';
  caption: { text: string; created_at: number } | null;
  like_count: number;
  comment_count: number;
  play_count?: number;
  video_duration?: number;
  image_versions2: { candidates: RawImage[] };
  video_versions?: (RawImage & { type: number })[];
  carousel_media_count?: number;
  carousel_media?: { pk: string; media_type: 1 | 2; image_versions2: { candidates: RawImage[] } }[];
  user: RawUserSummary;
  location: { pk: string; name: string; lat: number; lng: number } | null;
  usertags?: { in: { user: { pk: string; username: string }; position: [number, number] }[] };
  is_paid_partnership: boolean;
}

/** post: `GET /api/v1/media/<id>/info/`. */
export interface RawMediaInfo {
  items: RawMedia[];
  num_results: number;
  more_available: boolean;
  status: 'ok';
}

export interface RawStoryItem {
  pk: string;
  id: string;
  taken_at: number;
  expiring_at: number;
  media_type: 1 | 2;
  image_versions2: { candidates: RawImage[] };
  video_versions?: (RawImage & { type: number })[];
  video_duration?: number;
  story_mentions?: { user: { pk: string; username: string } }[];
  story_link_stickers?: { story_link: { url: string; link_title: string | null } }[];
}

export interface RawReel {
  id: string;
  user: RawUserSummary;
  latest_reel_media: number;
  expiring_at: number;
  media_count: number;
  items: RawStoryItem[];
}

/** story (signed in): `GET /api/v1/feed/reels_media/?reel_ids=`; `reels` is empty when the account has no story. */
export interface RawStory {
  reels: Record<string, RawReel>;
  status: 'ok';
}

/** likers (signed in): `GET /api/v1/media/<id>/likers/`: the most recent likers and the total. */
export interface RawLikers {
  users: RawUserSummary[];
  user_count: number;
  status: 'ok';
}

/** about (signed in): the account's "About this account" sheet; dates as the sheet shows them ("March 2019"). */
export interface RawAbout {
  data: {
    about_this_account: {
      pk: string;
      username: string;
      date_joined: string;
      country: string | null;
      former_usernames: number;
      is_verified: boolean;
      verified_since: string | null;
      is_running_ads: boolean;
    };
  };
  status: 'ok';
}

/** embed: the oEmbed document of a post or a profile. */
export interface RawEmbed {
  version: '1.0';
  type: 'rich';
  title: string;
  author_name: string;
  author_url: string;
  author_id: string;
  media_id?: string;
  provider_name: string;
  provider_url: string;
  width: number;
  html: string;
  thumbnail_url: string;
  thumbnail_width: number;
  thumbnail_height: number;
}

/** popular_search: the top results page of a keyword search, media in grid rows of 3. */
export interface RawTopSearch {
  rank_token: string;
  media_grid: {
    sections: { layout_type: 'media_grid'; layout_content: { medias: { media: RawFeedItem }[] } }[];
    has_more: boolean;
    next_max_id: string | null;
  };
  related_keywords: { keyword: string; search_count: number }[];
  status: 'ok';
}

export interface RawHighlight {
  id: string;
  title: string;
  created_at: number;
  latest_reel_media: number;
  media_count: number;
  cover_media: { cropped_image_version: RawImage; media_id: string };
  user: { pk: string; username: string };
}

/** highlights_tray: `GET /api/v1/highlights/<user id>/highlights_tray/`. */
export interface RawHighlightsTray {
  tray: RawHighlight[];
  show_empty_state: boolean;
  status: 'ok';
}

/** related_profiles: the accounts the network suggests beside one (its chaining edge). */
export interface RawRelatedProfiles {
  data: {
    user: {
      id: string;
      username: string;
      edge_chaining: {
        edges: { node: { id: string; username: string; full_name: string; profile_pic_url: string; is_verified: boolean; is_private: boolean } }[];
      };
    };
  };
  status: 'ok';
}

/** location_info: `GET /api/v1/locations/<id>/location_info/`. */
export interface RawLocationInfo {
  location_info: {
    location_id: string;
    facebook_places_id: string;
    name: string;
    lat: number;
    lng: number;
    location_address: string;
    location_city: string;
    category: string;
    media_count: number;
    phone: string | null;
    website: string | null;
  };
  status: 'ok';
}

/** location_nearby: the venues around a location. */
export interface RawLocationNearby {
  venues: { external_id: string; external_id_source: 'facebook_places'; name: string; address: string; lat: number; lng: number }[];
  rank_token: string;
  status: 'ok';
}

/** user_posts: the account's feed pages scanned for one answer, each exactly as the upstream returned it. */
export interface RawUserPosts {
  pages: RawPage<RawFeedItem>[];
}
