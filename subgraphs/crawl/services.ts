import type { NetworkProviders } from '../../platform/live/providers.ts';
import { webPages, type NamedPages } from '../../platform/live/web-pages.ts';
import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';

/** A page source under its provider's name (`sandbox`, `http`). */
export type CrawlPages = NamedPages;

/** Where the web-scraping API reads pages: the sandbox web for test keys, the guarded outbound fetcher for live keys. */
export interface CrawlServices {
  providers: NetworkProviders<CrawlPages>;
}

/** Test keys read the sandbox web; live keys real pages (CRAWL_PROVIDER, `http` by default: platform/live/web-pages.ts). */
export function crawlServices(platform: PlatformRuntime): CrawlServices {
  return { providers: webPages('crawl', 'CRAWL_PROVIDER', platform.config.providers.crawl, platform.config, platform.outbound, platform.sandboxMedia) };
}

export const crawlOf = (ctx: SubgraphContext) => ctx.runtime.modules.crawl as CrawlServices;
