/**
 * The verification object of a discovered email (contract 2.4): what was found about one address at one time.
 * `deliverable` is a snapshot at check time, never a guarantee.
 */

export type VerificationStatus = 'deliverable' | 'undeliverable' | 'risky' | 'unknown' | 'unverified';

/**
 * What DNS said about the address's domain: MX records (`mx_present`); no MX but an address for the domain itself,
 * which is then its mail host (`implicit_mx`, RFC 5321 §5.1); a null MX, the domain accepts no mail (`null_mx`,
 * RFC 7505); no such domain (`no_domain`); mail hosts with no address this service may connect to (`no_route`); no
 * answer (`dns_error`: a timeout, SERVFAIL, a refused query).
 */
export type DnsResult = 'mx_present' | 'implicit_mx' | 'null_mx' | 'no_domain' | 'no_route' | 'dns_error';

export interface Verification {
  status: VerificationStatus;
  /** `smtp` (mailbox probe), `dns` (terminal DNS decision), `none` (no authoritative result), or the vendor's name. */
  provider: string;
  /** The vendor's own status word, as it answered it; null unless a vendor answered. */
  vendor_status: string | null;
  /** What qualifies the status: `catch_all`, `disposable`, `role_account`, `webmail`, `greylisted`, `timeout`, `mailbox_not_found`, ... */
  sub_status: string | null;
  dns: DnsResult;
  /** Only on `unverified`: `key_missing`, `vendor_paused`, `overflow`, or a failure class starting `vendor_`. */
  reason: string | null;
  /** ISO 8601 date-time of the check (a cached result keeps the time it was made). */
  checked_at: string;
}

export const STATUSES: readonly VerificationStatus[] = ['deliverable', 'undeliverable', 'risky', 'unknown', 'unverified'];
export const DNS_RESULTS: readonly DnsResult[] = ['mx_present', 'implicit_mx', 'null_mx', 'no_domain', 'no_route', 'dns_error'];
