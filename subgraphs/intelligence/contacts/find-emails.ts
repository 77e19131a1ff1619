import * as cheerio from 'cheerio';
import { cleanEmail, emailsIn } from '../../../platform/linkinbio/emails.ts';
import { readableText } from './readable-text.ts';

/** An address found, with how it was written: what `evidence` and `reliability` are made from. */
export interface Found {
  email: string;
  /** The text around it (at most 160 characters). */
  evidence: string;
  /** How it was written: a mailto link, plain text, an obfuscated form, a Cloudflare-protected address. */
  form: 'mailto' | 'plain' | 'obfuscated' | 'protected';
}

const around = (text: string, at: number, length: number) => {
  const start = Math.max(0, at - 60);
  return text
    .slice(start, Math.min(text.length, at + length + 60))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
};

/** Addresses in free text (a biography, a page's visible text), obfuscated forms included, in order. */
export function emailsInText(text: string | null | undefined): Found[] {
  if (!text) return [];
  const readable = readableText(text);
  const original = text.toLowerCase();
  const found: Found[] = [];
  for (const email of new Set(emailsIn(readable))) {
    const at = original.indexOf(email);
    found.push(
      at >= 0
        ? { email, evidence: around(text, at, email.length), form: 'plain' }
        : { email, evidence: obfuscatedEvidence(readable, email), form: 'obfuscated' },
    );
  }
  return found;
}

/** Where an obfuscated address sits, in the text as read (where it is written plainly). */
function obfuscatedEvidence(readable: string, email: string): string {
  const at = readable.toLowerCase().indexOf(email);
  return at >= 0 ? around(readable, at, email.length) : readable.trim().slice(0, 160);
}

/** Cloudflare's email protection: the first byte is the key every other byte is XORed with. */
export function decodeCloudflare(hex: string): string | null {
  if (!/^(?:[0-9a-f]{2}){2,200}$/i.test(hex)) return null;
  const key = parseInt(hex.slice(0, 2), 16);
  let out = '';
  for (let i = 2; i < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ key);
  return cleanEmail(out);
}

/** The addresses of a mailto: link (`mailto:a@x.com,b@y.com?subject=…`, any case), or none. */
function mailtoAddresses(href: string): string[] {
  const list = /^\s*mailto:([^?#]*)/i.exec(href)?.[1] ?? '';
  let decoded = list;
  try {
    decoded = decodeURIComponent(list);
  } catch {}
  return decoded
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean);
}

/** Elements that start a new line of the visible text. */
const BLOCKS =
  'br, p, div, li, ul, ol, dl, dt, dd, h1, h2, h3, h4, h5, h6, table, tr, section, article, main, header, footer, nav, aside, ' +
  'address, blockquote, pre, figure, figcaption, form, fieldset, hr, details, summary';

type Nodes = ReturnType<cheerio.CheerioAPI>;

/** The visible text of elements, their parts kept apart by spaces (scripts and styles left out). */
function spacedText(nodes: Nodes): string {
  const copy = nodes.clone();
  copy.find('script, style, noscript, template').remove();
  copy.find('*').append(' ');
  return copy.text().replace(/\s+/g, ' ').trim();
}

/**
 * How a linked or protected address is written, with the words around it on the page (a heading, a label such as
 * `Press:` or `Kooperationen`): its enclosing elements up to three levels, as far as they say at least a few words
 * more than the link itself, read about 60 characters either side of it.
 */
function nearby(link: Nodes, how: string): string {
  const own = spacedText(link);
  let words = '';
  let node = link.parent();
  for (let depth = 0; depth < 3 && node.length && !node.is('html'); depth++, node = node.parent()) {
    words = spacedText(node);
    if (words.length >= own.length + 40) break;
  }
  if (words.length <= own.length) return how;
  const at = own ? words.indexOf(own) : -1;
  return `${how}: ${at >= 0 ? around(words, at, own.length) : words.slice(0, 160)}`;
}

/** The subject a mailto link fills in (`?subject=Collab%20request`), which says what the address is for. */
function mailtoSubject(href: string): string {
  const query = /^\s*mailto:[^?#]*\?([^#]*)/i.exec(href)?.[1];
  if (!query) return '';
  const subject = new URLSearchParams(query.replace(/&amp;/g, '&')).get('subject')?.replace(/\s+/g, ' ').trim();
  return subject ? ` (subject "${subject.slice(0, 60)}")` : '';
}

/** Addresses on an HTML page: mailto links, Cloudflare-protected addresses, then the visible text (entities decoded). */
export function emailsInHtml(html: string): Found[] {
  const $ = cheerio.load(html);
  const found: Found[] = [];
  $('a[href^="mailto:" i], a[href^=" mailto:" i]').each((_, el) => {
    for (const address of mailtoAddresses($(el).attr('href') ?? '')) {
      const email = cleanEmail(address);
      const label = `mailto link "${$(el).text().replace(/\s+/g, ' ').trim().slice(0, 100)}"${mailtoSubject($(el).attr('href') ?? '')}`;
      if (email) found.push({ email, evidence: nearby($(el), label), form: 'mailto' });
    }
  });
  $('[data-cfemail], a[href*="/cdn-cgi/l/email-protection#"]').each((_, el) => {
    const hex = $(el).attr('data-cfemail') ?? ($(el).attr('href') ?? '').split('#')[1] ?? '';
    const email = decodeCloudflare(hex);
    if (email) found.push({ email, evidence: nearby($(el), 'Cloudflare-protected address'), form: 'protected' });
  });
  // Only the body is read: a <title> or <meta> run into the first heading makes addresses that are not there.
  $('head, title, meta, script, style, noscript, template').remove();
  $(BLOCKS).each((_, el) => {
    $(el).before('\n').after('\n');
  });
  $('td, th').each((_, el) => {
    $(el).before(' \t ').after(' \t ');
  });
  found.push(...emailsInText($.root().text()));
  return found;
}
