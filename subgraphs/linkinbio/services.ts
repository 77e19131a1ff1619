import type { PageSource } from '../../platform/outbound/page.ts';
import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { SandboxPageSource } from './sandbox-pages.ts';

/** What linkinbio's resolvers share across requests: the page source LINKINBIO_PROVIDER chose. */
export interface LinkinbioServices {
  /** The provider's name, recorded with every archived page. */
  provider: 'sandbox' | 'http';
  pages: PageSource;
}

/** `sandbox` (default): deterministic pages from the URL. `http`: real pages through the platform's guarded outbound fetcher. */
export function linkinbioServices(platform: PlatformRuntime): LinkinbioServices {
  const name = platform.config.providers.linkinbio ?? 'sandbox';
  if (name === 'sandbox') return { provider: 'sandbox', pages: new SandboxPageSource(platform.sandboxMedia, platform.config.sandboxLatencyMs) };
  if (name === 'http') return { provider: 'http', pages: platform.outbound };
  throw new Error(`LINKINBIO_PROVIDER must be sandbox or http, got ${JSON.stringify(name)}`);
}

export const linkinbioOf = (ctx: SubgraphContext) => ctx.runtime.modules.linkinbio as LinkinbioServices;
