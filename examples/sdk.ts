/**
 * The Social Data API through the typed SDK: a profile read, a walk followed as a job to its results, and a cursor
 * iteration. Run with `npx tsx examples/sdk.ts`; needs SOCIAL_DATA_API_KEY (SOCIAL_DATA_BASE_URL defaults to
 * http://127.0.0.1:4000). The defaults are sandbox inputs; pass real ones in HANDLE and PAGE_ID.
 */
import { jobResults, pages, SocialData, SocialDataError } from '../packages/sdk/src/index.ts';

export async function main(env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.log): Promise<void> {
  const sdk = new SocialData({
    apiKey: env.SOCIAL_DATA_API_KEY ?? '',
    baseUrl: env.SOCIAL_DATA_BASE_URL ?? 'http://127.0.0.1:4000',
  });
  const handle = env.HANDLE ?? 'sbx_30_example';
  const pollMs = Number(env.POLL_MS ?? 1000);

  // 1. A profile read: typed parameters, typed answer; an error answer is thrown as SocialDataError.
  const profile = await sdk.get('/v1/photonet/web_profile_info', { params: { query: { handle } } });
  const user = profile.data as { username?: string; followers?: number };
  log(`profile ${user.username ?? handle}: ${user.followers ?? '?'} followers, cost ${profile.meta.cost}`);

  // 2. A walk of three pages answers 202 with a job: wait for it, then read its result pages.
  const walk = await sdk.get('/v1/photonet/user_feed', { params: { query: { handle, max_pages: 3, page_size: 10 } } });
  if (!('batch_id' in walk.data)) throw new Error('expected a job');
  let items = 0;
  for await (const page of jobResults(sdk, walk.data.batch_id, { intervalMs: pollMs })) {
    for (const result of page.results) items += result.items.length;
  }
  log(`job ${walk.data.batch_id}: ${items} items`);

  // 3. A cursor iteration: pages() asks for each next page with the cursor the previous one gave.
  let n = 0;
  for await (const page of pages(sdk, 'facenet.live.page_posts', { page_id: env.PAGE_ID ?? '31337' })) {
    log(`page ${++n}: next_cursor ${page.next_cursor ? 'yes' : 'none'}`);
    if (n === 3) break;
  }

  // Errors carry the contract's code, the status, the request id and Retry-After.
  try {
    await sdk.get('/v1/photonet/web_profile_info', { params: { query: { handle: 'err-notfound_example' } } });
  } catch (err) {
    if (!(err instanceof SocialDataError)) throw err;
    log(`error ${err.code} (${err.status}) ${err.request_id}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof SocialDataError ? `error ${err.code} (${err.status}): ${err.message}` : err);
    process.exit(1);
  });
}
