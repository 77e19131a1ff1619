-- Webhook endpoints an account registered: where its events are pushed, which ones, and the signing secret, stored
-- encrypted (AES-256-GCM under WEBHOOK_SECRET_KEY): the service needs it to sign, so it cannot be a one-way hash.
CREATE TABLE webhook_endpoints (
  endpoint_id        text PRIMARY KEY,
  account_id         bigint NOT NULL REFERENCES accounts(id),
  url                text NOT NULL,
  events             text[] NOT NULL,
  -- balance.low fires when the balance falls below this (dollars) after a charge; re-armed once it is back above.
  balance_threshold  numeric(18,4),
  low_notified       boolean NOT NULL DEFAULT false,
  low_count          integer NOT NULL DEFAULT 0,
  secret_sealed      text NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  deleted_at         timestamptz
);
CREATE INDEX webhook_endpoints_account ON webhook_endpoints (account_id, created_at) WHERE deleted_at IS NULL;

-- Outbox events already turned into deliveries (each once, whichever worker drained it).
CREATE TABLE webhook_routed (
  event_id  bigint PRIMARY KEY REFERENCES event_outbox(id)
);
CREATE INDEX event_outbox_recent ON event_outbox (created_at);

-- One event to one endpoint; a replay is a new delivery of the same event.
CREATE TABLE webhook_deliveries (
  delivery_id        text PRIMARY KEY,
  endpoint_id        text NOT NULL REFERENCES webhook_endpoints(endpoint_id),
  account_id         bigint NOT NULL REFERENCES accounts(id),
  event_id           bigint NOT NULL REFERENCES event_outbox(id),
  replay_of          text REFERENCES webhook_deliveries(delivery_id),
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'queued', 'retrying', 'delivered', 'failed', 'cancelled')),
  attempt_count      integer NOT NULL DEFAULT 0,
  last_response_code integer,
  next_attempt_at    timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  finished_at        timestamptz
);
CREATE UNIQUE INDEX webhook_deliveries_once ON webhook_deliveries (endpoint_id, event_id) WHERE replay_of IS NULL;
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);
CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (created_at) WHERE status = 'pending';

-- Every attempt of a delivery, as it went.
CREATE TABLE webhook_attempts (
  id             bigserial PRIMARY KEY,
  delivery_id    text NOT NULL REFERENCES webhook_deliveries(delivery_id),
  attempt        integer NOT NULL,
  attempted_at   timestamptz NOT NULL,
  duration_ms    integer NOT NULL,
  outcome        text NOT NULL CHECK (outcome IN ('succeeded', 'failed')),
  response_code  integer,
  error          text
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempt);
