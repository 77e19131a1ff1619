import { domainToASCII } from 'node:url';

/** An address in the form the verifier checks it: lower-cased, the domain in ASCII (IDNA). */
export interface MailAddress {
  /** `local@domain`, the cache key and what RCPT TO names. */
  address: string;
  local: string;
  domain: string;
}

export type ParsedAddress = ({ ok: true } & MailAddress) | { ok: false; /** The domain when only the local part is malformed. */ domain: string | null };

// RFC 5322 dot-atom: atext runs joined by single dots. Quoted local parts are not probed (rare, and the quoting
// would have to survive into the SMTP command line).
const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The domain in ASCII when it is a host name with at least two labels and a non-numeric top label; else null. */
function asciiDomain(raw: string): string | null {
  // Address literals (user@[192.0.2.1]) name no domain: nothing is looked up or connected to for them.
  if (raw.startsWith('[')) return null;
  const domain = domainToASCII(raw.replace(/\.$/, '')).toLowerCase();
  if (!domain || domain.length > 253) return null;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels[labels.length - 1])) return null;
  return domain;
}

/** Whether a string holds a C0 control character or DEL. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Reads an address as found (surrounding spaces dropped). Whitespace or control characters anywhere, a missing or
 * second `@`, an over-long part, or a domain that cannot be a host name make it malformed: such an address is
 * never written into an SMTP command.
 */
export function parseAddress(input: string): ParsedAddress {
  const text = input.trim();
  if (text.length > 254 || /\s/.test(text) || hasControl(text)) return { ok: false, domain: null };
  const at = text.lastIndexOf('@');
  if (at <= 0) return { ok: false, domain: null };
  const local = text.slice(0, at).toLowerCase();
  const domain = asciiDomain(text.slice(at + 1));
  if (!domain) return { ok: false, domain: null };
  if (local.length > 64 || !LOCAL.test(local)) return { ok: false, domain };
  return { ok: true, address: `${local}@${domain}`, local, domain };
}
