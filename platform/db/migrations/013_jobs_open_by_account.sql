-- A job submission counts the account's unfinished jobs (platform/jobs/jobs.ts, `admit`): only those rows are read.
CREATE INDEX jobs_open_by_account ON jobs (account_id, operation, status) WHERE status IN ('queued', 'running', 'payment-required');
