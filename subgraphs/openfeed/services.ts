import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import type { NetworkProviders } from '../../platform/live/providers.ts';
import { openfeedProviders } from './providers.ts';
import type { OpenfeedProvider } from './upstream.ts';
import { openfeedSettings, type OpenfeedSettings } from './settings.ts';

/** What openfeed's resolvers share across requests: the sandbox for test keys, OPENFEED_PROVIDER's (atproto) for live keys. */
export interface OpenfeedServices {
  providers: NetworkProviders<OpenfeedProvider>;
  settings: OpenfeedSettings;
}

export function openfeedServices(platform: PlatformRuntime): OpenfeedServices {
  const settings = openfeedSettings(platform.config);
  return { providers: openfeedProviders(platform.config, settings, platform.sandboxMedia, platform.outbound), settings };
}

const servicesOf = (ctx: SubgraphContext) => ctx.runtime.modules.openfeed as OpenfeedServices;
/** The provider the caller's mode reads. */
export const openfeedOf = (ctx: SubgraphContext) => servicesOf(ctx).providers.for(ctx.keyMode);
/** Web client base URL for post links. */
export const openfeedWebUrl = (ctx: SubgraphContext) => servicesOf(ctx).settings.webUrl;
