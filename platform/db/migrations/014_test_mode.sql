-- Test mode (README, "Test keys and live keys"): a test account's keys are kb_test_…, its balance is test credit, and
-- what its live reads acquire (from the sandbox) is archived apart from what live keys acquire.
ALTER TABLE accounts ADD COLUMN test boolean NOT NULL DEFAULT false;

-- Every ledger row says whether it moved test credit, from its account, whoever inserts it.
ALTER TABLE ledger ADD COLUMN test boolean NOT NULL DEFAULT false;
CREATE FUNCTION ledger_marks_test() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.test := (SELECT test FROM accounts WHERE id = NEW.account_id);
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_marks_test BEFORE INSERT ON ledger FOR EACH ROW EXECUTE FUNCTION ledger_marks_test();

-- An account never changes mode: its keys' prefixes and its ledger rows say which it is.
CREATE FUNCTION account_mode_is_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.test IS DISTINCT FROM OLD.test THEN
    RAISE EXCEPTION 'an account''s mode (test or live) never changes';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER account_mode_is_fixed BEFORE UPDATE OF test ON accounts FOR EACH ROW EXECUTE FUNCTION account_mode_is_fixed();

-- Test-mode acquisitions: a stored read of a test key reads only these, a live key's never does.
ALTER TABLE live_archive ADD COLUMN test boolean NOT NULL DEFAULT false;
DROP INDEX live_archive_lookup;
CREATE INDEX live_archive_lookup ON live_archive (network, operation, args_key, test, fetched_at DESC);
