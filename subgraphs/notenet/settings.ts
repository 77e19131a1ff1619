import { settingsFrom, type Config } from '../../platform/config.ts';

/** notenet settings, read from the environment (README, "Configuration"). */
export interface NotenetSettings {
  /** The note pipeline is paused (NOTENET_PAUSED=true): reads that would acquire answer 503 pipeline_paused. */
  paused: boolean;
  /** The Retry-After those answers carry, in seconds (NOTENET_PAUSED_RETRY_AFTER_SECONDS, at least 1). */
  pausedRetryAfterSeconds: number;
}

export function notenetSettings(config: Config): NotenetSettings {
  const read = settingsFrom(config.env);
  return {
    paused: read.bool('NOTENET_PAUSED', false),
    pausedRetryAfterSeconds: Math.max(1, read.int('NOTENET_PAUSED_RETRY_AFTER_SECONDS', 300)),
  };
}
