-- What contact discovery found for an account, kept apart from the library profile (which holds no contacts, 2.2):
-- the latest run per (network, profile) answers /v1/intelligence/contact/stored and Profile.contacts.
CREATE TABLE intelligence_contacts (
  network     text        NOT NULL,
  profile_id  bigint      NOT NULL,
  depth       text        NOT NULL CHECK (depth IN ('fast', 'complete')),
  data        jsonb       NOT NULL,
  found_at    timestamptz NOT NULL,
  PRIMARY KEY (network, profile_id)
);
