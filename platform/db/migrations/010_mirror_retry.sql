-- When a media copy that failed for a passing reason may be tried again: pending rows wait until then, so a failing
-- store (a full or read-only disk) or an unreachable image host is retried later rather than at once.
ALTER TABLE media_mirror ADD COLUMN retry_at timestamptz;
