-- Counts the changes to each account's balance. Redis's spendable figure records the version it was loaded at, so a
-- charge that commits later can tell whether that figure already holds it (platform/billing/wallet.ts).
ALTER TABLE accounts ADD COLUMN version bigint NOT NULL DEFAULT 0;
