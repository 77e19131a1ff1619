/**
 * The directory the service is installed in (where package.json, supergraph.yaml and schema/ are). The source runs
 * from it; a build runs from its dist/ (npm run build), whose parent it is. Files a module keeps beside itself (its
 * schema.graphql, its migrations) are found relative to the module instead, and the build copies them along.
 */
const here = new URL('../', import.meta.url);

export const INSTALL_ROOT: URL = /\/dist\/$/.test(here.pathname) ? new URL('../', here) : here;

/** A path under the install root. */
export const installPath = (relative: string): string => new URL(relative, INSTALL_ROOT).pathname;
