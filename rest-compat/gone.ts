/**
 * v4 live paths (/v1/live/{network}/{resource}) retired by v5 (contract 9.2). Each migrated operation names its v5
 * path here; any other /v1/live/... path was deleted and answers 410 naming none.
 */
export const MIGRATED_V4_PATHS: Record<string, string> = {
  '/v1/live/openfeed/profile': '/v1/openfeed/live/profile',
  '/v1/live/openfeed/user/posts': '/v1/openfeed/live/user/posts',
  '/v1/live/openfeed/post': '/v1/openfeed/live/post',
  // The open microblog network's v4 segment was its own name before the neutral one.
  '/v1/live/bluesky/profile': '/v1/openfeed/live/profile',
  '/v1/live/bluesky/user/posts': '/v1/openfeed/live/user/posts',
  '/v1/live/bluesky/post': '/v1/openfeed/live/post',
  '/v1/live/facenet/adlibrary/ad': '/v1/facenet/live/adlibrary/ad',
  '/v1/live/facenet/adlibrary/ad/transcript': '/v1/facenet/live/adlibrary/ad/transcript',
  '/v1/live/facenet/adlibrary/company/ads': '/v1/facenet/live/adlibrary/company/ads',
  '/v1/live/facenet/adlibrary/search/ads': '/v1/facenet/live/adlibrary/search/ads',
  '/v1/live/facenet/adlibrary/search/companies': '/v1/facenet/live/adlibrary/search/companies',
  '/v1/live/facenet/event/details': '/v1/facenet/live/event/details',
  '/v1/live/facenet/events': '/v1/facenet/live/events',
  '/v1/live/facenet/events/search': '/v1/facenet/live/events/search',
  '/v1/live/facenet/group/posts': '/v1/facenet/live/group/posts',
  '/v1/live/facenet/marketplace/item': '/v1/facenet/live/marketplace/item',
  '/v1/live/facenet/marketplace/location/search': '/v1/facenet/live/marketplace/location/search',
  '/v1/live/facenet/marketplace/search': '/v1/facenet/live/marketplace/search',
  '/v1/live/facenet/post': '/v1/facenet/live/post',
};

/** For a retired v4 path: its v5 replacement, or null when the operation was deleted. */
export function v5Replacement(path: string): string | null {
  return MIGRATED_V4_PATHS[path.replace(/\/+$/, '')] ?? null;
}
