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
