import type { Config } from '../../platform/config.ts';
import type { SandboxMedia } from '../../platform/sandbox/sandbox.ts';
import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { SandboxFacenetProvider } from './sandbox.ts';
import type { FacenetProvider } from './upstream.ts';

/** What facenet's resolvers share across requests: the provider FACENET_PROVIDER chose. */
export interface FacenetServices {
  provider: FacenetProvider;
}

/** FACENET_PROVIDER: `sandbox` (the default, and the only provider while the network cannot be reached from here). */
export function facenetProvider(config: Config, media: SandboxMedia): FacenetProvider {
  const name = config.providers.facenet ?? 'sandbox';
  if (name === 'sandbox') return new SandboxFacenetProvider(media, config.sandboxLatencyMs);
  throw new Error(`FACENET_PROVIDER must be sandbox, got ${JSON.stringify(name)}`);
}

export function facenetServices(platform: PlatformRuntime): FacenetServices {
  return { provider: facenetProvider(platform.config, platform.sandboxMedia) };
}

export const facenetOf = (ctx: SubgraphContext) => ctx.runtime.modules.facenet as FacenetServices;
