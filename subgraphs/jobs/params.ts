import { z } from 'zod';
import { pageCursorParam } from '../../platform/rest/bounds.ts';
import type { ArgsReading } from '../../platform/rest/params.ts';

/** Parameter rules of the job operations, shared by REST and GraphQL. */

const jobId = z.string().max(100);

/** A job's status, or its cancel (whose body is `{}`: anything in it is refused). */
export const JOB_RULES = z.strictObject({ job_id: jobId });

/** A page of a job's results. */
export const RESULTS_RULES = z.strictObject({ job_id: jobId, cursor: pageCursorParam('cursor').optional() });

/** A job's GraphQL `batchId` is its REST `job_id`. */
export const BY_BATCH_ID: ArgsReading = { prepare: ({ batchId, ...rest }) => ({ ...rest, jobId: batchId }) };
