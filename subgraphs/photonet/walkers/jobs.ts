import { z } from 'zod';
import { InvalidRequest } from '../../../platform/errors.ts';
import type { JobOperation } from '../../../platform/jobs/jobs.ts';
import { walkCost, WALKERS, type WalkerName, type WalkRequest } from './operations.ts';
import { runWalk, type WalkDeps } from './run.ts';

/** The walkers as durable jobs: what a job stores as its arguments, and how it runs them. */

/** A walk request as the client named its arguments (what a job shows as its `args`); `limit` only where it exists. */
export function clientArgs(name: WalkerName, request: WalkRequest): Record<string, unknown> {
  const { target, limit, ...rest } = request;
  return { [WALKERS[name].target]: target, ...rest, ...(WALKERS[name].limitCap ? { limit } : {}) };
}

/** The stored arguments of a walker job, as `clientArgs` wrote them: checked again when the job runs. */
function storedArgsSchema(name: WalkerName) {
  const w = WALKERS[name];
  return z.strictObject({
    [w.target]: z.string().min(1).max(w.target === 'query' ? 1000 : 200),
    since: z.string().max(64).nullable(),
    max_pages: z.number().int().positive().nullable(),
    cursor: z.string().max(8192).nullable(),
    page_size: z.number().int().min(1).max(w.maxPageSize),
    cached: z.enum(['auto', 'cache_only', 'live']),
    get_raw: z.boolean(),
    ...(w.limitCap ? { limit: z.number().int().min(1).max(w.limitCap).nullable().optional() } : {}),
  });
}

const STORED_ARGS = Object.fromEntries((Object.keys(WALKERS) as WalkerName[]).map((name) => [name, storedArgsSchema(name)]));

/**
 * A walk request back from a job's stored arguments. They were valid when submitted; they are checked again here so
 * that a row written by another version, or by hand, fails its job with invalid_request rather than walking nonsense.
 */
function fromClientArgs(name: WalkerName, args: Record<string, unknown>): WalkRequest {
  const parsed = STORED_ARGS[name].safeParse(args);
  if (!parsed.success) throw new InvalidRequest(`The stored arguments of this ${name} job are not valid: ${parsed.error.issues[0].path.join('.')} ${parsed.error.issues[0].message}.`);
  const { [WALKERS[name].target]: target, limit, ...rest } = parsed.data as Record<string, unknown>;
  return { target: String(target), ...(rest as Omit<WalkRequest, 'target' | 'limit'>), limit: typeof limit === 'number' ? limit : null };
}

/**
 * The walkers as job operations. A signed-in walker's job waits for a free account before each page it acquires,
 * until its deadline, rather than failing on a busy pool.
 */
export function walkerJobOperations(deps: WalkDeps, budgetMs: number): Record<string, JobOperation> {
  const ops: Record<string, JobOperation> = {};
  for (const name of Object.keys(WALKERS) as WalkerName[]) {
    ops[`photonet.${name}`] = {
      budgetMs,
      cost: (items) => walkCost(name, items),
      run: (args, control) =>
        runWalk(name, fromClientArgs(name, args), deps, { ...control, waitForAccount: AbortSignal.timeout(Math.max(0, control.deadline - Date.now())) }),
    };
  }
  return ops;
}
