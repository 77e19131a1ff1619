import type { AppBskyActorDefs, AppBskyFeedGetAuthorFeed, AppBskyUnspeccedGetPostThreadV2 } from '@atproto/api';

/**
 * The AT Protocol AppView reads openfeed is built on, with their protocol payloads. Providers return exactly these;
 * normalise.ts turns them into the contract's shapes.
 */
export type RawProfile = AppBskyActorDefs.ProfileViewDetailed;
export type RawAuthorFeed = AppBskyFeedGetAuthorFeed.OutputSchema;
export type RawThread = AppBskyUnspeccedGetPostThreadV2.OutputSchema;

/** Author feed page size (contract 8: open-microblog feed page, 30 items). */
export const FEED_PAGE = 30;
/** Thread shape of the post read: replies sorted by `top`, a fixed branching factor and depth. */
export const THREAD_BRANCHING = 10;
export const THREAD_DEPTH = 6;

export interface OpenfeedProvider {
  readonly name: string;
  getProfile(actor: string): Promise<RawProfile>;
  /** One page with the author-thread filter and pins. */
  getAuthorFeed(actor: string, cursor: string | undefined): Promise<RawAuthorFeed>;
  /** The thread around a post given by its public URL's actor and record key. */
  getPostThread(actor: string, rkey: string): Promise<RawThread>;
}
