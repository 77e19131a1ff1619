import type { LinkinbioPage, PageLink, Provider, RawPage, SocialAccount } from './page.ts';
import { emailsIn, cleanEmail } from './emails.ts';
import { absoluteLink, mailtoAddress } from './links.ts';
import { accountAt, type ProfilePages } from './socials.ts';

/** Whitespace collapsed and trimmed; null when nothing is left. */
export function clean(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed === '' ? null : collapsed;
}

/** At most this many of each are kept (real pages hold far fewer), so a hostile page cannot make a huge answer. */
export const MAX_LINKS = 500;
export const MAX_EMAILS = 100;
export const MAX_SOCIALS = 100;

/**
 * Collects what a parser finds on a page, in page order, into the one normalised shape every parser ends in:
 * links made absolute against the page (tracking redirects unwrapped), deduplicated with the first label that is not
 * empty; emails from mailto links and text; social accounts as `accountAt` reads them (accounts on a host a network
 * module declares named by the network, the others by their host's domain). Each list keeps its first MAX_LINKS,
 * MAX_EMAILS, MAX_SOCIALS entries; once MAX_SOCIALS accounts are found, further links are not read for accounts.
 */
export class PageBuilder {
  private readonly links = new Map<string, PageLink>();
  private readonly emails = new Set<string>();
  private readonly socials = new Map<string, SocialAccount>();
  private readonly self: string;

  constructor(
    private readonly page: RawPage,
    /** Where our networks' profile pages live (the runtime's `profilePages`): how a link names one of our networks. */
    private readonly named: readonly ProfilePages[],
    /** What relative links resolve against: the final URL, or the page's <base href>. */
    private readonly base: string = page.final_url,
  ) {
    this.self = withoutHash(page.final_url);
  }

  /** A link of the page (with its label); ignored when it is not an outbound link or leads to the page itself. */
  link(href: unknown, label?: unknown): void {
    if (typeof href !== 'string') return;
    const url = absoluteLink(href, this.base);
    if (!url || withoutHash(url) === this.self) return;
    const existing = this.links.get(url);
    const text = clean(label);
    if (existing) {
      if (existing.label === null && text !== null) existing.label = text;
    } else if (this.links.size < MAX_LINKS) this.links.set(url, { url, label: text });
    const address = mailtoAddress(url);
    if (address !== null) {
      this.email(cleanEmail(address));
      return;
    }
    if (this.socials.size >= MAX_SOCIALS) return;
    const social = accountAt(url, this.named);
    if (social) {
      const key = `${social.platform} ${social.handle.toLowerCase()}`;
      if (!this.socials.has(key)) this.socials.set(key, social);
    }
  }

  /** Text of the page (bio, descriptions, labels, body text) where emails may be written out. */
  text(text: unknown): void {
    if (typeof text !== 'string') return;
    for (const email of emailsIn(text)) this.email(email);
  }

  private email(email: string | null): void {
    if (email && this.emails.size < MAX_EMAILS) this.emails.add(email);
  }

  /** An image URL of the page, made absolute (http(s) only). */
  image(src: unknown): string | null {
    if (typeof src !== 'string' || src.trim() === '') return null;
    try {
      const url = new URL(src.trim(), this.base);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  }

  build(fields: { provider: Provider; handle: string | null; display_name: string | null; bio: string | null; avatar_url: string | null }): LinkinbioPage {
    return {
      url: this.page.url,
      final_url: this.page.final_url,
      provider: fields.provider,
      handle: fields.handle,
      display_name: fields.display_name,
      bio: fields.bio,
      avatar_url: fields.avatar_url,
      links: [...this.links.values()],
      emails: [...this.emails],
      socials: [...this.socials.values()],
    };
  }
}

function withoutHash(url: string): string {
  const at = url.indexOf('#');
  return at < 0 ? url : url.slice(0, at);
}
