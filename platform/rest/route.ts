import type { z } from 'zod';
import type { Config } from '../config.ts';

/** What a route's rules may depend on besides the request: the process's configuration (say, a sunset date). */
export interface RouteContext {
  config: Config;
}

/**
 * One REST operation, declared: the adapter builds the whole request chain from this (auth → params → rate limit
 * and reservation → subgraph operation → envelope → charge). Adding an operation means adding one of these. Its
 * price is not declared here: it is the price of the GraphQL fields `document` selects (each subgraph's `billing`),
 * reserved from their estimate and charged from what they delivered, so REST and GraphQL cannot disagree.
 */
export interface RestRoute<P = any> {
  method: 'GET' | 'POST';
  /** Express path under the service root, e.g. /v1/photonet/profile. */
  path: string;
  /** Name of the operation in the ledger and logs. */
  operation: string;
  /**
   * Rules for the path parameters with the query (GET) or body (POST); unknown parameters are refused. A function
   * when the rules read the configuration, so REST applies the same configuration as the resolvers.
   */
  params: z.ZodType<P> | ((context: RouteContext) => z.ZodType<P>);
  /** The subgraph that runs `document`. */
  subgraph: string;
  /** The GraphQL operation, with aliases that give the response its REST (snake_case) names. */
  document: string;
  variables(params: P, request: { idempotencyKey?: string }): Record<string, unknown>;
  /** Where in the result of `document` the response's `data` is (dotted path); null there means 404. */
  result: string;
  notFound: string;
  /**
   * A live-surface read: the result holds `payload` (the response's data), `source` and `fetchedAt`, which go to
   * `meta.source` and `meta.fetched_at`.
   */
  live?: boolean;
  /**
   * Where the result holds an accepted submission: when set there, the answer is 202 with it as `data`, free
   * (a durable job, charged when it completes). Otherwise `result` is answered as usual.
   */
  accepted?: string;
  /** Answers `{ [wrap]: result }` as `data` (lists are given a name rather than answered bare). */
  wrap?: string;
}

export function defineRoute<P>(route: RestRoute<P>): RestRoute<P> {
  return route;
}

/** A route's parameter rules in a context (the function form resolved). */
export function paramsOf<P>(route: RestRoute<P>, context: RouteContext): z.ZodType<P> {
  return typeof route.params === 'function' ? route.params(context) : route.params;
}
