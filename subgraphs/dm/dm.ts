import { createHash, randomBytes } from 'node:crypto';
import type { Hold, Wallet } from '../../platform/billing/wallet.ts';
import type { KeyMode } from '../../platform/accounts/keys.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { NetworkProviders } from '../../platform/live/providers.ts';
import {
  ApiError,
  BillingUnavailable,
  DmSendingPaused,
  DmSessionCapReached,
  DmUnavailable,
  InsufficientBalance,
  InvalidRequest,
  NotFound,
  ProviderNotConfigured,
  quote,
  SessionRevoked,
  UpstreamError,
} from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events.ts';
import { log } from '../../platform/log.ts';
import { formatDollars, parseDollars, toDecimal, type Units } from '../../platform/money.ts';
import { PRICES } from './prices.ts';
import { AmbiguousDispatch, type MessagingProvider } from './provider.ts';
import type { DmSettings } from './settings.ts';

/**
 * DM outreach (contract 4.10): sessions hold sending identities from a finite pool; sends go out at most once per
 * (conversation, client_token). The dm_sends row is the lock: the request that inserts it dispatches, concurrent and
 * later requests with the same token wait for its outcome and replay it, deduplicated and free.
 *
 * A send is charged in the transaction that inserts that row, before the message is handed to the network, and the
 * charge is reversed only when the network definitely did not take it (DmUnavailable). Whatever dies when, a message
 * that reached the network was charged once, by the row that let it go out: a send whose process died mid-dispatch
 * stays charged and replays as delivery_unknown (it may have gone out). The charge moves the Redis figure through a
 * hold of its own, as a job's does (platform/billing/wallet.ts), so the request around it reserves nothing for it.
 */

type State = 'sent' | 'operation_in_progress' | 'delivery_unknown';

interface SessionRow {
  session_id: string;
  account_id: number;
  identity_id: number;
  handle: string;
  created_at: Date;
  released_at: Date | null;
}

interface ConversationRow {
  id: number;
  account_id: number;
  /** Whether the account is a test account: its threads run on the sandbox network. */
  test: boolean;
  session_id: string;
  recipient: string;
  created_at: Date;
  last_activity_at: Date;
}

interface MessageRow {
  id: number;
  conversation_id: number;
  direction: 'outbound' | 'inbound';
  text: string;
  client_token: string | null;
  state: string | null;
  via_request_tray: boolean;
  sent_at: Date;
}

const MAX_TEXT = 1000;
const TOKEN = /^[\x21-\x7e]{1,128}$/;
const SEND_PRICE: Units = parseDollars(PRICES.send);
// The longest a replay waits for the send that holds its token to settle before answering operation_in_progress.
const REPLAY_WAIT_MS = 5_000;

/** Who pays for a send: the request it belongs to (its ledger rows are named after it) and its meter. */
export interface SendBill {
  requestId: string;
  /** Reports units charged for this request (the response's cost). */
  paid(units: Units): void;
}

/** The ledger request id of one send's charge: unique per request and send (one request may send several). */
const chargeId = (requestId: string, conversationId: number, token: string) =>
  `dm-send:${requestId}:${conversationId}:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
const reversalId = (chargeRequestId: string) => `${chargeRequestId}:reversal`;

export interface SendOutcome {
  conversation_id: number;
  session_id: string;
  recipient: string;
  sent: { message_id: number | null; client_token: string; state: State; deduplicated: boolean; sent_at: string | null };
}

const message = (m: MessageRow) => ({
  message_id: m.id,
  direction: m.direction,
  text: m.text,
  state: m.state,
  client_token: m.client_token,
  via_request_tray: m.via_request_tray,
  sent_at: m.sent_at.toISOString(),
});

/** `to`: an @handle, a profile URL or a numeric user id, normalised to a handle or `u:<id>`. */
export function normaliseRecipient(to: string): string {
  const text = to.trim();
  if (/^\d{1,20}$/.test(text)) return `u:${text}`;
  let handle = text.startsWith('@') ? text.slice(1) : text;
  if (/^https?:\/\//i.test(text)) {
    let segments: string[] = [];
    try {
      segments = new URL(text).pathname.split('/').filter(Boolean);
    } catch {}
    if (segments.length !== 1)
      throw new InvalidRequest(`to must be an @handle, a profile URL like https://<host>/<handle>/ or a numeric user id, got ${quote(to)}`);
    handle = segments[0];
  }
  if (!/^[A-Za-z0-9._-]{1,30}$/.test(handle)) {
    throw new InvalidRequest(`to must be an @handle, a profile URL or a numeric user id, got ${quote(to)}`);
  }
  return handle.toLowerCase();
}

function checkText(text: string): string {
  if (typeof text !== 'string' || text.trim().length === 0 || text.length > MAX_TEXT) throw new InvalidRequest(`text must be 1 to ${MAX_TEXT} characters.`);
  return text;
}

export class DmService {
  private pool: Promise<void> | null = null;

  private readonly poolSize: number;
  private readonly sessionsPerAccount: number;
  /** A dispatch that has not settled after this long is treated as ambiguous: waiting replays never send again. */
  private readonly settleWaitMs: number;

  constructor(
    private readonly db: Db,
    private readonly wallet: Wallet,
    private readonly providers: NetworkProviders<MessagingProvider>,
    settings: Pick<DmSettings, 'identityPool' | 'sessionsPerAccount' | 'settleWaitMs'>,
  ) {
    this.poolSize = settings.identityPool;
    this.sessionsPerAccount = settings.sessionsPerAccount;
    this.settleWaitMs = settings.settleWaitMs;
  }

  /** Makes sure the identity pool holds `poolSize` identities (run once per process, idempotent across processes). */
  private ensurePool(): Promise<void> {
    this.pool ??= this.db
      .query(`INSERT INTO dm_identities (handle) SELECT 'sender_' || lpad(n::text, 3, '0') FROM generate_series(1, $1) AS n ON CONFLICT (handle) DO NOTHING`, [
        this.poolSize,
      ])
      .then(
        () => undefined,
        (err) => {
          // A database that was briefly away must not leave DM sessions failing for the life of the process.
          this.pool = null;
          throw err;
        },
      );
    return this.pool;
  }

  /**
   * The messaging network a caller of `keyMode` sends on: the sandbox for test keys, DM_PROVIDER's for live keys.
   * Without one, 503 source_paused before anything is claimed or charged.
   */
  private providerFor(keyMode: KeyMode): MessagingProvider {
    if (keyMode === 'live' && !this.providers.live) throw new ProviderNotConfigured('the DM network', this.providers.setting);
    return this.providers.for(keyMode);
  }

  /**
   * Claims a free identity for a new session; 503 dm_sending_paused when the pool is exhausted, or when the account
   * already holds `sessionsPerAccount` open sessions (so that one account cannot take the whole pool).
   */
  async createSession(accountId: number, keyMode: KeyMode): Promise<{ session_id: string; identity: string; created_at: string }> {
    this.providerFor(keyMode);
    await this.ensurePool();
    const sessionId = `es_${randomBytes(12).toString('hex')}`;
    return this.db.tx(async (client) => {
      // Concurrent creations by one account queue here until this transaction ends, so the count below and the
      // claim cannot interleave with another's: the cap holds however many arrive at once. A transaction-scoped
      // advisory lock rather than a row lock on accounts, which billing updates on every charge.
      await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('dm_sessions:' || $1::text, 0))`, [accountId]);
      const [{ open }] = (
        await client.query<{ open: number }>('SELECT count(*)::int AS open FROM dm_sessions WHERE account_id = $1 AND released_at IS NULL', [accountId])
      ).rows;
      if (open >= this.sessionsPerAccount) throw new DmSessionCapReached(this.sessionsPerAccount);
      const { rows } = await client.query<{ id: number; handle: string }>(
        `UPDATE dm_identities SET session_id = $1
         WHERE id = (SELECT id FROM dm_identities WHERE session_id IS NULL AND handle <= $2 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING id, handle`,
        [sessionId, `sender_${String(this.poolSize).padStart(3, '0')}`],
      );
      if (!rows[0]) throw new DmSendingPaused();
      const created = await client.query<{ created_at: Date }>(
        'INSERT INTO dm_sessions (session_id, account_id, identity_id) VALUES ($1, $2, $3) RETURNING created_at',
        [sessionId, accountId, rows[0].id],
      );
      return { session_id: sessionId, identity: rows[0].handle, created_at: created.rows[0].created_at.toISOString() };
    });
  }

  /** The caller's live sessions (identities still held), newest first. */
  async listSessions(accountId: number) {
    const rows = await this.db.query<SessionRow>(
      `SELECT s.*, i.handle FROM dm_sessions s JOIN dm_identities i ON i.id = s.identity_id
       WHERE s.account_id = $1 AND s.released_at IS NULL ORDER BY s.created_at DESC, s.session_id`,
      [accountId],
    );
    return { sessions: rows.map((s) => ({ session_id: s.session_id, identity: s.handle, created_at: s.created_at.toISOString() })) };
  }

  /** Operator action: the session's identity goes back to the pool; its threads stay readable. */
  async release(sessionId: string): Promise<{ session_id: string; released: true }> {
    const released = await this.db.tx(async (client) => {
      const { rows } = await client.query('UPDATE dm_sessions SET released_at = coalesce(released_at, now()) WHERE session_id = $1 RETURNING session_id', [
        sessionId,
      ]);
      await client.query('UPDATE dm_identities SET session_id = NULL WHERE session_id = $1', [sessionId]);
      return rows.length > 0;
    });
    if (!released) throw new NotFound(`No session ${sessionId}.`);
    return { session_id: sessionId, released: true };
  }

  private async session(accountId: number, sessionId: string): Promise<SessionRow> {
    const [row] = /^es_[0-9a-f]{24}$/.test(sessionId)
      ? await this.db.query<SessionRow>(
          'SELECT s.*, i.handle FROM dm_sessions s JOIN dm_identities i ON i.id = s.identity_id WHERE s.session_id = $1 AND s.account_id = $2',
          [sessionId, accountId],
        )
      : [];
    if (!row) throw new NotFound('No such session.');
    return row;
  }

  private async conversation(accountId: number, id: number): Promise<ConversationRow & { released_at: Date | null; handle: string }> {
    const [row] = Number.isSafeInteger(id)
      ? await this.db.query<ConversationRow & { released_at: Date | null; handle: string }>(
          `SELECT c.*, s.released_at, i.handle, a.test FROM dm_conversations c
           JOIN dm_sessions s ON s.session_id = c.session_id JOIN dm_identities i ON i.id = s.identity_id
           JOIN accounts a ON a.id = c.account_id
           WHERE c.id = $1 AND c.account_id = $2`,
          [id, accountId],
        )
      : [];
    if (!row) throw new NotFound('No such conversation.');
    return row;
  }

  /** A send on a session: opens the conversation on first contact, then sends at most once per client_token. */
  async send(accountId: number, sessionId: string, to: string, text: string, clientToken: string | null | undefined, bill: SendBill): Promise<SendOutcome> {
    const session = await this.session(accountId, sessionId);
    const recipient = normaliseRecipient(to);
    checkText(text);
    const token = this.token(clientToken);
    // A released session holds no identity: this would be new outreach with none free.
    if (session.released_at) throw new DmSendingPaused();
    const [conversation] = await this.db.query<ConversationRow>(
      `INSERT INTO dm_conversations (account_id, session_id, recipient) VALUES ($1, $2, $3)
       ON CONFLICT (session_id, recipient) DO UPDATE SET recipient = EXCLUDED.recipient
       RETURNING *, (SELECT test FROM accounts WHERE id = dm_conversations.account_id) AS test`,
      [accountId, sessionId, recipient],
    );
    try {
      return await this.sendOnce(conversation, session.handle, text, token, bill);
    } catch (err) {
      // Nothing reached the network: a first contact leaves no empty conversation behind.
      if (err instanceof DmUnavailable || err instanceof InsufficientBalance || err instanceof ProviderNotConfigured) {
        await this.db.query(
          `DELETE FROM dm_conversations c WHERE c.id = $1
             AND NOT EXISTS (SELECT 1 FROM dm_messages m WHERE m.conversation_id = c.id)
             AND NOT EXISTS (SELECT 1 FROM dm_sends s WHERE s.conversation_id = c.id)`,
          [conversation.id],
        );
      }
      throw err;
    }
  }

  /** A follow-up on the thread's own identity, no recipient lookup. */
  async reply(accountId: number, conversationId: number, text: string, clientToken: string | null | undefined, bill: SendBill): Promise<SendOutcome> {
    const conversation = await this.conversation(accountId, conversationId);
    checkText(text);
    const token = this.token(clientToken);
    if (conversation.released_at) throw new SessionRevoked();
    return this.sendOnce(conversation, conversation.handle, text, token, bill);
  }

  private token(clientToken: string | null | undefined): string {
    if (clientToken === undefined || clientToken === null) return `auto_${randomBytes(16).toString('hex')}`;
    if (!TOKEN.test(clientToken)) throw new InvalidRequest('client_token must be 1 to 128 visible ASCII characters.');
    return clientToken;
  }

  private async sendOnce(conversation: ConversationRow, sender: string, text: string, token: string, bill: SendBill): Promise<SendOutcome> {
    const provider = this.providerFor(conversation.test ? 'test' : 'live');
    const bodyHash = createHash('sha256').update(text).digest('hex');
    const base = { conversation_id: conversation.id, session_id: conversation.session_id, recipient: conversation.recipient };
    const charge = await this.claim(conversation, token, bodyHash, bill.requestId);
    if (!charge) return { ...base, sent: await this.replay(conversation.id, token, bodyHash) };
    // Charged: from here on the charge stands unless the network definitely did not take the message.
    bill.paid(SEND_PRICE);

    let dispatched;
    try {
      dispatched = await provider.dispatch({ sender, recipient: conversation.recipient, text, clientToken: token });
    } catch (err) {
      if (err instanceof AmbiguousDispatch) {
        // It may have gone out: record it as unknown, so a retry with this token replays instead of resending. Its
        // charge stands, as for any send that may have reached the network.
        await this.record(conversation.id, text, token, 'delivery_unknown', null, 'ambiguous');
        log.warn({ conversation_id: conversation.id }, 'DM dispatch failed ambiguously');
        throw new UpstreamError(
          'The send failed without telling whether the message went out; it is charged as sent. Do not resend under a new client_token; retry with the same one (free) or read the conversation.',
        );
      }
      // Nothing was sent: the charge is reversed and the token freed for a retry.
      await this.unclaim(conversation, token, charge);
      bill.paid(-SEND_PRICE);
      if (err instanceof DmUnavailable) throw err;
      log.error({ err, conversation_id: conversation.id }, 'DM dispatch failed');
      throw new DmUnavailable();
    }
    const row = await this.record(conversation.id, text, token, dispatched.state, dispatched.upstreamId, dispatched.state);
    return { ...base, sent: { message_id: row.id, client_token: token, state: dispatched.state, deduplicated: false, sent_at: row.sent_at.toISOString() } };
  }

  /**
   * Takes the token and charges the send, in one transaction (the dispatch intent and its charge commit together or
   * not at all). Returns the charge's ledger request id, or null when the token was taken before (a replay, free).
   * 402 when the balance cannot cover a send, unless the token is already taken (a replay needs no balance).
   */
  private async claim(conversation: ConversationRow, token: string, bodyHash: string, requestId: string): Promise<string | null> {
    const accountId = conversation.account_id;
    const taken = async () =>
      (await this.db.query('SELECT 1 FROM dm_sends WHERE conversation_id = $1 AND client_token = $2', [conversation.id, token])).length > 0;
    // A balance that cannot be checked (Redis away) sends nothing: 503, as the request's own reservation answers.
    const unconfirmed = (err: unknown) => {
      if (err instanceof ApiError) throw err;
      log.error({ err, account_id: accountId }, 'DM send balance could not be checked');
      throw new BillingUnavailable();
    };
    const hold = await this.wallet.take(accountId, SEND_PRICE).catch(unconfirmed);
    if (!hold) {
      if (await taken()) return null;
      throw new InsufficientBalance(formatDollars(SEND_PRICE), formatDollars(await this.wallet.spendable(accountId).catch(unconfirmed)));
    }
    const id = chargeId(requestId, conversation.id, token);
    let version: number | null;
    try {
      version = await this.db.tx(async (client) => {
        const claimed = await client.query(
          `INSERT INTO dm_sends (conversation_id, client_token, body_hash, status, charge_request_id) VALUES ($1, $2, $3, 'dispatching', $4)
           ON CONFLICT (conversation_id, client_token) DO NOTHING`,
          [conversation.id, token, bodyHash, id],
        );
        if (!claimed.rowCount) return null;
        await client.query("INSERT INTO ledger (account_id, kind, amount, request_id, operation) VALUES ($1, 'charge', $2, $3, 'photonet.dm.send')", [
          accountId,
          toDecimal(-SEND_PRICE),
          id,
        ]);
        const { rows } = await client.query<{ version: number }>(
          'UPDATE accounts SET balance = balance - $2, version = version + 1 WHERE id = $1 RETURNING version',
          [accountId, toDecimal(SEND_PRICE)],
        );
        return rows[0].version;
      });
    } catch (err) {
      await this.endHold(accountId, hold, SEND_PRICE, null);
      // The balance check of PostgreSQL itself (a figure ahead of it): refused like any balance too low.
      if ((err as { code?: string }).code === '23514') throw new InsufficientBalance(formatDollars(SEND_PRICE), formatDollars(0));
      throw err;
    }
    if (version === null) {
      await this.endHold(accountId, hold, SEND_PRICE, null);
      return null;
    }
    await this.endHold(accountId, hold, 0, { units: SEND_PRICE, version });
    return id;
  }

  /** Ends the send's own hold; a Redis that cannot be told leaves the figure low until it is loaded again, never high. */
  private async endHold(accountId: number, hold: Hold, unused: Units, charge: { units: Units; version: number } | null): Promise<void> {
    await this.wallet.release(accountId, hold, unused, charge).catch((err) => log.error({ err, account_id: accountId }, 'DM send hold could not be ended'));
  }

  /** The network definitely did not take the message: frees the token and reverses its charge, together. */
  private async unclaim(conversation: ConversationRow, token: string, chargeRequestId: string): Promise<void> {
    await this.db.tx(async (client) => {
      const { rowCount } = await client.query(
        "DELETE FROM dm_sends WHERE conversation_id = $1 AND client_token = $2 AND status = 'dispatching' AND charge_request_id = $3",
        [conversation.id, token, chargeRequestId],
      );
      if (!rowCount) return;
      await client.query("INSERT INTO ledger (account_id, kind, amount, request_id, operation) VALUES ($1, 'reversal', $2, $3, 'photonet.dm.send')", [
        conversation.account_id,
        toDecimal(SEND_PRICE),
        reversalId(chargeRequestId),
      ]);
      await client.query('UPDATE accounts SET balance = balance + $2, version = version + 1 WHERE id = $1', [conversation.account_id, toDecimal(SEND_PRICE)]);
      // Credited while the row lock is held: see Wallet.loadBalance for why this ordering is exact. A Redis that
      // cannot be told leaves the figure low until it is loaded again, never high.
      await this.wallet.credit(conversation.account_id, SEND_PRICE).catch((err) => log.error({ err }, 'DM send reversal not credited to the spendable figure'));
    });
  }

  private async record(conversationId: number, text: string, token: string, state: State, upstreamId: string | null, status: string) {
    return this.db.tx(async (client) => {
      const { rows } = await client.query<MessageRow>(
        `INSERT INTO dm_messages (conversation_id, direction, text, client_token, state, upstream_id, sent_at)
         VALUES ($1, 'outbound', $2, $3, $4, $5, now()) RETURNING *`,
        [conversationId, text, token, state, upstreamId],
      );
      await client.query('UPDATE dm_sends SET status = $3, message_id = $4, settled_at = now() WHERE conversation_id = $1 AND client_token = $2', [
        conversationId,
        token,
        status,
        rows[0].id,
      ]);
      await client.query('UPDATE dm_conversations SET last_activity_at = now() WHERE id = $1', [conversationId]);
      return rows[0];
    });
  }

  /** The outcome of the send that holds this token, once it settles: replayed, deduplicated. */
  private async replay(conversationId: number, token: string, bodyHash: string): Promise<SendOutcome['sent']> {
    const waitUntil = Date.now() + Math.min(this.settleWaitMs, REPLAY_WAIT_MS);
    for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
      // `settled_by_now`: the holder has had settleWaitMs since it took the token. Past that, a token still
      // dispatching belongs to a process that died mid-send: its outcome is unknown, answered at once, not after
      // another wait (a client retrying with its token would otherwise wait the whole time on every retry).
      const [row] = await this.db.query<{ body_hash: string; status: string; message_id: number | null; sent_at: Date | null; settled_by_now: boolean }>(
        `SELECT s.body_hash, s.status, s.message_id, m.sent_at, s.created_at < now() - make_interval(secs => $3::double precision / 1000) AS settled_by_now
         FROM dm_sends s LEFT JOIN dm_messages m ON m.id = s.message_id
         WHERE s.conversation_id = $1 AND s.client_token = $2`,
        [conversationId, token, this.settleWaitMs],
      );
      if (row && row.body_hash !== bodyHash) {
        throw new UpstreamError('client_token was already used on this conversation with a different text; nothing was sent.');
      }
      if (!row) {
        // The holder found the network unreachable and let the token go; this request may not send either.
        throw new DmUnavailable();
      }
      if (row.status !== 'dispatching' || row.settled_by_now) {
        const state = (row.status === 'ambiguous' || row.status === 'dispatching' ? 'delivery_unknown' : row.status) as State;
        return { message_id: row.message_id, client_token: token, state, deduplicated: true, sent_at: row.sent_at?.toISOString() ?? null };
      }
      // Still being dispatched (or its holder could not record how it ended, its database gone meanwhile): not kept
      // waiting longer than a client would, answered as still settling, and free like any replay.
      if (Date.now() >= waitUntil) return { message_id: null, client_token: token, state: 'operation_in_progress', deduplicated: true, sent_at: null };
      await new Promise((r) => setTimeout(r, delay));
    }
  }

  /** Every thread the caller started, across identities, recent activity first. */
  async listConversations(accountId: number) {
    const rows = await this.db.query<ConversationRow & { released_at: Date | null; messages: number }>(
      `SELECT c.*, s.released_at, (SELECT count(*)::int FROM dm_messages m WHERE m.conversation_id = c.id) AS messages
       FROM dm_conversations c JOIN dm_sessions s ON s.session_id = c.session_id
       WHERE c.account_id = $1 ORDER BY c.last_activity_at DESC, c.id DESC`,
      [accountId],
    );
    return {
      conversations: rows.map((c) => ({
        conversation_id: c.id,
        session_id: c.session_id,
        recipient: c.recipient,
        revoked: c.released_at !== null,
        message_count: c.messages,
        created_at: c.created_at.toISOString(),
        last_activity_at: c.last_activity_at.toISOString(),
      })),
    };
  }

  /** One thread with its full history in both directions, oldest first. */
  async readConversation(accountId: number, conversationId: number) {
    const c = await this.conversation(accountId, conversationId);
    const messages = await this.db.query<MessageRow>('SELECT * FROM dm_messages WHERE conversation_id = $1 ORDER BY sent_at, id', [c.id]);
    return {
      conversation_id: c.id,
      session_id: c.session_id,
      recipient: c.recipient,
      revoked: c.released_at !== null,
      created_at: c.created_at.toISOString(),
      last_activity_at: c.last_activity_at.toISOString(),
      messages: messages.map(message),
    };
  }

  /**
   * The background poll (DM_POLL_INTERVAL_MS): refreshes the open threads with activity in the last `withinDays`
   * days, most recent first, at most `limit` of them, free (no request is charged for it). What it records raises
   * dm.reply_received like a refresh does. Returns how many replies it recorded.
   */
  async pollOpenThreads(limit = 100, withinDays = 7): Promise<number> {
    const open = await this.db.query<{ id: number; account_id: number }>(
      `SELECT c.id, c.account_id FROM dm_conversations c JOIN dm_sessions s ON s.session_id = c.session_id
       WHERE s.released_at IS NULL AND c.last_activity_at > now() - make_interval(days => $2)
       ORDER BY c.last_activity_at DESC LIMIT $1`,
      [limit, withinDays],
    );
    let recorded = 0;
    for (const c of open) {
      try {
        recorded += (await this.refresh(c.account_id, c.id)).new_messages.length;
      } catch (err) {
        log.warn({ conversation_id: c.id, err: (err as Error).message }, 'DM background poll of a thread failed');
      }
    }
    return recorded;
  }

  /** Polls the thread's inbox and message-request tray; records what is new (each upstream message once). */
  async refresh(accountId: number, conversationId: number) {
    const c = await this.conversation(accountId, conversationId);
    if (c.released_at) throw new SessionRevoked();
    // Replies answer the thread's first message: the network is asked for what came since then.
    const [first] = await this.db.query<{ sent_at: Date }>(
      "SELECT sent_at FROM dm_messages WHERE conversation_id = $1 AND direction = 'outbound' ORDER BY sent_at, id LIMIT 1",
      [c.id],
    );
    const inbound = await this.providerFor(c.test ? 'test' : 'live').poll({ sender: c.handle, recipient: c.recipient, since: first?.sent_at ?? c.created_at });
    const fresh: MessageRow[] = [];
    for (const m of inbound) {
      // A reply is recorded with its event (the outbox webhooks drain), together or not at all.
      const rows = await this.db.tx(async (client) => {
        const inserted = await client.query<MessageRow>(
          `INSERT INTO dm_messages (conversation_id, direction, text, upstream_id, via_request_tray, sent_at)
           VALUES ($1, 'inbound', $2, $3, $4, $5) ON CONFLICT (conversation_id, upstream_id) DO NOTHING RETURNING *`,
          [c.id, m.text, m.upstreamId, m.viaRequestTray, m.sentAt],
        );
        for (const row of inserted.rows) {
          await recordEvent(client, accountId, 'dm.reply_received', `dm-message:${row.id}`, {
            conversation_id: c.id,
            session_id: c.session_id,
            recipient: c.recipient,
            message: message(row),
          });
        }
        return inserted.rows;
      });
      fresh.push(...rows);
    }
    if (fresh.length) await this.db.query('UPDATE dm_conversations SET last_activity_at = now() WHERE id = $1', [c.id]);
    const [{ n }] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dm_messages WHERE conversation_id = $1', [c.id]);
    return { conversation_id: c.id, new_messages: fresh.map(message), message_count: n };
  }
}
