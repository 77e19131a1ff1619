import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/pool.ts';
import { DmUnavailable } from '../../platform/errors.ts';

/** A message that reached the network, and the state the network reported for it (contract 3.3). */
export interface Dispatched {
  upstreamId: string;
  state: 'sent' | 'operation_in_progress' | 'delivery_unknown';
}

export interface Inbound {
  upstreamId: string;
  text: string;
  sentAt: Date;
  viaRequestTray: boolean;
}

/** The send failed in a way that does not say whether the message went out. */
export class AmbiguousDispatch extends Error {}

/**
 * A messaging network. `dispatch` throws DmUnavailable when nothing was sent (the network could not be reached)
 * and AmbiguousDispatch when it cannot tell; `poll` reads the thread's inbox and message-request tray. `clientToken`
 * is the send's idempotency token in its conversation (the same for a retry of the same send), for a provider that
 * can deduplicate at its end too.
 */
export interface MessagingProvider {
  readonly name: string;
  dispatch(input: { sender: string; recipient: string; text: string; clientToken: string }): Promise<Dispatched>;
  poll(input: { sender: string; recipient: string; since: Date }): Promise<Inbound[]>;
}

/**
 * The sandbox messaging network. Recipients decide what happens, by handle prefix:
 * `sbx_replies_<N>_*` answers with N messages, one every DM_SANDBOX_REPLY_DELAY_MS after the thread opened, every
 * second one through the message-request tray; `sbx_in_progress_*` settles as operation_in_progress;
 * `sbx_unknown_*` as delivery_unknown; `sbx_ambiguous_*` fails ambiguously (the message did reach the network);
 * `sbx_unavailable_*` cannot be reached. Anyone else receives normally and never answers.
 * What reached the network is recorded in dm_sandbox_deliveries, as a real network would hold it.
 */
export class SandboxMessaging implements MessagingProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Db,
    private readonly replyDelayMs: number,
    /** How long accepting a message takes, half before the network holds it and half after (the fault suite's window). */
    private readonly latencyMs = 0,
  ) {}

  async dispatch(input: { sender: string; recipient: string; text: string }): Promise<Dispatched> {
    const recipient = input.recipient.toLowerCase();
    await this.wait();
    if (recipient.startsWith('sbx_unavailable_')) throw new DmUnavailable();
    const [row] = await this.db.query<{ id: number }>('INSERT INTO dm_sandbox_deliveries (sender, recipient, text) VALUES ($1, $2, $3) RETURNING id', [
      input.sender,
      input.recipient,
      input.text,
    ]);
    await this.wait();
    if (recipient.startsWith('sbx_ambiguous_')) throw new AmbiguousDispatch('connection reset after the request was written');
    const state = recipient.startsWith('sbx_in_progress_') ? 'operation_in_progress' : recipient.startsWith('sbx_unknown_') ? 'delivery_unknown' : 'sent';
    return { upstreamId: `m-${row.id}`, state };
  }

  private wait(): Promise<void> {
    return this.latencyMs > 0 ? new Promise((r) => setTimeout(r, this.latencyMs / 2)) : Promise.resolve();
  }

  async poll(input: { sender: string; recipient: string; since: Date }): Promise<Inbound[]> {
    const recipient = input.recipient.toLowerCase();
    if (recipient.startsWith('sbx_unavailable_')) throw new DmUnavailable();
    const replies = /^sbx_replies_(\d{1,3})_/.exec(recipient);
    if (!replies) return [];
    const thread = createHash('sha256').update(`${input.sender}>${recipient}`).digest('hex').slice(0, 12);
    const now = Date.now();
    const out: Inbound[] = [];
    for (let i = 1; i <= Number(replies[1]); i++) {
      // Always after the message they answer, even with no delay configured.
      const sentAt = new Date(input.since.getTime() + i * Math.max(this.replyDelayMs, 1));
      if (sentAt.getTime() > now) break;
      out.push({ upstreamId: `r-${thread}-${i}`, text: `Reply ${i} from ${input.recipient}`, sentAt, viaRequestTray: i % 2 === 0 });
    }
    return out;
  }
}
