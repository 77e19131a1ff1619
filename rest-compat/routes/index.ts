import type { RestRoute } from '../route.ts';
import { openfeedLivePost, openfeedLiveProfile, openfeedLiveUserPosts, openfeedStoredProfile } from './openfeed/live.ts';
import { dmCreateSession, dmListConversations, dmListSessions, dmReadConversation, dmRefresh, dmReply, dmSend } from './dm.ts';
import { jobCancel, jobResults, jobStatus } from './jobs.ts';
import { photonetProfile } from './photonet/profile.ts';
import { photonetFollowersRoute, photonetPostCommentsRoute, photonetUserFeedRoute } from './photonet/walkers.ts';
import {
  photonetStoredComments,
  photonetStoredPost,
  photonetStoredPostComments,
  photonetStoredPostMedia,
  photonetStoredProfileFull,
  photonetStoredProfileMedia,
} from './photonet/stored.ts';

/** Every REST operation of /v1, one declaration each (grouped in a file per surface). The adapter serves exactly this list. */
export const ROUTES: RestRoute[] = [
  photonetProfile,
  photonetStoredProfileFull,
  photonetStoredProfileMedia,
  photonetStoredPost,
  photonetStoredPostComments,
  photonetStoredPostMedia,
  photonetStoredComments,
  photonetUserFeedRoute,
  photonetPostCommentsRoute,
  photonetFollowersRoute,
  jobStatus,
  jobResults,
  jobCancel,
  dmCreateSession,
  dmListSessions,
  dmSend,
  dmListConversations,
  dmReadConversation,
  dmReply,
  dmRefresh,
  openfeedLiveProfile,
  openfeedLiveUserPosts,
  openfeedLivePost,
  openfeedStoredProfile,
];
