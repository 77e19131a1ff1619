import type { RestRoute } from '../route.ts';
import { openfeedLivePost, openfeedLiveProfile, openfeedLiveUserPosts, openfeedStoredProfile } from './openfeed/live.ts';
import { photonetProfile } from './photonet/profile.ts';

/** Every REST operation of /v1, one file each. The adapter serves exactly this list. */
export const ROUTES: RestRoute[] = [photonetProfile, openfeedLiveProfile, openfeedLiveUserPosts, openfeedLivePost, openfeedStoredProfile];
