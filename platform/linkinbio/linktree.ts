import type { CheerioAPI } from 'cheerio';
import type { LinkinbioPage, RawPage } from './page.ts';
import { byPosition, record, records, scriptJson, str } from './html.ts';
import { clean, PageBuilder } from './page-builder.ts';
import type { ProfilePages } from './socials.ts';

/**
 * A Linktree page: a Next.js page whose `<script id="__NEXT_DATA__">` holds props.pageProps.account (username,
 * pageTitle, description, profilePictureUrl, socialLinks[{type, url, position}]) and props.pageProps.links[{title,
 * url, type, position}]. HEADER links are section titles, not links. Social icons sit above the links unless
 * socialLinksPosition says BOTTOM. Null when the page holds no such data (the caller reads it as a generic page).
 */
export function parseLinktree($: CheerioAPI, page: RawPage, named: readonly ProfilePages[]): LinkinbioPage | null {
  const props = record(record(record(scriptJson($, 'script#__NEXT_DATA__'))?.props)?.pageProps);
  const account = record(props?.account);
  if (!props || !account) return null;
  const b = new PageBuilder(page, named);
  const handle = clean(str(account, 'username'));
  const bio = clean(str(account, 'description'));
  b.text(bio);

  const socials = () => {
    for (const social of byPosition(records(account.socialLinks))) b.link(social.url);
  };
  const socialsFirst = props.socialLinksPosition !== 'BOTTOM';
  if (socialsFirst) socials();
  for (const link of byPosition(records(props.links))) {
    if (link.type === 'HEADER') continue;
    b.link(link.url, link.title);
    b.text(link.title);
  }
  if (!socialsFirst) socials();

  return b.build({
    provider: 'linktree',
    handle,
    display_name: clean(str(account, 'pageTitle')) ?? handle,
    bio,
    avatar_url: b.image(str(account, 'profilePictureUrl')),
  });
}
