import { networkProviders, type NamedProvider, type NetworkProviders } from '../../platform/live/providers.ts';
import type { FetchUse, PageSource } from '../../platform/outbound/page.ts';
import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { SandboxPageSource } from './sandbox-pages.ts';

/** A page source with the provider name recorded with every archived page (`sandbox`, `http`). */
export type LinkinbioPages = PageSource & NamedProvider;

/** What linkinbio's resolvers share across requests: the page sources of test keys and of live keys. */
export interface LinkinbioServices {
  providers: NetworkProviders<LinkinbioPages>;
}

/** A page source under a provider name. */
const named = (name: string, source: PageSource): LinkinbioPages => ({ name, fetchPage: (url: string, use: FetchUse) => source.fetchPage(url, use) });

/**
 * Test keys read the sandbox (deterministic pages from the URL). Live keys read real pages through the platform's
 * guarded outbound fetcher (`http`) BY DEFAULT: a link-in-bio page is a public web page, so unlike the networks there
 * is no upstream to configure, and LINKINBIO_PROVIDER unset means `http`. Setting it names another real provider
 * (`http` is the only one); `sandbox` configures none, so live keys' acquisitions answer 503 source_paused.
 */
export function linkinbioProviders(platform: PlatformRuntime): NetworkProviders<LinkinbioPages> {
  const setting = platform.config.providers.linkinbio ?? 'http';
  return networkProviders(
    'linkinbio',
    { linkinbio: setting },
    {
      sandbox: () => named('sandbox', new SandboxPageSource(platform.sandboxMedia, platform.config.sandboxLatencyMs)),
      real: { http: () => named('http', platform.outbound) },
    },
  );
}

export function linkinbioServices(platform: PlatformRuntime): LinkinbioServices {
  return { providers: linkinbioProviders(platform) };
}

export const linkinbioOf = (ctx: SubgraphContext) => ctx.runtime.modules.linkinbio as LinkinbioServices;
