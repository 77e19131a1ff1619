import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import { DeliveryWorker } from './delivery-queue.ts';
import { webhookSettings } from './settings.ts';
import { Webhooks } from './webhooks.ts';

export interface WebhookServices {
  webhooks: Webhooks;
  worker: DeliveryWorker;
}

export function webhookServices(platform: PlatformRuntime): WebhookServices {
  const settings = webhookSettings(platform.config);
  const webhooks = new Webhooks(platform.db, platform.outbound, settings, platform.clock);
  return { webhooks, worker: new DeliveryWorker(webhooks, settings, platform.config) };
}

export const webhooksOf = (ctx: SubgraphContext) => (ctx.runtime.modules.webhooks as WebhookServices).webhooks;
