import { settingsFrom, type Config } from '../../platform/config.ts';

/** photonet settings, read from the environment (README, "Configuration"). */
export interface PhotonetSettings {
  /** The date the deprecated `username` alias of `handle` stopped being accepted, contract 9.4 (USERNAME_ALIAS_SUNSET). */
  usernameAliasSunset: string;
  /** How many signed-in sandbox accounts the signed-in operations share (PHOTONET_SIGNED_IN_POOL), see account-pool.ts. */
  signedInPool: number;
}

export function photonetSettings(config: Config): PhotonetSettings {
  const env = settingsFrom(config.env);
  return { usernameAliasSunset: env.date('USERNAME_ALIAS_SUNSET', '2026-11-01'), signedInPool: env.int('PHOTONET_SIGNED_IN_POOL', 4) };
}
