import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import { openfeedProvider } from './providers.ts';
import type { OpenfeedProvider } from './upstream.ts';

/** What openfeed's resolvers share across requests: the provider OPENFEED_PROVIDER chose (sandbox or atproto). */
export interface OpenfeedServices {
  provider: OpenfeedProvider;
}

export const openfeedServices = (platform: PlatformRuntime): OpenfeedServices => ({ provider: openfeedProvider(platform.config, platform.sandboxMedia) });

export const openfeedOf = (ctx: SubgraphContext) => (ctx.runtime.modules.openfeed as OpenfeedServices).provider;
