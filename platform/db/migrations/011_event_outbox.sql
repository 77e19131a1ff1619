-- Things that happened to an account, written in the same transaction as the change they report (a job finishing, a
-- DM reply recorded, a balance crossing a threshold). Modules that push notifications (webhooks) drain it in id order;
-- the core never calls them. Each (kind, subject) is recorded once, so a retried transition reports nothing twice.
CREATE TABLE event_outbox (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts(id),
  kind        text NOT NULL,
  subject     text NOT NULL,
  payload     jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, subject)
);
