import type { TestEnv } from './env.ts';

/** Polls a job until its status is one of `statuses` (or the time runs out). */
export async function waitForJob(env: TestEnv, key: string, batchId: string, statuses: string[], timeoutMs = 30_000): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await env.rest(`/v1/jobs/${batchId}`, key);
    if (statuses.includes(res.body.data?.status)) return res.body.data;
    if (Date.now() > until) throw new Error(`job ${batchId} still ${JSON.stringify(res.body)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every result item of a job, following next_cursor; also returns each page's size in bytes. */
export async function allResults(env: TestEnv, key: string, batchId: string): Promise<{ items: any[]; pageBytes: number[]; pages: any[] }> {
  const items: any[] = [];
  const pageBytes: number[] = [];
  const pages: any[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const res: { status: number; body: any } = await env.rest(`/v1/jobs/${batchId}/results${cursor ? `?cursor=${cursor}` : ''}`, key);
    if (res.status !== 200) throw new Error(`results answered ${res.status}: ${JSON.stringify(res.body)}`);
    pageBytes.push(Buffer.byteLength(JSON.stringify(res.body)));
    pages.push(res.body.data);
    for (const r of res.body.data.results) items.push(...r.items);
    if (res.body.data.complete) return { items, pageBytes, pages };
    cursor = res.body.data.next_cursor;
  }
  throw new Error('results never completed');
}
