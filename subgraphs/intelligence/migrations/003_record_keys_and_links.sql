-- Contacts are kept for the records of every library, whose keys are not all numbers (a videonet channel id, an
-- openfeed DID): the key is stored as text.
ALTER TABLE intelligence_contacts ALTER COLUMN profile_id TYPE text USING profile_id::text;
ALTER TABLE intelligence_contacts RENAME COLUMN profile_id TO profile_key;

-- The accounts a library record links to on other networks, as discovery found them: each with where it was found
-- and what was read there. A live key's discovery replaces the links of the sources it read.
CREATE TABLE intelligence_links (
  network     text        NOT NULL,
  profile_key text        NOT NULL,
  -- The account linked to: our network's name or the host's registrable domain, and its handle as found.
  platform    text        NOT NULL,
  handle      text        NOT NULL,
  url         text        NOT NULL,
  source_url  text        NOT NULL,
  source_type text        NOT NULL,
  evidence    text        NOT NULL,
  found_at    timestamptz NOT NULL
);

CREATE UNIQUE INDEX intelligence_links_account ON intelligence_links (network, profile_key, platform, lower(handle));
