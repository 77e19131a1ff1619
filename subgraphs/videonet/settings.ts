import { settingsFrom, type Config } from '../../platform/config.ts';

/** videonet settings, read from the environment (README, "videonet"). */
export interface VideonetSettings {
  /**
   * VIDEONET_PROVIDER: live keys' real provider, `innertube` (the network's own web API through youtubei.js), or unset
   * (live keys' acquisitions answer 503; test keys always read the sandbox). Checked by services.ts.
   */
  provider: string | undefined;
  /** VIDEONET_API_URL: where InnerTube requests go (the network's origin; a local fake in tests). */
  apiUrl: string;
  /** VIDEONET_SPONSORS_PROVIDER: live keys' sponsor segments, `sponsorblock` (the public SponsorBlock API), or unset. */
  sponsorsProvider: string | undefined;
  /** VIDEONET_SPONSORS_API_URL: the SponsorBlock server. */
  sponsorsApiUrl: string;
}

function baseUrl(name: string, value: string): string {
  const trimmed = value.replace(/\/+$/, '');
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error();
  } catch {
    throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return trimmed;
}

/** The settings; refuses to start on a base URL that is not http(s) (services.ts refuses an unknown provider). */
export function videonetSettings(config: Config): VideonetSettings {
  const read = settingsFrom(config.env);
  const provider = read.string('VIDEONET_PROVIDER', '') || config.providers.videonet || undefined;
  const sponsorsProvider = read.string('VIDEONET_SPONSORS_PROVIDER', '') || config.providers.videonet_sponsors || undefined;
  return {
    provider,
    apiUrl: baseUrl('VIDEONET_API_URL', read.string('VIDEONET_API_URL', 'https://www.youtube.com')),
    sponsorsProvider,
    sponsorsApiUrl: baseUrl('VIDEONET_SPONSORS_API_URL', read.string('VIDEONET_SPONSORS_API_URL', 'https://sponsor.ajay.app')),
  };
}
