import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from '../../platform/billing/wallet.ts';
import { formatDollars, parseDollars } from '../../platform/money.ts';
import { startDeployment, type Deployment, type RouterProc } from '../../harness/deployment.ts';
import { openDmSession } from '../../harness/traffic.ts';
import { report } from './report.ts';

/**
 * A router SIGKILLed while DM sends are in flight, then restarted, and every token retried: every message the
 * (sandbox) network received is charged exactly once; a charge whose message never reached the network belongs to a
 * send whose outcome is unknown (taken with its dispatch intent, its process died before it could tell) and replays
 * as delivery_unknown; every replay answers $0.0000; the balance and the figure requests spend from agree.
 *
 * The kill is placed by what the database shows, not by a clock: the router dies once a message is held by the
 * network but its send is not recorded yet (the sandbox network takes DM_SANDBOX_LATENCY_MS to accept a message,
 * half before it holds it and half after), the window in which a crash used to leave a message unpaid.
 */

const SENDS = 20;
const PRICE = '$0.0200';

let d: Deployment;
let a: RouterProc;

beforeAll(async () => {
  d = await startDeployment({
    env: {
      DM_IDENTITY_POOL: '3',
      DM_SANDBOX_REPLY_DELAY_MS: '0',
      // A second in which the network holds a message its send has not recorded: wide enough for a loaded machine.
      DM_SANDBOX_LATENCY_MS: '2000',
      // A token still dispatching this long after it was taken belongs to a dead process: replayed as unknown.
      DM_SETTLE_WAIT_MS: '1000',
      WALLET_HOLD_TTL_MS: '5000',
      HOLD_RECLAIM_INTERVAL_MS: '300',
    },
  });
  a = await d.router();
});
afterAll(() => d?.close());

interface Answer {
  token: string;
  status: number;
  requestId: string | null;
  cost: string | null;
  sent: { message_id: number | null; state: string; deduplicated: boolean } | null;
}

async function send(base: string, key: string, session: string, i: number): Promise<Answer> {
  const token = `crash-${i}`;
  try {
    const res = await fetch(`${base}/v1/photonet/dm/sessions/${session}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to: `crash_target_${i}`, text: `Crash test ${i}`, client_token: token }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json()) as { data?: { sent: Answer['sent'] }; meta?: { cost: string } };
    return { token, status: res.status, requestId: res.headers.get('x-request-id'), cost: body.meta?.cost ?? null, sent: body.data?.sent ?? null };
  } catch {
    return { token, status: 0, requestId: null, cost: null, sent: null };
  }
}

describe('a router killed during DM sends', () => {
  it('charges every message that reached the network exactly once, and nothing else but sends of unknown outcome', async () => {
    const { key, accountId } = await d.key('1');
    const db = d.services.db;
    const session = await openDmSession(a.base, key);

    // Four lanes of five sends each, so sends are at every stage when the router dies.
    const first: Answer[] = [];
    let next = 0;
    const lanes = Array.from({ length: 4 }, async () => {
      while (next < SENDS) first.push(await send(a.base, key, session, next++));
    });
    const heldNotRecorded = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM dm_sandbox_deliveries dl
           JOIN dm_conversations c ON c.recipient = dl.recipient JOIN dm_sends s ON s.conversation_id = c.id
           WHERE c.account_id = $1 AND s.status = 'dispatching'`,
          [accountId],
        )
      )[0].n;
    const deadline = Date.now() + 60_000;
    // Some sends answered first, so the retries below also replay completed ones.
    const answeredSoFar = () => first.filter((o) => o.status === 200).length;
    // Killed as soon as the window is seen (not after another look, which a loaded machine may answer too late).
    let inWindow = 0;
    while (Date.now() < deadline) {
      if (answeredSoFar() >= 6 && (inWindow = await heldNotRecorded()) > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await a.kill();
    await Promise.all(lanes);
    expect(inWindow, 'the router was killed while a message was held by the network but not recorded').toBeGreaterThan(0);
    expect(answeredSoFar()).toBeGreaterThanOrEqual(6);
    const cut = first.filter((o) => o.status === 0).map((o) => o.token);
    expect(cut.length).toBeGreaterThan(0);
    expect(first.filter((o) => o.status !== 0 && o.status !== 200)).toEqual([]);

    // Restarted; every token retried, as a client must after a cut (and again after a success: replays are free).
    const b = await d.router();
    const retries: Answer[] = [];
    for (let i = 0; i < SENDS; i++) retries.push(await send(b.base, key, session, i));
    expect(retries.filter((o) => o.status !== 200)).toEqual([]);

    const answered = new Map(first.filter((o) => o.status === 200).map((o) => [o.token, o]));
    for (const o of first.filter((o) => o.status === 200)) {
      expect(o.sent!.deduplicated).toBe(false);
      expect(o.cost).toBe(PRICE);
    }
    for (const r of retries) {
      const original = answered.get(r.token);
      if (original) expect(r.sent, r.token).toMatchObject({ deduplicated: true, message_id: original.sent!.message_id, state: original.sent!.state });
      // Contract 4.10 rule 4: a replay itself is $0.00; a send the dead router never took is sent now, at its price.
      expect(r.cost, r.token).toBe(r.sent!.deduplicated ? '$0.0000' : PRICE);
    }

    // The audit. What the network holds, by recipient; each send row, its charge, and any reversal of it.
    const delivered = await db.query<{ recipient: string; n: number }>(
      "SELECT recipient, count(*)::int AS n FROM dm_sandbox_deliveries WHERE recipient LIKE 'crash_target_%' GROUP BY recipient",
    );
    const sends = await db.query<{ recipient: string; status: string; charge_request_id: string | null }>(
      `SELECT c.recipient, s.status, s.charge_request_id FROM dm_sends s JOIN dm_conversations c ON c.id = s.conversation_id WHERE c.account_id = $1`,
      [accountId],
    );
    const ledger = await db.query<{ kind: string; amount: string; request_id: string }>(
      "SELECT kind, amount, request_id FROM ledger WHERE account_id = $1 AND kind <> 'topup' ORDER BY id",
      [accountId],
    );
    const reversed = new Set(ledger.filter((l) => l.kind === 'reversal').map((l) => l.request_id));
    const standing = ledger.filter((l) => l.kind === 'charge' && !reversed.has(`${l.request_id}:reversal`));
    const chargesOf = (id: string | null) => standing.filter((l) => l.request_id === id);

    // At most once on the network, and every send row holds one charge that stands, of the price.
    expect(delivered.filter((r) => r.n !== 1)).toEqual([]);
    expect(sends).toHaveLength(SENDS);
    for (const s of sends)
      expect(
        chargesOf(s.charge_request_id).map((l) => l.amount),
        s.recipient,
      ).toEqual(['-0.0200']);
    // Every charge that stands is one send's: nothing charged twice, nothing charged for no send.
    expect(standing.map((l) => l.request_id).sort()).toEqual(sends.map((s) => s.charge_request_id).sort());

    // Every message the network received is charged; a charged send whose message did not reach it is one whose
    // outcome is unknown (its process died after the charge and before the network held it), replayed as such.
    const onNetwork = new Set(delivered.map((r) => r.recipient));
    const unknown = sends.filter((s) => !onNetwork.has(s.recipient));
    for (const s of unknown) {
      expect(s.status, s.recipient).toBe('dispatching');
      const retry = retries.find((r) => `crash_target_${r.token.slice('crash-'.length)}` === s.recipient)!;
      expect(retry.sent).toMatchObject({ deduplicated: true, state: 'delivery_unknown' });
    }
    for (const s of sends.filter((s) => s.status === 'sent')) expect(onNetwork.has(s.recipient), s.recipient).toBe(true);

    // The balance is the top-up less the charges that stand; the Redis figure requests spend from comes back to it
    // once the dead router's holds lapse (bounded wait on a condition, not a clock).
    const [{ balance }] = await db.query<{ balance: string }>('SELECT balance FROM accounts WHERE id = $1', [accountId]);
    expect(balance).toBe(formatDollars(parseDollars('1') - standing.length * parseDollars('0.02')).slice(1));
    const wallet = new Wallet(d.services.redis, db);
    const settleBy = Date.now() + 30_000;
    let spendable = await wallet.spendable(accountId);
    while (spendable !== parseDollars(balance) && Date.now() < settleBy) {
      await new Promise((r) => setTimeout(r, 200));
      spendable = await wallet.spendable(accountId);
    }
    expect(formatDollars(spendable)).toBe(`$${balance}`);

    report('router killed during DM sends', {
      sends: SENDS,
      cut: cut.length,
      delivered: delivered.length,
      charged: standing.length,
      charged_outcome_unknown: unknown.length,
      reversals: reversed.size,
    });
    await b.stop();
  }, 240_000);
});
