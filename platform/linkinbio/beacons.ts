import type { CheerioAPI } from 'cheerio';
import type { LinkinbioPage, RawPage } from './page.ts';
import { collectAppState } from './app-state.ts';
import { record, records, scriptJson, str } from './html.ts';
import { clean, PageBuilder } from './page-builder.ts';
import type { ProfilePages } from './socials.ts';

/**
 * A Beacons page: a Next.js page whose `__NEXT_DATA__` holds props.pageProps.page with its `user` (username,
 * displayName, bio, profilePicture.url) and its `blocks` in page order (social icons, links, headings, text, store
 * products), each with a `type` and its `data`. Hidden or disabled blocks and items are not on the page. Null when
 * the page holds no such data (the caller reads it as a generic page).
 */
export function parseBeacons($: CheerioAPI, page: RawPage, named: readonly ProfilePages[]): LinkinbioPage | null {
  const props = record(record(record(scriptJson($, 'script#__NEXT_DATA__'))?.props)?.pageProps);
  const state = record(props?.page) ?? props;
  const user = record(state?.user) ?? record(state?.profile);
  if (!state || !user) return null;
  const b = new PageBuilder(page, named);
  const bio = clean(str(user, 'bio', 'description'));
  b.text(bio);
  for (const block of records(state.blocks)) collectAppState(b, block.data ?? block);
  const handle = clean(str(user, 'username'));
  return b.build({
    provider: 'beacons',
    handle,
    display_name: clean(str(user, 'displayName', 'display_name', 'name')) ?? handle,
    bio,
    avatar_url: b.image(str(user, 'avatarUrl', 'profilePictureUrl', 'avatar') ?? str(record(user.profilePicture), 'url')),
  });
}
