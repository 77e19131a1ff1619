import type { JobOperation } from '../../../platform/jobs/jobs.ts';
import { walkerJobOperations as kitJobOperations } from '../../../platform/walkers/index.ts';
import { WALKERS, type WalkerName } from './operations.ts';
import { runWalk, type WalkDeps } from './run.ts';

/**
 * The walkers as job operations (the kit's adapter). A signed-in walker's job waits for a free account before each
 * page it acquires, until its deadline, rather than failing on a busy pool.
 */
export function walkerJobOperations(deps: WalkDeps, budgetMs: number): Record<string, JobOperation> {
  return kitJobOperations(
    Object.values(WALKERS),
    (walker, request, control) =>
      runWalk(walker.name as WalkerName, request, deps, { ...control, waitForAccount: AbortSignal.timeout(Math.max(0, control.deadline - Date.now())) }),
    budgetMs,
  );
}
