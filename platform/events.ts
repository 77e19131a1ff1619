/**
 * The platform's event outbox (migration 011): what happened to an account, recorded in the same transaction as the
 * change itself, for modules that push notifications to drain. Core code only writes here; it never imports them.
 */

/** Every event kind the outbox carries, with what it reports. */
export const EVENT_KINDS = {
  'job.ready': 'A durable job finished and was charged: its results can be read.',
  'job.failed': 'A durable job failed (or was cancelled); it is never charged.',
  'job.payment_required': 'A durable job finished but the balance cannot cover it; top up to unlock its results.',
  'dm.reply_received': "A reply arrived in one of the account's DM conversations.",
  'balance.low': "The account's balance fell below a webhook endpoint's threshold after a charge.",
} as const;

export type EventKind = keyof typeof EVENT_KINDS;

/** Anything that runs a statement: a transaction's client or the pool. */
interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Records an event once per (kind, subject): called with the transaction's client, it commits or rolls back with the
 * change it reports.
 */
export async function recordEvent(client: Queryable, accountId: number, kind: EventKind, subject: string, payload: Record<string, unknown>): Promise<void> {
  await client.query(eventInsert(1), eventValues(accountId, kind, subject, payload));
}

/**
 * recordEvent's INSERT over the parameters from `$at` (account, kind, subject, payload: `eventValues`), for a
 * statement that records an event besides what else it does (a data-modifying WITH).
 */
export function eventInsert(at: number): string {
  return `INSERT INTO event_outbox (account_id, kind, subject, payload) VALUES ($${at}, $${at + 1}, $${at + 2}, $${at + 3}) ON CONFLICT (kind, subject) DO NOTHING`;
}

/** The parameters of `eventInsert`. */
export function eventValues(accountId: number, kind: EventKind, subject: string, payload: Record<string, unknown>): unknown[] {
  return [accountId, kind, subject, JSON.stringify(payload)];
}
