-- Monitoring folders: an account's named sets of advertisers, each with how far its new ads have been read (the
-- ad library's first-sighting order, ad_library.seq). Another account's folder is not found.
CREATE TABLE adlib_folders (
  folder_id    text        PRIMARY KEY CHECK (folder_id ~ '^fld_[0-9a-f]{32}$'),
  account_id   bigint      NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name         text        NOT NULL,
  -- [{"network": "facenet", "id": "104958162837"}, ...]
  advertisers  jsonb       NOT NULL,
  read_mark    bigint      NOT NULL,
  created_at   timestamptz NOT NULL,
  last_read_at timestamptz
);

CREATE INDEX adlib_folders_account ON adlib_folders (account_id, created_at, folder_id);
