-- A DM send is charged in the transaction that claims its client_token, before the message is handed to the network
-- (subgraphs/dm/dm.ts): the ledger request id of that charge, so a send and its charge are found from each other.
-- Null on sends recorded before sends were charged this way.
ALTER TABLE dm_sends ADD COLUMN charge_request_id text UNIQUE;
