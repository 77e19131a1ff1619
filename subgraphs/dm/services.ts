import { AcquisitionWorker } from '../../platform/acquisition/worker.ts';
import type { Config } from '../../platform/config.ts';
import type { Wallet } from '../../platform/billing/wallet.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import { DmService } from './dm.ts';
import { networkProviders } from '../../platform/live/providers.ts';
import { SandboxMessaging, type MessagingProvider } from './provider.ts';
import { dmSettings } from './settings.ts';
import { DmWorkerProvider } from './worker.ts';

/** The DM service: the sandbox network for test keys; for live keys DM_PROVIDER=worker (an acquisition worker), or none. */
export function dmService(db: Db, config: Config, wallet: Wallet): DmService {
  const settings = dmSettings(config);
  const providers = networkProviders<MessagingProvider>('dm', config.providers, {
    sandbox: () => new SandboxMessaging(db, settings.sandboxReplyDelayMs, settings.sandboxLatencyMs),
    real: { worker: () => new DmWorkerProvider(AcquisitionWorker.fromConfig(config, 'dm')) },
  });
  return new DmService(db, wallet, providers, settings);
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
