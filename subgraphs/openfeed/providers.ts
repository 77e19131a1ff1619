import { SANDBOX_PROVIDER } from '../../platform/live/reader.ts';
import { networkProviders, type NetworkProviders } from '../../platform/live/providers.ts';
// @atproto/api is loaded only when OPENFEED_PROVIDER=atproto: the sandbox provider never holds it.
import type { AtpAgent } from '@atproto/api';
import type { Config } from '../../platform/config.ts';
import { apiCallFailureIn, apiFetch } from '../../platform/outbound/api-call.ts';
import type { OutboundFetcher } from '../../platform/outbound/fetcher.ts';
import type { OpenfeedSettings } from './settings.ts';
import { ApiError, NotFound, SourcePaused, UpstreamError, UpstreamRateLimited, UpstreamTimeout } from '../../platform/errors.ts';
import { MAGIC_FAILURES, magicFailure, sleep, type SandboxMedia } from '../../platform/sandbox/sandbox.ts';
import { SandboxAppView } from './sandbox-appview.ts';
import { FEED_PAGE, THREAD_BRANCHING, THREAD_DEPTH, type OpenfeedProvider, type RawThread } from './upstream.ts';

/**
 * The sandbox provider: deterministic content from SandboxAppView after a simulated latency. The first label of a
 * handle picks a failure: err-upstream.* 502, err-timeout.* 504, err-ratelimited.* 429, err-paused.* 503,
 * err-notfound.* 404.
 */
export class SandboxOpenfeedProvider implements OpenfeedProvider {
  readonly name = SANDBOX_PROVIDER;

  constructor(
    private readonly appview: SandboxAppView,
    private readonly latencyMs: number,
  ) {}

  private async arrive(actor: string): Promise<void> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    const failure = magicFailure(this.appview.handleOf(actor).split('.')[0]);
    if (failure) throw MAGIC_FAILURES[failure]();
  }

  async getProfile(actor: string) {
    await this.arrive(actor);
    return this.appview.profile(actor);
  }

  async getAuthorFeed(actor: string, cursor: string | undefined) {
    await this.arrive(actor);
    return this.appview.authorFeed(actor, cursor);
  }

  async getPostThread(actor: string, rkey: string): Promise<RawThread> {
    await this.arrive(actor);
    const thread = this.appview.thread(actor, rkey);
    if (!thread) throw new NotFound('No such post.');
    return thread;
  }
}

/** Largest AppView answer read (OUTBOUND_MAX_BYTES bounds it further); a bigger one is a 502. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/**
 * The real provider: the public AT Protocol AppView through @atproto/api, whose requests go through the one upstream
 * client (platform/outbound/api-call.ts: the outbound fetcher's address policy, the upstream timeout over the whole
 * call, a size cap). Protocol errors become the typed provider errors of section 7; an unanswered call is abandoned
 * after the upstream timeout (504).
 */
export class AtprotoOpenfeedProvider implements OpenfeedProvider {
  readonly name = 'atproto';
  private readonly agent: Promise<AtpAgent>;

  constructor(serviceUrl: string, timeoutMs: number, outbound: Pick<OutboundFetcher, 'fetchBytes'>) {
    // A public API and no key: redirects are followed as any fetch follows them, each hop checked.
    const fetch = apiFetch(outbound, { timeoutMs, maxBytes: MAX_ANSWER_BYTES, redirects: 'follow' });
    this.agent = import('@atproto/api').then(({ AtpAgent }) => new AtpAgent({ service: serviceUrl, fetch }));
    this.agent.catch(() => {});
  }

  private async call<T>(fn: (agent: AtpAgent) => Promise<{ data: T }>): Promise<T> {
    const agent = await this.agent;
    return fn(agent).then(
      (res) => res.data,
      (err) => Promise.reject(providerError(err)),
    );
  }

  getProfile(actor: string) {
    return this.call((agent) => agent.app.bsky.actor.getProfile({ actor }));
  }

  getAuthorFeed(actor: string, cursor: string | undefined) {
    return this.call((agent) => agent.app.bsky.feed.getAuthorFeed({ actor, cursor, limit: FEED_PAGE, filter: 'posts_and_author_threads', includePins: true }));
  }

  async getPostThread(actor: string, rkey: string): Promise<RawThread> {
    const did = actor.startsWith('did:') ? actor : await this.call((agent) => agent.com.atproto.identity.resolveHandle({ handle: actor })).then((d) => d.did);
    const thread = await this.call((agent) =>
      agent.app.bsky.unspecced.getPostThreadV2({
        anchor: `at://${did}/app.bsky.feed.post/${rkey}`,
        above: true,
        below: THREAD_DEPTH,
        branchingFactor: THREAD_BRANCHING,
        sort: 'top',
      }),
    );
    const anchor = thread.thread.find((item) => item.depth === 0);
    if (!anchor || anchor.value.$type === 'app.bsky.unspecced.defs#threadItemNotFound') throw new NotFound('No such post.');
    return thread;
  }
}

function retryAfter(headers: Record<string, string> | undefined, fallback: number): number {
  const after = Number(headers?.['retry-after']);
  if (Number.isFinite(after) && after > 0) return Math.ceil(after);
  const reset = Number(headers?.['ratelimit-reset']);
  if (Number.isFinite(reset) && reset > 0) return Math.max(1, Math.ceil(reset - Date.now() / 1000));
  return fallback;
}

/** Maps what @atproto/api throws onto the closed error set. */
export function providerError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  // The AppView not reached (no answer in time, an answer over the cap, refused, reset): what the upstream client threw.
  const failed = apiCallFailureIn(err);
  if (failed) return failed.kind === 'timeout' ? new UpstreamTimeout() : new UpstreamError();
  const e = err as { name?: string; status?: number; error?: string; message?: string; headers?: Record<string, string> };
  if (e?.status === 504) return new UpstreamTimeout();
  if (e?.status === 429) return new UpstreamRateLimited(retryAfter(e.headers, 30));
  if (e?.status === 503) return new SourcePaused(retryAfter(e.headers, 60));
  if (
    e?.status === 404 ||
    e?.error === 'NotFound' ||
    e?.error === 'ProfileNotFound' ||
    (e?.status === 400 && /not found|could not find|unable to resolve/i.test(e.message ?? ''))
  ) {
    return new NotFound('The upstream network has no such record.');
  }
  return new UpstreamError();
}

/** The sandbox for test keys; for live keys OPENFEED_PROVIDER=atproto, the public AppView over AT Protocol. */
export function openfeedProviders(
  config: Config,
  settings: OpenfeedSettings,
  media: SandboxMedia,
  outbound: Pick<OutboundFetcher, 'fetchBytes'>,
): NetworkProviders<OpenfeedProvider> {
  return networkProviders<OpenfeedProvider>('openfeed', config.providers, {
    sandbox: () => new SandboxOpenfeedProvider(new SandboxAppView(media), config.sandboxLatencyMs),
    real: { atproto: () => new AtprotoOpenfeedProvider(settings.appviewUrl, config.upstreamTimeoutMs, outbound) },
  });
}
