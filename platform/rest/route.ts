import type { z } from 'zod';
import type { FieldPrice } from '../billing/cost-model.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';

/** What a route's rules may depend on besides the request: the process's configuration (say, a sunset date). */
export interface RouteContext {
  config: Config;
  /** Each module's retired v4 paths with their v5 replacements. */
  retired: Record<string, string>[];
}

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
   * `jobItems` names the job operation it submits and the field of `JobResult` (in the route's subgraph) that holds
   * that job's items typed: the API description types the items of the job's results from it.
   */
  | { kind: 'page-or-job'; page: string; job: string; batch?: string; jobItems?: { operation: string; field: string } };

/** A sample request of an operation, as a REST client sends it. */
export interface SampleRequest {
  /** Path parameters (`:job_id`). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** What a sample that needs earlier state may do first, as the caller the sample runs for. */
export interface SampleApi {
  /** Calls an operation of this service as the caller; answers the envelope's `data` of a 200 or 202, throws otherwise. */
  call<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, input?: Record<string, unknown>): Promise<T>;
  /**
   * A read by a live key whose records a library read then reads (a live read, a contact discovery: a POST with
   * `body`), answered by a real provider's stand-in: what test keys acquire never enters the library.
   */
  acquire(path: string, body?: Record<string, unknown>): Promise<void>;
  /** A module's services in the running service (what its resolvers share), by module name. */
  services(module: string): unknown;
  /** The running service's database (to record what only a background process would, such as an event to deliver). */
  db: Db;
}

/**
 * A sample request: fixed (it needs nothing but the demo corpus, so its price can be checked against an exact
 * balance), or made after earlier calls (a DM session, a job, stored records).
 */
export type OperationSample = SampleRequest | ((api: SampleApi) => Promise<SampleRequest>);

/**
 * One operation, declared once, in its network's folder. Everything else is derived from it: the REST route and
 * request chain (auth → params → rate limit and reservation → subgraph operation → envelope → charge), the price of
 * the GraphQL field its document selects at the root (so REST and GraphQL cannot disagree: a route costs the price of
 * the fields its document selects, reserved from their estimate and charged from what they delivered), its entry in
 * the API description, the 410 of the v4 path it replaced, and the sample every registry-driven test runs.
 */
export interface RestRoute<P = unknown> {
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
  /** What it does, in one line of plain words, for the API description (its title in references and the SDK). */
  summary: string;
  /**
   * Errors it can answer beyond every route's (400, 401, 402, 404, 429, 502, 503 billing_unavailable, 504) and those
   * of acquiring upstream (live and page-or-job answers: 429 rate_limited, 503 source_paused), by status: codes.
   */
  errors?: Record<number, string[]>;
  /** Contract 3.5: whether the upstream can be reached for it (default available). */
  availability?: 'available' | 'egress-intermittent' | 'blocked';
  /** The price of the field `document` selects at its root, per call or per item (absent: that field is free). */
  price?: FieldPrice;
  /** The v4 path (/v1/live/…) this operation replaced, or several, each answered 410 naming `path`. */
  retired?: string | readonly string[];
  /** One request that succeeds against the sandbox and demo corpus; every operation but a blocked one has one. */
  sample?: OperationSample;
}

export function defineRoute<P>(route: RestRoute<P>): RestRoute<P> {
  return route;
}

/** A route's parameter rules in a context (the function form resolved). */
export function paramsOf<P>(route: RestRoute<P>, context: RouteContext): z.ZodType<P> {
  return typeof route.params === 'function' ? route.params(context) : route.params;
}
