export {
  SocialData,
  isDmSend,
  type Answer,
  type CallAnswer,
  type PathsWith,
  type SocialDataOptions,
  type paths,
  type operations,
  type components,
} from './client.ts';
export { SocialDataError, JobError, retryAfterSeconds } from './errors.ts';
export { type RetryOptions } from './retry.ts';
export { waitForJob, jobResults, type JobStatus, type JobResultsPage, type WaitOptions } from './jobs.ts';
export { pages, pagedOperations, nextPageInput } from './paging.ts';
export { sendDm, type DmSendAnswer } from './dm.ts';
export { OPERATIONS } from './generated/operations.ts';
export type { OperationInfo } from './operation-info.ts';
