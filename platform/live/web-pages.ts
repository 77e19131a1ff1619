import type { Config } from '../config.ts';
import type { FetchUse, PageSource } from '../outbound/page.ts';
import type { MediaSigner } from '../sandbox/sandbox.ts';
import { SandboxWeb } from '../sandbox/web.ts';
import { networkProviders, type NamedProvider, type NetworkProviders } from './providers.ts';

/** A page source under its provider's name (`sandbox`, `http`). */
export type NamedPages = PageSource & NamedProvider;

const named = (name: string, source: PageSource): NamedPages => ({ name, fetchPage: (url: string, use: FetchUse) => source.fetchPage(url, use) });

/**
 * Where a module reads web pages a caller names (the web-scraping API, contact discovery): the sandbox web for test
 * keys; for live keys the platform's guarded outbound fetcher (`http`) BY DEFAULT, since reading the web needs no
 * upstream to configure. `setting` (CRAWL_PROVIDER, INTELLIGENCE_PAGES) names another real provider (`http` is the
 * only one); `sandbox` configures none, so live keys' fetches answer 503 source_paused. `media` signs the avatars of
 * the sandbox's link-in-bio pages.
 */
export function webPages(
  module: string,
  setting: string,
  value: string | undefined,
  config: Config,
  outbound: PageSource,
  media: MediaSigner,
): NetworkProviders<NamedPages> {
  return networkProviders(
    module,
    { [module]: value ?? 'http' },
    {
      sandbox: () => named('sandbox', new SandboxWeb(config.sandboxLatencyMs, media)),
      real: { http: () => named('http', outbound) },
    },
    setting,
  );
}
