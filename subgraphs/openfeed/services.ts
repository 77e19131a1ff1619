import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import { openfeedProvider } from './providers.ts';
import type { OpenfeedProvider } from './upstream.ts';
import { openfeedSettings, type OpenfeedSettings } from './settings.ts';

/** What openfeed's resolvers share across requests: the provider OPENFEED_PROVIDER chose (sandbox or atproto). */
export interface OpenfeedServices {
  provider: OpenfeedProvider;
  settings: OpenfeedSettings;
}

export function openfeedServices(platform: PlatformRuntime): OpenfeedServices {
  const settings = openfeedSettings(platform.config);
  return { provider: openfeedProvider(platform.config, settings, platform.sandboxMedia, platform.outbound), settings };
}

const servicesOf = (ctx: SubgraphContext) => ctx.runtime.modules.openfeed as OpenfeedServices;
export const openfeedOf = (ctx: SubgraphContext) => servicesOf(ctx).provider;
/** Web client base URL for post links. */
export const openfeedWebUrl = (ctx: SubgraphContext) => servicesOf(ctx).settings.webUrl;
