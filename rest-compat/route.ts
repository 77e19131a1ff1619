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
  /** Query (GET) or body (POST) rules; unknown parameters are refused. */
  params: z.ZodType<P>;
  /** The subgraph that runs `document`. */
  subgraph: string;
  /** The GraphQL operation, with aliases that give the response its REST (snake_case) names. */
  document: string;
  variables(params: P): Record<string, unknown>;
  /** The top-level response key of `document` that becomes `data`; null there means 404. */
  result: string;
  notFound: string;
  price: PriceKey;
}

export function defineRoute<P>(route: RestRoute<P>): RestRoute<P> {
  return route;
}
