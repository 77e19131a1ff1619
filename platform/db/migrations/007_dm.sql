-- DM outreach (contract 2.14, 3.2, 3.3, 4.10). A finite pool of sending identities; a session holds one.
CREATE TABLE dm_identities (
  id          bigserial PRIMARY KEY,
  handle      text NOT NULL UNIQUE,
  -- The session holding this identity, null while it is free.
  session_id  text UNIQUE
);

CREATE TABLE dm_sessions (
  session_id   text PRIMARY KEY,
  account_id   bigint NOT NULL REFERENCES accounts(id),
  identity_id  bigint NOT NULL REFERENCES dm_identities(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  -- Set when an operator released the identity: threads stay readable, sends stop.
  released_at  timestamptz
);
CREATE INDEX dm_sessions_account ON dm_sessions (account_id, created_at DESC);

CREATE TABLE dm_conversations (
  id                bigserial PRIMARY KEY,
  account_id        bigint NOT NULL REFERENCES accounts(id),
  session_id        text NOT NULL REFERENCES dm_sessions(session_id),
  -- The normalised recipient: a handle, or u:<numeric user id>.
  recipient         text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  last_activity_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (session_id, recipient)
);
CREATE INDEX dm_conversations_recent ON dm_conversations (account_id, last_activity_at DESC, id DESC);

-- One row per (conversation, client_token): the at-most-once record of a send. Whoever inserts it dispatches;
-- everyone else waits for its outcome and replays it.
CREATE TABLE dm_sends (
  conversation_id  bigint NOT NULL REFERENCES dm_conversations(id),
  client_token     text NOT NULL,
  body_hash        text NOT NULL,
  status           text NOT NULL CHECK (status IN ('dispatching', 'sent', 'operation_in_progress', 'delivery_unknown', 'ambiguous')),
  message_id       bigint,
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  PRIMARY KEY (conversation_id, client_token)
);

CREATE TABLE dm_messages (
  id                bigserial PRIMARY KEY,
  conversation_id   bigint NOT NULL REFERENCES dm_conversations(id),
  direction         text NOT NULL CHECK (direction IN ('outbound', 'inbound')),
  text              text NOT NULL,
  client_token      text,
  state             text,
  -- The network's id of the message: inbound messages are recorded once however often the inbox is polled.
  upstream_id       text,
  via_request_tray  boolean NOT NULL DEFAULT false,
  sent_at           timestamptz NOT NULL,
  recorded_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (conversation_id, upstream_id)
);
CREATE INDEX dm_messages_thread ON dm_messages (conversation_id, sent_at, id);

-- The sandbox messaging network's own record of what reached it (what a real network would hold).
CREATE TABLE dm_sandbox_deliveries (
  id          bigserial PRIMARY KEY,
  sender      text NOT NULL,
  recipient   text NOT NULL,
  text        text NOT NULL,
  delivered_at timestamptz NOT NULL DEFAULT now()
);
