import { argsSchema, type WorkerNetwork } from '../../platform/acquisition/operations.ts';
import type { AcquisitionWorker } from '../../platform/acquisition/worker.ts';
import { DmUnavailable } from '../../platform/errors.ts';
import { AmbiguousDispatch, type Dispatched, type Inbound, type MessagingProvider } from './provider.ts';

const sender = { type: 'string', description: "The sending identity: the handle of an account of the worker's pool that sends and reads this thread." };
const recipient = { type: 'string', description: "The recipient's handle." };
const STATES = ['sent', 'operation_in_progress', 'delivery_unknown'] as const;

/** The messaging network's operations as an acquisition worker serves them (DM_PROVIDER=worker). */
export const DM_WORKER: WorkerNetwork = {
  network: 'dm',
  description:
    "Direct messages: sending one, and reading a thread's replies. A send is at most once per (sender, recipient, client_token): a worker that receives a token it has seen answers the first send's result without sending again. For a send, any typed failure means the message was not sent (the caller's charge is reversed), except `timeout`, which means the worker cannot tell; so does no answer, or an answer not in this form, and the message then counts as possibly sent.",
  operations: [
    {
      name: 'send',
      description: 'Sends one direct message.',
      args: argsSchema({
        sender,
        recipient,
        text: { type: 'string', description: 'The message text.' },
        client_token: {
          type: 'string',
          minLength: 1,
          maxLength: 128,
          description: 'The idempotency token of this send in its conversation: a retry of the same send carries the same token.',
        },
      }),
      pages: false,
      raw: `{upstream_id, state}: the network's id of the message, and its state (${STATES.join(', ')}).`,
    },
    {
      name: 'poll',
      description: "Reads a thread's inbox and message-request tray for messages the recipient sent since a time.",
      args: argsSchema({ sender, recipient, since: { type: 'string', format: 'date-time', description: 'Messages sent after this time (ISO 8601).' } }),
      pages: false,
      raw: '{messages: [{upstream_id, text, sent_at, via_request_tray}]}: sent_at ISO 8601; via_request_tray true for a message that arrived as a message request.',
    },
  ],
};

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * DM sends and polls through an acquisition worker. A send that surely did not go out (a typed failure other than
 * `timeout`, or no connection to the worker at all) is DmUnavailable, its charge reversed; anything else that is not
 * a well-formed answer may have gone out and is AmbiguousDispatch (charged, a retry with the same client_token replays
 * without sending). A poll that fails is DmUnavailable.
 */
export class DmWorkerProvider implements MessagingProvider {
  readonly name = 'worker';

  constructor(private readonly worker: AcquisitionWorker) {}

  async dispatch(input: { sender: string; recipient: string; text: string; clientToken: string }): Promise<Dispatched> {
    const outcome = await this.worker.call('dm', 'send', {
      sender: input.sender,
      recipient: input.recipient,
      text: input.text,
      client_token: input.clientToken,
    });
    if (outcome.kind === 'failed') {
      if (outcome.type === 'timeout') throw new AmbiguousDispatch('the worker could not tell whether the message went out');
      throw new DmUnavailable();
    }
    if (outcome.kind === 'no_answer') {
      if (outcome.neverSent) throw new DmUnavailable();
      throw new AmbiguousDispatch(`no usable answer from the worker: ${outcome.error.message}`);
    }
    const raw = outcome.raw;
    if (!isObject(raw) || typeof raw.upstream_id !== 'string' || !(STATES as readonly unknown[]).includes(raw.state)) {
      throw new AmbiguousDispatch('the worker answered a send in an unexpected form');
    }
    return { upstreamId: raw.upstream_id, state: raw.state as Dispatched['state'] };
  }

  async poll(input: { sender: string; recipient: string; since: Date }): Promise<Inbound[]> {
    const outcome = await this.worker.call('dm', 'poll', { sender: input.sender, recipient: input.recipient, since: input.since.toISOString() });
    if (outcome.kind !== 'answered') throw new DmUnavailable();
    const messages = isObject(outcome.raw) ? outcome.raw.messages : undefined;
    if (!Array.isArray(messages)) throw new DmUnavailable();
    return messages.map((m) => {
      const sentAt = isObject(m) && typeof m.sent_at === 'string' ? new Date(m.sent_at) : null;
      if (!isObject(m) || typeof m.upstream_id !== 'string' || typeof m.text !== 'string' || !sentAt || Number.isNaN(sentAt.getTime())) {
        throw new DmUnavailable();
      }
      return { upstreamId: m.upstream_id, text: m.text, sentAt, viaRequestTray: m.via_request_tray === true };
    });
  }
}
