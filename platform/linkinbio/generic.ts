import type { CheerioAPI } from 'cheerio';
import type { LinkinbioPage, Provider, RawPage } from './page.ts';
import { linkLabel, meta, visibleText } from './html.ts';
import { clean, PageBuilder } from './page-builder.ts';
import type { ProfilePages } from './socials.ts';

/** What relative links of a page resolve against: its <base href> (itself relative to the page), else the final URL. */
export function baseOf($: CheerioAPI, page: RawPage): string {
  const href = $('base[href]').first().attr('href');
  if (href) {
    try {
      return new URL(href, page.final_url).href;
    } catch {}
  }
  return page.final_url;
}

/**
 * Any page: the owner from og:title or <title>, the bio from the meta description or og:description, the avatar from
 * og:image; every <a href> of the body in page order (labels from the link text or aria-label), emails from mailto
 * links and the visible text, social accounts by host. Also what a provider's parser falls back to when the page
 * lacks the data it expects.
 */
export function parseGeneric(
  $: CheerioAPI,
  page: RawPage,
  named: readonly ProfilePages[],
  provider: Provider = 'generic',
  handle: string | null = null,
): LinkinbioPage {
  const b = new PageBuilder(page, named, baseOf($, page));
  const display_name = clean(meta($, 'og:title', 'twitter:title')) ?? clean($('title').first().text()) ?? clean(visibleText($('h1').first()));
  const bio = clean(meta($, 'description', 'og:description', 'twitter:description'));
  b.text(bio);
  $('body a[href]').each((_, el) => {
    const a = $(el);
    b.link(a.attr('href'), linkLabel(a));
  });
  b.text(visibleText($('body')));
  return b.build({ provider, handle, display_name, bio, avatar_url: b.image(meta($, 'og:image', 'og:image:url', 'twitter:image')) });
}
