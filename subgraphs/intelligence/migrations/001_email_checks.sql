-- Email verification (contact discovery, contract 2.4): definitive results cached per address, and the per-minute
-- count of calls to an external verification vendor, shared by every process of the service.

CREATE TABLE intelligence_email_checks (
  -- lower-cased local@domain, the domain in ASCII
  email text PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('deliverable', 'undeliverable', 'risky', 'unknown', 'unverified')),
  provider text NOT NULL,
  vendor_status text,
  sub_status text,
  dns text NOT NULL CHECK (dns IN ('mx_present', 'implicit_mx', 'null_mx', 'no_domain', 'no_route', 'dns_error')),
  checked_at timestamptz NOT NULL
);

CREATE TABLE intelligence_vendor_calls (
  vendor text NOT NULL,
  -- minutes since the epoch
  minute bigint NOT NULL,
  calls integer NOT NULL,
  PRIMARY KEY (vendor, minute)
);
