import { networkProviders, type NamedProvider, type NetworkProviders } from '../../platform/live/providers.ts';
import type { FetchUse, PageSource } from '../../platform/outbound/page.ts';
import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import { SandboxWeb } from './sandbox.ts';

/** A page source under its provider's name (`sandbox`, `http`). */
export type CrawlPages = PageSource & NamedProvider;

/** Where the web-scraping API reads pages: the sandbox web for test keys, the guarded outbound fetcher for live keys. */
export interface CrawlServices {
  providers: NetworkProviders<CrawlPages>;
}

/** A page source under a provider name. */
const named = (name: string, source: PageSource): CrawlPages => ({ name, fetchPage: (url: string, use: FetchUse) => source.fetchPage(url, use) });

/**
 * Test keys read the sandbox web. Live keys read real pages through the platform's guarded outbound fetcher (`http`)
 * BY DEFAULT: scraping the web needs no upstream to configure, so CRAWL_PROVIDER unset means `http`. Setting it names
 * another real provider (`http` is the only one); `sandbox` configures none, so live keys' fetches answer 503
 * source_paused.
 */
export function crawlServices(platform: PlatformRuntime): CrawlServices {
  const setting = platform.config.providers.crawl ?? 'http';
  return {
    providers: networkProviders(
      'crawl',
      { crawl: setting },
      {
        sandbox: () => named('sandbox', new SandboxWeb(platform.config.sandboxLatencyMs)),
        real: { http: () => named('http', platform.outbound) },
      },
    ),
  };
}

export const crawlOf = (ctx: SubgraphContext) => ctx.runtime.modules.crawl as CrawlServices;
