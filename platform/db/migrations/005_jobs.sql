-- Durable crawl jobs (contract 2.9, 3.1). PostgreSQL holds the record; BullMQ on Redis only dispatches the work.
CREATE TABLE jobs (
  batch_id         text PRIMARY KEY,
  account_id       bigint NOT NULL REFERENCES accounts(id),
  operation        text NOT NULL,
  args             jsonb NOT NULL,
  status           text NOT NULL CHECK (status IN ('queued', 'running', 'payment-required', 'ready', 'failed')),
  error            text,
  -- What the job costs once complete (charged when ready, due while payment-required).
  cost             numeric(18,4) NOT NULL DEFAULT 0,
  item_count       integer,
  total            integer NOT NULL DEFAULT 1,
  done_count       integer NOT NULL DEFAULT 0,
  failed_count     integer NOT NULL DEFAULT 0,
  pages            integer,
  next_cursor      text,
  stop_reason      text,
  coverage         jsonb,
  -- Result rows written for this job: the completeness check of the retained snapshot.
  result_rows      integer,
  idempotency_key  text,
  request_hash     text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  started_at       timestamptz,
  finished_at      timestamptz,
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX jobs_payment_required ON jobs (created_at) WHERE status = 'payment-required';

CREATE TABLE job_results (
  batch_id  text NOT NULL REFERENCES jobs(batch_id) ON DELETE CASCADE,
  idx       integer NOT NULL,
  seq       integer NOT NULL,
  -- json, not jsonb: items keep their key order.
  item      json NOT NULL,
  bytes     integer NOT NULL,
  PRIMARY KEY (batch_id, idx, seq)
);
