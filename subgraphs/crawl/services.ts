import type { PageSource } from '../../platform/outbound/page.ts';
import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import { SandboxWeb } from './sandbox.ts';

/** Where the web-scraping API reads pages: the sandbox web (default) or the guarded outbound fetcher (CRAWL_PROVIDER=http). */
export interface CrawlServices {
  pages: PageSource;
  provider: string;
}

export function crawlServices(platform: PlatformRuntime): CrawlServices {
  const provider = platform.config.providers.crawl ?? 'sandbox';
  if (provider === 'sandbox') return { pages: new SandboxWeb(platform.config.sandboxLatencyMs), provider };
  if (provider === 'http') return { pages: platform.outbound, provider };
  throw new Error(`CRAWL_PROVIDER must be sandbox or http, got ${JSON.stringify(provider)}`);
}

export const crawlOf = (ctx: SubgraphContext) => ctx.runtime.modules.crawl as CrawlServices;
