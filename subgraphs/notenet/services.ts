import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import type { NetworkProviders } from '../../platform/live/providers.ts';
import { notenetProviders } from './providers.ts';
import { notenetSettings, type NotenetSettings } from './settings.ts';
import type { NotenetProvider } from './upstream.ts';

/** What notenet's resolvers share across requests: the sandbox for test keys, NOTENET_PROVIDER's for live keys, and the module's settings. */
export interface NotenetServices {
  providers: NetworkProviders<NotenetProvider>;
  settings: NotenetSettings;
}

export function notenetServices(platform: PlatformRuntime): NotenetServices {
  return { providers: notenetProviders(platform.config, platform.sandboxMedia), settings: notenetSettings(platform.config) };
}

export const notenetOf = (ctx: SubgraphContext) => ctx.runtime.modules.notenet as NotenetServices;
