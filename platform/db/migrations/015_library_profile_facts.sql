-- Facts one module records about a record of a network's library for another to filter on: discovery's has_contact
-- (a stored deliverable address) and has_linked_account (an account on another platform), which the intelligence
-- module finds and photonet's discovery search reads. The platform owns the table, so neither module names the
-- other: intelligence keeps its facts here (a trigger on its own table), discovery reads them by key.
CREATE TABLE library_profile_facts (
  network     text NOT NULL,
  -- The record's key in its library (photonet: the profile's stored id, as text).
  profile_key text NOT NULL,
  -- 'contact', or 'link:' and a platform name in lowercase (link:videonet).
  fact        text NOT NULL,
  -- Point lookups (network, fact, key) and every record with a fact (network, fact).
  PRIMARY KEY (network, fact, profile_key)
);
