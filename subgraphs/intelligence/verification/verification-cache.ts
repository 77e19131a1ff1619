import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/pool.ts';
import type { DnsResult, Verification, VerificationStatus } from './verification.ts';

/**
 * Results worth serving again: a definitive answer (deliverable, undeliverable, risky). An `unknown` (greylisting, a
 * timeout, a DNS failure) or `unverified` (our own vendor trouble) is worth asking again next time instead.
 */
const CACHEABLE = new Set<VerificationStatus>(['deliverable', 'undeliverable', 'risky']);

interface Row {
  status: VerificationStatus;
  provider: string;
  vendor_status: string | null;
  sub_status: string | null;
  dns: DnsResult;
  checked_at: Date;
}

/** Results per address in PostgreSQL, served for `seconds` after their check by the injected clock. */
export class VerificationCache {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly seconds: number,
  ) {}

  async get(address: string): Promise<Verification | null> {
    if (this.seconds <= 0) return null;
    const since = new Date(this.clock.now() - this.seconds * 1000);
    const [row] = await this.db.query<Row>(
      'SELECT status, provider, vendor_status, sub_status, dns, checked_at FROM intelligence_email_checks WHERE email = $1 AND checked_at > $2',
      [address, since],
      'intelligence_email_check_get',
    );
    return row ? { ...row, reason: null, checked_at: row.checked_at.toISOString() } : null;
  }

  async put(address: string, v: Verification): Promise<void> {
    if (this.seconds <= 0 || !CACHEABLE.has(v.status)) return;
    await this.db.query(
      `INSERT INTO intelligence_email_checks (email, status, provider, vendor_status, sub_status, dns, checked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (email) DO UPDATE SET status = $2, provider = $3, vendor_status = $4, sub_status = $5, dns = $6, checked_at = $7`,
      [address, v.status, v.provider, v.vendor_status, v.sub_status, v.dns, new Date(v.checked_at)],
      'intelligence_email_check_put',
    );
  }
}
