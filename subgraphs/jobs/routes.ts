import { defineRoute, type SampleApi } from '../../platform/rest/route.ts';
import { JOB_RULES, RESULTS_RULES } from './params.ts';

/** Durable jobs (contract 4.2): status, results and cancel, all free, owner-checked. */

/** The samples' job: a two-page walk of a sandbox account's feed, submitted as the caller (202). */
async function submittedJob(api: SampleApi): Promise<string> {
  const submission = await api.call<{ batch_id: string }>('GET', '/v1/photonet/user_feed', { handle: 'sbx_5_parity', max_pages: '2' });
  return submission.batch_id;
}

/**
 * The cancel sample's job: a long walk (200 pages of a 2,400-post sandbox feed), so that it is still queued or running
 * when the sample cancels it right after submitting, however fast the worker is.
 */
async function runningJob(api: SampleApi): Promise<string> {
  const submission = await api.call<{ batch_id: string }>('GET', '/v1/photonet/user_feed', { handle: 'sbx_2400_cancel', max_pages: '200' });
  return submission.batch_id;
}

const STATUS = `batchId status statusUrl resultsUrl cost itemCount error total
  doneCount failedCount createdAt startedAt finishedAt`;

export const jobStatus = defineRoute({
  method: 'GET',
  path: '/v1/jobs/:job_id',
  operation: 'jobs.status',
  summary: "A durable job's status, progress and cost so far",
  sample: async (api) => ({ params: { job_id: await submittedJob(api) } }),
  params: JOB_RULES,
  subgraph: 'jobs',
  document: `query JobStatus($id: String!) { job(batchId: $id) { ${STATUS} } }`,
  variables: (p) => ({ id: p.job_id }),
  answer: { kind: 'record', at: 'job' },
  notFound: 'No such job.',
});

export const jobResults = defineRoute({
  method: 'GET',
  path: '/v1/jobs/:job_id/results',
  operation: 'jobs.results',
  summary: "A durable job's results, one page at a time",
  sample: async (api) => ({ params: { job_id: await submittedJob(api) } }),
  params: RESULTS_RULES,
  subgraph: 'jobs',
  document: `query JobResults($id: String!, $cursor: String) {
    job(batchId: $id) { results(cursor: $cursor) { batchId results { index operation args status items } nextCursor complete } }
  }`,
  variables: (p) => ({ id: p.job_id, cursor: p.cursor }),
  answer: { kind: 'record', at: 'job.results' },
  notFound: 'No such job.',
  errors: { 413: ['result_item_too_large'] },
});

export const jobCancel = defineRoute({
  method: 'POST',
  path: '/v1/jobs/:job_id/cancel',
  operation: 'jobs.cancel',
  summary: 'Cancel a job that has not finished (it is never charged)',
  sample: async (api) => ({ params: { job_id: await runningJob(api) }, body: {} }),
  params: JOB_RULES,
  subgraph: 'jobs',
  document: `mutation JobCancel($id: String!) { cancelJob(batchId: $id) { batchId status statusUrl resultsUrl cost itemCount } }`,
  variables: (p) => ({ id: p.job_id }),
  answer: { kind: 'record', at: 'cancel_job' },
  notFound: 'No such job.',
  errors: { 409: ['job_finished'] },
});
