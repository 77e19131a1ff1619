import { SurfaceBlocked, UpstreamError } from '../../platform/errors.ts';
import { checkArgs } from '../../platform/rest/params.ts';
import type { SubgraphContext } from '../context.ts';
import { DateTime, JSONScalar } from '../scalars.ts';
import { webPageArgs } from './args.ts';
import { extract, load, markdown, metadata, title, visibleText } from './page-formats.ts';
import { crawlOf } from './services.ts';

/** What the web-scraping API reads: HTML pages of up to 5 MB. */
const USE = { accept: ['text/html', 'application/xhtml+xml'], maxBytes: 5 * 1024 * 1024 };

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: {
    async crawlWebPage(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { url, render, format = 'html', selectors, headers } = checkArgs(webPageArgs(ctx.runtime.config.outbound), args);
      if (render) throw new SurfaceBlocked('render=true');
      const page = await crawlOf(ctx)
        .providers.for(ctx.keyMode)
        .fetchPage(url, { ...USE, headers });
      // The caller pays for a page, not for the site's error page: a 4xx or 5xx is the site failing, uncharged.
      if (page.status < 200 || page.status >= 300) throw new UpstreamError(`The site answered ${page.status}.`);
      return {
        url,
        finalUrl: page.finalUrl,
        status: page.status,
        redirects: page.redirects,
        contentType: page.contentType,
        title: title(load(page.text)),
        format,
        content: format === 'html' ? page.text : format === 'text' ? visibleText(page.text) : format === 'markdown' ? markdown(page.text, page.finalUrl) : null,
        metadata: format === 'metadata' ? metadata(page.text, page.finalUrl) : null,
        extracted: selectors ? extract(page.text, selectors) : null,
        fetchedAt: page.fetchedAt,
      };
    },
  },
  WebPage: {
    extractedTexts: (page: { extracted: Record<string, string | null> | null }) =>
      page.extracted && Object.entries(page.extracted).map(([name, text]) => ({ name, text })),
  },
  PageMetadata: {
    openGraphTags: (metadata: { openGraph: Record<string, string> }) => tags(metadata.openGraph),
    twitterTags: (metadata: { twitter: Record<string, string> }) => tags(metadata.twitter),
  },
};

const tags = (properties: Record<string, string>) => Object.entries(properties).map(([name, value]) => ({ name, value: String(value) }));
