/**
 * v4 live paths (/v1/live/{network}/{resource}) retired by v5 (contract 9.2). Each network module names the v4 paths
 * of its migrated operations (`retired`); this table holds those of networks that have no module yet (they move into
 * the module when it lands). Any other /v1/live/... path was deleted and answers 410 naming none.
 */
const NOT_YET_MODULES: Record<string, string> = {};

/** Every retired v4 path that names its v5 replacement: the modules' and those of networks without a module yet. */
export function retiredTable(modules: Record<string, string>[]): Record<string, string> {
  return Object.assign({}, NOT_YET_MODULES, ...modules);
}

/** For a retired v4 path: its v5 replacement, or null when the operation was deleted. */
export function retiredPaths(modules: Record<string, string>[]): (path: string) => string | null {
  const table = retiredTable(modules);
  return (path) => table[path.replace(/\/+$/, '')] ?? null;
}
