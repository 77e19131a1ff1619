import { lookup as systemLookup, Resolver } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Agent, request, type Dispatcher } from 'undici';
import { UpstreamError, UpstreamTimeout, quote } from '../errors.ts';
import { OutboundRefused, urlPolicyOf, type UrlPolicy } from './url-policy.ts';
import type { FetchedBytes, FetchedPage, FetchUse, PageSource } from './page.ts';

/** How the service reaches URLs its callers give it (OUTBOUND_* settings). */
export interface OutboundSettings {
  /** CIDR ranges allowed although they are in a refused class (OUTBOUND_ALLOW_CIDRS), comma-separated; empty: none. */
  allowCidrs: string;
  /** DNS servers (`host` or `host:port`) names are resolved with (OUTBOUND_DNS_SERVERS); empty: the system resolver. */
  dnsServers: string[];
  /** Ports a URL may name (OUTBOUND_PORTS); a URL without a port uses 80 or 443. */
  ports: number[];
  /** Longest a TCP (and TLS) connection may take to open. */
  connectTimeoutMs: number;
  /** Longest a whole fetch may take, redirects and body included. */
  timeoutMs: number;
  /** Largest body read, after decompression, unless a use asks for less. */
  maxBytes: number;
  userAgent: string;
}

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export { OutboundRefused };

/** A body over the size cap: an upstream failure (502) an API client may tell apart from not being reached. */
export class AnswerTooLarge extends UpstreamError {}

function decoderFor(charset: string | undefined): TextDecoder {
  try {
    return new TextDecoder(charset || 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/** Whether a media type is among those accepted (`image/*` accepts every image type; a star-slash-star entry any answer). */
const accepts = (accepted: string[], type: string) => accepted.some((a) => a === type || a === '*/*' || (a.endsWith('/*') && type.startsWith(a.slice(0, -1))));

/** Drops a body not to be read; its stream's late errors (an abort) have nobody to reach. */
function discard(answer: Dispatcher.ResponseData): void {
  answer.body.on('error', () => {});
  answer.body.destroy();
}

function withCause<E extends Error>(error: E, cause: unknown): E {
  return Object.assign(error, { cause });
}

/** The refused error somewhere in a chain of causes (undici wraps what the connector's lookup threw). */
function refusedIn(err: unknown): OutboundRefused | null {
  for (let e = err as { cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as { cause?: unknown } | undefined, depth++) {
    if (e instanceof OutboundRefused) return e;
  }
  return null;
}

/**
 * The one way the service fetches a URL a caller gave it. Every hop is checked before any byte is sent by the URL
 * policy the operations' parameter rules also apply (url-policy.ts: http or https, no credentials, a port from the
 * allowed list, a literal address allowed), and every address the host resolves to outside the refused ranges
 * (address-policy.ts). The connection goes to exactly the addresses that were checked (the resolution happens inside
 * the connector, once per connection), so a name that resolves differently a moment later cannot slip through.
 * Redirects are followed by hand, at most 5, each checked again; connect and total timeouts, a size cap and the media
 * types each use accepts bound the rest.
 */
export class OutboundFetcher implements PageSource {
  private readonly policy: UrlPolicy;
  private readonly resolver: Resolver | null;
  private readonly agent: Agent;
  private readonly internal: boolean;

  /**
   * `scope: 'internal'` is for the deployment's own services at addresses its configuration names (a subgraph served
   * over HTTP): no address, port or DNS policy (their names resolve by the system resolver, to private addresses as
   * often as not), and every other bound (deadline, size cap, redirects, decompression) as for any fetch. Never for a
   * URL a caller gave or an outside API.
   */
  constructor(
    private readonly settings: OutboundSettings,
    options: { scope?: 'public' | 'internal' } = {},
  ) {
    this.internal = options.scope === 'internal';
    this.policy = urlPolicyOf(settings);
    this.resolver = settings.dnsServers.length && !this.internal ? new Resolver({ timeout: Math.min(settings.connectTimeoutMs, 5_000), tries: 2 }) : null;
    this.resolver?.setServers(settings.dnsServers);
    this.agent = new Agent({
      connect: {
        timeout: settings.connectTimeoutMs,
        // net.connect's own lookup: called for every new connection, and what it answers is what is connected to.
        ...(this.internal
          ? {}
          : {
              lookup: (hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
                this.addressesOf(hostname).then(
                  (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0].address, addresses[0].family)),
                  (err) => callback(err),
                );
              },
            }),
      } as Agent.Options['connect'],
      headersTimeout: settings.timeoutMs,
      bodyTimeout: settings.timeoutMs,
      keepAliveTimeout: 4_000,
    });
  }

  /** Every address `host` resolves to, each allowed by the policy; refused when any is not. */
  async addressesOf(host: string): Promise<LookupAddress[]> {
    const name = host.replace(/^\[|\]$/g, '');
    if (isIP(name)) {
      this.policy.checkAddress(name, `url's host ${quote(name, 60)} is`);
      return [{ address: name, family: isIP(name) }];
    }
    let addresses: LookupAddress[];
    try {
      if (this.resolver) {
        const [four, six] = await Promise.allSettled([this.resolver.resolve4(name), this.resolver.resolve6(name)]);
        addresses = [
          ...(four.status === 'fulfilled' ? four.value.map((address) => ({ address, family: 4 })) : []),
          ...(six.status === 'fulfilled' ? six.value.map((address) => ({ address, family: 6 })) : []),
        ];
      } else {
        addresses = await systemLookup(name, { all: true, verbatim: true });
      }
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new UpstreamError(`The host ${quote(name, 60)} does not resolve.`);
    for (const { address } of addresses) this.policy.checkAddress(address, `url's host ${quote(name, 60)} resolves to`);
    return addresses;
  }

  async fetchPage(address: string, use: FetchUse): Promise<FetchedPage> {
    const { bytes, charset, headers: _headers, ...page } = await this.fetchBytes(address, use);
    return { ...page, text: decoderFor(charset).decode(bytes) };
  }

  /** The same fetch, answering the body's bytes undecoded (an image). */
  async fetchBytes(address: string, use: FetchUse): Promise<FetchedBytes> {
    const maxBytes = Math.min(use.maxBytes ?? this.settings.maxBytes, this.settings.maxBytes);
    const timeoutMs = use.timeoutMs ?? this.settings.timeoutMs;
    // One deadline over every hop and the body; cleared once the fetch is over, so it never fires into a finished one.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('The fetch took too long.', 'TimeoutError')), timeoutMs);
    try {
      return await this.follow(address, { ...use, timeoutMs }, maxBytes, timeout.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  private async follow(address: string, use: FetchUse, maxBytes: number, deadline: AbortSignal): Promise<FetchedBytes> {
    const redirects: { url: string; status: number }[] = [];
    let current = this.target(address, 'url');
    for (;;) {
      const answer = await this.get(current, use, deadline);
      if (REDIRECTS.has(answer.statusCode) && typeof answer.headers.location === 'string' && use.redirects !== 'answer') {
        await answer.body.dump().catch(() => {});
        // A request with a body goes to the address it was meant for only: a redirect could carry it anywhere.
        if (use.method === 'POST') throw new UpstreamError('The upstream redirected a request that carries a body.');
        if (redirects.length >= MAX_REDIRECTS) throw new UpstreamError(`The page redirected more than ${MAX_REDIRECTS} times.`);
        redirects.push({ url: current.href, status: answer.statusCode });
        current = this.target(new URL(answer.headers.location, current), 'a redirect');
        continue;
      }
      const [mediaType, ...parameters] = String(answer.headers['content-type'] ?? '').split(';');
      const contentType = mediaType.trim().toLowerCase();
      const ok = answer.statusCode >= 200 && answer.statusCode < 300;
      if (ok && !accepts(use.accept, contentType)) {
        discard(answer);
        throw new UpstreamError(`The page answered ${contentType ? quote(contentType, 60) : 'no content type'}, which this operation does not read.`);
      }
      const charset = parameters.map((p) => /^\s*charset\s*=\s*"?([^";\s]+)/i.exec(p)?.[1]).find(Boolean);
      const bytes = await this.read(answer, maxBytes, deadline);
      return {
        url: address,
        finalUrl: current.href,
        status: answer.statusCode,
        redirects,
        contentType,
        bytes,
        charset,
        headers: answer.headers,
        fetchedAt: new Date(),
      };
    }
  }

  /** A hop's URL: under the URL policy, or for an internal service any http or https URL (without its #fragment). */
  private target(raw: string | URL, what: string): URL {
    if (!this.internal) return this.policy.target(raw, what);
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UpstreamError(`${what} must be http or https.`);
    url.hash = '';
    return url;
  }

  private async get(url: URL, use: FetchUse, signal: AbortSignal): Promise<Dispatcher.ResponseData> {
    try {
      return await request(url, {
        dispatcher: this.agent,
        method: use.method ?? 'GET',
        ...(use.body !== undefined ? { body: use.body } : {}),
        signal,
        // The agent's header and body timeouts are OUTBOUND_TIMEOUT_MS; a use with a longer deadline of its own goes by it.
        headersTimeout: use.timeoutMs,
        bodyTimeout: use.timeoutMs,
        headers: {
          'user-agent': this.settings.userAgent,
          accept: `${use.accept.join(', ')}, */*;q=0.1`,
          'accept-encoding': 'gzip, deflate, br',
          ...use.headers,
        },
      });
    } catch (err) {
      throw this.failure(err, signal);
    }
  }

  /** The body, decompressed, up to `maxBytes`: more answers 502 without reading further. */
  private async read(answer: Dispatcher.ResponseData, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
    const tooLarge = () => new AnswerTooLarge(`The page is over the ${maxBytes}-byte limit.`);
    if (Number(answer.headers['content-length']) > maxBytes && !answer.headers['content-encoding']) {
      discard(answer);
      throw tooLarge();
    }
    const encoding = String(answer.headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase();
    const decoder =
      encoding === 'gzip' || encoding === 'x-gzip'
        ? createGunzip()
        : encoding === 'deflate'
          ? createInflate()
          : encoding === 'br'
            ? createBrotliDecompress()
            : null;
    const stream: Readable = decoder ? answer.body.pipe(decoder) : answer.body;
    if (decoder) answer.body.on('error', (err) => decoder.destroy(err));
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) throw tooLarge();
        chunks.push(chunk as Buffer);
      }
    } catch (err) {
      discard(answer);
      decoder?.destroy();
      if (err instanceof UpstreamError) throw err;
      throw this.failure(err, signal);
    }
    return Buffer.concat(chunks);
  }

  /** What a failed fetch answers: the refusal it met, a timeout (504) or another failure of the site (502). */
  private failure(err: unknown, signal: AbortSignal): Error {
    const refused = refusedIn(err);
    if (refused) return refused;
    for (let e = err as { code?: string; name?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
      if (e instanceof UpstreamError) return e;
      if (
        signal.aborted ||
        e.name === 'TimeoutError' ||
        e.code === 'UND_ERR_CONNECT_TIMEOUT' ||
        e.code === 'UND_ERR_HEADERS_TIMEOUT' ||
        e.code === 'UND_ERR_BODY_TIMEOUT'
      ) {
        return new UpstreamTimeout('The page did not answer in time.');
      }
    }
    // The error met stays the cause, for a log that names it (ECONNREFUSED, UND_ERR_SOCKET); never for a client.
    if ((err as { code?: string })?.code === 'Z_DATA_ERROR') return withCause(new UpstreamError('The page was not encoded as it said.'), err);
    return withCause(new UpstreamError('The page could not be fetched.'), err);
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
