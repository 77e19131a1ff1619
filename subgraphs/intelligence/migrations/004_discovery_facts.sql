-- The facts discovery filters on (platform table library_profile_facts), kept from what contact discovery stored:
-- 'contact' when a stored email's verification says deliverable, 'link:<platform>' for each social account found.
-- Recomputed for the records a statement writes, by statement triggers, so every way contacts are stored keeps them.
CREATE FUNCTION intelligence_discovery_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM library_profile_facts f
  USING (SELECT c.network, c.profile_key AS key FROM changed c) k
  WHERE f.network = k.network AND f.profile_key = k.key AND (f.fact = 'contact' OR f.fact LIKE 'link:%');
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO library_profile_facts (network, profile_key, fact)
    SELECT DISTINCT k.network, k.key, f.fact
    FROM (SELECT c.network, c.profile_key AS key, c.data FROM changed c) k
    CROSS JOIN LATERAL (
      SELECT 'contact' AS fact
      WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(CASE jsonb_typeof(k.data->'emails') WHEN 'array' THEN k.data->'emails' ELSE '[]' END) e
                    WHERE e->'verification'->>'status' = 'deliverable')
      UNION
      SELECT 'link:' || lower(a->>'platform')
      FROM jsonb_array_elements(CASE jsonb_typeof(k.data->'social_accounts') WHEN 'array' THEN k.data->'social_accounts' ELSE '[]' END) a
      WHERE jsonb_typeof(a->'platform') = 'string'
    ) f
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER intelligence_contacts_facts_inserted AFTER INSERT ON intelligence_contacts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION intelligence_discovery_facts();
CREATE TRIGGER intelligence_contacts_facts_updated AFTER UPDATE ON intelligence_contacts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION intelligence_discovery_facts();
CREATE TRIGGER intelligence_contacts_facts_deleted AFTER DELETE ON intelligence_contacts
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION intelligence_discovery_facts();

-- What contact discovery stored before: its facts.
UPDATE intelligence_contacts SET data = data;
