import { magicFailure } from '../../../platform/sandbox/sandbox.ts';
import { parseAddress } from './address.ts';
import { isDisposableDomain, isRoleAccount } from './address-kind.ts';
import type { Verification } from './verification.ts';

/**
 * How contact discovery verifies addresses for test keys: no DNS query, no SMTP connection, nothing cached; the same
 * address always gets the same answer (provider `sandbox`), by the sandbox rule on its mailbox (shared/sandbox.md):
 * a mailbox starting `err-notfound` is undeliverable (`mailbox_not_found`), any other `err-` failure unknown (the
 * mail host did not answer in time), a role account or a disposable domain risky, anything else deliverable. A
 * malformed address is undeliverable (`invalid_syntax`), as for live keys.
 */
export function sandboxVerification(email: string, now: Date): Verification {
  const checked_at = now.toISOString();
  const base = { provider: 'sandbox', vendor_status: null, reason: null, checked_at };
  const parsed = parseAddress(email);
  if (!parsed.ok) return { ...base, provider: 'none', status: 'undeliverable', sub_status: 'invalid_syntax', dns: parsed.domain ? 'mx_present' : 'no_domain' };
  const failure = magicFailure(parsed.local);
  if (failure === 'err-notfound') return { ...base, status: 'undeliverable', sub_status: 'mailbox_not_found', dns: 'mx_present' };
  if (failure) return { ...base, status: 'unknown', sub_status: 'timeout', dns: 'mx_present' };
  if (isDisposableDomain(parsed.domain)) return { ...base, status: 'risky', sub_status: 'disposable', dns: 'mx_present' };
  if (isRoleAccount(parsed.local)) return { ...base, status: 'risky', sub_status: 'role_account', dns: 'mx_present' };
  return { ...base, status: 'deliverable', sub_status: null, dns: 'mx_present' };
}
