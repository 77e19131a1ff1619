import { z } from 'zod';
import { InvalidRequest, quote, quoteName } from '../errors.ts';
import { documented, parsed } from '../rest/params.ts';
import { parseSince } from '../walk.ts';
import { decodeCursor } from './cursor.ts';
import { DEFAULT_NATIVE, type WalkerDeclaration } from './declaration.ts';
import type { ArgumentRange } from '../billing/cost-model.ts';

/**
 * The paging table of contract 4.4 as one set of rules, parameterised by a walker's declaration: what a REST route
 * parses its query with and a resolver its arguments. Every rule answers 400 here, before acquisition or billing.
 */

/** A validated walk request: what a job stores as its arguments (see `clientArgs`) and what a synchronous page runs. */
export interface WalkRequest {
  target: string;
  since: string | null;
  /** Null: no page cap. */
  max_pages: number | null;
  cursor: string | null;
  page_size: number;
  /** The value of the walker's mode parameter (`cached` or `source`). */
  mode: string;
  get_raw: boolean;
  /** The most items the walk returns (walkers with a `limit`); null: no limit but the pages. */
  limit: number | null;
}

/** A validated batch: one page (max_pages 1) of each target, with the same controls. */
export interface WalkBatch {
  targets: string[];
  page: Omit<WalkRequest, 'target'>;
}

export const isBatch = (w: WalkRequest | WalkBatch): w is WalkBatch => 'targets' in w;

/** A value as either surface gives it: REST query strings, GraphQL typed arguments (by their REST names). */
export type WalkInput = string | number | boolean | string[];

function intInput(name: string, raw: WalkInput): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n)) throw new InvalidRequest(`${name} must be a whole number, got ${quote(String(raw))}`);
  return n;
}

function textInput(name: string, raw: WalkInput | undefined): string | undefined {
  if (raw !== undefined && typeof raw !== 'string') throw new InvalidRequest(`${name} must be a string, got ${quote(String(raw))}`);
  return raw;
}

const orList = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : words[0]);

/**
 * Validates a walk request against the paging table: the target (the declaration's parser), `since` (only where
 * accepted), `limit`, `max_pages` (default 10, or no cap when `since` or `limit` bounds the walk), `page_size`, the
 * mode parameter, `get_raw`, `cursor` (only one this walker gave out for this target), native paging inputs and
 * unknown parameters refused; a batch requires max_pages=1 and takes no cursor.
 */
/** The refusals of the walk controls, shared with `walkRanges` so the router words them as the rules do. */
export const MAX_PAGES_REFUSAL = 'max_pages must be a positive whole number, or -1 for no page cap.';
const PAGE_SIZE_REFUSAL = (walker: WalkerDeclaration<never>) => `page_size must be from 1 to ${walker.maxPageSize} for ${walker.name}.`;
const LIMIT_REFUSAL = (cap: number, unit: string) => `limit must be from 1 to ${cap}, or -1 for the ${cap}-${unit} cap.`;

export function parseWalkRequest<Ctx>(
  walker: WalkerDeclaration<Ctx>,
  given: Record<string, WalkInput | undefined>,
  options: { now: number; ctx: Ctx },
): WalkRequest | WalkBatch {
  const name = walker.name;
  const native = walker.native ?? DEFAULT_NATIVE;
  const modeParam = walker.modes.param;
  const input: Record<string, string | undefined> = {};
  for (const key of [...walker.target.params, 'since', 'cursor', modeParam]) input[key] = textInput(key, given[key]);
  for (const n of native) {
    if (given[n] !== undefined) throw new InvalidRequest(`${n} is a native paging input and is not accepted; page with cursor, page_size and max_pages.`);
  }
  const batchParam = walker.batch?.param;
  const allowed = new Set([
    'since',
    'max_pages',
    'cursor',
    'page_size',
    modeParam,
    'get_raw',
    ...(walker.limit ? ['limit'] : []),
    ...walker.target.params,
    ...(batchParam ? [batchParam] : []),
  ]);
  for (const key of Object.keys(given)) {
    if (given[key] === undefined || allowed.has(key)) continue;
    if (walker.refused?.[key]) throw new InvalidRequest(walker.refused[key]);
    throw new InvalidRequest(`Unknown parameter ${quoteName(key)}.`);
  }

  let target = '';
  let targets: string[] | null = null;
  if (batchParam && given[batchParam] !== undefined) {
    const unit = walker.batch!.unit;
    if (walker.target.params.some((p) => input[p] !== undefined)) throw new InvalidRequest(`Give ${unit} or ${batchParam}, not both.`);
    targets = walker.batch!.parse(given[batchParam]!, options.ctx);
    if (walker.target.caseInsensitive) targets = targets.map((t) => t.toLowerCase());
  } else {
    target = walker.target.parse(input, options.ctx, options.now);
    if (walker.target.caseInsensitive) target = target.toLowerCase();
  }

  let since: string | null = null;
  if (input.since !== undefined) {
    if (!walker.acceptsSince) throw new InvalidRequest(`since is not accepted by ${name}.`);
    parseSince(input.since, options.now);
    since = input.since;
  }

  let limit: number | null = null;
  if (given.limit !== undefined && walker.limit) {
    const { cap, unit } = walker.limit;
    const n = intInput('limit', given.limit);
    if (n === 0 || n < -1 || n > cap) throw new InvalidRequest(LIMIT_REFUSAL(cap, unit));
    limit = n === -1 ? cap : n;
  }

  let maxPages: number | null;
  // since or limit alone bounds the walk; with neither, it stops after 10 pages.
  if (given.max_pages === undefined) maxPages = since || limit ? null : 10;
  else {
    const n = intInput('max_pages', given.max_pages);
    if (n === 0 || n < -1) throw new InvalidRequest(MAX_PAGES_REFUSAL);
    maxPages = n === -1 ? null : n;
  }

  let pageSize = walker.defaultPageSize;
  if (given.page_size !== undefined) {
    pageSize = intInput('page_size', given.page_size);
    if (pageSize < 1 || pageSize > walker.maxPageSize) throw new InvalidRequest(PAGE_SIZE_REFUSAL(walker));
  }

  const modes = Object.keys(walker.modes.modes);
  const mode = input[modeParam] ?? walker.modes.default;
  if (!modes.includes(mode)) throw new InvalidRequest(`${modeParam} must be ${orList(modes)}, got ${quote(input[modeParam]!)}`);
  const getRaw =
    given.get_raw === undefined
      ? false
      : given.get_raw === true || given.get_raw === 'true'
        ? true
        : given.get_raw === false || given.get_raw === 'false'
          ? false
          : null;
  if (getRaw === null) throw new InvalidRequest(`get_raw must be true or false, got ${quote(String(given.get_raw))}`);
  const cursor = input.cursor ?? null;

  if (targets) {
    const { param, unit } = walker.batch!;
    if (maxPages !== 1) {
      throw new InvalidRequest(
        `${param} (a batch of ${targets.length}) requires max_pages=1: a batch answers one page of each ${unit} now; walk one ${unit} at a time for more pages or a job.`,
      );
    }
    if (cursor !== null) throw new InvalidRequest(`cursor resumes one ${unit}'s walk and is not accepted with ${param}; send it with that ${unit} alone.`);
    return { targets, page: { since, max_pages: 1, cursor: null, page_size: pageSize, mode, get_raw: getRaw, limit } };
  }
  if (cursor !== null) decodeCursor(name, target, cursor);
  return { target, since, max_pages: maxPages, cursor, page_size: pageSize, mode, get_raw: getRaw, limit };
}

/**
 * A documented parameter that takes a string or a typed GraphQL value: its own schema only documents it, since
 * `parseWalkRequest` applies every rule (targets' parameters use it too).
 */
export const walkParam = (doc: Record<string, unknown>) => documented(z.union([z.string(), z.number(), z.boolean()]), doc).optional();

/**
 * A walker's rules as a parameter schema: what the REST route parses its query with and the resolver its arguments
 * (`checkArgs` from platform/rest/params.ts), answering the validated request. `now` is read when a request is
 * parsed, so one schema serves every request (build it once per declaration and context).
 */
export function walkRules<Ctx>(walker: WalkerDeclaration<Ctx>, options: { now: () => number; ctx: Ctx }) {
  const param = walkParam;
  const bounds = [...(walker.acceptsSince ? ['since'] : []), ...(walker.limit ? ['limit'] : [])];
  const fields = {
    ...walker.target.fields(options.ctx),
    ...(walker.batch ? { [walker.batch.param]: walker.batch.field(options.ctx).optional() } : {}),
    ...(walker.acceptsSince
      ? { since: param({ type: 'string', description: 'Stop at items older than this: an RFC 3339 time, a date, or a relative age such as 7d or 12h.' }) }
      : {}),
    max_pages: param({
      type: 'integer',
      minimum: -1,
      description: `1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10${bounds.length ? `, or no cap with ${bounds.join(' or ')}` : ''}.`,
    }),
    ...(walker.limit ? { limit: param({ type: 'integer', minimum: -1, maximum: walker.limit.cap, description: walker.limit.description }) } : {}),
    cursor: param({
      type: 'string',
      maxLength: 8192,
      description:
        'next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400.',
    }),
    page_size: param({ type: 'integer', minimum: 1, maximum: walker.maxPageSize, default: walker.defaultPageSize }),
    [walker.modes.param]: param({ type: 'string', enum: Object.keys(walker.modes.modes), default: walker.modes.default }),
    get_raw: param({ type: 'boolean', default: false, description: 'Items as the upstream returned them.' }),
  };
  const required = walker.batch?.required ?? walker.target.required;
  const native = walker.native ?? DEFAULT_NATIVE;
  return z
    .looseObject(fields)
    .meta({ description: `${required}; native paging inputs (${native.join(', ')}) are refused${walker.acceptsSince ? '' : '; since is refused'}.` })
    .transform(parsed((input) => parseWalkRequest(walker, input as Record<string, WalkInput | undefined>, { now: options.now(), ctx: options.ctx })));
}

/** The largest GraphQL Int: what bounds max_pages, whose -1 asks for no cap. */
const INT_MAX = 2 ** 31 - 1;

/**
 * A walker field's whole-number arguments with the ranges `parseWalk` applies (max_pages -1 or from 1, page_size 1
 * to the walker's most, limit -1 or 1 to its cap), for its module's `lists`: the router refuses a value out of range
 * before anything runs.
 */
export function walkRanges(walker: WalkerDeclaration<never>): Record<string, ArgumentRange> {
  return {
    maxPages: { min: -1, max: INT_MAX, except: [0], refusal: () => MAX_PAGES_REFUSAL },
    pageSize: { min: 1, max: walker.maxPageSize, refusal: () => PAGE_SIZE_REFUSAL(walker) },
    ...(walker.limit ? { limit: { min: -1, max: walker.limit.cap, except: [0], refusal: () => LIMIT_REFUSAL(walker.limit!.cap, walker.limit!.unit) } } : {}),
  };
}
