import type { CheerioAPI } from 'cheerio';
import { bareHost, carrdSite, type LinkinbioPage, type RawPage } from './page.ts';
import { baseOf } from './generic.ts';
import { firstUnder, linkLabel, meta, visibleText } from './html.ts';
import { clean, PageBuilder } from './page-builder.ts';
import type { ProfilePages } from './socials.ts';

/** Links to Carrd itself ("Made with Carrd") are the builder's, not the owner's. */
function isBuilderLink(href: string, base: string): boolean {
  try {
    return bareHost(new URL(href, base)) === 'carrd.co';
  } catch {
    return false;
  }
}

/**
 * A Carrd site: static HTML, its sections (`section`, `#main .inner`) holding an image (`.image img`, often a
 * relative `assets/images/…` path), a heading with the owner's name, text paragraphs, button lists and icon lists
 * (icon links labelled by aria-label or a `.label` span). The owner comes from the first h1, the bio from the paragraph
 * right after it, falling back to og:title / <title> and the meta description.
 */
export function parseCarrd($: CheerioAPI, page: RawPage, named: readonly ProfilePages[]): LinkinbioPage {
  const b = new PageBuilder(page, named, baseOf($, page));
  // Selectors from the document root: cheerio's find() under an element with very many children is slow.
  const scope = $('#main').length ? '#main' : 'body';
  const heading = $(`${scope} h1`).first();
  const display_name = clean(visibleText(heading)) ?? clean(meta($, 'og:title')) ?? clean($('title').first().text());
  const bio = clean(visibleText(heading.next('p'))) ?? clean(meta($, 'description', 'og:description'));
  b.text(bio);
  $(`${scope} a[href]`).each((_, el) => {
    const a = $(el);
    const href = a.attr('href');
    const span = firstUnder(a, (e) => e.attribs.class?.split(/\s+/).includes('label') ?? false);
    const label = (span && clean(visibleText(span))) ?? linkLabel(a);
    if (href && !isBuilderLink(href, page.final_url)) b.link(href, label);
  });
  b.text(visibleText($(scope).first()));
  return b.build({
    provider: 'carrd',
    handle: carrdSite(new URL(page.final_url)),
    display_name,
    bio,
    avatar_url: b.image($(`${scope} .image img[src]`).first().attr('src') ?? meta($, 'og:image')),
  });
}
