import { settingsFrom, type Config } from '../../platform/config.ts';

/** DM settings, read from the environment (README, "Configuration"). */
export interface DmSettings {
  /** How many DM sending identities the pool holds (DM_IDENTITY_POOL). */
  identityPool: number;
  /** Open (unreleased) DM sessions one account may hold, so that no account can take the whole pool (DM_SESSIONS_PER_ACCOUNT). */
  sessionsPerAccount: number;
  /** Sandbox messaging network: delay between a first message and each simulated reply (DM_SANDBOX_REPLY_DELAY_MS). */
  sandboxReplyDelayMs: number;
  /** How often processes that run jobs poll open threads for replies (DM_POLL_INTERVAL_MS); 0: never (refresh only). */
  pollIntervalMs: number;
}

export function dmSettings(config: Config): DmSettings {
  const read = settingsFrom(config.env);
  return {
    identityPool: read.int('DM_IDENTITY_POOL', 20),
    sessionsPerAccount: read.int('DM_SESSIONS_PER_ACCOUNT', 3),
    sandboxReplyDelayMs: read.int('DM_SANDBOX_REPLY_DELAY_MS', 60_000),
    pollIntervalMs: read.int('DM_POLL_INTERVAL_MS', 0),
  };
}
