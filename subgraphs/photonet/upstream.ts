import type { NamedProvider } from '../../platform/live/providers.ts';
import type { SignedInAccount } from './account-pool.ts';
import type { RawComment, RawFeedItem, RawPage, RawUser } from './walkers/payloads.ts';
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
  RawTopSearch,
  RawWebProfile,
} from './wrappers/payloads.ts';

/**
 * What photonet's list walks read, page by page, in the network's own page shapes: the sandbox is one implementation
 * (walkers/sandbox.ts), a real provider another. Times count back from `asOf` where the upstream's do. The signed-in
 * lists (usertags, followers, following) are read on the account the pool lent for the page (`viewer`).
 */
export interface PhotonetListUpstream extends NamedProvider {
  feedPage(handle: string, cursor: string | null, pageSize: number, asOf: number): Promise<RawPage<RawFeedItem>>;
  loggedoutTimelinePage(handle: string, cursor: string | null, pageSize: number, asOf: number): Promise<RawPage<RawFeedItem>>;
  usertagsPage(handle: string, cursor: string | null, pageSize: number, asOf: number, viewer?: SignedInAccount): Promise<RawPage<RawFeedItem>>;
  searchMediaPage(query: string, cursor: string | null, pageSize: number, asOf: number): Promise<RawPage<RawFeedItem>>;
  commentsPage(shortcode: string, cursor: string | null, pageSize: number, asOf: number): Promise<RawPage<RawComment>>;
  followersPage(handle: string, cursor: string | null, pageSize: number, viewer?: SignedInAccount): Promise<RawPage<RawUser> & { rank_token: string }>;
  followingPage(handle: string, cursor: string | null, pageSize: number, viewer?: SignedInAccount): Promise<RawPage<RawUser> & { rank_token: string }>;
}

/**
 * What photonet's operation wrappers read, in the network's own payload shapes (wrappers/payloads.ts). Signed-in
 * operations run on an account the pool lends. `feed` is the same provider's list upstream (user_posts scans it).
 */
export interface PhotonetWrapperUpstream extends NamedProvider {
  readonly feed: PhotonetListUpstream;
  webProfile(handle: string): Promise<RawWebProfile>;
  loggedOutProfile(handle: string, asOf: number): Promise<RawLoggedOutProfile>;
  post(shortcode: string): Promise<RawMediaInfo>;
  story(handle: string, viewer: SignedInAccount, asOf: number): Promise<RawStory>;
  likers(shortcode: string, viewer: SignedInAccount): Promise<RawLikers>;
  about(handle: string, viewer: SignedInAccount): Promise<RawAbout>;
  embed(target: { shortcode: string } | { handle: string }): Promise<RawEmbed>;
  popularSearch(query: string, mediaCount: number, keywordCount: number, asOf: number): Promise<RawTopSearch>;
  highlightsTray(handle: string, max: number): Promise<RawHighlightsTray>;
  relatedProfiles(handle: string): Promise<RawRelatedProfiles>;
  locationInfo(locationId: string): Promise<RawLocationInfo>;
  locationNearby(locationId: string): Promise<RawLocationNearby>;
}
