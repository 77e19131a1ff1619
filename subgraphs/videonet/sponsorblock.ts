import { ApiError, UpstreamError, UpstreamRateLimited } from '../../platform/errors.ts';
import type { OutboundFetcher } from '../../platform/outbound/fetcher.ts';
import type { RawSponsors, SponsorCategory, SponsorSegment, SponsorsProvider } from './upstream.ts';

/**
 * Sponsor segments from the public SponsorBlock API (VIDEONET_SPONSORS_PROVIDER=sponsorblock), through the guarded
 * outbound fetcher at VIDEONET_SPONSORS_API_URL:
 *
 *   GET {base}/api/skipSegments?videoID=<id>&categories=["sponsor",…]&actionTypes=["skip","mute","full","poi","chapter"]
 *   200 [{segment: [start, end], UUID, category, actionType, videoDuration, locked (0/1), votes, description}]
 *   404 when the video has no segment in these categories: answered as an empty list (a success)
 *   429 rate limited (429 rate_limited); any other status, or a body that is not that list, 502 upstream_error
 */

const ACTION_TYPES = ['skip', 'mute', 'full', 'poi', 'chapter'];
const RETRY_SECONDS = 60;

interface Segment {
  segment?: unknown;
  UUID?: unknown;
  category?: unknown;
  actionType?: unknown;
  videoDuration?: unknown;
  locked?: unknown;
  votes?: unknown;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export class SponsorBlockProvider implements SponsorsProvider {
  readonly name = 'sponsorblock';

  constructor(
    private readonly outbound: Pick<OutboundFetcher, 'fetchPage'>,
    private readonly baseUrl: string,
  ) {}

  async segments(videoId: string, categories: SponsorCategory[]): Promise<RawSponsors> {
    const url = new URL(`${this.baseUrl}/api/skipSegments`);
    url.searchParams.set('videoID', videoId);
    url.searchParams.set('categories', JSON.stringify(categories));
    url.searchParams.set('actionTypes', JSON.stringify(ACTION_TYPES));
    let page;
    try {
      page = await this.outbound.fetchPage(url.href, { accept: ['application/json'], maxBytes: 1024 * 1024 });
    } catch (err) {
      if (err instanceof ApiError && err.status >= 500) throw err;
      throw new UpstreamError('The sponsor segment service could not be reached.');
    }
    if (page.status === 404) return { video_id: videoId, segments: [] };
    if (page.status === 429) throw new UpstreamRateLimited(RETRY_SECONDS);
    if (page.status !== 200) throw new UpstreamError(`The sponsor segment service answered ${page.status}.`);
    let body: unknown;
    try {
      body = JSON.parse(page.text);
    } catch {
      throw new UpstreamError('The sponsor segment service answered something other than JSON.');
    }
    if (!Array.isArray(body)) throw new UpstreamError('The sponsor segment service answered an unexpected shape.');
    const segments: SponsorSegment[] = [];
    for (const s of body as Segment[]) {
      const range = Array.isArray(s?.segment) ? s.segment : [];
      const start = num(range[0]);
      const end = num(range[1]);
      if (start === null || end === null || typeof s.UUID !== 'string' || typeof s.category !== 'string') continue;
      segments.push({
        segment_id: s.UUID,
        category: s.category,
        action: typeof s.actionType === 'string' ? s.actionType : 'skip',
        start,
        end,
        votes: Math.trunc(num(s.votes) ?? 0),
        locked: s.locked === 1 || s.locked === true,
        video_duration: num(s.videoDuration) || null,
      });
    }
    return { video_id: videoId, segments: segments.sort((a, b) => a.start - b.start) };
  }
}
