import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/**
 * Which addresses the service may connect to when it fetches a URL a caller gave it: public unicast only. Every block
 * of the IANA IPv4 and IPv6 special-purpose address registries that is not globally reachable is refused (by the
 * resolved address, never by the name), with multicast and the deprecated site-local block, unless the deployment
 * allows it by OUTBOUND_ALLOW_CIDRS (tests allow loopback; a private deployment may allow its own ranges). IPv6 forms
 * that carry an IPv4 address are judged by the IPv4 address they carry, which must be public: the kernel or a
 * translator on the path turns them into a connection to it.
 */

/** Each refused class, named as a refusal message names it, with its blocks (CIDR). */
const REFUSED: Record<string, string[]> = {
  'an unspecified address': ['0.0.0.0/8', '::/128'],
  'a loopback address': ['127.0.0.0/8', '::1/128'],
  'a private (RFC 1918) address': ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'],
  'a link-local address': ['169.254.0.0/16', 'fe80::/10'],
  'a carrier-grade NAT address': ['100.64.0.0/10'],
  'a multicast address': ['224.0.0.0/4', 'ff00::/8'],
  'a benchmarking address': ['198.18.0.0/15', '2001:2::/48'],
  // IETF protocol assignments (192.0.0.0/24, and 2001::/23 as the blocks below) are refused whole, their anycast
  // services and ORCHIDv2 identifiers included: nothing a caller may ask this service to fetch lives there. Teredo
  // (2001::/32, the rest of 2001::/23) is judged by the IPv4 addresses it carries (below).
  'a reserved or broadcast address': [
    '240.0.0.0/4',
    '192.0.0.0/24',
    '192.88.99.0/24',
    ...['2001:1::/32', '2001:2::/31', '2001:4::/30', '2001:8::/29', '2001:10::/28', '2001:20::/27', '2001:40::/26', '2001:80::/25', '2001:100::/24'],
    '5f00::/16',
  ],
  'a discard-only address': ['100::/64', '100:0:0:1::/64'],
  'a documentation address': ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32', '3fff::/20'],
  // A local-use translation prefix: where the IPv4 address sits in it is the deployment's choice, so it is refused
  // as a block (the registry marks it not globally reachable).
  'a local-use IPv4/IPv6 translation address': ['64:ff9b:1::/48'],
  'a unique-local IPv6 address': ['fc00::/7'],
  'a site-local IPv6 address': ['fec0::/10'],
};

type Block = [IPv4 | IPv6, number];

/** IPv6 forms that carry an IPv4 address, and the IPv4 addresses each carries. */
const CARRIERS: { name: string; block: Block; carried(address: IPv6): IPv4[] }[] = [
  { name: 'an IPv4-mapped IPv6 address', block: ipaddr.parseCIDR('::ffff:0:0/96'), carried: (a) => [low32(a)] },
  { name: 'an IPv4-translated (SIIT) IPv6 address', block: ipaddr.parseCIDR('::ffff:0:0:0/96'), carried: (a) => [low32(a)] },
  { name: 'a NAT64 IPv6 address', block: ipaddr.parseCIDR('64:ff9b::/96'), carried: (a) => [low32(a)] },
  { name: 'a 6to4 IPv6 address', block: ipaddr.parseCIDR('2002::/16'), carried: (a) => [fromParts(a.parts[1], a.parts[2])] },
  // Teredo carries its server (bits 32-63) and, inverted, the client the traffic ends at (bits 96-127).
  {
    name: 'a Teredo IPv6 address',
    block: ipaddr.parseCIDR('2001::/32'),
    carried: (a) => [fromParts(a.parts[2], a.parts[3]), fromParts(~a.parts[6], ~a.parts[7])],
  },
  // Deprecated IPv4-compatible addresses (::/96, RFC 4291); :: and ::1 are matched as themselves first.
  { name: 'an IPv4-compatible IPv6 address', block: ipaddr.parseCIDR('::/96'), carried: (a) => [low32(a)] },
];

function fromParts(high: number, low: number): IPv4 {
  return new ipaddr.IPv4([(high >> 8) & 0xff, high & 0xff, (low >> 8) & 0xff, low & 0xff]);
}

const low32 = (a: IPv6) => fromParts(a.parts[6], a.parts[7]);

const REFUSED_BLOCKS = Object.entries(REFUSED).map(([reason, cidrs]) => ({ reason, blocks: cidrs.map((c) => ipaddr.parseCIDR(c)) }));

/** Whether `address` lies in `block`; an address is only ever matched against blocks of its own family. */
function inBlock(address: IPv4 | IPv6, [network, bits]: Block): boolean {
  return address.kind() === network.kind() && (address as IPv4).match(network as IPv4, bits);
}

/** Parses an IP literal strictly (node's rules: dotted-quad IPv4 only, so `0x7f.1` and `127.1` are not addresses). */
function parse(address: string): IPv4 | IPv6 | null {
  const family = isIP(address);
  if (!family) return null;
  // ipaddr.js reads a dotted IPv4 tail only after ::ffff:, so any other (::127.0.0.1) is rewritten as two groups.
  const text =
    family === 6
      ? address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`)
      : address;
  try {
    return ipaddr.parse(text);
  } catch {
    return null;
  }
}

interface Range {
  network: string;
  prefix: number;
}

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
      if (!family || extra !== undefined || !/^\d{1,3}$/.test(bits ?? '') || prefix > max || !parse(network)) {
        throw new Error(`OUTBOUND_ALLOW_CIDRS: ${JSON.stringify(cidr)} is not a CIDR range such as 127.0.0.0/8 or ::1/128`);
      }
      return { network, prefix };
    });
}

export class AddressPolicy {
  private readonly allowed: Block[];

  constructor(allow: Range[] = []) {
    this.allowed = allow.map((r) => [parse(r.network)!, r.prefix]);
  }

  /** Why a connection to `address` (an IP literal) is refused, or null when it may be made. */
  refusal(address: string): string | null {
    const parsed = parse(address);
    if (!parsed) return 'not an IP address';
    return this.refusalOf(parsed);
  }

  private refusalOf(address: IPv4 | IPv6, carried = false): string | null {
    // The allow-list names addresses as they are written: allowing 127.0.0.1/32 does not allow ::ffff:127.0.0.1.
    if (!carried && this.allowed.some((block) => inBlock(address, block))) return null;
    for (const { reason, blocks } of REFUSED_BLOCKS) if (blocks.some((block) => inBlock(address, block))) return reason;
    if (address.kind() === 'ipv6') {
      const carrier = CARRIERS.find((c) => inBlock(address, c.block));
      if (carrier) {
        for (const inner of carrier.carried(address as IPv6)) {
          const reason = this.refusalOf(inner, true);
          if (reason) return `${carrier.name} carrying ${reason} (${inner.toString()})`;
        }
      }
    }
    return null;
  }
}
