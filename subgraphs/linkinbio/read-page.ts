import { NotFound, UpstreamError } from '../../platform/errors.ts';
import type { LiveRead, SourceMode } from '../../platform/live/reader.ts';
import type { FetchUse, PageSource } from '../../platform/outbound/page.ts';
import type { SubgraphContext } from '../context.ts';
import type { LinkinbioPage, RawPage } from '../../platform/linkinbio/page.ts';
import { parsePage } from '../../platform/linkinbio/index.ts';
import { linkinbioOf } from './services.ts';

/** How this network reads pages: HTML only, at most 2 MB. */
export const PAGE_USE: FetchUse = { accept: ['text/html', 'application/xhtml+xml'], maxBytes: 2_000_000 };

/**
 * One page from its source, as it is archived. A page answering 404 or 410 is a 404 `not_found`; any other status
 * that is not 2xx a 502 `upstream_error`. Both uncharged, nothing archived.
 */
export async function acquirePage(pages: PageSource, url: string): Promise<RawPage> {
  const page = await pages.fetchPage(url, PAGE_USE);
  if (page.status === 404 || page.status === 410) throw new NotFound(`No page at this URL: it answered HTTP ${page.status}.`);
  if (page.status < 200 || page.status > 299) throw new UpstreamError(`The page answered HTTP ${page.status}. Nothing was charged; retry later.`);
  return { url, final_url: page.finalUrl, status: page.status, content_type: page.contentType, html: page.text };
}

/**
 * A link-in-bio page through the LiveReader, from the page source of the caller's mode (services.ts): source modes,
 * the archive of the exact page, parsing on every read.
 */
export function readPage(ctx: SubgraphContext, url: string, source: SourceMode): Promise<LiveRead<LinkinbioPage>> {
  const pages = linkinbioOf(ctx).providers.for(ctx.keyMode);
  return ctx.runtime.live.read(
    {
      network: 'linkinbio',
      operation: 'page',
      args: { url },
      provider: pages.name,
      keyMode: ctx.keyMode,
      acquire: () => acquirePage(pages, url),
      // Accounts on our networks' hosts are named by the network, as contact discovery names them.
      normalise: (raw) => parsePage(raw, ctx.runtime.profilePages),
    },
    source,
  );
}
