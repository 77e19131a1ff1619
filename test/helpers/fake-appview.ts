import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schemas } from '@atproto/api';
import { createServer, InvalidRequestError, NotEnoughResourcesError, UpstreamFailureError, XRPCError } from '@atproto/xrpc-server';
import type { LexiconDoc } from '@atproto/lexicon';
import { magicFailure, sleep, type MediaSigner } from '../../platform/sandbox/sandbox.ts';
import { didFor, SandboxAppView } from '../../subgraphs/openfeed/sandbox-appview.ts';

/**
 * A local AT Protocol AppView, served from the protocol's lexicons by @atproto/xrpc-server with response
 * validation on, so every payload it sends is a valid protocol response. Content comes from the sandbox AppView;
 * the first label of a handle picks a protocol-level failure (502, a hang past the client's timeout, 429 with
 * Retry-After, 503 with Retry-After, 400 "not found").
 */
export async function startFakeAppView(media: MediaSigner): Promise<{ url: string; calls: string[]; close(): Promise<void> }> {
  const appview = new SandboxAppView(media);
  const server = createServer(schemas as LexiconDoc[], { validateResponse: true });
  const calls: string[] = [];
  const handles = new Map<string, string>();

  const arrive = async (method: string, actor: string, res: { setHeader(name: string, value: string): void }) => {
    calls.push(`${method} ${actor}`);
    const handle = actor.startsWith('did:') ? (handles.get(actor) ?? appview.handleOf(actor)) : actor;
    handles.set(didFor(handle), handle);
    switch (magicFailure(handle.split('.')[0])) {
      case 'err-upstream':
        throw new UpstreamFailureError('upstream failed');
      case 'err-timeout':
        await sleep(3_000);
        break;
      case 'err-ratelimited':
        res.setHeader('Retry-After', '30');
        throw new XRPCError(429, 'Rate Limit Exceeded', 'RateLimitExceeded');
      case 'err-paused':
        res.setHeader('Retry-After', '120');
        throw new NotEnoughResourcesError('temporarily unavailable');
      case 'err-notfound':
        throw new InvalidRequestError('Profile not found');
    }
    return handle;
  };

  server.method('app.bsky.actor.getProfile', async ({ params, res }) => {
    const handle = await arrive('getProfile', String(params.actor), res);
    return { encoding: 'application/json', body: appview.profile(handle) };
  });
  server.method('app.bsky.feed.getAuthorFeed', async ({ params, res }) => {
    if (params.filter !== 'posts_and_author_threads' || params.includePins !== true || params.limit !== 30) {
      throw new InvalidRequestError(`unexpected feed parameters ${JSON.stringify(params)}`);
    }
    const handle = await arrive('getAuthorFeed', String(params.actor), res);
    return { encoding: 'application/json', body: appview.authorFeed(handle, params.cursor as string | undefined) };
  });
  server.method('com.atproto.identity.resolveHandle', async ({ params, res }) => {
    const handle = await arrive('resolveHandle', String(params.handle), res);
    return { encoding: 'application/json', body: { did: didFor(handle) } };
  });
  server.method('app.bsky.unspecced.getPostThreadV2', async ({ params, res }) => {
    if (params.sort !== 'top' || typeof params.branchingFactor !== 'number' || typeof params.below !== 'number') {
      throw new InvalidRequestError(`unexpected thread parameters ${JSON.stringify(params)}`);
    }
    const [, did, , rkey] = /^at:\/\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(String(params.anchor)) ?? [];
    const handle = await arrive('getPostThreadV2', did, res);
    const thread = appview.thread(handle, rkey);
    // The AppView answers a missing anchor with a not-found item rather than an error.
    return {
      encoding: 'application/json',
      body: thread ?? {
        thread: [{ uri: String(params.anchor), depth: 0, value: { $type: 'app.bsky.unspecced.defs#threadItemNotFound' } }],
        hasOtherReplies: false,
      },
    };
  });

  const http: Server = await new Promise((resolve) => {
    const s = server.router.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
