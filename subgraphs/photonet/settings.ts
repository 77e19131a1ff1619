import { settingsFrom, type Config } from '../../platform/config.ts';

/** photonet settings, read from the environment (README, "Configuration"). */
export interface PhotonetSettings {
  /** The date the deprecated `username` alias of `handle` stopped being accepted, contract 9.4 (USERNAME_ALIAS_SUNSET). */
  usernameAliasSunset: string;
}

export function photonetSettings(config: Config): PhotonetSettings {
  return { usernameAliasSunset: settingsFrom(config.env).date('USERNAME_ALIAS_SUNSET', '2026-11-01') };
}
