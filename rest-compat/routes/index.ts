import type { RestRoute } from '../route.ts';
import { openfeedLivePost, openfeedLiveProfile, openfeedLiveUserPosts, openfeedStoredProfile } from './openfeed/live.ts';
import { photonetProfile } from './photonet/profile.ts';
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
  openfeedLiveProfile,
  openfeedLiveUserPosts,
  openfeedLivePost,
  openfeedStoredProfile,
];
