/**
 * The facenet reads the module is built on and their upstream payloads. The sandbox answers them already in the
 * contract's member names (2.11), and so does the meta provider of the three Ad Library reads (meta.ts, mapped from
 * Meta's ads_archive Graph API, FACENET_ADS_PROVIDER=meta); normalise.ts
 * derives the answered shape (the compact ad projection when trim=true) on every read, stored or live.
 */

export type { Json, Row, RawAd } from '../../platform/ads/records.ts';
import type { RawAd, Row } from '../../platform/ads/records.ts';

export interface AdsPage {
  ads: RawAd[];
  /** The page after this one, or null on the last. */
  next_page: number | null;
  /** The upstream's own cursor of the next page when the provider pages by cursor (wrapped in next_cursor). */
  next_after?: string | null;
}

/** Where a page of ads starts: its number and, for a provider paging by cursor, the upstream's `after`. */
export interface AdsAt {
  page: number;
  after?: string;
}

export interface AdFilters {
  country: string;
  status: 'ALL' | 'ACTIVE' | 'INACTIVE';
  media_type: string;
}

export interface FacenetProvider {
  readonly name: string;
  companyAds(company: { pageId?: string; companyName?: string }, filters: AdFilters, at: AdsAt): Promise<AdsPage & { page_id: string; page_name: string }>;
  searchAds(query: string, filters: AdFilters, at: AdsAt): Promise<AdsPage>;
  searchCompanies(query: string, country: string): Promise<Row[]>;
  event(ref: { id?: string; url?: string }): Promise<Row>;
  searchEvents(query: string, page: number): Promise<{ events: Row[]; next_page: number | null }>;
  groupPosts(ref: { url?: string; groupId?: string }): Promise<{ group: Row; posts: Row[] }>;
  post(url: string, comments: boolean, transcript: boolean): Promise<Row>;
  page(ref: { url?: string; pageId?: string }): Promise<Row>;
  /** One page of a page's posts, photos, reels or events. */
  pageList(kind: PageListKind, ref: { url?: string; pageId?: string }, page: number): Promise<{ page_id: string; items: Row[]; next_page: number | null }>;
  groupDetails(ref: { url?: string; groupId?: string }): Promise<Row>;
  /** A reel or a video: a post with the group-post members. */
  videoPost(kind: 'reel' | 'video', url: string): Promise<Row>;
  comments(url: string, page: number): Promise<{ comments: Row[]; next_page: number | null }>;
}

/** The three Ad Library reads, which FACENET_ADS_PROVIDER may give to another provider than the rest (services.ts). */
export type FacenetAdsProvider = Pick<FacenetProvider, 'name' | 'companyAds' | 'searchAds' | 'searchCompanies'>;

export type PageListKind = 'posts' | 'photos' | 'reels' | 'events';
