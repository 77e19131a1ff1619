import { hostname } from 'node:os';
import { settingsFrom, type Config } from '../../../platform/config.ts';

/**
 * An external verification vendor (EMAIL_VERIFY_VENDOR_*), called instead of the SMTP probe when configured; the
 * protocol it must speak is in vendor-client.ts and README.md beside this file.
 */
export interface VendorSettings {
  /** The vendor's name (EMAIL_VERIFY_VENDOR): what `provider` says on its results. */
  name: string;
  /** Base URL (EMAIL_VERIFY_VENDOR_URL); the service POSTs to `<url>/verify` and nowhere else. */
  url: string;
  /** Bearer key (EMAIL_VERIFY_VENDOR_KEY); null answers every check `unverified` with reason `key_missing`. */
  key: string | null;
  /** Vendor calls allowed per clock minute across every process (EMAIL_VERIFY_VENDOR_MAX_PER_MINUTE); 0: no bound. */
  maxPerMinute: number;
  /** Longest one vendor call may take, answer included (EMAIL_VERIFY_VENDOR_TIMEOUT_MS). */
  timeoutMs: number;
}

export interface VerifierSettings {
  /** DNS servers (`host` or `host:port`, OUTBOUND_DNS_SERVERS); empty: the system resolver. */
  dnsServers: string[];
  /** Port of the SMTP probe (SMTP_PROBE_PORT, default 25). */
  smtpPort: number;
  /** The name the probe gives in EHLO (SMTP_PROBE_HELO; default the host of PUBLIC_URL, else this machine's name). */
  heloName: string;
  /** The probe's reverse-path (SMTP_PROBE_MAIL_FROM); empty sends the null reverse-path `MAIL FROM:<>`. */
  mailFrom: string;
  /** Longest a TCP connection to one mail host may take to open (SMTP_PROBE_CONNECT_TIMEOUT_MS); also bounds DNS queries. */
  connectTimeoutMs: number;
  /** Longest the probe waits for any one reply, the greeting included (SMTP_PROBE_COMMAND_TIMEOUT_MS). */
  commandTimeoutMs: number;
  /** How long a definitive result is served from the cache (EMAIL_VERIFY_CACHE_SECONDS, default 7 days); 0: never. */
  cacheSeconds: number;
  vendor: VendorSettings | null;
  /** Ranges the probe may connect to although the address policy refuses their class (OUTBOUND_ALLOW_CIDRS). */
  allowCidrs: string;
}

/** Provider names of our own; a vendor may not take one. */
const OWN_PROVIDERS = new Set(['smtp', 'dns', 'none']);

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
// No spaces, angle brackets or control characters: the value is written into an SMTP command line.
const MAILBOX = /^[!#$%&'*+/=?^_`{|}~a-z0-9.-]{1,64}@[a-z0-9.-]{1,253}$/i;

function defaultHelo(config: Config): string {
  if (config.publicUrl) {
    try {
      const host = new URL(config.publicUrl).hostname;
      if (HOST.test(host)) return host;
    } catch {}
  }
  const name = hostname();
  return HOST.test(name) ? name : 'localhost';
}

/** The verifier's settings: SMTP_PROBE_*, EMAIL_VERIFY_* and the outbound DNS servers and allowed ranges. */
export function verifierSettings(config: Config): VerifierSettings {
  const read = settingsFrom(config.env);
  const smtpPort = read.int('SMTP_PROBE_PORT', 25);
  if (smtpPort < 1 || smtpPort > 65535) throw new Error(`SMTP_PROBE_PORT must be a port from 1 to 65535, got ${smtpPort}`);
  const heloName = read.string('SMTP_PROBE_HELO', defaultHelo(config));
  if (!HOST.test(heloName)) throw new Error(`SMTP_PROBE_HELO must be a host name such as mail.example.com, got ${JSON.stringify(heloName)}`);
  const mailFrom = read.string('SMTP_PROBE_MAIL_FROM', '');
  if (mailFrom && !MAILBOX.test(mailFrom))
    throw new Error(`SMTP_PROBE_MAIL_FROM must be an address such as verify@example.com, got ${JSON.stringify(mailFrom)}`);
  return {
    dnsServers: config.outbound.dnsServers,
    smtpPort,
    heloName,
    mailFrom,
    connectTimeoutMs: read.int('SMTP_PROBE_CONNECT_TIMEOUT_MS', 5_000),
    commandTimeoutMs: read.int('SMTP_PROBE_COMMAND_TIMEOUT_MS', 10_000),
    cacheSeconds: read.int('EMAIL_VERIFY_CACHE_SECONDS', 7 * 24 * 3600),
    vendor: vendorSettings(config.env),
    allowCidrs: config.outbound.allowCidrs,
  };
}

function vendorSettings(env: Config['env']): VendorSettings | null {
  const read = settingsFrom(env);
  const name = env.EMAIL_VERIFY_VENDOR;
  if (!name) return null;
  if (!/^[a-z0-9][a-z0-9_-]{0,39}$/.test(name) || OWN_PROVIDERS.has(name)) {
    throw new Error(`EMAIL_VERIFY_VENDOR must be a lowercase name such as acmeverify (not smtp, dns or none), got ${JSON.stringify(name)}`);
  }
  const raw = env.EMAIL_VERIFY_VENDOR_URL ?? '';
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(`EMAIL_VERIFY_VENDOR_URL must be the vendor's http(s) base URL when EMAIL_VERIFY_VENDOR is set, got ${JSON.stringify(raw)}`);
  }
  return {
    name,
    url: url.href.replace(/\/+$/, ''),
    key: env.EMAIL_VERIFY_VENDOR_KEY || null,
    maxPerMinute: read.int('EMAIL_VERIFY_VENDOR_MAX_PER_MINUTE', 60),
    timeoutMs: read.int('EMAIL_VERIFY_VENDOR_TIMEOUT_MS', 10_000),
  };
}
