import type { Config } from '../../platform/config.ts';
import type { SandboxMedia } from '../../platform/sandbox/sandbox.ts';
import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { SandboxClipnetNetwork, SandboxClipnetProvider } from './sandbox.ts';
import type { ClipnetProvider } from './upstream.ts';

/** What clipnet's resolvers share across requests: the provider CLIPNET_PROVIDER chose. */
export interface ClipnetServices {
  provider: ClipnetProvider;
}

/** CLIPNET_PROVIDER: `sandbox` (the default, and the only provider while the upstream cannot be reached from here). */
export function clipnetProvider(config: Config, media: SandboxMedia): ClipnetProvider {
  const name = config.providers.clipnet ?? 'sandbox';
  if (name === 'sandbox') return new SandboxClipnetProvider(new SandboxClipnetNetwork(media), config.sandboxLatencyMs);
  throw new Error(`CLIPNET_PROVIDER must be sandbox, got ${JSON.stringify(name)}`);
}

export function clipnetServices(platform: PlatformRuntime): ClipnetServices {
  return { provider: clipnetProvider(platform.config, platform.sandboxMedia) };
}

export const clipnetOf = (ctx: SubgraphContext) => ctx.runtime.modules.clipnet as ClipnetServices;
