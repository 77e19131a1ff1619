import { providerOf } from '../../../platform/linkinbio/page.ts';
import { parsePage } from '../../../platform/linkinbio/index.ts';
import { accountAt, urlsInText, type ProfilePages } from '../../../platform/linkinbio/socials.ts';
import { log } from '../../../platform/log.ts';
import type { PageSource } from '../../../platform/outbound/page.ts';
import type { DirectoryProfile } from '../../../platform/profile-directory.ts';
import type { Verification } from '../verification/index.ts';
import { categoryOf, relevanceOf, reliabilityOf, type Category, type Goal, type Relevance, type SourceType } from './classify.ts';
import { emailsInHtml, emailsInText, type Found } from './find-emails.ts';

/** Contact data (contract 2.4). */
export interface ContactEmail {
  email: string;
  category: Category;
  contact_relevance: Relevance;
  reliability: number;
  source_url: string;
  source_type: SourceType;
  evidence: string;
  verification: Verification | null;
}

export interface SocialAccountFound {
  platform: string;
  url: string;
  handle: string;
  /** Where it was found (the profile's own URL for what the profile says), as for an address. */
  source_url: string;
  source_type: SourceType;
  /** What was read there. */
  evidence: string;
}

/** An account a URL names, before where it was found is known. */
type AccountNamed = Pick<SocialAccountFound, 'platform' | 'url' | 'handle'>;

/** What naming an account reads: the declared profile pages and the libraries. */
type Namers = Pick<DiscoveryDeps, 'profilePages'>;

export interface ContactData {
  emails: ContactEmail[];
  social_accounts: SocialAccountFound[];
  cached: boolean;
}

export type Depth = 'fast' | 'complete';

export interface DiscoveryDeps {
  pages: PageSource;
  verify(email: string): Promise<Verification>;
  /** Where our networks' profile pages live (the modules' `profilePages`): an account there is named by its network. */
  profilePages: readonly ProfilePages[];
  /** How long `complete` may spend fetching pages. */
  budgetMs: number;
}

const HTML = { accept: ['text/html', 'application/xhtml+xml'], maxBytes: 2_000_000 };
/** Pages of an official site that hold contacts, by the words of their links or paths. */
const CONTACT_PAGE = /\b(contact|kontakt|contacto|contatti|about|about-us|impressum|imprint|legal|press|work-with-me|collab)/i;
const MARKETPLACES =
  /(^|\.)(etsy\.com|amazon\.[a-z.]+|ebay\.[a-z.]+|shopify\.com|myshopify\.com|gumroad\.com|teespring\.com|redbubble\.com|depop\.com|poshmark\.com)$/;
const MAX_SITE_PAGES = 4;

interface Candidate extends Found {
  source_url: string;
  source_type: SourceType;
}

/**
 * A social account: named by our own network where the URL is one of the profile pages a module declares, else by
 * the registrable domain of a known social or link-in-bio host.
 */
const accountOf = (url: string, deps: Namers): AccountNamed | null => accountAt(url, deps.profilePages);

/**
 * Addresses found more than once merged: the first discovery keeps its place, the most reliable source of it (by
 * where and how it was written) gives its source and evidence.
 */
export function strongest<C extends Found & { source_type: SourceType }>(candidates: readonly C[]): Map<string, C & { reliability: number }> {
  const merged = new Map<string, C & { reliability: number }>();
  for (const c of candidates) {
    const reliability = reliabilityOf(c.source_type, c.form);
    const seen = merged.get(c.email);
    if (!seen || reliability > seen.reliability) merged.set(c.email, { ...c, reliability });
  }
  return merged;
}

/** Adds an account to a list unless it holds it already (the same platform and handle, in any case). */
function socialAdder(socials: SocialAccountFound[], deps: Namers) {
  return (url: string, source_url: string, source_type: SourceType, evidence: string) => {
    const account = accountOf(url, deps);
    if (account && !socials.some((s) => s.platform === account.platform && s.handle.toLowerCase() === account.handle.toLowerCase()))
      socials.push({ ...account, source_url, source_type, evidence });
  };
}

/**
 * The accounts a profile names itself, in order: its external links, then the URLs its biography writes out
 * (`yt: youtube.com/@maya`; a bare `@maya` names no network and is not read). What `fast` finds, and what a record
 * links to.
 */
export function profileAccounts(profile: DirectoryProfile, deps: Namers): SocialAccountFound[] {
  const socials: SocialAccountFound[] = [];
  const addSocial = socialAdder(socials, deps);
  for (const url of profile.external_urls) if (!/^mailto:/i.test(url)) addSocial(url, profile.profile_url, 'official_profile', 'external link on the profile');
  for (const url of urlsInText(profile.biography)) addSocial(url, profile.profile_url, 'official_profile', 'URL in the biography');
  return socials;
}

/**
 * Finds an account's contacts. `fast` reads what the profile itself says (biography, external URLs); `complete` also
 * reads its link-in-bio pages and its official site's contact, about and imprint pages, through the guarded fetcher,
 * within the budget. A page that cannot be read (refused, failed, too slow) is skipped; the run goes on.
 */
export async function discoverContacts(profile: DirectoryProfile, depth: Depth, goal: Goal, deps: DiscoveryDeps): Promise<ContactData> {
  const candidates: Candidate[] = [];
  const socials = profileAccounts(profile, deps);
  const addSocial = socialAdder(socials, deps);
  const own = (found: Found[], source_url: string, source_type: SourceType) => candidates.push(...found.map((f) => ({ ...f, source_url, source_type })));

  own(emailsInText(profile.biography), profile.profile_url, 'official_profile');
  for (const url of profile.external_urls) {
    if (/^mailto:/i.test(url))
      own(
        emailsInText(url.slice(7).split('?')[0]).map((f) => ({ ...f, form: 'mailto' as const, evidence: `external link ${url}` })),
        profile.profile_url,
        'official_profile',
      );
  }

  // The accounts an official site links to (its header, footer, contact page).
  const siteSocials = (html: string, pageUrl: string, type: SourceType) => {
    for (const [, href] of html.matchAll(/<a\b[^>]*href\s*=\s*["']([^"'#]+)["']/gi)) {
      let url: string;
      try {
        url = new URL(href, pageUrl).href;
      } catch {
        continue;
      }
      if (accountOf(url, deps)) addSocial(url, pageUrl, type, 'link on the official site');
    }
  };

  if (depth === 'complete') {
    const deadline = Date.now() + deps.budgetMs;
    const read = async (url: string) => {
      if (Date.now() >= deadline) return null;
      try {
        const page = await deps.pages.fetchPage(url, HTML);
        return page.status >= 200 && page.status < 300 ? page : null;
      } catch (err) {
        log.info({ url, err: (err as Error).message }, 'contact discovery skipped a page');
        return null;
      }
    };
    const sites: string[] = [];
    // The profile's links, then the link-in-bio pages its biography writes out (`linktr.ee/maya`).
    const linkInBio = (url: string) => {
      try {
        return providerOf(new URL(url)) !== 'generic';
      } catch {
        return false;
      }
    };
    const links = profile.external_urls.filter((u) => /^https?:/i.test(u));
    const written = urlsInText(profile.biography).filter((u) => linkInBio(u) && !links.includes(u));
    for (const url of [...links, ...written]) {
      let host: URL;
      try {
        host = new URL(url);
      } catch {
        continue;
      }
      // A link-in-bio page is an account of its own and a page to read; another account's page is not read.
      if (providerOf(host) === 'generic' && accountOf(url, deps)) continue;
      if (providerOf(host) !== 'generic') {
        const page = await read(url);
        if (!page) continue;
        const parsed = parsePage({ url, final_url: page.finalUrl, status: page.status, content_type: page.contentType, html: page.text }, deps.profilePages);
        // What the provider's app state holds as text (a bio) first, then the page's own HTML (with the words around
        // each address), then the addresses the provider only lists (buttons, icons).
        own(emailsInText(parsed.bio), page.finalUrl, 'link_in_bio');
        own(emailsInHtml(page.text), page.finalUrl, 'link_in_bio');
        own(
          parsed.emails.map((email) => ({ email, evidence: 'listed on the link-in-bio page', form: 'plain' as const })),
          page.finalUrl,
          'link_in_bio',
        );
        for (const s of parsed.socials) addSocial(s.url, page.finalUrl, 'link_in_bio', 'social link on the link-in-bio page');
        for (const link of parsed.links) {
          if (/^mailto:/i.test(link.url) || accountOf(link.url, deps)) addSocial(link.url, page.finalUrl, 'link_in_bio', 'link on the link-in-bio page');
          else if (/^https?:/i.test(link.url) && !sites.includes(link.url)) sites.push(link.url);
        }
      } else if (!sites.includes(url)) sites.unshift(url);
    }
    // The official site: the first non-social, non-link-in-bio URL; a marketplace or store page counts as such.
    for (const site of sites.slice(0, 2)) {
      const siteUrl = new URL(site);
      const type: SourceType = MARKETPLACES.test(siteUrl.hostname) ? 'marketplace_or_store' : 'official_site';
      const home = await read(site);
      if (!home) continue;
      own(emailsInHtml(home.text), home.finalUrl, type);
      siteSocials(home.text, home.finalUrl, type);
      const finalHost = new URL(home.finalUrl).hostname;
      const subpages = [...home.text.matchAll(/<a\b[^>]*href\s*=\s*["']([^"'#]+)["'][^>]*>([\s\S]{0,200}?)<\/a>/gi)]
        .filter(([, href, label]) => CONTACT_PAGE.test(href) || CONTACT_PAGE.test(label))
        .map(([, href]) => {
          try {
            return new URL(href, home.finalUrl);
          } catch {
            return null;
          }
        })
        .filter((u): u is URL => !!u && u.hostname === finalHost && /^https?:$/.test(u.protocol))
        .map((u) => u.href);
      for (const page of [...new Set(subpages)].slice(0, MAX_SITE_PAGES)) {
        const read2 = await read(page);
        if (!read2) continue;
        own(emailsInHtml(read2.text), read2.finalUrl, type);
        siteSocials(read2.text, read2.finalUrl, type);
      }
    }
  }

  const merged = strongest(candidates);
  const emails: ContactEmail[] = [];
  for (const c of merged.values()) {
    const category = categoryOf(c.email, c.evidence);
    emails.push({
      email: c.email,
      category,
      contact_relevance: relevanceOf(goal, category),
      reliability: c.reliability,
      source_url: c.source_url,
      source_type: c.source_type,
      evidence: c.evidence,
      verification: await deps.verify(c.email),
    });
  }
  return { emails, social_accounts: socials, cached: false };
}

/** Stored contacts answered for another goal: the relevance follows the goal asked now. */
export function forGoal(data: ContactData, goal: Goal): ContactData {
  return { ...data, emails: data.emails.map((e) => ({ ...e, contact_relevance: relevanceOf(goal, e.category) })) };
}
