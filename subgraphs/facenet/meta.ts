import { NotFound, UpstreamError, UpstreamRateLimited, UpstreamTimeout } from '../../platform/errors.ts';
import { ApiCallFailed, callApi, type ApiAnswer } from '../../platform/outbound/api-call.ts';
import type { OutboundFetcher } from '../../platform/outbound/fetcher.ts';
import type { FacenetAdsSettings } from './settings.ts';
import type { AdFilters, AdsAt, AdsPage, FacenetAdsProvider, Json, RawAd, Row } from './upstream.ts';

/**
 * The three Ad Library reads on Meta's public ads archive (Graph API, FACENET_ADS_PROVIDER=meta):
 *
 *   GET {FACENET_ADS_API_URL}/ads_archive?access_token=…&search_terms=… | search_page_ids=["<id>"]
 *       &ad_reached_countries=["US"]&ad_active_status=ALL&ad_type=ALL&media_type=ALL&search_type=KEYWORD_UNORDERED
 *       &fields=id,ad_creation_time,…&limit=10[&after=<cursor>]
 *   200 {data: [...], paging: {cursors: {after}, next}}     an ad page; `after` is wrapped in this API's next_cursor
 *   4xx/5xx {error: {message, type, code, error_subcode, fbtrace_id}}
 *
 * Error codes 4, 17, 32 and 613 (rate limits) answer 429 rate_limited with Retry-After; 190 (token), 100 (parameter),
 * any other error, a 5xx or a redirect (never followed: the token goes to the configured URL only) 502
 * upstream_error; no answer within FACENET_ADS_TIMEOUT_MS 504, an answer over 4 MiB 502. None is charged. Calls go
 * through the guarded outbound fetcher (its address policy, OUTBOUND_ALLOW_CIDRS and OUTBOUND_PORTS included). The token is never logged nor put
 * in a message or a payload (Meta's ad_snapshot_url carries it, so snapshot_url is the public library link instead).
 *
 * Advertisers (search/companies, and a companyName on company/ads) come from the ads archive itself: the distinct
 * page_id/page_name of the ads matching the query. Pages search (/pages/search) needs a separate permission Ad
 * Library tokens do not have, and page_id is what the ads archive is searched by.
 */

const FIELDS = [
  'id',
  'ad_creation_time',
  'ad_creative_bodies',
  'ad_creative_link_captions',
  'ad_creative_link_descriptions',
  'ad_creative_link_titles',
  'ad_delivery_start_time',
  'ad_delivery_stop_time',
  'ad_snapshot_url',
  'page_id',
  'page_name',
  'publisher_platforms',
  'languages',
  'impressions',
  'spend',
  'currency',
  'bylines',
  'estimated_audience_size',
].join(',');
const ADS_PER_PAGE = 10;
/** Ads sampled to find the advertisers matching a query. */
const ADVERTISER_SAMPLE = 100;
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const DEFAULT_RETRY_SECONDS = 60;
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

type MetaAd = Record<string, Json | undefined>;
interface MetaAnswer {
  data: MetaAd[];
  paging?: { cursors?: { after?: string }; next?: string };
}

const str = (v: Json | undefined): string | null => (typeof v === 'string' ? v : null);
const first = (v: Json | undefined): string | null => (Array.isArray(v) && typeof v[0] === 'string' ? v[0] : null);
const strings = (v: Json | undefined): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
/** A Graph API date (2024-01-15 or 2024-01-15T08:00:00+0000) as ISO 8601; as given when it does not parse. */
function isoDate(v: Json | undefined): string | null {
  const s = str(v);
  if (s === null) return null;
  const ms = Date.parse(s.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? s : new Date(ms).toISOString();
}

/** A Meta ad as the module's full ad record (the compact projection is derived from it by normalise.ts). */
export function metaAd(ad: MetaAd, filters: AdFilters): RawAd {
  const id = String(ad.id ?? '');
  const stop = isoDate(ad.ad_delivery_stop_time);
  const pageId = String(ad.page_id ?? '');
  return {
    ad_archive_id: id,
    page_id: pageId,
    page_name: str(ad.page_name) ?? '',
    page_profile_url: pageId ? `https://www.facebook.com/${pageId}` : null,
    is_active: filters.status === 'ALL' ? stop === null : filters.status === 'ACTIVE',
    start_date: isoDate(ad.ad_delivery_start_time) ?? isoDate(ad.ad_creation_time) ?? '',
    end_date: stop,
    created_at: isoDate(ad.ad_creation_time),
    country: filters.country,
    publisher_platforms: strings(ad.publisher_platforms).map((p) => p.toLowerCase()),
    // The archive does not say an ad's media type; the filter asked for does when it names one.
    media_type: filters.media_type === 'ALL' ? 'UNKNOWN' : filters.media_type,
    title: first(ad.ad_creative_link_titles),
    body: first(ad.ad_creative_bodies) ?? '',
    link_caption: first(ad.ad_creative_link_captions),
    link_description: first(ad.ad_creative_link_descriptions),
    languages: strings(ad.languages),
    bylines: str(ad.bylines),
    currency: str(ad.currency),
    impressions: (ad.impressions ?? null) as Json,
    spend: (ad.spend ?? null) as Json,
    estimated_audience_size: (ad.estimated_audience_size ?? null) as Json,
    snapshot_url: `https://www.facebook.com/ads/library/?id=${id}`,
  };
}

export class MetaAdLibraryProvider implements FacenetAdsProvider {
  readonly name = 'meta';

  constructor(
    private readonly settings: FacenetAdsSettings,
    private readonly outbound: Pick<OutboundFetcher, 'fetchBytes'>,
  ) {}

  /** One ads_archive call; the Graph API's errors mapped onto the closed error set. */
  private async archive(params: Record<string, string>): Promise<MetaAnswer> {
    const url = new URL(`${this.settings.apiUrl}/ads_archive`);
    for (const [k, v] of Object.entries({ ...params, fields: params.fields ?? FIELDS, access_token: this.settings.token })) url.searchParams.set(k, v);
    let answer: ApiAnswer;
    try {
      answer = await callApi(this.outbound, { method: 'GET', url, timeoutMs: this.settings.timeoutMs, maxBytes: MAX_ANSWER_BYTES });
    } catch (err) {
      if (err instanceof ApiCallFailed && err.kind === 'timeout') throw new UpstreamTimeout();
      throw new UpstreamError('The Ad Library API could not be reached. Nothing was charged; retry later.');
    }
    const { status, headers } = answer;
    const body = answer.json ?? null;
    const error = body && typeof body === 'object' ? (body as { error?: { code?: unknown; message?: unknown } }).error : undefined;
    if (error && typeof error === 'object') {
      const code = Number(error.code);
      if (RATE_LIMIT_CODES.has(code)) throw new UpstreamRateLimited(retryAfter(headers['retry-after']));
      if (code === 190) throw new UpstreamError('The Ad Library API refused the configured access token. Nothing was charged.');
      if (code === 100) throw new UpstreamError('The Ad Library API refused a parameter of the request. Nothing was charged.');
      throw new UpstreamError(`The Ad Library API answered error ${Number.isFinite(code) ? code : 'without a code'}. Nothing was charged; retry later.`);
    }
    if (status === 429) throw new UpstreamRateLimited(retryAfter(headers['retry-after']));
    if (status !== 200) throw new UpstreamError(`The Ad Library API answered HTTP ${status}. Nothing was charged; retry later.`);
    const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
    if (!Array.isArray(data)) throw new UpstreamError('The Ad Library API answered something that is not an ads page. Nothing was charged.');
    return { data: data.filter((d): d is MetaAd => !!d && typeof d === 'object' && !Array.isArray(d)), paging: (body as MetaAnswer).paging };
  }

  private filterParams(filters: AdFilters): Record<string, string> {
    return {
      ad_reached_countries: JSON.stringify([filters.country]),
      ad_active_status: filters.status,
      ad_type: 'ALL',
      // IMAGE_AND_MEME has no archive equivalent: ALL, then the records say what was asked.
      media_type: filters.media_type === 'IMAGE_AND_MEME' ? 'ALL' : filters.media_type,
    };
  }

  private async adsPage(params: Record<string, string>, filters: AdFilters, at: AdsAt): Promise<AdsPage> {
    const answer = await this.archive({ ...params, ...this.filterParams(filters), limit: String(ADS_PER_PAGE), ...(at.after ? { after: at.after } : {}) });
    const after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
    const more = typeof after === 'string' && after.length > 0 && answer.data.length > 0;
    return { ads: answer.data.map((ad) => metaAd(ad, filters)), next_page: more ? at.page + 1 : null, next_after: more ? after : null };
  }

  /** The distinct advertisers (page_id, page_name) of the archive's ads matching `query`, in order of appearance. */
  private async advertisers(query: string, country: string): Promise<{ page_id: string; page_name: string }[]> {
    const answer = await this.archive({
      search_terms: query,
      search_type: 'KEYWORD_UNORDERED',
      ad_reached_countries: JSON.stringify([country]),
      ad_active_status: 'ALL',
      ad_type: 'ALL',
      fields: 'page_id,page_name',
      limit: String(ADVERTISER_SAMPLE),
    });
    const seen = new Map<string, string>();
    for (const ad of answer.data) {
      const id = ad.page_id === undefined || ad.page_id === null ? '' : String(ad.page_id);
      if (id && !seen.has(id)) seen.set(id, str(ad.page_name) ?? '');
    }
    return [...seen].map(([page_id, page_name]) => ({ page_id, page_name }));
  }

  async companyAds(company: { pageId?: string; companyName?: string }, filters: AdFilters, at: AdsAt) {
    let pageId = company.pageId;
    let pageName = '';
    if (pageId === undefined) {
      const name = company.companyName!;
      const found = await this.advertisers(name, filters.country);
      const match = found.find((a) => a.page_name.toLowerCase() === name.toLowerCase()) ?? found[0];
      if (!match) throw new NotFound(`The Ad Library has no advertiser matching ${JSON.stringify(name)} in ${filters.country}.`);
      pageId = match.page_id;
      pageName = match.page_name;
    }
    const page = await this.adsPage({ search_page_ids: JSON.stringify([pageId]) }, filters, at);
    return { page_id: pageId, page_name: page.ads[0]?.page_name || pageName, ...page };
  }

  searchAds(query: string, filters: AdFilters, at: AdsAt): Promise<AdsPage> {
    return this.adsPage({ search_terms: query, search_type: 'KEYWORD_UNORDERED' }, filters, at);
  }

  async searchCompanies(query: string, country: string): Promise<Row[]> {
    const found = await this.advertisers(query, country);
    // Only what the archive says of an advertiser; the members it does not give are null.
    return found.map((a) => ({
      page_id: a.page_id,
      name: a.page_name,
      category: null,
      likes: null,
      verified: null,
      ig_username: null,
      profile_url: `https://www.facebook.com/${a.page_id}`,
      country,
    }));
  }
}

function retryAfter(header: string | string[] | undefined): number {
  const n = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(n) && n > 0 && n <= 3600 ? n : DEFAULT_RETRY_SECONDS;
}
