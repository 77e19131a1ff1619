/**
 * v4 live paths (/v1/live/{network}/{resource}) retired by v5 (contract 9.2). Each network module names the v4 paths
 * of its migrated operations (`retired`); this table holds those of networks that have no module yet (they move into
 * the module when it lands). Any other /v1/live/... path was deleted and answers 410 naming none.
 */
const NOT_YET_MODULES: Record<string, string> = {
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

/** Every retired v4 path that names its v5 replacement: the modules' and those of networks without a module yet. */
export function retiredTable(modules: Record<string, string>[]): Record<string, string> {
  return Object.assign({}, NOT_YET_MODULES, ...modules);
}

/** For a retired v4 path: its v5 replacement, or null when the operation was deleted. */
export function retiredPaths(modules: Record<string, string>[]): (path: string) => string | null {
  const table = retiredTable(modules);
  return (path) => table[path.replace(/\/+$/, '')] ?? null;
}
