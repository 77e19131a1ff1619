import type { Db } from '../db/pool.ts';
import type { Metrics } from '../metrics.ts';
import { toDecimal, type Units } from '../money.ts';

export interface Charge {
  accountId: number;
  units: Units;
  requestId: string;
  operation: string;
}

interface Pending extends Charge {
  /** With the account version the charge committed at (see Wallet.release). */
  resolve(version: number): void;
  reject(err: unknown): void;
}

const INSERT_BATCH = `
WITH charges AS (
  SELECT * FROM unnest($1::bigint[], $2::numeric[], $3::text[], $4::text[]) AS c(account_id, amount, request_id, operation)
), inserted AS (
  INSERT INTO ledger (account_id, kind, amount, request_id, operation)
  SELECT account_id, 'charge', -amount, request_id, operation FROM charges
  RETURNING account_id
)
UPDATE accounts a SET balance = a.balance - t.total, version = a.version + 1
FROM (SELECT account_id, sum(amount) AS total FROM charges GROUP BY account_id) t
WHERE a.id = t.account_id
RETURNING a.id, a.version`;

/**
 * Writes charges to the ledger with group commit: a charge waits for the transaction that carries it, so a response
 * is sent only after its charge is durable, but concurrent requests share one transaction instead of paying for one
 * commit each. While a commit is in flight, new charges queue and go together in the next one.
 */
export class LedgerWriter {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly db: Db,
    /** Counts each committed charge and its amount; nothing is counted without it. */
    private readonly metrics?: Metrics,
    private readonly maxBatch = 500,
  ) {}

  /** Resolves once the charge is committed, with the account version it committed at. */
  charge(charge: Charge): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...charge, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const versions = await this.write(batch);
          for (const c of batch) this.committed(c, versions);
        } catch {
          // One charge that cannot be written (say, a balance that would go negative) must not fail its
          // neighbours: retry them one by one so each gets its own outcome.
          for (const c of batch) {
            await this.write([c]).then((versions) => this.committed(c, versions), c.reject);
          }
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private committed(charge: Pending, versions: Map<number, number>): void {
    // GraphQL names its charges graphql.<operation>; every other charge written here answers a REST request.
    this.metrics?.charge(charge.operation.startsWith('graphql.') ? 'graphql' : 'rest', charge.units);
    charge.resolve(versions.get(charge.accountId)!);
  }

  private async write(batch: Charge[]): Promise<Map<number, number>> {
    const rows = await this.db.query<{ id: number; version: number }>(
      INSERT_BATCH,
      [batch.map((c) => c.accountId), batch.map((c) => toDecimal(c.units)), batch.map((c) => c.requestId), batch.map((c) => c.operation)],
      'ledger_insert_batch',
    );
    return new Map(rows.map((r) => [r.id, r.version]));
  }

  /** Resolves once everything queued so far is written (used at shutdown). */
  async drain(): Promise<void> {
    while (this.flushing || this.queue.length > 0) await new Promise((r) => setTimeout(r, 5));
  }
}
