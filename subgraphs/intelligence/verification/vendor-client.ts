import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/pool.ts';
import { ApiCallFailed, callApi, type ApiAnswer } from '../../../platform/outbound/api-call.ts';
import type { OutboundFetcher } from '../../../platform/outbound/fetcher.ts';
import type { VendorSettings } from './settings.ts';

/**
 * The protocol an external verification vendor speaks (an adapter in front of a real vendor translates to it):
 *
 *   POST <EMAIL_VERIFY_VENDOR_URL>/verify
 *   Authorization: Bearer <EMAIL_VERIFY_VENDOR_KEY>
 *   Content-Type: application/json
 *   {"email": "local@domain"}
 *
 *   200 {"status": "<word>", "sub_status": "<word>" | null}   the answer; `status` in VENDOR_STATUSES
 *   503                                                       paused: no checks for Retry-After seconds (default 60)
 *   401, 403                                                  the key is refused
 *   429                                                       the vendor's own rate limit
 *
 * Any other status, or no answer at all, is `vendor_error`; a 200 that is not that JSON, an answer over 64 KiB or a
 * redirect (never followed: the key goes to the configured URL only) is `vendor_bad_answer`; no answer within the
 * timeout is `vendor_timeout`. Calls go through the guarded outbound fetcher (its address policy included).
 */
export type VendorOutcome =
  | { kind: 'answer'; status: 'deliverable' | 'undeliverable' | 'risky' | 'unknown'; vendorStatus: string; subStatus: string | null }
  | { kind: 'unverified'; reason: string };

/** The status words a vendor may answer, the common vocabularies of verification vendors, mapped to ours. */
const VENDOR_STATUSES: Record<string, { status: 'deliverable' | 'undeliverable' | 'risky' | 'unknown'; sub?: string }> = {
  deliverable: { status: 'deliverable' },
  valid: { status: 'deliverable' },
  undeliverable: { status: 'undeliverable' },
  invalid: { status: 'undeliverable' },
  risky: { status: 'risky' },
  catch_all: { status: 'risky', sub: 'catch_all' },
  'catch-all': { status: 'risky', sub: 'catch_all' },
  catchall: { status: 'risky', sub: 'catch_all' },
  accept_all: { status: 'risky', sub: 'catch_all' },
  disposable: { status: 'risky', sub: 'disposable' },
  role: { status: 'risky', sub: 'role_account' },
  spamtrap: { status: 'risky', sub: 'spamtrap' },
  unknown: { status: 'unknown' },
};

const MAX_ANSWER_BYTES = 64 * 1024;
const DEFAULT_PAUSE_SECONDS = 60;
const MAX_PAUSE_SECONDS = 3600;

const unverified = (reason: string): VendorOutcome => ({ kind: 'unverified', reason });

/** A short word as the vendor gave it, or undefined when it is not one. */
function word(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;
}

export class VendorClient {
  /** Until when (clock ms) the vendor said it is paused; shared by this process's checks. */
  private pausedUntil = 0;

  constructor(
    private readonly settings: VendorSettings,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbound: Pick<OutboundFetcher, 'fetchBytes'>,
  ) {}

  get name(): string {
    return this.settings.name;
  }

  async verify(address: string): Promise<VendorOutcome> {
    const { key, url, timeoutMs } = this.settings;
    if (!key) return unverified('key_missing');
    if (this.clock.now() < this.pausedUntil) return unverified('vendor_paused');
    if (!(await this.takeCall())) return unverified('overflow');
    let answer: ApiAnswer;
    try {
      answer = await callApi(this.outbound, {
        method: 'POST',
        url: `${url}/verify`,
        headers: { authorization: `Bearer ${key}` },
        json: { email: address },
        timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
      });
    } catch (err) {
      const kind = err instanceof ApiCallFailed ? err.kind : 'unreachable';
      return unverified(kind === 'timeout' ? 'vendor_timeout' : kind === 'too_large' ? 'vendor_bad_answer' : 'vendor_error');
    }
    const status = answer.status;
    if (status === 503) {
      const retry = Number(answer.headers['retry-after']);
      const seconds = Number.isInteger(retry) && retry >= 0 ? Math.min(retry, MAX_PAUSE_SECONDS) : DEFAULT_PAUSE_SECONDS;
      this.pausedUntil = this.clock.now() + seconds * 1000;
      return unverified('vendor_paused');
    }
    if (status === 401 || status === 403) return unverified('vendor_auth');
    if (status === 429) return unverified('vendor_rate_limited');
    if (status >= 300 && status < 400) return unverified('vendor_bad_answer');
    if (status !== 200) return unverified('vendor_error');
    const parsed = answer.json;
    if (parsed === undefined) return unverified('vendor_bad_answer');
    const fields = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    const raw = word(fields.status);
    const sub = word(fields.sub_status);
    const known = raw ? VENDOR_STATUSES[raw.toLowerCase()] : undefined;
    if (!raw || !known || sub === undefined) return unverified('vendor_bad_answer');
    return { kind: 'answer', status: known.status, vendorStatus: raw, subStatus: sub ?? known.sub ?? null };
  }

  /**
   * Counts one call against this clock minute's bound, across every process (one row per vendor and minute); false
   * when the minute's calls are used up. Rows of past minutes are removed as a new minute starts.
   */
  private async takeCall(): Promise<boolean> {
    const { name, maxPerMinute } = this.settings;
    if (maxPerMinute <= 0) return true;
    const minute = Math.floor(this.clock.now() / 60_000);
    const rows = await this.db.query<{ calls: number }>(
      `INSERT INTO intelligence_vendor_calls AS c (vendor, minute, calls) VALUES ($1, $2, 1)
       ON CONFLICT (vendor, minute) DO UPDATE SET calls = c.calls + 1 WHERE c.calls < $3
       RETURNING calls`,
      [name, minute, maxPerMinute],
      'intelligence_vendor_call',
    );
    if (rows[0]?.calls === 1) await this.db.query('DELETE FROM intelligence_vendor_calls WHERE vendor = $1 AND minute < $2', [name, minute]);
    return rows.length > 0;
  }
}
