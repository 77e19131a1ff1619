import { isIP } from 'node:net';
import { InvalidRequest, quote } from '../errors.ts';
import { normalised } from '../rest/params.ts';
import { AddressPolicy, parseCidrs } from './address-policy.ts';

/** The OUTBOUND_* settings the URL rules read: the same object the fetcher is made from. */
export interface UrlPolicySettings {
  /** CIDR ranges allowed although they are in a refused class (OUTBOUND_ALLOW_CIDRS). */
  allowCidrs: string;
  /** Ports a URL may name (OUTBOUND_PORTS); a URL without a port uses 80 or 443. */
  ports: number[];
}

/** The longest URL a caller may give. */
export const MAX_URL = 2048;

/** A URL the service will not fetch: 400 invalid_request naming why, uncharged. */
export class OutboundRefused extends InvalidRequest {}

/**
 * The rules a URL must meet before the service connects anywhere for it: http or https, no credentials, a port from
 * OUTBOUND_PORTS, and, when the host is an IP literal, an address the address policy allows. The guarded fetcher
 * applies them at every hop (with the resolved addresses of a name), and every operation that takes a URL from a
 * caller applies them as a parameter rule (`outboundUrlParam`), so whichever provider answers (the sandbox included)
 * the same URL is refused with the same message before anything is charged.
 */
export class UrlPolicy {
  readonly addresses: AddressPolicy;

  constructor(private readonly settings: UrlPolicySettings) {
    this.addresses = new AddressPolicy(parseCidrs(settings.allowCidrs));
  }

  /** Refuses `address` (an IP literal) when the address policy does; `subject` says where it came from. */
  checkAddress(address: string, subject: string): void {
    const reason = this.addresses.refusal(address);
    if (reason) throw new OutboundRefused(`${subject} ${reason}; this service fetches public addresses only.`);
  }

  /** A URL as a hop may go to it, without its #fragment; `what` names it in a refusal (`url`, `a redirect`). */
  target(raw: string | URL, what: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundRefused(`${what} is not a URL: ${quote(String(raw), 80)}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new OutboundRefused(`${what} must be http or https, not ${quote(url.protocol.slice(0, -1), 20)}.`);
    refuseCredentials(url, what);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) this.checkAddress(host, `${what} names`);
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    if (!this.settings.ports.includes(port)) {
      throw new OutboundRefused(`${what} names port ${port}; this service fetches from ports ${this.settings.ports.join(', ') || '(none)'} only.`);
    }
    url.hash = '';
    return url;
  }

  /** A URL a caller gave, as parameter `name`: at most MAX_URL characters, then the rules of every hop. */
  callerUrl(raw: string, name: string): URL {
    refuseLong(raw, name);
    return this.target(raw, name);
  }
}

function refuseLong(raw: string, name: string): void {
  if (raw.length > MAX_URL) throw new OutboundRefused(`${name} must be at most ${MAX_URL} characters, got ${raw.length}.`);
}

function refuseCredentials(url: URL, what: string): void {
  if (url.username || url.password) throw new OutboundRefused(`${what} must not carry credentials.`);
}

/**
 * A URL a caller gives to name something on a known public host (a video, a post, a company page), which the service
 * reads an identifier from and never fetches as given: the length and credentials rules of every URL parameter, with
 * the same messages; `notAUrl` says what shape was expected when `raw` does not parse. The caller checks the scheme,
 * host and path it accepts.
 */
export function identifierUrl(raw: string, name: string, notAUrl: string): URL {
  refuseLong(raw, name);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidRequest(notAUrl);
  }
  refuseCredentials(url, name);
  return url;
}

const policies = new WeakMap<UrlPolicySettings, UrlPolicy>();

/** The URL policy of a configuration, made once per settings object (the fetcher and the parameter rules share it). */
export function urlPolicyOf(settings: UrlPolicySettings): UrlPolicy {
  let policy = policies.get(settings);
  if (!policy) {
    policy = new UrlPolicy(settings);
    policies.set(settings, policy);
  }
  return policy;
}

/**
 * A parameter holding a URL the service will fetch or deliver to, under the configuration's URL policy; `then` may
 * refine it further (an operation's own rules) and answers the parameter's value. Without `then`, the value is the URL
 * as given.
 */
export function outboundUrlParam<T = string>(
  settings: UrlPolicySettings,
  name: string,
  doc: Record<string, unknown>,
  then: (url: URL, raw: string) => T = (_url, raw) => raw as T,
) {
  return normalised((raw) => then(urlPolicyOf(settings).callerUrl(raw, name), raw), { format: 'uri', maxLength: MAX_URL, ...doc });
}

/** Parameter rules that read the URL policy, built once per settings object (a route's and a resolver's share them). */
export function rulesPerPolicy<T>(build: (settings: UrlPolicySettings) => T): (settings: UrlPolicySettings) => T {
  const built = new WeakMap<UrlPolicySettings, T>();
  return (settings) => {
    let rules = built.get(settings);
    if (rules === undefined) {
      rules = build(settings);
      built.set(settings, rules);
    }
    return rules;
  };
}
