import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DmService } from '../subgraphs/dm/dm.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';

let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv({ env: { DM_IDENTITY_POOL: '5', DM_SANDBOX_REPLY_DELAY_MS: '0' } });
  ({ key, accountId } = await env.key({ balance: '10', rateLimit: 100_000 }));
});
afterAll(() => env?.close());

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const post = (path: string, body: unknown = {}, k = key) => env.rest(path, k, json(body));
const newSession = async (k = key) => {
  const res = await post('/v1/photonet/dm/sessions', {}, k);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.session_id as string;
};
const deliveries = async (recipient: string) =>
  (await env.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dm_sandbox_deliveries WHERE recipient = $1', [recipient]))[0].n;
/** The send charges that stand: each one not reversed (a reversal is `<charge request id>:reversal`). */
const sendCharges = async (account = accountId) => {
  const rows = await env.ledgerRows(account);
  const reversed = new Set(rows.filter((r) => r.kind === 'reversal').map((r) => r.request_id));
  return rows.filter((r) => r.kind === 'charge' && r.amount === '-0.0200' && !reversed.has(`${r.request_id}:reversal`));
};

describe('sessions and sends', () => {
  it('creates sessions for free (es_ ids), lists them newest first for $0.0005', async () => {
    const { key: k, accountId: account } = await env.key({ balance: '1' });
    const first = await newSession(k);
    const second = await newSession(k);
    expect(first).toMatch(/^es_[0-9a-f]{24}$/);
    const list = await env.rest('/v1/photonet/dm/sessions', k);
    expect(list.body.data.sessions.map((s: { session_id: string }) => s.session_id)).toEqual([second, first]);
    expect(new Set(list.body.data.sessions.map((s: { identity: string }) => s.identity)).size).toBe(2);
    expect(list.body.meta.cost).toBe('$0.0005');
    expect(await env.balance(account)).toBe('0.9995');
    for (const s of [first, second]) await (env.service.runtime.modules.dm as DmService).release(s);
  });

  it('50 identical sends racing: one message reaches the network, one $0.02 charge, 49 free deduplicated replays', async () => {
    const session = await newSession();
    const before = (await sendCharges()).length;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(`/v1/photonet/dm/sessions/${session}/messages`, { to: '@race_target', text: 'Hello there', client_token: 'tok-race-1' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const fresh = results.filter((r) => !r.body.data.sent.deduplicated);
    expect(fresh).toHaveLength(1);
    expect(fresh[0].body.meta.cost).toBe('$0.0200');
    const replays = results.filter((r) => r.body.data.sent.deduplicated);
    expect(replays).toHaveLength(49);
    expect(replays.every((r) => r.body.meta.cost === '$0.0000')).toBe(true);
    expect(new Set(results.map((r) => r.body.data.sent.message_id)).size).toBe(1);
    expect(new Set(results.map((r) => r.body.data.conversation_id)).size).toBe(1);
    expect(results.every((r) => r.body.data.sent.state === 'sent')).toBe(true);
    expect(await deliveries('race_target')).toBe(1);
    expect((await sendCharges()).length - before).toBe(1);
    await (env.service.runtime.modules.dm as DmService).release(session);
  });

  it('the same token with another body is refused as 502 upstream_error, uncharged; another recipient is another conversation and message', async () => {
    const session = await newSession();
    const first = await post(`/v1/photonet/dm/sessions/${session}/messages`, { to: 'conflict_one', text: 'First text', client_token: 'tok-c' });
    expect(first.status).toBe(200);
    const charges = (await sendCharges()).length;
    const conflict = await post(`/v1/photonet/dm/sessions/${session}/messages`, { to: 'conflict_one', text: 'Other text', client_token: 'tok-c' });
    expect(conflict.status).toBe(502);
    expect(conflict.body.error.code).toBe('upstream_error');
    expect(await deliveries('conflict_one')).toBe(1);
    const other = await post(`/v1/photonet/dm/sessions/${session}/messages`, {
      to: 'https://photonet.example/conflict_two/',
      text: 'First text',
      client_token: 'tok-c',
    });
    expect(other.status).toBe(200);
    expect(other.body.data.sent.deduplicated).toBe(false);
    expect(other.body.data.conversation_id).not.toBe(first.body.data.conversation_id);
    expect(await deliveries('conflict_two')).toBe(1);
    expect((await sendCharges()).length - charges).toBe(1);
    // no token: a fresh one per call, so a retry sends again
    const a = await post(`/v1/photonet/dm/sessions/${session}/messages`, { to: '12345678', text: 'Hi' });
    const b = await post(`/v1/photonet/dm/sessions/${session}/messages`, { to: '12345678', text: 'Hi' });
    expect([a.body.data.sent.deduplicated, b.body.data.sent.deduplicated]).toEqual([false, false]);
    expect(a.body.data.sent.client_token).not.toBe(b.body.data.sent.client_token);
    expect(a.body.data.recipient).toBe('u:12345678');
    expect(await deliveries('u:12345678')).toBe(2);
    await (env.service.runtime.modules.dm as DmService).release(session);
  });

  it('delivery states, ambiguous failures recorded, charged once and never resent, an unreachable service sends nothing and its charge is reversed', async () => {
    const session = await newSession();
    const send = (to: string, token?: string) =>
      post(`/v1/photonet/dm/sessions/${session}/messages`, { to, text: 'Status check', ...(token ? { client_token: token } : {}) });
    expect((await send('sbx_in_progress_a')).body.data.sent.state).toBe('operation_in_progress');
    expect((await send('sbx_unknown_a')).body.data.sent.state).toBe('delivery_unknown');

    const charges = (await sendCharges()).length;
    const ambiguous = await send('sbx_ambiguous_a', 'tok-amb');
    expect(ambiguous.status).toBe(502);
    expect(ambiguous.body.error.code).toBe('upstream_error');
    const retry = await send('sbx_ambiguous_a', 'tok-amb');
    expect(retry.status).toBe(200);
    expect(retry.body.data.sent).toMatchObject({ deduplicated: true, state: 'delivery_unknown' });
    expect(retry.body.meta.cost).toBe('$0.0000');
    expect(await deliveries('sbx_ambiguous_a')).toBe(1);
    // It reached the network: its charge, taken with its dispatch intent, stands (once, whatever the retries).
    expect((await sendCharges()).length).toBe(charges + 1);

    const down = await send('sbx_unavailable_a', 'tok-down');
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('upstream_unavailable');
    expect(await deliveries('sbx_unavailable_a')).toBe(0);
    const threads = (await env.rest('/v1/photonet/dm/conversations', key)).body.data.conversations;
    expect(threads.some((c: { recipient: string }) => c.recipient === 'sbx_unavailable_a')).toBe(false);
    expect((await sendCharges()).length).toBe(charges + 1);
    // Charged with its intent, then given back: one reversal, and the balance and the spendable figure agree.
    expect((await env.ledgerRows(accountId)).filter((r) => r.kind === 'reversal' && r.amount === '0.0200')).toHaveLength(1);
    const spendable = (await env.rest('/v1/photonet/dm/sessions', key)).body.meta.balance;
    expect(spendable).toBe(`$${Number(await env.balance(accountId)).toFixed(4)}`);
    await (env.service.runtime.modules.dm as DmService).release(session);
  });

  it('402 before any send the balance cannot cover; nothing reaches the network', async () => {
    const { key: poor } = await env.key({ balance: '0.0100' });
    const session = await newSession(poor);
    const res = await post(`/v1/photonet/dm/sessions/${session}/messages`, { to: 'poor_target', text: 'Hi' }, poor);
    expect(res.status).toBe(402);
    expect(await deliveries('poor_target')).toBe(0);
    await (env.service.runtime.modules.dm as DmService).release(session);
  });

  it('bad input is 400 naming the field, uncharged', async () => {
    const session = await newSession();
    for (const [body, message] of [
      [{ text: 'x' }, 'to is required'],
      [{ to: 'someone' }, 'text is required'],
      [{ to: 'someone', text: '' }, 'text must not be empty'],
      [{ to: 'has space', text: 'x' }, 'to must be an @handle'],
      [{ to: 'someone', text: 'x', extra: 1 }, 'Unknown parameter extra'],
    ] as [Record<string, unknown>, string][]) {
      const res = await post(`/v1/photonet/dm/sessions/${session}/messages`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    await (env.service.runtime.modules.dm as DmService).release(session);
  });
});

describe('conversations, replies, refresh, release', () => {
  it('replies arrive through refreshes (some via the request tray); history reads both directions; release makes the thread read-only', async () => {
    const session = await newSession();
    const sent = await post(`/v1/photonet/dm/sessions/${session}/messages`, { to: 'sbx_replies_3_fan', text: 'Collab?', client_token: 't1' });
    const id = sent.body.data.conversation_id;
    const refreshed = await post(`/v1/photonet/dm/conversations/${id}/refresh`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.meta.cost).toBe('$0.0010');
    expect(refreshed.body.data.new_messages).toHaveLength(3);
    expect(refreshed.body.data.new_messages.some((m: { via_request_tray: boolean }) => m.via_request_tray)).toBe(true);
    const again = await post(`/v1/photonet/dm/conversations/${id}/refresh`);
    expect(again.body.data.new_messages).toEqual([]);
    expect(again.body.data.message_count).toBe(4);

    const reply = await post(`/v1/photonet/dm/conversations/${id}/reply`, { text: 'Great, let us talk', client_token: 'r1' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ conversation_id: id, session_id: session });
    expect(reply.body.meta.cost).toBe('$0.0200');
    const replay = await post(`/v1/photonet/dm/conversations/${id}/reply`, { text: 'Great, let us talk', client_token: 'r1' });
    expect(replay.body.data.sent.deduplicated).toBe(true);
    expect(replay.body.meta.cost).toBe('$0.0000');

    const thread = await env.rest(`/v1/photonet/dm/conversations/${id}`, key);
    expect(thread.body.data.messages.map((m: { direction: string }) => m.direction)).toEqual(['outbound', 'inbound', 'inbound', 'inbound', 'outbound']);
    const list = await env.rest('/v1/photonet/dm/conversations', key);
    expect(list.body.data.conversations[0].conversation_id).toBe(id);

    await (env.service.runtime.modules.dm as DmService).release(session);
    expect((await env.rest(`/v1/photonet/dm/conversations/${id}`, key)).body.data.revoked).toBe(true);
    for (const path of ['reply', 'refresh']) {
      const res = await post(`/v1/photonet/dm/conversations/${id}/${path}`, path === 'reply' ? { text: 'Still there?' } : {});
      expect(res.status, path).toBe(409);
      expect(res.body.error.code).toBe('engage_session_revoked');
    }
    const sessions = await env.rest('/v1/photonet/dm/sessions', key);
    expect(sessions.body.data.sessions.some((s: { session_id: string }) => s.session_id === session)).toBe(false);
  });

  it('pool exhaustion pauses new sessions and new outreach only; a release frees an identity', async () => {
    const { key: k } = await env.key({ balance: '5' });
    // two accounts, since one may hold only 3 of the 5 identities
    const { key: k2 } = await env.key({ balance: '5' });
    const sessions: string[] = [];
    for (const owner of [k, k, k, k2, k2]) sessions.push(await newSession(owner));
    const exhausted = await post('/v1/photonet/dm/sessions', {}, k2);
    expect(exhausted.status).toBe(503);
    expect(exhausted.body.error.code).toBe('dm_sending_paused');
    expect(exhausted.body.error.message).toContain('No sending identity is free');
    const sent = await post(`/v1/photonet/dm/sessions/${sessions[0]}/messages`, { to: 'pool_target', text: 'Hi' }, k);
    expect(sent.status).toBe(200);
    expect((await env.rest('/v1/photonet/dm/conversations', k)).status).toBe(200);
    await (env.service.runtime.modules.dm as DmService).release(sessions[0]);
    // the released session's outreach is paused; its thread stays readable
    const paused = await post(`/v1/photonet/dm/sessions/${sessions[0]}/messages`, { to: 'pool_target_2', text: 'Hi' }, k);
    expect(paused.status).toBe(503);
    expect(paused.body.error.code).toBe('dm_sending_paused');
    expect((await env.rest(`/v1/photonet/dm/conversations/${sent.body.data.conversation_id}`, k)).status).toBe(200);
    const again = await post('/v1/photonet/dm/sessions', {}, k);
    expect(again.status).toBe(200);
    for (const s of [...sessions.slice(1), again.body.data.session_id]) await (env.service.runtime.modules.dm as DmService).release(s);
  });

  it("another account's session and conversation are 404", async () => {
    const session = await newSession();
    const sent = await post(`/v1/photonet/dm/sessions/${session}/messages`, { to: 'private_target', text: 'Hi' });
    const { key: other } = await env.key({ balance: '1' });
    expect((await post(`/v1/photonet/dm/sessions/${session}/messages`, { to: 'x_target', text: 'Hi' }, other)).status).toBe(404);
    expect((await env.rest(`/v1/photonet/dm/conversations/${sent.body.data.conversation_id}`, other)).status).toBe(404);
    expect((await post(`/v1/photonet/dm/conversations/${sent.body.data.conversation_id}/reply`, { text: 'Hi' }, other)).status).toBe(404);
    expect((await post(`/v1/photonet/dm/conversations/${sent.body.data.conversation_id}/refresh`, {}, other)).status).toBe(404);
    await (env.service.runtime.modules.dm as DmService).release(session);
  });

  it('GraphQL: session, send, reply and refresh mutations; conversations with a paged message connection; replays free', async () => {
    const created = await env.graphql('mutation { dmCreateSession { sessionId identity } }', key);
    const session = created.body.data.dmCreateSession.sessionId;
    const send = `mutation($s: String!) { dmSend(sessionId: $s, to: "@sbx_replies_2_graph", text: "Hello", clientToken: "g1") { conversationId sent { state deduplicated } } }`;
    const first = await env.graphql(send, key, { s: session });
    expect(first.body.extensions.cost.actual).toBe('$0.0200');
    const replay = await env.graphql(send, key, { s: session });
    expect(replay.body.data.dmSend.sent.deduplicated).toBe(true);
    expect(replay.body.extensions.cost.actual).toBe('$0.0000');
    const id = first.body.data.dmSend.conversationId;
    const refresh = await env.graphql(`mutation { dmRefresh(conversationId: ${id}) { newMessages { direction viaRequestTray } } }`, key);
    expect(refresh.body.data.dmRefresh.newMessages).toHaveLength(2);
    const page = await env.graphql(`{ dmConversation(id: ${id}) { messages(first: 2) { nodes { direction } hasNextPage endCursor } } }`, key);
    expect(page.body.data.dmConversation.messages).toMatchObject({ hasNextPage: true, endCursor: 2 });
    await (env.service.runtime.modules.dm as DmService).release(session);
  });
});

describe('per-account session cap (DM_SESSIONS_PER_ACCOUNT, 3 here; the pool holds 5)', () => {
  const sessionsOf = async (account: number) =>
    (await env.services.db.query<{ session_id: string }>('SELECT session_id FROM dm_sessions WHERE account_id = $1 AND released_at IS NULL', [account])).map(
      (r) => r.session_id,
    );
  const releaseAll = async (account: number) => {
    for (const s of await sessionsOf(account)) await (env.service.runtime.modules.dm as DmService).release(s);
  };

  it('REST: 50 parallel creations by one account open exactly 3 sessions; the rest are 503 dm_sending_paused naming the cap; another account still gets one', async () => {
    const greedy = await env.key({ balance: '1', rateLimit: 100_000 });
    const results = await Promise.all(Array.from({ length: 50 }, () => post('/v1/photonet/dm/sessions', {}, greedy.key)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    const capped = results.filter((r) => r.status !== 200);
    expect(capped.every((r) => r.status === 503 && r.body.error.code === 'dm_sending_paused')).toBe(true);
    expect(capped[0].body.error.message).toContain('3 open DM sessions');
    expect(capped[0].body.error.message).toContain('GET /v1/photonet/dm/sessions');
    expect(await sessionsOf(greedy.accountId)).toHaveLength(3);
    expect(await env.balance(greedy.accountId)).toBe('1.0000');
    // the capped account still reads and sends on the sessions it holds
    const listed = await env.rest('/v1/photonet/dm/sessions', greedy.key);
    expect(listed.body.data.sessions).toHaveLength(3);
    const sent = await post(`/v1/photonet/dm/sessions/${ok[0].body.data.session_id}/messages`, { to: 'cap_target', text: 'Hi' }, greedy.key);
    expect(sent.status).toBe(200);

    const other = await env.key({ balance: '1' });
    expect((await post('/v1/photonet/dm/sessions', {}, other.key)).status).toBe(200);

    // a released session frees a place under the cap
    await (env.service.runtime.modules.dm as DmService).release(ok[0].body.data.session_id);
    expect((await post('/v1/photonet/dm/sessions', {}, greedy.key)).status).toBe(200);
    expect((await post('/v1/photonet/dm/sessions', {}, greedy.key)).status).toBe(503);
    await releaseAll(greedy.accountId);
    await releaseAll(other.accountId);
  });

  it('GraphQL: parallel dmCreateSession mutations by one account open exactly 3; another account still gets one', async () => {
    const greedy = await env.key({ balance: '1', rateLimit: 100_000 });
    const create = 'mutation { dmCreateSession { sessionId } }';
    const results = await Promise.all(Array.from({ length: 20 }, () => env.graphql(create, greedy.key)));
    const ok = results.filter((r) => r.body.data?.dmCreateSession?.sessionId);
    expect(ok).toHaveLength(3);
    const capped = results.filter((r) => !r.body.data?.dmCreateSession);
    expect(capped).toHaveLength(17);
    for (const r of capped) {
      expect(r.body.errors[0].extensions).toMatchObject({ code: 'dm_sending_paused', status: 503 });
      expect(r.body.errors[0].message).toContain('3 open DM sessions');
    }
    expect(await sessionsOf(greedy.accountId)).toHaveLength(3);

    const other = await env.key({ balance: '1' });
    const theirs = await env.graphql(create, other.key);
    expect(theirs.body.data.dmCreateSession.sessionId).toMatch(/^es_/);
    await releaseAll(greedy.accountId);
    await releaseAll(other.accountId);
  });
});

describe('the ledger matches the sends', () => {
  it('every $0.02 charge is one send that took its token, and every send that took one is charged', async () => {
    const sends = await env.services.db.query<{ charge_request_id: string | null }>(
      `SELECT s.charge_request_id FROM dm_sends s JOIN dm_conversations c ON c.id = s.conversation_id WHERE c.account_id = $1`,
      [accountId],
    );
    const charges = await sendCharges();
    expect(sends.every((s) => s.charge_request_id !== null)).toBe(true);
    expect(charges.map((c) => c.request_id).sort()).toEqual(sends.map((s) => s.charge_request_id).sort());
    // The balance is the top-up less those charges, and the figure requests spend from is the same.
    const spent =
      charges.length * 0.02 +
      (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge' && r.amount !== '-0.0200').reduce((n, r) => n - Number(r.amount), 0);
    expect(await env.balance(accountId)).toBe((10 - spent).toFixed(4));
  });
});

describe('a send whose process died mid-send', () => {
  it('its token, retried after the settle wait, answers delivery_unknown at once, deduplicated and free; nothing is sent again', async () => {
    const session = await newSession();
    const first = await post(`/v1/photonet/dm/sessions/${session}/messages`, { to: 'orphan_target', text: 'First contact', client_token: 'tok-orphan-0' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const conversation = first.body.data.conversation_id;
    // As a router SIGKILLed mid-send leaves it: the token taken, dispatching, long ago.
    const hash = (
      await env.services.db.query<{ body_hash: string }>("SELECT body_hash FROM dm_sends WHERE conversation_id = $1 AND client_token = 'tok-orphan-0'", [
        conversation,
      ])
    )[0].body_hash;
    await env.services.db.query(
      "INSERT INTO dm_sends (conversation_id, client_token, body_hash, status, created_at) VALUES ($1, 'tok-orphan-1', $2, 'dispatching', now() - interval '1 hour')",
      [conversation, hash],
    );
    const before = (await sendCharges()).length;
    const deliveredBefore = await deliveries('orphan_target');
    const started = Date.now();
    const retry = await post(`/v1/photonet/dm/sessions/${session}/messages`, { to: 'orphan_target', text: 'First contact', client_token: 'tok-orphan-1' });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.data.sent).toMatchObject({ client_token: 'tok-orphan-1', state: 'delivery_unknown', deduplicated: true });
    // Answered without waiting out the settle wait (30 s) again.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect((await sendCharges()).length).toBe(before);
    expect(await deliveries('orphan_target')).toBe(deliveredBefore);
  });
});
