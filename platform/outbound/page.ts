/** What a fetch of a URL a caller gave us answers (platform/outbound/fetcher.ts), and what a provider returns for it. */
export interface FetchedPage {
  /** The URL asked for. */
  url: string;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** The final answer's HTTP status (redirects followed; any other status is returned as it is, not thrown). */
  status: number;
  /** Each redirect followed, in order: the URL that answered it and its status. */
  redirects: { url: string; status: number }[];
  /** The media type without parameters, lower case (`text/html`). */
  contentType: string;
  /** The body decoded as text by its charset (UTF-8 when none is given). */
  text: string;
  fetchedAt: Date;
}

/** What a fetch answers before decoding: the body's bytes (images, for the media mirror). */
export interface FetchedBytes extends Omit<FetchedPage, 'text'> {
  bytes: Buffer;
  /** The final answer's headers (an API client reads Retry-After); absent from a sandbox's answer. */
  headers?: Record<string, string | string[] | undefined>;
  /** The charset the answer named, if any. */
  charset: string | undefined;
}

/** How one use of the fetcher reads pages: which media types it accepts and how much it reads at most. */
export interface FetchUse {
  /** Media types accepted (`text/html`, or `image/*` for a whole type); another answers 502 upstream_error. */
  accept: string[];
  /** Largest body read, in bytes (after decompression); more answers 502 upstream_error. Default: the setting. */
  maxBytes?: number;
  /** Extra request headers, already checked against the use's allowlist by the caller. */
  headers?: Record<string, string>;
  /** GET (the default), or POST with `body` (an API call such as a provider's JSON request; never redirected). */
  method?: 'GET' | 'POST';
  body?: string;
  /**
   * Longest the whole fetch may take, body included, in place of OUTBOUND_TIMEOUT_MS: an API client's own setting
   * (FACENET_ADS_TIMEOUT_MS, EMAIL_VERIFY_VENDOR_TIMEOUT_MS, INTELLIGENCE_MODEL_TIMEOUT_MS).
   */
  timeoutMs?: number;
  /**
   * `answer`: a redirect is not followed but answered as it is (its status, an empty body), for a request that carries
   * a key or a token meant for one configured URL only. By default GETs follow redirects and a POST's is refused.
   */
  redirects?: 'follow' | 'answer';
}

/** Anything that fetches a page: the guarded outbound fetcher, or a network's sandbox provider. */
export interface PageSource {
  fetchPage(url: string, use: FetchUse): Promise<FetchedPage>;
}
