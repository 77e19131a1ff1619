import { settingsFrom, type Config } from '../../platform/config.ts';

/** facenet's Ad Library provider settings, read from the environment (README, "Configuration"). */
export interface FacenetAdsSettings {
  /**
   * FACENET_ADS_PROVIDER: the real provider of live keys' Ad Library reads, `meta` (Meta's public ads_archive Graph
   * API), or unset (live keys' Ad Library acquisitions answer 503; test keys always read the sandbox). Checked by
   * services.ts.
   */
  provider: string | undefined;
  /** FACENET_ADS_TOKEN: the Graph API access token (configuration, never caller input; never logged). */
  token: string;
  /** FACENET_ADS_API_URL: the Graph API base, version included. */
  apiUrl: string;
  /** FACENET_ADS_TIMEOUT_MS: one upstream call's limit (default UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
}

/** The settings; refuses to start on `meta` without a token (services.ts refuses an unknown provider). */
export function facenetAdsSettings(config: Config): FacenetAdsSettings {
  const read = settingsFrom(config.env);
  const provider = read.string('FACENET_ADS_PROVIDER', '') || config.providers.facenet_ads || undefined;
  const token = read.string('FACENET_ADS_TOKEN', '');
  if (provider === 'meta' && token.trim() === '') {
    throw new Error('FACENET_ADS_TOKEN is required when FACENET_ADS_PROVIDER=meta (a Graph API access token with Ad Library API access)');
  }
  const apiUrl = read.string('FACENET_ADS_API_URL', 'https://graph.facebook.com/v21.0').replace(/\/+$/, '');
  try {
    const url = new URL(apiUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error();
  } catch {
    throw new Error(`FACENET_ADS_API_URL must be an http(s) URL, got ${JSON.stringify(apiUrl)}`);
  }
  return { provider, token, apiUrl, timeoutMs: read.int('FACENET_ADS_TIMEOUT_MS', config.upstreamTimeoutMs) };
}
