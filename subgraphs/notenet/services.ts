import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { notenetProvider } from './providers.ts';
import { notenetSettings, type NotenetSettings } from './settings.ts';
import type { NotenetProvider } from './upstream.ts';

/** What notenet's resolvers share across requests: the provider NOTENET_PROVIDER chose, and the module's settings. */
export interface NotenetServices {
  provider: NotenetProvider;
  settings: NotenetSettings;
}

export function notenetServices(platform: PlatformRuntime): NotenetServices {
  return { provider: notenetProvider(platform.config, platform.sandboxMedia), settings: notenetSettings(platform.config) };
}

export const notenetOf = (ctx: SubgraphContext) => ctx.runtime.modules.notenet as NotenetServices;
