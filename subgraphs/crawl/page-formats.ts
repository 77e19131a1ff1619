import * as cheerio from 'cheerio';
import TurndownService from 'turndown';

/** A fetched page turned into what the caller asked for: text, Markdown, metadata, selector texts. */

type Page = cheerio.CheerioAPI;

const INVISIBLE = 'script, style, noscript, template, svg, iframe, object, canvas';
const BLOCKS =
  'p, div, section, article, header, footer, main, aside, nav, li, ul, ol, table, tr, h1, h2, h3, h4, h5, h6, blockquote, pre, figure, figcaption, dl, dt, dd, form, br, hr';

export const load = (html: string): Page => cheerio.load(html);

const squeeze = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

export function title(page: Page): string | null {
  const text = squeeze(page('head > title').first().text() || page('title').first().text());
  return text || page('meta[property="og:title"]').attr('content')?.trim() || null;
}

/** The visible text: one line per block, blank lines dropped. */
export function visibleText(html: string): string {
  const page = load(html);
  page(INVISIBLE).remove();
  page(BLOCKS).each((_, el) => {
    page(el).before('\n').after('\n');
  });
  const text = page('body').length ? page('body').text() : page.root().text();
  return text.split('\n').map(squeeze).filter(Boolean).join('\n');
}

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });

/** The body as Markdown, links absolute. */
export function markdown(html: string, base: string): string {
  const page = load(html);
  page(INVISIBLE).remove();
  page('a[href]').each((_, el) => {
    const href = page(el).attr('href')!;
    page(el).attr('href', absolute(href, base) ?? href);
  });
  page('img[src]').each((_, el) => {
    const src = page(el).attr('src')!;
    page(el).attr('src', absolute(src, base) ?? src);
  });
  const body = page('body').length ? (page('body').html() ?? '') : page.html();
  return turndown.turndown(body).trim();
}

function absolute(href: string, base: string): string | null {
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
}

const prefixed = (page: Page, prefix: string, attribute: 'property' | 'name') => {
  const found: Record<string, string> = {};
  page(`meta[${attribute}^="${prefix}:"]`).each((_, el) => {
    const key = page(el)
      .attr(attribute)!
      .slice(prefix.length + 1);
    const content = page(el).attr('content');
    if (key && content !== undefined && !(key in found)) found[key] = content.trim();
  });
  return found;
};

export function metadata(html: string, base: string) {
  const page = load(html);
  const canonical = page('link[rel="canonical"]').attr('href');
  return {
    title: title(page),
    description: page('meta[name="description"]').attr('content')?.trim() || page('meta[property="og:description"]').attr('content')?.trim() || null,
    canonicalUrl: canonical ? absolute(canonical, base) : null,
    language: page('html').attr('lang')?.trim() || null,
    // Open Graph uses property=, some pages name=; Twitter cards use name=, some pages property=.
    openGraph: { ...prefixed(page, 'og', 'name'), ...prefixed(page, 'og', 'property') },
    twitter: { ...prefixed(page, 'twitter', 'property'), ...prefixed(page, 'twitter', 'name') },
    icons: [
      ...new Set(
        page('link[rel~="icon"], link[rel="apple-touch-icon"]')
          .map((_, el) => absolute(page(el).attr('href') ?? '', base))
          .get()
          .filter((u): u is string => Boolean(u)),
      ),
    ],
  };
}

/** The text of each selector's first match, by name; null where nothing matched. */
export function extract(html: string, selectors: Record<string, string>): Record<string, string | null> {
  const page = load(html);
  return Object.fromEntries(
    Object.entries(selectors).map(([name, selector]) => {
      const match = page(selector).first();
      return [name, match.length ? squeeze(match.text()) : null];
    }),
  );
}
