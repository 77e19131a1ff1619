import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { AddressPolicy } from '../../../platform/outbound/address-policy.ts';
import type { DnsResult } from './verification.ts';

/** One mail host of a domain, with the addresses the service may connect to, in the order DNS gave them. */
export interface MailHost {
  name: string;
  preference: number;
  addresses: string[];
}

/**
 * Where mail for a domain goes. `hosts` (best first, each with at least one allowed address) is empty unless `dns`
 * is `mx_present` or `implicit_mx`. `detail` says why there is no route: `mx_unresolved` (no mail host has an
 * address) or `mx_not_public` (every address is in a class the address policy refuses; only when the resolver checks
 * addresses against a policy, that is when the service itself will connect to the mail hosts).
 */
export interface MailRoute {
  dns: DnsResult;
  hosts: MailHost[];
  detail: 'mx_unresolved' | 'mx_not_public' | null;
}

/** Bounds on what one hostile zone can make the verifier resolve and try. */
const MAX_MX_HOSTS = 5;
const MAX_ADDRESSES_PER_HOST = 4;

/** Answers that say the name has no such records (as opposed to a failure to get an answer). */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA']);

type Lookup = { addresses: string[]; failed: boolean };

/**
 * Resolves a domain's mail route with a DNS resolver (the given servers, else the system's), checking every address
 * against the address policy: an address it refuses is dropped here, so nothing downstream can connect to it. With no
 * policy (a vendor checks the addresses: the service connects to no mail host) every address is kept as DNS gave it.
 *
 * Only answers are findings: NXDOMAIN is `no_domain`, NOERROR without MX is an implicit MX (or `no_route` when the
 * domain has no address either), an MX of "." is `null_mx`. A query that got no answer (timeout, SERVFAIL, REFUSED,
 * an unreachable resolver, a malformed reply) is `dns_error`, and so is a route that could only be decided by a
 * lookup that failed. `route` never throws.
 */
export class MailRouteResolver {
  private readonly resolver: Resolver;

  constructor(
    servers: string[],
    timeoutMs: number,
    private readonly policy: AddressPolicy | null,
  ) {
    this.resolver = new Resolver({ timeout: Math.max(1, Math.min(timeoutMs, 5_000)), tries: 2 });
    if (servers.length) this.resolver.setServers(servers);
  }

  async route(domain: string): Promise<MailRoute> {
    let records: { exchange: string; priority: number }[];
    try {
      records = await this.resolver.resolveMx(domain);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'ENOTFOUND') return { dns: 'no_domain', hosts: [], detail: null };
      if (code === 'ENODATA') return this.implicit(domain);
      return { dns: 'dns_error', hosts: [], detail: null };
    }
    // RFC 7505: an MX of "." (the root; the resolver gives it as "") says the domain accepts no mail. One among real
    // MX records is a misconfiguration and is skipped.
    if (records.length === 0) return this.implicit(domain);
    const usable = records.filter((r) => r.exchange !== '' && r.exchange !== '.');
    if (usable.length === 0) return { dns: 'null_mx', hosts: [], detail: null };
    const best = usable
      .map((r) => ({ name: r.exchange.toLowerCase().replace(/\.$/, ''), preference: r.priority }))
      .sort((a, b) => a.preference - b.preference || a.name.localeCompare(b.name))
      .filter((r, i, all) => all.findIndex((o) => o.name === r.name) === i)
      .slice(0, MAX_MX_HOSTS);
    const lookups = await Promise.all(best.map((host) => this.addressesOf(host.name)));
    return this.decide(
      best.map((host, i) => ({ ...host, lookup: lookups[i] })),
      'mx_present',
    );
  }

  /** No MX records: the domain itself is its mail host when it has an address (RFC 5321 §5.1). */
  private async implicit(domain: string): Promise<MailRoute> {
    const lookup = await this.addressesOf(domain);
    if (lookup.addresses.length === 0 && !lookup.failed) return { dns: 'no_route', hosts: [], detail: 'mx_unresolved' };
    return this.decide([{ name: domain, preference: 0, lookup }], 'implicit_mx');
  }

  private decide(hosts: (Omit<MailHost, 'addresses'> & { lookup: Lookup })[], found: 'mx_present' | 'implicit_mx'): MailRoute {
    const allowed = hosts
      .map(({ name, preference, lookup }) => ({ name, preference, addresses: lookup.addresses.filter((a) => this.allowed(a)) }))
      .filter((host) => host.addresses.length > 0);
    if (allowed.length) return { dns: found, hosts: allowed, detail: null };
    // No host may be connected to: a lookup that failed may yet have answered an allowed address.
    if (hosts.some((h) => h.lookup.failed)) return { dns: 'dns_error', hosts: [], detail: null };
    const anyAddress = hosts.some((h) => h.lookup.addresses.length > 0);
    return { dns: 'no_route', hosts: [], detail: anyAddress ? 'mx_not_public' : 'mx_unresolved' };
  }

  private allowed(address: string): boolean {
    return this.policy === null || this.policy.refusal(address) === null;
  }

  /** A host's IPv4 then IPv6 addresses; `failed` when a query got no answer (as opposed to no records). */
  private async addressesOf(host: string): Promise<Lookup> {
    // An MX naming an address literal is invalid (RFC 5321 §5.1) but seen; it is checked like any other address.
    if (isIP(host)) return { addresses: [host], failed: false };
    const answers = await Promise.allSettled([this.resolver.resolve4(host), this.resolver.resolve6(host)]);
    const addresses = answers.flatMap((a) => (a.status === 'fulfilled' ? a.value : [])).slice(0, MAX_ADDRESSES_PER_HOST);
    const failed = answers.some((a) => a.status === 'rejected' && !ABSENT.has((a.reason as { code?: string }).code ?? ''));
    return { addresses, failed };
  }
}
