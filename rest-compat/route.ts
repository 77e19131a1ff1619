import type { z } from 'zod';
import type { PriceKey } from '../platform/billing/prices.ts';

/**
 * One REST operation, declared: the adapter builds the whole request chain from this (auth → params → rate limit
 * and reservation → subgraph operation → envelope → charge). Adding an operation means adding one of these.
 */
export interface RestRoute<P = any> {
  method: 'GET' | 'POST';
  /** Express path under the service root, e.g. /v1/photonet/profile. */
  path: string;
  /** Name of the operation in the ledger and logs. */
  operation: string;
  /** Rules for the path parameters with the query (GET) or body (POST); unknown parameters are refused. */
  params: z.ZodType<P>;
  /** The subgraph that runs `document`. */
  subgraph: string;
  /** The GraphQL operation, with aliases that give the response its REST (snake_case) names. */
  document: string;
  variables(params: P, request: { idempotencyKey?: string }): Record<string, unknown>;
  /** Where in the result of `document` the response's `data` is (dotted path); null there means 404. */
  result: string;
  notFound: string;
  price: PriceKey;
  /**
   * A live-surface read: the result holds `payload` (the response's data), `source` and `fetchedAt`, which go to
   * `meta.source` and `meta.fetched_at`.
   */
  live?: boolean;
  /**
   * Priced per started block of `size` items returned (in `data`, under `items`): the whole `limit` is reserved
   * before the work, what was returned is charged.
   */
  blocks?: { size: number; limit(params: P): number; items: string };
  /**
   * Where the result holds an accepted submission: when set there, the answer is 202 with it as `data`, free
   * (a durable job, charged when it completes). Otherwise `result` is answered as usual.
   */
  accepted?: string;
  /** How many times `price` a successful answer costs (default once), e.g. 0 for a deduplicated replay. */
  charge?(data: any): number;
  /** Answers `{ [wrap]: result }` as `data` (lists are given a name rather than answered bare). */
  wrap?: string;
}

export function defineRoute<P>(route: RestRoute<P>): RestRoute<P> {
  return route;
}
