import { expect } from 'vitest';
import type { Db } from '../../platform/db/pool.ts';
import { auditCharges, type AuditOptions, type Outcome } from '../../harness/traffic.ts';

/** The charge audit as an assertion: nothing may be out of place (see auditCharges). */
export async function audit(db: Db, accountId: number, initial: string, outcomes: Outcome[], options: AuditOptions = {}) {
  const result = await auditCharges(db, accountId, initial, outcomes, options);
  expect(result.problems).toEqual([]);
  return result;
}
