import { MAGIC_FAILURES, magicFailure, sleep, type MediaSigner } from './sandbox.ts';
import { seeded } from '../random.ts';
import { bareHost, providerOf } from '../linkinbio/page.ts';
import { sandboxLinkinbioPage, sandboxSlug } from '../linkinbio/sandbox.ts';
import type { FetchedPage, FetchUse, PageSource } from '../outbound/page.ts';

const WORDS = ['signal', 'harbor', 'lantern', 'meadow', 'circuit', 'summit', 'orchard', 'canvas', 'beacon', 'river', 'atlas', 'ember'];

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Paths every sandbox site answers with a page of addresses, by kind. */
const CONTACT_PATHS: [RegExp, 'contact' | 'about' | 'imprint'][] = [
  [/^\/(contact|contact-us|kontakt|contacto|contato|contatti)\/?$/i, 'contact'],
  [/^\/(about|about-us|ueber-uns|sobre)\/?$/i, 'about'],
  [/^\/(impressum|imprint|legal)\/?$/i, 'imprint'],
];

/**
 * The sandbox web: any http(s) URL answers a deterministic page derived from it (the same URL, the same page), so
 * every format and selector can be tried with no network.
 * - A link-in-bio provider's URL (linktr.ee, beacons.ai, stan.store, carrd.co) answers the sandbox's link-in-bio
 *   page in that provider's shape (platform/linkinbio/sandbox.ts, the page the link-in-bio API's sandbox serves);
 *   its handle is the identifier of the sandbox rule (`linktr.ee/err-notfound…` answers 404).
 * - Any other site answers its contact pages at /contact, /about and /impressum (and their usual other names),
 *   holding the site's addresses in the forms sites write them (sandboxContactPage), and a product-style page at
 *   every other path, whose navigation links those pages. The first label of the host is the identifier of the
 *   sandbox rule: `err-upstream.example.com` answers 502, `err-timeout…` 504, and so on.
 */
export class SandboxWeb implements PageSource {
  constructor(
    private readonly latencyMs: number,
    private readonly media: MediaSigner,
  ) {}

  async fetchPage(address: string, _use: FetchUse): Promise<FetchedPage> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    const url = new URL(address);
    const linkinbio = providerOf(url) !== 'generic';
    const failure = magicFailure(linkinbio ? sandboxSlug(url) : url.hostname.split('.')[0]);
    if (failure) throw MAGIC_FAILURES[failure]();
    const answer = (status: number, text: string): FetchedPage => ({
      url: address,
      finalUrl: url.href,
      status,
      redirects: [],
      contentType: 'text/html',
      text,
      fetchedAt: new Date(),
    });
    if (linkinbio) {
      const page = sandboxLinkinbioPage(url, this.media);
      return answer(page.status, page.html);
    }
    const kind = CONTACT_PATHS.find(([path]) => path.test(url.pathname))?.[1];
    return answer(200, kind ? sandboxContactPage(url, kind) : sandboxPage(url));
  }
}

export function sandboxPage(url: URL): string {
  const random = seeded(url.href);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)];
  const name = `${pick()} ${pick()}`.replace(/\b\w/g, (c) => c.toUpperCase());
  const price = (10 + Math.floor(random() * 190)).toFixed(2);
  const features = Array.from({ length: 3 + Math.floor(random() * 3) }, () => `${pick()} ${pick()}`);
  const site = escape(url.hostname);
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${escape(name)} · ${site}</title>
  <meta name="description" content="${escape(name)}: a sandbox page of ${site}.">
  <link rel="canonical" href="${escape(url.origin + url.pathname)}">
  <link rel="icon" href="/favicon.ico">
  <meta property="og:title" content="${escape(name)}">
  <meta property="og:type" content="product">
  <meta property="og:image" content="${escape(url.origin)}/images/${random().toString(36).slice(2, 10)}.jpg">
  <meta name="twitter:card" content="summary">
  <style>.price { font-weight: bold }</style>
  <script>window.analytics = {};</script>
</head>
<body>
  <header><nav><a href="/">Home</a> <a href="/catalog">Catalog</a> <a href="/about">About</a> <a href="/contact">Contact</a></nav></header>
  <main>
    <h1 class="product-name">${escape(name)}</h1>
    <p class="price">$${price}</p>
    <p class="summary">The <strong>${escape(name)}</strong> is a sandbox product for ${escape(url.pathname)}.</p>
    <h2>Features</h2>
    <ul class="features">${features.map((f) => `<li>${escape(f)}</li>`).join('')}</ul>
    <p>Read the <a href="/docs/${random().toString(36).slice(2, 8)}">documentation</a>.</p>
  </main>
  <footer><p>© ${site}</p> <a href="/impressum">Impressum</a></footer>
</body>
</html>`;
}

/** Cloudflare's email protection as sites serve it: a random key byte, then each character XORed with it, in hex. */
export function cloudflareHex(email: string, key: number): string {
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return hex(key) + [...email].map((c) => hex(c.charCodeAt(0) ^ key)).join('');
}

/**
 * A sandbox site's contact (`contact`), about (`about`) or imprint (`imprint`) page, derived from its host alone, so
 * every page of a site names the same addresses at the host's domain:
 * - contact: partnerships in a `mailto:` link with a subject, press behind Cloudflare's email protection
 *   (`data-cfemail`), wholesale written `sales [at] <site> [dot] <tld>`, customer support written `support&#64;<host>`;
 * - about: management written `mgmt (at) <host>`;
 * - imprint (German, as the law there asks): the role address `info@<host>` in plain text.
 */
export function sandboxContactPage(url: URL, kind: 'contact' | 'about' | 'imprint'): string {
  const host = bareHost(url);
  const random = seeded(`contact:${host}`);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const name = `${pick(WORDS)} ${pick(WORDS)}`.replace(/\b\w/g, (c) => c.toUpperCase());
  const dot = host.lastIndexOf('.');
  const [site, tld] = dot > 0 ? [host.slice(0, dot), host.slice(dot + 1)] : [host, ''];
  const press = `${pick(['press', 'media', 'pr'])}@${host}`;
  const key = 16 + Math.floor(random() * 224);
  const partnerships = `${pick(['partnerships', 'collabs', 'brands'])}@${host}`;
  const subject = encodeURIComponent(pick(['Partnership enquiry', 'Collaboration', 'Brand campaign']));
  const title = { contact: 'Contact', about: 'About us', imprint: 'Impressum' }[kind];
  const body = {
    contact: `
    <h1>Contact ${escape(name)}</h1>
    <section class="partnerships"><h2>Brand partnerships</h2>
      <p>Campaigns and sponsorships: <a href="mailto:${escape(partnerships)}?subject=${subject}">${escape(partnerships)}</a></p></section>
    <section class="press"><h2>Press</h2>
      <p>Journalists and editors: <a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${cloudflareHex(press, key)}">[email&#160;protected]</a></p></section>
    <section class="wholesale"><h2>Wholesale</h2>
      <p>Stockists and bulk orders: sales [at] ${escape(site)} [dot] ${escape(tld)}</p></section>
    <section class="support"><h2>Orders and returns</h2>
      <p>Customer support: support&#64;${escape(host)}</p></section>
    <form class="contact-form" action="/contact" method="post"><input name="email" type="email" placeholder="you@example.com"><textarea name="message"></textarea><button>Send</button></form>`,
    about: `
    <h1>About ${escape(name)}</h1>
    <p>We started ${escape(name)} in ${2010 + Math.floor(random() * 14)} with one idea: make things people keep.</p>
    <p>Booking and management: mgmt (at) ${escape(host)}</p>`,
    imprint: `
    <h1>Impressum</h1>
    <p>Angaben gemäß § 5 DDG</p>
    <address>${escape(name)} GmbH<br>Musterstraße ${1 + Math.floor(random() * 90)}<br>10115 Berlin</address>
    <p>Telefon: +49 30 ${1_000_000 + Math.floor(random() * 8_999_999)}<br>E-Mail: info@${escape(host)}</p>`,
  }[kind];
  return `<!doctype html>
<html lang="${kind === 'imprint' ? 'de' : 'en'}">
<head>
  <meta charset="utf-8">
  <title>${title} · ${escape(name)}</title>
  <link rel="canonical" href="${escape(url.origin + url.pathname)}">
</head>
<body>
  <header><nav><a href="/">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a></nav></header>
  <main>${body}
  </main>
  <footer><p>© ${escape(host)}</p> <a href="/impressum">Impressum</a></footer>
</body>
</html>`;
}
