-- Archived payloads keep the upstream's own key order: json stores the text as given, jsonb would reorder it.
ALTER TABLE live_archive ALTER COLUMN payload TYPE json USING payload::json;
