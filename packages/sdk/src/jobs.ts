import type { Answer, SocialData } from './client.ts';
import { JobError } from './errors.ts';

export type JobStatus = Answer<'/v1/jobs/{job_id}', 'get'>['data'];
export type JobResultsPage = Answer<'/v1/jobs/{job_id}/results', 'get'>['data'];

export interface WaitOptions {
  /** Between polls (free). Default 1000 ms. */
  intervalMs?: number;
  /** Give up (a JobError with status `timeout`) after this long. Default: wait as long as the job runs. */
  timeoutMs?: number;
  /** Called with every status read, e.g. to draw progress from done_count/total. */
  onProgress?: (status: JobStatus) => void;
}

/**
 * Polls a job until it is ready and answers its last status; a failed job, or one waiting for payment, is a
 * JobError. Waits with the client's sleep, so an injected one makes this instant in tests.
 */
export async function waitForJob(sdk: SocialData, jobId: string, options: WaitOptions = {}): Promise<JobStatus> {
  const interval = options.intervalMs ?? 1000;
  let waited = 0;
  for (;;) {
    const { data: status } = await sdk.get('/v1/jobs/{job_id}', { params: { path: { job_id: jobId } } });
    options.onProgress?.(status);
    if (status.status === 'ready') return status;
    if (status.status === 'failed') throw new JobError(jobId, status.status, `job ${jobId} failed: ${status.error ?? 'no reason given'}`);
    if (status.status === 'payment-required') {
      throw new JobError(jobId, status.status, `job ${jobId} needs a balance of at least ${status.cost}; top up and wait again`);
    }
    if (options.timeoutMs !== undefined && waited >= options.timeoutMs) {
      throw new JobError(jobId, 'timeout', `job ${jobId} still ${status.status} after ${options.timeoutMs} ms`);
    }
    await sdk.sleep(interval);
    waited += interval;
  }
}

/**
 * The result pages of a job (each at most 3 MiB), following next_cursor until complete. Waits for the job first
 * unless `wait` is false.
 */
export async function* jobResults(
  sdk: SocialData,
  jobId: string,
  options: WaitOptions & { wait?: boolean } = {},
): AsyncGenerator<JobResultsPage, void, undefined> {
  if (options.wait !== false) await waitForJob(sdk, jobId, options);
  let cursor: string | undefined;
  for (;;) {
    const { data: page } = await sdk.get('/v1/jobs/{job_id}/results', { params: { path: { job_id: jobId }, query: cursor ? { cursor } : {} } });
    yield page;
    if (page.complete || !page.next_cursor || page.next_cursor === cursor) return;
    cursor = page.next_cursor;
  }
}
