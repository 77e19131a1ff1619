import { randomBytes } from 'node:crypto';
import type { MailAddress } from './address.ts';
import type { MailHost } from './mail-route.ts';
import { ConnectFailed, SmtpFailure, SmtpSession, netConnector, type Connector, type SmtpReply } from './smtp-session.ts';
import type { VerifierSettings } from './settings.ts';

/** What a probe found: a status with the provider that decided it and what qualifies it. */
export interface ProbeOutcome {
  status: 'deliverable' | 'undeliverable' | 'risky' | 'unknown';
  provider: 'smtp' | 'none';
  sub_status: string | null;
}

/** Connections tried in all, over every mail host and address, before giving up. */
const MAX_CONNECTIONS = 4;
/** Longest the probe waits for the answer to QUIT; the outcome is known by then. */
const QUIT_WAIT_MS = 1_000;

const GREYLISTING = new Set([450, 451, 452]);
const NO_MAILBOX = new Set([550, 551, 553]);

const unknown = (sub_status: string, provider: ProbeOutcome['provider'] = 'smtp'): ProbeOutcome => ({ status: 'unknown', provider, sub_status });

/** A refusal that is about the sending host, not the mailbox (RFC 3463 class X.7: security or policy). */
const isPolicy = (reply: SmtpReply) => reply.enhanced?.split('.')[1] === '7';

/**
 * A refusal of the probe's own reverse-path given in answer to RCPT (servers that check the sender there): RFC 3463
 * X.1.7 (bad sender's mailbox syntax) and X.1.8 (bad sender's system address), or Postfix's fixed wording, which it
 * also uses with X.1.0. It says nothing about the recipient's mailbox.
 */
const isSenderRefusal = (reply: SmtpReply) =>
  reply.enhanced?.endsWith('.1.7') || reply.enhanced?.endsWith('.1.8') || /\bsender address rejected\b/i.test(reply.lines.join(' '));

/** What a reply to a command other than RCPT says when it is not the success the dialogue needs. */
function refusal(reply: SmtpReply, permanent: string): ProbeOutcome {
  if (GREYLISTING.has(reply.code)) return unknown('greylisted');
  return unknown(reply.code >= 500 ? permanent : 'temporary_failure');
}

/** What the reply to RCPT TO of the address itself says, or null when it was accepted. */
function recipientRefusal(reply: SmtpReply): ProbeOutcome | null {
  if (reply.code === 250 || reply.code === 251) return null;
  // About us, not the mailbox: never a verdict on the address.
  if (isSenderRefusal(reply)) return unknown('sender_rejected');
  if (NO_MAILBOX.has(reply.code) && !isPolicy(reply)) return { status: 'undeliverable', provider: 'smtp', sub_status: 'mailbox_not_found' };
  if (GREYLISTING.has(reply.code)) return unknown('greylisted');
  if (reply.code === 552) return unknown('mailbox_full');
  if (reply.code >= 500) return unknown(isPolicy(reply) ? 'blocked' : 'rejected');
  return unknown('temporary_failure');
}

/**
 * Asks the domain's mail hosts whether they would accept mail for the address, without sending any: the greeting,
 * EHLO, MAIL FROM, RCPT TO the address, RCPT TO a random address at the same domain (a server accepting both accepts
 * everything: catch-all), QUIT. Never DATA. Hosts are tried best first, the next one only when a connection cannot be
 * opened or the host refuses to talk (a greeting other than 220); once a conversation has started, what it says
 * (a timeout included) is the outcome.
 */
export class SmtpProber {
  constructor(
    private readonly settings: Pick<VerifierSettings, 'smtpPort' | 'heloName' | 'mailFrom' | 'connectTimeoutMs' | 'commandTimeoutMs'>,
    private readonly connect: Connector = netConnector,
  ) {}

  async probe(address: MailAddress, hosts: MailHost[]): Promise<ProbeOutcome> {
    let attempts = 0;
    let greetingRefused = false;
    for (const host of hosts) {
      for (const ip of host.addresses) {
        if (attempts++ >= MAX_CONNECTIONS) break;
        let session: SmtpSession;
        try {
          session = await SmtpSession.open(ip, this.settings.smtpPort, this.settings.connectTimeoutMs, this.connect);
        } catch (err) {
          if (err instanceof ConnectFailed) continue;
          throw err;
        }
        try {
          const greeting = await session.read(this.settings.commandTimeoutMs);
          if (greeting.code !== 220) {
            greetingRefused = true;
            continue;
          }
          return await this.converse(session, address);
        } catch (err) {
          if (!(err instanceof SmtpFailure)) throw err;
          return unknown(err.kind === 'timeout' ? 'timeout' : err.kind === 'closed' ? 'connection_lost' : 'protocol_error');
        } finally {
          session.close();
        }
      }
    }
    return greetingRefused ? unknown('connection_rejected') : unknown('connection_failed', 'none');
  }

  private async converse(session: SmtpSession, address: MailAddress): Promise<ProbeOutcome> {
    const wait = this.settings.commandTimeoutMs;
    let hello = await session.command(`EHLO ${this.settings.heloName}`, wait);
    // A server without ESMTP answers EHLO 500-class; HELO is what it speaks (RFC 5321 §3.2).
    if (hello.code >= 500) hello = await session.command(`HELO ${this.settings.heloName}`, wait);
    if (hello.code !== 250) return refusal(hello, 'rejected');
    const from = await session.command(`MAIL FROM:<${this.settings.mailFrom}>`, wait);
    if (from.code !== 250) return refusal(from, 'sender_rejected');

    const outcome = recipientRefusal(await session.command(`RCPT TO:<${address.address}>`, wait)) ?? (await this.catchAll(session, address));
    await session.command('QUIT', Math.min(wait, QUIT_WAIT_MS)).catch(() => {});
    return outcome;
  }

  /** The address was accepted: would a random one at the same domain be too? */
  private async catchAll(session: SmtpSession, address: MailAddress): Promise<ProbeOutcome> {
    let reply: SmtpReply;
    try {
      reply = await session.command(`RCPT TO:<${randomBytes(10).toString('hex')}@${address.domain}>`, this.settings.commandTimeoutMs);
    } catch (err) {
      if (!(err instanceof SmtpFailure)) throw err;
      return { status: 'risky', provider: 'smtp', sub_status: 'catch_all_unknown' };
    }
    // Refused as a mailbox: not everything is accepted. Refused for a reason about us: that is still open.
    if (reply.code >= 500 && !isPolicy(reply) && !isSenderRefusal(reply)) return { status: 'deliverable', provider: 'smtp', sub_status: null };
    if (reply.code === 250 || reply.code === 251) return { status: 'risky', provider: 'smtp', sub_status: 'catch_all' };
    // A temporary answer for the random address leaves it open whether the server accepts everything.
    return { status: 'risky', provider: 'smtp', sub_status: 'catch_all_unknown' };
  }
}
