import { settingsFrom, type Config } from '../../platform/config.ts';

/** videonet settings, read from the environment (README, "videonet"). */
export interface VideonetSettings {
  /** VIDEONET_PROVIDER: `sandbox` (the default) or `innertube` (the network's own web API through youtubei.js). */
  provider: 'sandbox' | 'innertube';
  /** VIDEONET_API_URL: where InnerTube requests go (the network's origin; a local fake in tests). */
  apiUrl: string;
  /** VIDEONET_SPONSORS_PROVIDER: `sandbox` (the default) or `sponsorblock` (the public SponsorBlock API). */
  sponsorsProvider: 'sandbox' | 'sponsorblock';
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

/** The settings; refuses to start on an unknown provider or a base URL that is not http(s). */
export function videonetSettings(config: Config): VideonetSettings {
  const read = settingsFrom(config.env);
  const provider = read.string('VIDEONET_PROVIDER', 'sandbox');
  if (provider !== 'sandbox' && provider !== 'innertube') throw new Error(`VIDEONET_PROVIDER must be sandbox or innertube, got ${JSON.stringify(provider)}`);
  const sponsorsProvider = read.string('VIDEONET_SPONSORS_PROVIDER', 'sandbox');
  if (sponsorsProvider !== 'sandbox' && sponsorsProvider !== 'sponsorblock') {
    throw new Error(`VIDEONET_SPONSORS_PROVIDER must be sandbox or sponsorblock, got ${JSON.stringify(sponsorsProvider)}`);
  }
  return {
    provider,
    apiUrl: baseUrl('VIDEONET_API_URL', read.string('VIDEONET_API_URL', 'https://www.youtube.com')),
    sponsorsProvider,
    sponsorsApiUrl: baseUrl('VIDEONET_SPONSORS_API_URL', read.string('VIDEONET_SPONSORS_API_URL', 'https://sponsor.ajay.app')),
  };
}
