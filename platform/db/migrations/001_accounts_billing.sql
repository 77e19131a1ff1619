-- Accounts hold a prepaid balance; the ledger is the append-only history that explains it.
CREATE TABLE accounts (
  id          bigserial PRIMARY KEY,
  balance     numeric(18,4) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Keys are stored only as a SHA-256 digest: they are 128 random bits, so a slow hash adds nothing but latency.
CREATE TABLE api_keys (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts(id),
  key_hash    bytea NOT NULL UNIQUE,
  key_hint    text NOT NULL,
  rate_limit  integer CHECK (rate_limit > 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);

CREATE TABLE ledger (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts(id),
  kind        text NOT NULL CHECK (kind IN ('topup', 'charge', 'reversal')),
  -- Signed: top-ups and reversals add, charges subtract.
  amount      numeric(18,4) NOT NULL,
  -- The request a charge belongs to: one charge per request, enforced here.
  request_id  text UNIQUE,
  operation   text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'charge') = (amount < 0))
);
CREATE INDEX ledger_account ON ledger (account_id, id);

CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are never updated or deleted';
END $$;
CREATE TRIGGER ledger_append_only BEFORE UPDATE OR DELETE ON ledger
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
