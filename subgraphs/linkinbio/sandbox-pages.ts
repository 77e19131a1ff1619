import type { FetchedPage, FetchUse, PageSource } from '../../platform/outbound/page.ts';
import { MAGIC_FAILURES, magicFailure, sleep, type MediaSigner } from '../../platform/sandbox/sandbox.ts';
import { sandboxLinkinbioPage, sandboxSlug } from '../../platform/linkinbio/sandbox.ts';

/**
 * The sandbox page source: deterministic pages for any http(s) URL (platform/linkinbio/sandbox.ts, the pages the
 * sandbox web serves too), rendered by the provider's template after a simulated latency. The slug (first path
 * segment; a carrd.co site's name; a generic page's host label when it has no path) picks a failure: err-upstream
 * 502, err-timeout 504, err-ratelimited 429, err-paused 503, err-notfound 404. A provider's root (linktr.ee/ with no
 * handle) answers HTTP 404, as a page would.
 */
export class SandboxPageSource implements PageSource {
  constructor(
    private readonly media: MediaSigner,
    private readonly latencyMs: number,
  ) {}

  async fetchPage(address: string, _use: FetchUse): Promise<FetchedPage> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    const url = new URL(address);
    const failure = magicFailure(sandboxSlug(url));
    if (failure) throw MAGIC_FAILURES[failure]();
    const page = sandboxLinkinbioPage(url, this.media);
    return { url: address, finalUrl: url.href, status: page.status, redirects: [], contentType: 'text/html', text: page.html, fetchedAt: new Date() };
  }
}
