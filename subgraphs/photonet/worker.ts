import { ACCOUNT_ARG, argsSchema, type WorkerNetwork, type WorkerOperation } from '../../platform/acquisition/operations.ts';
import type { AcquisitionWorker } from '../../platform/acquisition/worker.ts';
import type { SignedInAccount } from './account-pool.ts';
import type { PhotonetListUpstream, PhotonetWrapperUpstream } from './upstream.ts';
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

const handle = { type: 'string', description: 'The account\'s username, without "@".' };
const shortcode = { type: 'string', description: "The post's shortcode (the part of its URL after /p/)." };
const pageSize = { type: 'integer', minimum: 1, description: 'How many entries the page should hold at most.' };
const locationId = { type: 'string', pattern: '^[0-9]{1,25}$', description: "The location's numeric id." };
const FEED_PAGE = "{items: [feed items], next_max_id, more_available}; next_max_id is the next page's cursor (null on the last).";

const page = (name: string, description: string, args: Record<string, Record<string, unknown>>, raw = FEED_PAGE): WorkerOperation => ({
  name,
  description,
  args: argsSchema({ ...args, page_size: pageSize }),
  pages: true,
  raw,
});

/** photonet's operations as an acquisition worker serves them (PHOTONET_PROVIDER=worker). */
export const PHOTONET_WORKER: WorkerNetwork = {
  network: 'photonet',
  description:
    'The photo network, read through its web and app endpoints. Signed-in operations carry `account`: the worker reads them on a signed-in account of its own pool.',
  operations: [
    page('feed_page', "One page of an account's posts, newest first.", { handle }),
    page('loggedout_timeline_page', "One page of an account's timeline as a signed-out visitor sees it.", { handle }),
    page('usertags_page', 'One page of the posts an account is tagged in (signed in).', { handle, ...ACCOUNT_ARG }),
    page('search_media_page', 'One page of the posts a keyword search finds.', { query: { type: 'string', description: 'The search text.' } }),
    page('comments_page', "One page of a post's comments.", { shortcode }, '{items: [comments], next_max_id, more_available}.'),
    page(
      'followers_page',
      "One page of an account's followers (signed in).",
      { handle, ...ACCOUNT_ARG },
      "{items: [users], next_max_id, more_available, rank_token}; rank_token is the list's ranking token, kept for the following pages.",
    ),
    page(
      'following_page',
      'One page of the accounts an account follows (signed in).',
      { handle, ...ACCOUNT_ARG },
      '{items: [users], next_max_id, more_available, rank_token}.',
    ),
    {
      name: 'web_profile',
      description: "An account's profile.",
      args: argsSchema({ handle }),
      pages: false,
      raw: 'The web_profile_info payload: {data: {user}, status}.',
    },
    {
      name: 'loggedout_profile',
      description: "An account's profile page as a signed-out visitor sees it.",
      args: argsSchema({ handle }),
      pages: false,
      raw: "The signed-out profile page's data: the profile and its first timeline nodes.",
    },
    { name: 'post', description: 'One post.', args: argsSchema({ shortcode }), pages: false, raw: 'The media info payload: {items: [media], status}.' },
    {
      name: 'story',
      description: "An account's current story (signed in).",
      args: argsSchema({ handle, ...ACCOUNT_ARG }),
      pages: false,
      raw: 'The reels_media payload: {reels: {<user id>: {user, items}}, status}; reels is empty when there is no story.',
    },
    {
      name: 'likers',
      description: "A post's most recent likers (signed in).",
      args: argsSchema({ shortcode, ...ACCOUNT_ARG }),
      pages: false,
      raw: 'The likers payload: {users, status}.',
    },
    {
      name: 'about',
      description: 'The "About this account" sheet of an account (signed in).',
      args: argsSchema({ handle, ...ACCOUNT_ARG }),
      pages: false,
      raw: '{data: {about_this_account}, status}.',
    },
    {
      name: 'embed',
      description: 'The oEmbed document of a post (by shortcode) or a profile (by handle): exactly one of the two is given.',
      args: argsSchema({ shortcode, handle }, ['shortcode', 'handle']),
      pages: false,
      raw: 'The oEmbed document.',
    },
    {
      name: 'popular_search',
      description: 'The top results page of a keyword search: media in grid rows, and related keywords.',
      args: argsSchema({
        query: { type: 'string', description: 'The search text.' },
        media_count: { type: 'integer', minimum: 0, description: 'How many media to read.' },
        keyword_count: { type: 'integer', minimum: 0, description: 'How many related keywords to read.' },
      }),
      pages: false,
      raw: '{media_grid: {sections, has_more, next_max_id}, related_keywords, status}.',
    },
    {
      name: 'highlights_tray',
      description: "An account's story highlights.",
      args: argsSchema({ handle, max: { type: 'integer', minimum: 1, description: 'The most highlights to read.' } }),
      pages: false,
      raw: 'The highlights_tray payload: {tray, status}.',
    },
    {
      name: 'related_profiles',
      description: 'The accounts suggested alongside an account.',
      args: argsSchema({ handle }),
      pages: false,
      raw: 'The related profiles payload.',
    },
    { name: 'location_info', description: 'A location.', args: argsSchema({ location_id: locationId }), pages: false, raw: 'The location info payload.' },
    {
      name: 'location_nearby',
      description: 'The locations near a location.',
      args: argsSchema({ location_id: locationId }),
      pages: false,
      raw: 'The nearby locations payload.',
    },
  ],
};

/** Runs one photonet operation on the worker, answering its raw payload. */
class PhotonetWorkerCalls {
  readonly name = 'worker';

  constructor(private readonly worker: AcquisitionWorker) {}

  protected async call<Raw>(operation: string, args: Record<string, unknown>, cursor: string | null = null): Promise<Raw> {
    return (await this.worker.acquire<Raw>('photonet', operation, args, cursor)).raw;
  }
}

/** The account a signed-in call runs on; the walks always lend one, so none is a fault of the caller. */
function accountOf(viewer: SignedInAccount | undefined): string {
  if (!viewer) throw new Error('photonet: a signed-in list page was read without a lent account');
  return viewer.id;
}

/** photonet's list pages read through an acquisition worker. */
export class PhotonetWorkerLists extends PhotonetWorkerCalls implements PhotonetListUpstream {
  feedPage(handle: string, cursor: string | null, pageSize: number) {
    return this.call<RawPage<RawFeedItem>>('feed_page', { handle, page_size: pageSize }, cursor);
  }
  loggedoutTimelinePage(handle: string, cursor: string | null, pageSize: number) {
    return this.call<RawPage<RawFeedItem>>('loggedout_timeline_page', { handle, page_size: pageSize }, cursor);
  }
  usertagsPage(handle: string, cursor: string | null, pageSize: number, _asOf: number, viewer?: SignedInAccount) {
    return this.call<RawPage<RawFeedItem>>('usertags_page', { handle, account: accountOf(viewer), page_size: pageSize }, cursor);
  }
  searchMediaPage(query: string, cursor: string | null, pageSize: number) {
    return this.call<RawPage<RawFeedItem>>('search_media_page', { query, page_size: pageSize }, cursor);
  }
  commentsPage(shortcode: string, cursor: string | null, pageSize: number) {
    return this.call<RawPage<RawComment>>('comments_page', { shortcode, page_size: pageSize }, cursor);
  }
  followersPage(handle: string, cursor: string | null, pageSize: number, viewer?: SignedInAccount) {
    return this.call<RawPage<RawUser> & { rank_token: string }>('followers_page', { handle, account: accountOf(viewer), page_size: pageSize }, cursor);
  }
  followingPage(handle: string, cursor: string | null, pageSize: number, viewer?: SignedInAccount) {
    return this.call<RawPage<RawUser> & { rank_token: string }>('following_page', { handle, account: accountOf(viewer), page_size: pageSize }, cursor);
  }
}

/** photonet's operation wrappers read through an acquisition worker; `feed` is the same worker's list pages. */
export class PhotonetWorkerWrappers extends PhotonetWorkerCalls implements PhotonetWrapperUpstream {
  constructor(
    worker: AcquisitionWorker,
    readonly feed: PhotonetListUpstream,
  ) {
    super(worker);
  }

  webProfile(handle: string) {
    return this.call<RawWebProfile>('web_profile', { handle });
  }
  loggedOutProfile(handle: string) {
    return this.call<RawLoggedOutProfile>('loggedout_profile', { handle });
  }
  post(shortcode: string) {
    return this.call<RawMediaInfo>('post', { shortcode });
  }
  story(handle: string, viewer: SignedInAccount) {
    return this.call<RawStory>('story', { handle, account: viewer.id });
  }
  likers(shortcode: string, viewer: SignedInAccount) {
    return this.call<RawLikers>('likers', { shortcode, account: viewer.id });
  }
  about(handle: string, viewer: SignedInAccount) {
    return this.call<RawAbout>('about', { handle, account: viewer.id });
  }
  embed(target: { shortcode: string } | { handle: string }) {
    return this.call<RawEmbed>('embed', 'shortcode' in target ? { shortcode: target.shortcode } : { handle: target.handle });
  }
  popularSearch(query: string, mediaCount: number, keywordCount: number) {
    return this.call<RawTopSearch>('popular_search', { query, media_count: mediaCount, keyword_count: keywordCount });
  }
  highlightsTray(handle: string, max: number) {
    return this.call<RawHighlightsTray>('highlights_tray', { handle, max });
  }
  relatedProfiles(handle: string) {
    return this.call<RawRelatedProfiles>('related_profiles', { handle });
  }
  locationInfo(locationId: string) {
    return this.call<RawLocationInfo>('location_info', { location_id: locationId });
  }
  locationNearby(locationId: string) {
    return this.call<RawLocationNearby>('location_nearby', { location_id: locationId });
  }
}
