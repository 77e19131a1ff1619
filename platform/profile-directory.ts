import type { Db } from './db/pool.ts';

/**
 * What a network's library lends the intelligence module, without either naming the other: a network module that
 * keeps profiles declares a `directory` (subgraphs/registry.ts); intelligence finds them by network name.
 */

/** A library profile as analysis and contact discovery read it. */
export interface DirectoryProfile {
  network: string;
  /** The library's own id (the profile entity's key). */
  id: number;
  username: string;
  full_name: string | null;
  biography: string | null;
  category_name: string | null;
  business_category_name: string | null;
  external_urls: string[];
  is_business_account: boolean | null;
  is_verified: boolean | null;
  followers: number | null;
  /** A stated location, where the network has one. */
  location: string | null;
  /** The public URL of the profile on its network (the source of what its own text says). */
  profile_url: string;
  /** The latest posts, newest first. */
  posts: DirectoryPost[];
}

export interface DirectoryPost {
  /** The stored post id (contract 2.7 `id`). */
  id: number;
  caption: string | null;
  posted_at: string | null;
  is_video: boolean | null;
  likes: number | null;
  comments: number | null;
  is_paid_partnership: boolean | null;
  /** The owner's username. */
  owner: string | null;
  post_url: string | null;
}

/**
 * The loader sets of one request (subgraphs/context.ts `RequestLoaders`): `factory` is made once per request, with
 * the pool library reads go to and the primary, and never shared with another request or account.
 */
export interface RequestScope {
  get<T>(factory: (read: Db, primary: Db) => T): T;
}

export interface ProfileDirectory {
  /**
   * The directory as one request reads and writes it. Lookups go through the request's loaders, so the profiles
   * (and their posts) of every entity a request names are read in one statement per kind, and a profile asked for
   * twice is read once.
   */
  within(scope: RequestScope): RequestDirectory;
  /** The username a URL names when it is a profile page of this network, else null. */
  accountOf(url: string): string | null;
}

export interface RequestDirectory {
  /** A profile by the network's usual `q` (username, @handle, profile URL); null when not in the library. */
  find(q: string): Promise<DirectoryProfile | null>;
  /** A profile by its library id. */
  byId(id: number): Promise<DirectoryProfile | null>;
  /** A stored post by its stored id. */
  post(id: number): Promise<DirectoryPost | null>;
  /** Writes an analysis into the library profile's own enrichment (nulls kept), with its version and time. */
  saveEnrichment(id: number, enrichment: Record<string, unknown>, version: string, at: Date): Promise<void>;
}
