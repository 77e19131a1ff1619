import DataLoader from 'dataloader';
import type { Db } from './db/pool.ts';

/**
 * What a network's library lends the intelligence module, without either naming the other: a network module that
 * keeps profiles declares a `directory` (subgraphs/registry.ts); intelligence finds them by network name.
 */

/** A library profile as analysis and contact discovery read it. */
export interface DirectoryProfile {
  network: string;
  /** The record's key in its library, as text (the profile entity's key: a photonet id, a videonet channel id, …). */
  id: string;
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
  /** The analysis the library stores with the record (its `enrichment_version` among it); null when none is kept. */
  enrichment: Record<string, unknown> | null;
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
}

export interface RequestDirectory {
  /** A profile by the network's usual `q` (username, @handle, profile URL); null when not in the library. */
  find(q: string): Promise<DirectoryProfile | null>;
  /** A profile by its key in the library (DirectoryProfile.id); null when not held or not a key of this library. */
  byKey(key: string): Promise<DirectoryProfile | null>;
  /** A stored post by its stored id. */
  post(id: number): Promise<DirectoryPost | null>;
  /**
   * Writes an analysis into the library profile's own enrichment (nulls kept), with its version and time, unless the
   * library already holds exactly this analysis (then nothing is written and `enriched_at` keeps its time). Absent
   * where the library keeps no analysis with its records.
   */
  saveEnrichment?(key: string, enrichment: Record<string, unknown>, version: string, at: Date): Promise<void>;
}

/** How a library whose records are each found by a text key (an id, a handle) lends them: see `keyedDirectory`. */
export interface KeyedLibrary<R> {
  network: string;
  /** The lookup key `q` names (a handle, an id, a profile URL, case folded as the library compares it), or null. */
  keyOf(q: string): string | null;
  /** The records the keys name, in one statement, by every key each answers to (its id and its folded handle). */
  load(read: Db, keys: readonly string[]): Promise<Map<string, R>>;
  /** A record as analysis and contact discovery read it. */
  profile(record: R): DirectoryProfile;
}

/** A directory over a keyed library: every lookup of one request in one statement, a record asked twice read once. */
export function keyedDirectory<R>(library: KeyedLibrary<R>): ProfileDirectory {
  const loaders = (read: Db) =>
    new DataLoader<string, DirectoryProfile | null>(async (keys) => {
      const found = await library.load(read, keys);
      return keys.map((key) => {
        const record = found.get(key);
        return record === undefined ? null : library.profile(record);
      });
    });
  return {
    within(scope) {
      const byKey = scope.get(loaders);
      const load = (key: string | null) => (key === null ? Promise.resolve(null) : byKey.load(key));
      return {
        find: (q) => load(library.keyOf(q)),
        byKey: (key) => load(library.keyOf(key)),
        post: async () => null,
      };
    },
  };
}
