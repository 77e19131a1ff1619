import { createHash } from 'node:crypto';
import { settingsFrom, type Config } from '../../platform/config.ts';

/** Webhook settings, read from the environment (README, "Webhooks"). */
export interface WebhookSettings {
  /** First retry delay; each later one doubles (WEBHOOK_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** Attempts per delivery, the first included (WEBHOOK_MAX_ATTEMPTS): with the base, this bounds how long it is retried. */
  maxAttempts: number;
  /** How often a worker turns new events into deliveries and checks balance thresholds (WEBHOOK_DRAIN_INTERVAL_MS). */
  drainIntervalMs: number;
  /** Endpoints one account may hold (WEBHOOK_ENDPOINTS_PER_ACCOUNT). */
  endpointsPerAccount: number;
  /** Deliveries attempted at once per worker process (WEBHOOK_CONCURRENCY). */
  concurrency: number;
  /** The 32-byte key endpoint secrets are sealed with, from WEBHOOK_SECRET_KEY (or derived from SANDBOX_SECRET). */
  sealKey: Buffer;
}

export function webhookSettings(config: Config): WebhookSettings {
  const read = settingsFrom(config.env);
  const key = read.string('WEBHOOK_SECRET_KEY', `webhook-secrets:${config.sandboxSecret}`);
  return {
    retryBaseMs: read.int('WEBHOOK_RETRY_BASE_MS', 30_000),
    maxAttempts: read.int('WEBHOOK_MAX_ATTEMPTS', 8),
    drainIntervalMs: read.int('WEBHOOK_DRAIN_INTERVAL_MS', 1_000),
    endpointsPerAccount: read.int('WEBHOOK_ENDPOINTS_PER_ACCOUNT', 10),
    concurrency: read.int('WEBHOOK_CONCURRENCY', 10),
    sealKey: createHash('sha256').update(key).digest(),
  };
}
