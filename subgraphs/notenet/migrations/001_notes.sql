-- notenet's library: every note a live read acquired (note detail or an explore page), normalised as the canonical
-- note of contract 2.12. GET /v1/notenet/note answers the stored note from it; it never acquires.
CREATE TABLE notenet_notes (
  note_id    text        PRIMARY KEY CHECK (note_id ~ '^[0-9a-f]{24}$'),
  user_id    text        NOT NULL,
  note       jsonb       NOT NULL,
  fetched_at timestamptz NOT NULL
);

CREATE INDEX notenet_notes_user ON notenet_notes (user_id);
