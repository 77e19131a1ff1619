import type { Config } from '../../platform/config.ts';
import type { Wallet } from '../../platform/billing/wallet.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import { DmService } from './dm.ts';
import { SandboxMessaging } from './provider.ts';
import { dmSettings } from './settings.ts';

/** The DM service on the messaging provider DM_PROVIDER chose (only the sandbox network exists so far). */
export function dmService(db: Db, config: Config, wallet: Wallet): DmService {
  const provider = config.providers.dm ?? 'sandbox';
  if (provider !== 'sandbox') throw new Error(`DM_PROVIDER must be sandbox, got ${JSON.stringify(provider)}`);
  const settings = dmSettings(config);
  return new DmService(db, wallet, new SandboxMessaging(db, settings.sandboxReplyDelayMs, settings.sandboxLatencyMs), settings);
}

export const dmServices = (platform: PlatformRuntime): DmService => dmService(platform.db, platform.config, platform.wallet);

/** The background poll of open threads, every DM_POLL_INTERVAL_MS (off at 0). */
export function dmPoller(dm: DmService, platform: PlatformRuntime) {
  const every = dmSettings(platform.config).pollIntervalMs;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    start() {
      if (every <= 0 || timer) return;
      timer = setInterval(() => {
        running ??= dm
          .pollOpenThreads()
          .catch(() => 0)
          .finally(() => (running = null));
      }, every);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export const dmOf = (ctx: SubgraphContext) => ctx.runtime.modules.dm as DmService;
