import type { z } from 'zod';
import type { FieldPrice } from '../billing/cost-model.ts';
import type { SourceMode } from '../live/reader.ts';
import { parseDollars, type Units } from '../money.ts';

/**
 * A list walker, declared (contract 4.4): what names its list, its page sizes, whether it takes `since` or `limit`,
 * whether it answers a batch of targets, and its price per started block of unique items.
 */

/** The request fields every walker takes, as parsed; a target's own parser receives its parameters as text. */
export type TextInputs = Record<string, string | undefined>;

/**
 * What names a walker's list: an account, a post, a search term… `Ctx` is whatever the network's rules read besides
 * the request (a sunset date from its settings, say); the network passes it to `walkRules` / `parseWalkRequest`.
 */
export interface WalkTarget<Ctx = unknown> {
  /** The name the target is stored under in a job's arguments and sent to the GraphQL field (e.g. `handle`). */
  key: string;
  /** Every parameter that may name it (each received as text), e.g. `['shortcode', 'url']`. */
  params: string[];
  /**
   * The target from those parameters; throws InvalidRequest (a 400) for anything wrong or missing. `now` is when the
   * request is parsed (for rules that change on a date).
   */
  parse(input: TextInputs, ctx: Ctx, now: number): string;
  /** The documented schema of each of `params` (use `walkParam` from the kit for text parameters). */
  fields(ctx: Ctx): Record<string, z.ZodType>;
  /** How the rules' description says what is required, e.g. `handle is required`. */
  required: string;
  /** The longest target a stored job argument may hold (checked again when a job runs). */
  maxLength: number;
  /**
   * Whether the network reads the target without regard to case (an account handle): the request carries it
   * lowercased, so `Marco` and `marco` are one request (one archive entry, one cursor, one job under an
   * Idempotency-Key).
   */
  caseInsensitive?: boolean;
}

/**
 * How a walker's request chooses between stored and acquired pages: photonet's `cached` (auto, cache_only, live),
 * the live surface's `source` (auto, db, live). Each mode maps to the live reader's source mode.
 */
export interface WalkModes {
  /** The parameter's name (`cached` or `source`); the GraphQL argument of the same name has type `graphqlType`. */
  param: string;
  modes: Record<string, SourceMode>;
  default: string;
  /** The GraphQL enum type of the argument (e.g. `CacheMode`). */
  graphqlType: string;
  /** The 404 message of a page never acquired when the mode never acquires (default: the live reader's). */
  missMessage?: string;
}

/** A batch: several targets in one request (a list parameter), one page (max_pages 1) of each. */
export interface WalkBatchRule<Ctx = unknown> {
  /** The list parameter, e.g. `handles`, and the singular target it names, e.g. `handle`. */
  param: string;
  unit: string;
  /** The most targets one batch names. */
  max: number;
  /** The targets, from a comma-separated string (REST) or a list (GraphQL); throws InvalidRequest. */
  parse(raw: string | string[] | number | boolean, ctx: Ctx): string[];
  /** Its documented schema. */
  field(ctx: Ctx): z.ZodType;
  /** Replaces the target's `required` in the rules' description. */
  required: string;
}

/** `limit`: the most items a walk returns, up to a cap (-1 asks for the cap). */
export interface WalkLimit {
  cap: number;
  /** The item noun in messages: `limit must be from 1 to 240, or -1 for the 240-post cap.` */
  unit: string;
  description: string;
}

export interface WalkerDeclaration<Ctx = unknown> {
  /** The walker's name: in messages (`since is not accepted by <name>.`) and in its cursors. */
  name: string;
  /** Its job operation name (`<network>.<name>`), as the module's `jobOperations` registers it. */
  operation: string;
  target: WalkTarget<Ctx>;
  modes: WalkModes;
  defaultPageSize: number;
  maxPageSize: number;
  acceptsSince: boolean;
  /** Dollars per started block of `block` unique items returned. */
  price: string;
  /** Items per billed block (usually the default page size: one default page costs the price once). */
  block: number;
  limit?: WalkLimit;
  batch?: WalkBatchRule<Ctx>;
  /** Parameters this walker refuses with its own message rather than `Unknown parameter`, by name. */
  refused?: Record<string, string>;
  /** Native paging inputs refused with a 400 (default: max_id, after, count, first, min_id, end_cursor). */
  native?: string[];
  /**
   * The field of the walker's page type that holds its normalised items typed (e.g. `posts`), beside the JSON
   * `items`: answered null when the request asks for the upstream's own items (get_raw), which go under `rawItems`.
   */
  itemField?: string;
}

export const DEFAULT_NATIVE = ['max_id', 'after', 'count', 'first', 'min_id', 'end_cursor'];

/**
 * How a walker's GraphQL field is priced: per started block of unique items on a walk of one page (maxPages 1),
 * a batch per started block of each target's page; any other walk is a job, free to submit and charged once when it
 * completes (see `walkerJobOperations`). The field's arguments are `pageSize` and `maxPages` (and the batch list).
 */
export function walkerFieldPrice(w: WalkerDeclaration<never>): FieldPrice {
  return {
    price: w.price,
    block: {
      size: w.block,
      limitArg: 'pageSize',
      defaultLimit: w.defaultPageSize,
      items: 'page.items',
      when: { arg: 'maxPages', equals: 1 },
      ...(w.batch ? { batch: { arg: w.batch.param, pages: 'batch.results', items: 'items' } } : {}),
    },
  };
}

/** Units a walk of `items` unique items costs: its price per started block. */
export function walkCost(w: WalkerDeclaration<never>, items: number): Units {
  return parseDollars(w.price) * Math.ceil(items / w.block);
}
