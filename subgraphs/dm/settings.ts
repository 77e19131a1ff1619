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
  /**
   * How long a send may stay `dispatching` before a retry with its token stops waiting for it and replays it as
   * delivery_unknown (DM_SETTLE_WAIT_MS): past it, the process that took the token is taken to have died mid-send.
   */
  settleWaitMs: number;
  /** Sandbox messaging network: how long it takes to accept a message, half before and half after it holds it (DM_SANDBOX_LATENCY_MS). */
  sandboxLatencyMs: number;
}

export function dmSettings(config: Config): DmSettings {
  const read = settingsFrom(config.env);
  return {
    identityPool: read.int('DM_IDENTITY_POOL', 20),
    sessionsPerAccount: read.int('DM_SESSIONS_PER_ACCOUNT', 3),
    sandboxReplyDelayMs: read.int('DM_SANDBOX_REPLY_DELAY_MS', 60_000),
    pollIntervalMs: read.int('DM_POLL_INTERVAL_MS', 0),
    settleWaitMs: read.int('DM_SETTLE_WAIT_MS', 30_000),
    sandboxLatencyMs: read.int('DM_SANDBOX_LATENCY_MS', 0),
  };
}
