import { MAGIC_FAILURES, magicFailure, sleep } from './sandbox.ts';
import { seeded } from '../random.ts';
import type { FetchedPage, FetchUse, PageSource } from '../outbound/page.ts';

const WORDS = ['signal', 'harbor', 'lantern', 'meadow', 'circuit', 'summit', 'orchard', 'canvas', 'beacon', 'river', 'atlas', 'ember'];

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The sandbox web: any http(s) URL answers a deterministic product-style page derived from it (the same URL, the
 * same page), so every format and selector can be tried with no network. The first label of the host is the
 * identifier of the sandbox rule: `err-upstream.example.com` answers 502, `err-timeout…` 504, and so on.
 */
export class SandboxWeb implements PageSource {
  constructor(private readonly latencyMs: number) {}

  async fetchPage(address: string, _use: FetchUse): Promise<FetchedPage> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    const url = new URL(address);
    const failure = magicFailure(url.hostname.split('.')[0]);
    if (failure) throw MAGIC_FAILURES[failure]();
    return { url: address, finalUrl: url.href, status: 200, redirects: [], contentType: 'text/html', text: sandboxPage(url), fetchedAt: new Date() };
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
  <header><nav><a href="/">Home</a> <a href="/catalog">Catalog</a></nav></header>
  <main>
    <h1 class="product-name">${escape(name)}</h1>
    <p class="price">$${price}</p>
    <p class="summary">The <strong>${escape(name)}</strong> is a sandbox product for ${escape(url.pathname)}.</p>
    <h2>Features</h2>
    <ul class="features">${features.map((f) => `<li>${escape(f)}</li>`).join('')}</ul>
    <p>Read the <a href="/docs/${random().toString(36).slice(2, 8)}">documentation</a>.</p>
  </main>
  <footer><p>© ${site}</p></footer>
</body>
</html>`;
}
