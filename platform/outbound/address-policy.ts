import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the service may connect to when it fetches a URL a caller gave it: public unicast only. Every
 * range below is refused (by the resolved address, never by the name), unless the deployment allows it by
 * OUTBOUND_ALLOW_CIDRS (tests allow loopback; a private deployment may allow its own ranges).
 */

interface Range {
  network: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

const v4 = (network: string, prefix: number): Range => ({ network, prefix, family: 'ipv4' });
const v6 = (network: string, prefix: number): Range => ({ network, prefix, family: 'ipv6' });

/** Each refused class, named as a refusal message names it, with its ranges. */
const REFUSED: Record<string, Range[]> = {
  'an unspecified address': [v4('0.0.0.0', 8), v6('::', 128)],
  'a loopback address': [v4('127.0.0.0', 8), v6('::1', 128)],
  'a private (RFC 1918) address': [v4('10.0.0.0', 8), v4('172.16.0.0', 12), v4('192.168.0.0', 16)],
  'a link-local address': [v4('169.254.0.0', 16), v6('fe80::', 10)],
  'a carrier-grade NAT address': [v4('100.64.0.0', 10)],
  'a multicast address': [v4('224.0.0.0', 4), v6('ff00::', 8)],
  'a reserved or broadcast address': [v4('240.0.0.0', 4), v4('192.0.0.0', 24), v4('198.18.0.0', 15)],
  'a documentation address': [v4('192.0.2.0', 24), v4('198.51.100.0', 24), v4('203.0.113.0', 24), v6('2001:db8::', 32)],
  // Whatever IPv4 address these carry, they are refused as a class: checking the embedded address is one
  // translation away from a bypass.
  'an IPv4-mapped IPv6 address': [v6('::ffff:0:0', 96)],
  'an IPv4-translated IPv6 address': [v6('64:ff9b::', 96), v6('64:ff9b:1::', 48), v6('2002::', 16), v6('2001::', 32)],
  'a unique-local IPv6 address': [v6('fc00::', 7)],
  'a site-local IPv6 address': [v6('fec0::', 10)],
};

function blockList(ranges: Range[]): BlockList {
  const list = new BlockList();
  for (const r of ranges) list.addSubnet(r.network, r.prefix, r.family);
  return list;
}

/**
 * Rules by family: an IPv4 address is checked against the IPv4 rules only and an IPv6 one against the IPv6 rules
 * only (a BlockList also matches IPv4 addresses against IPv4-mapped IPv6 ranges, which would refuse every IPv4).
 */
function byFamily(ranges: Range[]): { ipv4: BlockList; ipv6: BlockList } {
  return { ipv4: blockList(ranges.filter((r) => r.family === 'ipv4')), ipv6: blockList(ranges.filter((r) => r.family === 'ipv6')) };
}

const REFUSED_LISTS = Object.entries(REFUSED).map(([reason, ranges]) => ({ reason, lists: byFamily(ranges) }));

/** Parses OUTBOUND_ALLOW_CIDRS (`127.0.0.0/8,::1/128`); throws naming a malformed entry. */
export function parseCidrs(text: string): Range[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((cidr) => {
      const [network, bits, extra] = cidr.split('/');
      const family = isIP(network);
      const prefix = Number(bits);
      const max = family === 4 ? 32 : 128;
      if (!family || extra !== undefined || !/^\d{1,3}$/.test(bits ?? '') || prefix > max) {
        throw new Error(`OUTBOUND_ALLOW_CIDRS: ${JSON.stringify(cidr)} is not a CIDR range such as 127.0.0.0/8 or ::1/128`);
      }
      return { network, prefix, family: family === 4 ? 'ipv4' : 'ipv6' } as Range;
    });
}

export class AddressPolicy {
  private readonly allowed: { ipv4: BlockList; ipv6: BlockList };

  constructor(allow: Range[] = []) {
    this.allowed = byFamily(allow);
  }

  /** Why a connection to `address` (an IP literal) is refused, or null when it may be made. */
  refusal(address: string): string | null {
    const family = isIP(address);
    if (!family) return 'not an IP address';
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (this.allowed[type].check(address, type)) return null;
    for (const { reason, lists } of REFUSED_LISTS) if (lists[type].check(address, type)) return reason;
    return null;
  }
}
