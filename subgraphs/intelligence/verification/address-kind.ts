import { createRequire } from 'node:module';
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/**
 * What kind of mailbox an address is, from maintained lists: a disposable (throwaway) domain, a free webmail
 * provider, or a role account (a function, not a person).
 */

const require = createRequire(import.meta.url);

let disposable: Set<string> | null = null;
let webmail: Set<string> | null = null;

/**
 * The community-maintained disposable-email-domains blocklist (disposable-email-domains-js). A subdomain of a listed
 * domain is disposable too (the list names registrable domains only).
 */
export function isDisposableDomain(domain: string): boolean {
  disposable ??= disposableEmailBlocklistSet();
  const labels = domain.split('.');
  for (let i = 0; i <= labels.length - 2; i++) if (disposable.has(labels.slice(i).join('.'))) return true;
  return false;
}

/** Free mail providers (email-providers, `all.json`: gmail.com, outlook.com, web.de, ...). Exact domain only. */
export function isWebmailDomain(domain: string): boolean {
  webmail ??= new Set(require('email-providers/all.json') as string[]);
  return webmail.has(domain);
}

/**
 * Role mailboxes: RFC 2142's service mailboxes and the usual no-reply, administrative and customer-service names. Kept
 * short on purpose: names a creator or company uses for outreach (collab, press, partnerships, booking, hello) are
 * what contact discovery looks for, and are not flagged.
 */
const ROLE_ACCOUNTS = new Set([
  // RFC 2142
  'info',
  'marketing',
  'sales',
  'support',
  'abuse',
  'noc',
  'security',
  'postmaster',
  'hostmaster',
  'usenet',
  'news',
  'webmaster',
  'www',
  'uucp',
  'ftp',
  // no-reply
  'noreply',
  'no-reply',
  'no_reply',
  'no.reply',
  'donotreply',
  'do-not-reply',
  'do_not_reply',
  'mailer-daemon',
  // administration and service desks
  'admin',
  'administrator',
  'root',
  'sysadmin',
  'help',
  'helpdesk',
  'contact',
  'contactus',
  'contact-us',
  'office',
  'billing',
  'accounts',
  'accounting',
  'invoices',
  'enquiries',
  'inquiries',
  'customerservice',
  'customer-service',
  'service',
  'feedback',
  'privacy',
  'legal',
  'compliance',
  'careers',
  'jobs',
  'hr',
  'newsletter',
  'notifications',
  'unsubscribe',
  'spam',
]);

/** A role account by its local part, a `+tag` ignored (`info+shop@` is `info@`). */
export function isRoleAccount(local: string): boolean {
  return ROLE_ACCOUNTS.has(local.split('+')[0]);
}
