import { settingsFrom, type Config } from '../../platform/config.ts';

/** openfeed settings, read from the environment (README, "Configuration"). */
export interface OpenfeedSettings {
  /** Base URL of the AT Protocol AppView the `atproto` provider reads (OPENFEED_APPVIEW_URL). */
  appviewUrl: string;
  /** Web client base URL used for post links (OPENFEED_WEB_URL). */
  webUrl: string;
}

export function openfeedSettings(config: Config): OpenfeedSettings {
  const read = settingsFrom(config.env);
  return {
    appviewUrl: read.string('OPENFEED_APPVIEW_URL', 'https://public.api.bsky.app'),
    webUrl: read.string('OPENFEED_WEB_URL', 'https://bsky.app'),
  };
}
