import type { z } from 'zod';
import type { Config } from '../config.ts';

/** What a route's rules may depend on besides the request: the process's configuration (say, a sunset date). */
export interface RouteContext {
  config: Config;
  /** Each module's retired v4 paths with their v5 replacements. */
  retired: Record<string, string>[];
}

/**
 * One REST operation, declared: the adapter builds the whole request chain from this (auth → params → rate limit
 * and reservation → subgraph operation → envelope → charge). Adding an operation means adding one of these. Its
 * price is not declared here: it is the price of the GraphQL fields `document` selects (each subgraph's `billing`),
 * reserved from their estimate and charged from what they delivered, so REST and GraphQL cannot disagree.
 */
/** Where the answer sits in the result of a route's document (dotted paths), by kind of answer. */
export type RouteAnswer =
  /** 200 with the value at `at` as `data`; a list is named (`{ [wrap]: list }`) rather than answered bare. */
  | { kind: 'record'; at: string; wrap?: string }
  /**
   * A live read: the value at `at` holds `payload` (the data), `source` and `fetchedAt` (meta.source, meta.fetched_at).
   * With `typedPayload`, a payload answered as JSON has exactly the members of the read's other (typed) fields, under
   * their REST names (true), or the shape of one of them (its name), and the API description types it from them.
   */
  | { kind: 'live'; at: string; typedPayload?: boolean | string }
  /**
   * 200 with the page at `page` when answered now, or 202 with the submission at `job` when it became a durable job;
   * with `batch`, also 200 with the value there (`{results}`: one page per target) when the request named several.
   */
  | { kind: 'page-or-job'; page: string; job: string; batch?: string };

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
  /**
   * The GraphQL operation. Its fields answer under their snake_case names (`fullName` → `full_name`); an explicit
   * alias is the exception to that rule. With `fieldNames: 'as-selected'` the GraphQL names stand (the contract's
   * camelCase stored full profile).
   */
  document: string;
  fieldNames?: 'snake_case' | 'as-selected';
  variables(params: P, request: { idempotencyKey?: string }): Record<string, unknown>;
  /** How the result of `document` becomes the answer. */
  answer: RouteAnswer;
  /** The message of the 404 when the answer's value is null. */
  notFound: string;
  /** One line for the API description; the operation name when absent. */
  summary?: string;
  /**
   * Errors it can answer beyond every route's (400, 401, 402, 404, 429, 502, 503 billing_unavailable, 504) and those
   * of acquiring upstream (live and page-or-job answers: 429 rate_limited, 503 source_paused), by status: codes.
   */
  errors?: Record<number, string[]>;
  /** Contract 3.5: whether the upstream can be reached for it (default available). */
  availability?: 'available' | 'egress-intermittent' | 'blocked';
}

export function defineRoute<P>(route: RestRoute<P>): RestRoute<P> {
  return route;
}

/** A route's parameter rules in a context (the function form resolved). */
export function paramsOf<P>(route: RestRoute<P>, context: RouteContext): z.ZodType<P> {
  return typeof route.params === 'function' ? route.params(context) : route.params;
}
