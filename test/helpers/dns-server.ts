import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import * as dnsPacket from 'dns-packet';

/**
 * A DNS server on loopback for tests (OUTBOUND_DNS_SERVERS points the fetcher at it): names answer the addresses
 * `answer` gives for them, asked afresh for every query (so a test can make a name resolve differently the second
 * time), and every question is recorded. Names it does not know answer NXDOMAIN.
 *
 * MX questions are answered by `options.mx` when given (and NXDOMAIN otherwise, as every type but A and AAAA always
 * was). Any answer may instead be a failure: `'NXDOMAIN'`, `'SERVFAIL'`, `'REFUSED'`, or `'TIMEOUT'` (no answer at all).
 */
export interface TestDnsServer {
  /** `127.0.0.1:<port>`, as OUTBOUND_DNS_SERVERS takes it. */
  address: string;
  /** Every question asked, in order: `A example.test`, `MX example.test`. */
  questions: string[];
  close(): Promise<void>;
}

/** How a test server fails a question instead of answering it. */
export type DnsFailure = 'NXDOMAIN' | 'SERVFAIL' | 'REFUSED' | 'TIMEOUT';

/** Addresses for the name (an empty list is an answer without records: the name exists), null for NXDOMAIN. */
export type DnsAnswer = (name: string, type: 'A' | 'AAAA', times: number) => string[] | null | DnsFailure;

export interface MxRecord {
  preference: number;
  /** A host name, or `.` for a null MX (RFC 7505). */
  exchange: string;
}

/** MX records for the name (an empty list: the name exists without MX), null for NXDOMAIN. */
export type MxAnswer = (name: string, times: number) => MxRecord[] | null | DnsFailure;

export interface DnsServerOptions {
  mx?: MxAnswer;
}

const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;

export async function startDnsServer(answer: DnsAnswer, options: DnsServerOptions = {}): Promise<TestDnsServer> {
  const socket = createSocket('udp4');
  const questions: string[] = [];
  const asked = new Map<string, number>();
  socket.on('message', (message, peer) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    const type = question.type;
    questions.push(`${type} ${name}`);
    const times = (asked.get(`${type} ${name}`) ?? 0) + 1;
    asked.set(`${type} ${name}`, times);

    let found: string[] | MxRecord[] | null | DnsFailure = null;
    if (type === 'A' || type === 'AAAA') found = answer(name, type, times);
    else if (type === 'MX' && options.mx) found = options.mx(name, times);
    if (found === 'TIMEOUT') return;
    const rcode =
      found === null || found === 'NXDOMAIN' ? RCODE.NXDOMAIN : found === 'SERVFAIL' ? RCODE.SERVFAIL : found === 'REFUSED' ? RCODE.REFUSED : RCODE.NOERROR;
    const records = Array.isArray(found) ? found : [];
    const answers = records.map((data) =>
      typeof data === 'string'
        ? ({ type, class: 'IN', name: question.name, ttl: 0, data } as dnsPacket.Answer)
        : ({ type: 'MX', class: 'IN', name: question.name, ttl: 0, data: { preference: data.preference, exchange: data.exchange } } as dnsPacket.Answer),
    );
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | rcode,
      questions: [question],
      answers,
    });
    socket.send(response, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
