import { z } from 'zod';
import { InvalidRequest } from '../errors.ts';
import type { JobOperation } from '../jobs/jobs.ts';
import type { WalkResult } from '../walk.ts';
import { walkCost, type WalkerDeclaration } from './declaration.ts';
import type { WalkRequest } from './request.ts';
import type { WalkControl } from './run.ts';

/** Walkers as durable jobs: what a job stores as its arguments, and how it runs them, charged once when complete. */

/** A walk request as the client named its arguments (what a job shows as its `args`); `limit` only where it exists. */
export function clientArgs(walker: WalkerDeclaration<never>, request: WalkRequest): Record<string, unknown> {
  const { target, limit, mode, get_raw, ...rest } = request;
  return { [walker.target.key]: target, ...rest, [walker.modes.param]: mode, get_raw, ...(walker.limit ? { limit } : {}) };
}

/** The stored arguments of a walker job, as `clientArgs` wrote them: checked again when the job runs. */
function storedArgsSchema(walker: WalkerDeclaration<never>) {
  return z.strictObject({
    [walker.target.key]: z.string().min(1).max(walker.target.maxLength),
    since: z.string().max(64).nullable(),
    max_pages: z.number().int().positive().nullable(),
    cursor: z.string().max(8192).nullable(),
    page_size: z.number().int().min(1).max(walker.maxPageSize),
    [walker.modes.param]: z.enum(Object.keys(walker.modes.modes) as [string, ...string[]]),
    get_raw: z.boolean(),
    ...(walker.limit ? { limit: z.number().int().min(1).max(walker.limit.cap).nullable().optional() } : {}),
  });
}

/**
 * A walk request back from a job's stored arguments. They were valid when submitted; they are checked again here so
 * that a row written by another version, or by hand, fails its job with invalid_request rather than walking nonsense.
 */
export function fromClientArgs(walker: WalkerDeclaration<never>, schema: z.ZodType, args: Record<string, unknown>): WalkRequest {
  const parsed = schema.safeParse(args);
  if (!parsed.success)
    throw new InvalidRequest(
      `The stored arguments of this ${walker.name} job are not valid: ${parsed.error.issues[0].path.join('.')} ${parsed.error.issues[0].message}.`,
    );
  const { [walker.target.key]: target, [walker.modes.param]: mode, limit, ...rest } = parsed.data as Record<string, unknown>;
  return {
    target: String(target),
    mode: String(mode),
    ...(rest as Omit<WalkRequest, 'target' | 'limit' | 'mode'>),
    limit: typeof limit === 'number' ? limit : null,
  };
}

/**
 * The walkers as job operations, under each declaration's `operation`: a job re-validates its stored arguments,
 * runs `run` (the network's walk of one request, usually `runWalk` with its page reader) until the job's deadline,
 * and costs the walker's price per started block of the unique items it returned.
 */
export function walkerJobOperations(
  walkers: WalkerDeclaration<never>[],
  run: (walker: WalkerDeclaration<never>, request: WalkRequest, control: WalkControl) => Promise<WalkResult<unknown>>,
  budgetMs: number,
): Record<string, JobOperation> {
  const ops: Record<string, JobOperation> = {};
  for (const walker of walkers) {
    const schema = storedArgsSchema(walker);
    ops[walker.operation] = {
      budgetMs,
      cost: (items) => walkCost(walker, items),
      run: async (args, control) => run(walker, fromClientArgs(walker, schema, args), control),
    };
  }
  return ops;
}

/** Whether a job's stored arguments asked for the upstream's own items (get_raw): its items are then not typed. */
export function submittedRaw(args: unknown): boolean {
  return args !== null && typeof args === 'object' && (args as Record<string, unknown>).get_raw === true;
}

/** A job operation whose items are of one kind: its name (`<network>.<name>`) and its walk page's typed field. */
export interface JobItemsDeclaration {
  operation: string;
  itemField?: string;
}

/**
 * The field of `JobResult` that holds a job operation's items typed: the network's name and its page's typed field
 * (`photonet.user_feed`, whose pages hold `posts`, has `photonetPosts`). Null when the operation's items are not typed.
 */
export function jobItemsField(declaration: JobItemsDeclaration): string | null {
  if (!declaration.itemField) return null;
  const network = declaration.operation.split('.')[0];
  return `${network}${declaration.itemField[0].toUpperCase()}${declaration.itemField.slice(1)}`;
}

/** A job result as the jobs subgraph answers it, with the fields a network's typed item field requires. */
interface StoredJobResult {
  operation: string;
  args: unknown;
  items: unknown[];
}

/**
 * The resolvers of a network's typed job result fields, one per kind of item its job operations return. Each
 * answers the result's items when its operation returns that kind (and the job was not submitted with get_raw, whose
 * items are the upstream's own, under `rawItems`), and null otherwise. The network's schema extends the jobs
 * subgraph's `JobResult` entity with them, each requiring what it reads (see index.ts).
 */
export function jobResultResolvers(declarations: JobItemsDeclaration[]): Record<string, (result: StoredJobResult) => unknown[] | null> {
  const fieldOf = new Map(declarations.map((d) => [d.operation, jobItemsField(d)]));
  const resolvers: Record<string, (result: StoredJobResult) => unknown[] | null> = {};
  for (const field of new Set(fieldOf.values())) {
    if (field) resolvers[field] = (result) => (fieldOf.get(result.operation) === field && !submittedRaw(result.args) ? result.items : null);
  }
  return resolvers;
}
