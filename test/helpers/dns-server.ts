import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import * as dnsPacket from 'dns-packet';

/**
 * A DNS server on loopback for tests (OUTBOUND_DNS_SERVERS points the fetcher at it): names answer the addresses
 * `answer` gives for them, asked afresh for every query (so a test can make a name resolve differently the second
 * time), and every question is recorded. Names it does not know answer NXDOMAIN.
 */
export interface TestDnsServer {
  /** `127.0.0.1:<port>`, as OUTBOUND_DNS_SERVERS takes it. */
  address: string;
  /** Every question asked, in order: `A example.test`. */
  questions: string[];
  close(): Promise<void>;
}

export type DnsAnswer = (name: string, type: 'A' | 'AAAA', times: number) => string[] | null;

export async function startDnsServer(answer: DnsAnswer): Promise<TestDnsServer> {
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
    const type = question.type as 'A' | 'AAAA';
    questions.push(`${type} ${name}`);
    const times = (asked.get(`${type} ${name}`) ?? 0) + 1;
    asked.set(`${type} ${name}`, times);
    const addresses = type === 'A' || type === 'AAAA' ? answer(name, type, times) : null;
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (addresses === null ? 3 : 0),
      questions: [question],
      answers: (addresses ?? []).map((data) => ({ type, class: 'IN', name: question.name, ttl: 0, data }) as dnsPacket.Answer),
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
