import { systemClock, type Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/pool.ts';
import { AddressPolicy, parseCidrs } from '../../../platform/outbound/address-policy.ts';
import type { OutboundFetcher } from '../../../platform/outbound/fetcher.ts';
import { log } from '../../../platform/log.ts';
import { parseAddress, type MailAddress } from './address.ts';
import { isDisposableDomain, isRoleAccount, isWebmailDomain } from './address-kind.ts';
import { MailRouteResolver, type MailRoute } from './mail-route.ts';
import type { VerifierSettings } from './settings.ts';
import { netConnector, type Connector } from './smtp-session.ts';
import { SmtpProber } from './smtp-probe.ts';
import { VerificationCache } from './verification-cache.ts';
import { VendorClient } from './vendor-client.ts';
import type { Verification } from './verification.ts';

export interface EmailVerifierOptions {
  /** How SMTP connections are opened (tests pass one that records attempts); Node's net.connect by default. */
  connect?: Connector;
  /** How the vendor is called (required with a vendor): the guarded outbound fetcher. */
  outbound?: Pick<OutboundFetcher, 'fetchBytes'>;
}

type Found = Omit<Verification, 'dns' | 'checked_at'>;

const found = (status: Verification['status'], provider: string, more: Partial<Found> = {}): Found => ({
  status,
  provider,
  vendor_status: null,
  sub_status: null,
  reason: null,
  ...more,
});

/**
 * Verifies one email address for contact discovery (contract 2.4), in this order:
 *
 * 1. Its form: a malformed address is `undeliverable` (provider `none`, sub_status `invalid_syntax`) and never probed.
 * 2. The cache: a definitive result (deliverable, undeliverable, risky) younger than `cacheSeconds` is served as it was.
 * 3. DNS (mail-route.ts): no domain, a null MX or no route is `undeliverable` (provider `dns`), a DNS failure `unknown`
 *    (provider `none`). Without a vendor, addresses the address policy refuses are dropped there: nothing connects to
 *    them, and mail hosts with only such addresses are `no_route`. With a vendor the service connects to no mail host,
 *    so the policy does not judge them: the vendor does (or, without its key, the answer is `unverified`).
 * 4. The vendor when one is configured, else the SMTP probe (smtp-probe.ts) of the best mail host.
 *
 * A verdict (deliverable, undeliverable, risky) comes only from an answer: DNS's, a mail server's or the vendor's. A
 * failure to get one is `unknown` (`unverified` on the vendor's path) and never kept: `check` is the one place every
 * live check passes through, and whatever a step throws is turned into such a failure there, not into a verdict or an
 * error for the client.
 * 5. What kind of address it is (address-kind.ts): a deliverable or catch-all address at a disposable domain, or of a
 *    role account, is `risky` with sub_status `disposable` or `role_account`; a deliverable webmail address stays
 *    deliverable, noted `webmail`.
 */
export class EmailVerifier {
  private readonly routes: MailRouteResolver;
  private readonly prober: SmtpProber;
  private readonly vendor: VendorClient | null;
  private readonly cache: VerificationCache;
  /** Checks under way in this process, so concurrent requests for one address share one check. */
  private readonly pending = new Map<string, Promise<Verification>>();

  constructor(
    settings: VerifierSettings,
    db: Db,
    private readonly clock: Clock = systemClock,
    options: EmailVerifierOptions = {},
  ) {
    const policy = new AddressPolicy(parseCidrs(settings.allowCidrs));
    // The policy guards the connections the service opens; with a vendor it opens none to mail hosts.
    this.routes = new MailRouteResolver(settings.dnsServers, settings.connectTimeoutMs, settings.vendor ? null : policy);
    this.prober = new SmtpProber(settings, options.connect ?? netConnector);
    if (settings.vendor && !options.outbound) throw new Error('EmailVerifier: a vendor is configured but no outbound fetcher was given');
    this.vendor = settings.vendor ? new VendorClient(settings.vendor, db, clock, options.outbound!) : null;
    this.cache = new VerificationCache(db, clock, settings.cacheSeconds);
  }

  async verify(email: string): Promise<Verification> {
    const parsed = parseAddress(email);
    if (!parsed.ok) {
      // A well-formed domain is still looked up, so `dns` says what is true of it.
      const route: Pick<MailRoute, 'dns'> = parsed.domain ? await this.routes.route(parsed.domain) : { dns: 'no_domain' };
      return this.stamp(found('undeliverable', 'none', { sub_status: 'invalid_syntax' }), route);
    }
    const cached = await this.cache.get(parsed.address);
    if (cached) return cached;
    let check = this.pending.get(parsed.address);
    if (!check) {
      check = this.check(parsed).finally(() => this.pending.delete(parsed.address));
      this.pending.set(parsed.address, check);
    }
    return check;
  }

  private async check(address: MailAddress): Promise<Verification> {
    let route: MailRoute;
    try {
      route = await this.routes.route(address.domain);
    } catch (err) {
      log.warn({ err, domain: address.domain }, 'email verification: the mail route lookup failed');
      route = { dns: 'dns_error', hosts: [], detail: null };
    }
    let outcome: Found;
    try {
      outcome = await this.decide(address, route);
    } catch (err) {
      log.warn({ err, domain: address.domain }, 'email verification: the check failed');
      outcome = this.vendor ? found('unverified', this.vendor.name, { reason: 'vendor_error' }) : found('unknown', 'none', { sub_status: 'check_failed' });
    }
    const result = this.stamp(outcome, route);
    // Only verdicts are kept (verification-cache.ts): unknown and unverified are asked again next time.
    await this.cache.put(address.address, result);
    return result;
  }

  private async decide(address: MailAddress, route: MailRoute): Promise<Found> {
    switch (route.dns) {
      case 'no_domain':
      case 'null_mx':
        return found('undeliverable', 'dns');
      case 'no_route':
        return found('undeliverable', 'dns', { sub_status: route.detail });
      case 'dns_error':
        return found('unknown', 'none');
    }
    if (this.vendor) {
      const answer = await this.vendor.verify(address.address);
      if (answer.kind === 'unverified') return found('unverified', this.vendor.name, { reason: answer.reason });
      return qualify(address, found(answer.status, this.vendor.name, { vendor_status: answer.vendorStatus, sub_status: answer.subStatus }));
    }
    const probe = await this.prober.probe(address, route.hosts);
    return qualify(address, found(probe.status, probe.provider, { sub_status: probe.sub_status }));
  }

  private stamp(result: Found, route: Pick<MailRoute, 'dns'>): Verification {
    return { ...result, dns: route.dns, checked_at: new Date(this.clock.now()).toISOString() };
  }
}

/** Disposable and role addresses are risky where they would be deliverable or catch-all; webmail is only noted. */
function qualify(address: MailAddress, result: Found): Found {
  const catchAll = result.status === 'risky' && (result.sub_status === 'catch_all' || result.sub_status === 'catch_all_unknown');
  if (result.status === 'deliverable' || catchAll) {
    const kind = isDisposableDomain(address.domain) ? 'disposable' : isRoleAccount(address.local) ? 'role_account' : null;
    if (kind) return { ...result, status: 'risky', sub_status: kind };
  }
  if (result.status === 'deliverable' && result.sub_status === null && isWebmailDomain(address.domain)) return { ...result, sub_status: 'webmail' };
  return result;
}
