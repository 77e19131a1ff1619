/**
 * The facenet reads the module is built on and their upstream payloads. The sandbox (the only provider while the
 * network cannot be reached from here) answers them already in the contract's member names (2.11); normalize.ts
 * derives the answered shape (the compact ad projection when trim=true) on every read, stored or live.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Row = Record<string, Json>;

/** An Ad Library ad record in its full form (README, "facenet"). */
export interface RawAd extends Row {
  ad_archive_id: string;
  page_id: string;
  page_name: string;
  is_active: boolean;
  start_date: string;
  end_date: string | null;
  body: string;
  media_type: string;
  snapshot_url: string;
}

export interface AdsPage {
  ads: RawAd[];
  /** The page after this one, or null on the last. */
  next_page: number | null;
}

export interface AdFilters {
  country: string;
  status: 'ALL' | 'ACTIVE' | 'INACTIVE';
  media_type: string;
}

export interface FacenetProvider {
  readonly name: string;
  companyAds(company: { pageId?: string; companyName?: string }, filters: AdFilters, page: number): Promise<AdsPage & { page_id: string; page_name: string }>;
  searchAds(query: string, filters: AdFilters, page: number): Promise<AdsPage>;
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

export type PageListKind = 'posts' | 'photos' | 'reels' | 'events';
