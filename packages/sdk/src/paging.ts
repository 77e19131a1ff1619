import { SocialData } from './client.ts';
import { OPERATIONS } from './generated/operations.ts';
import { jobResults, type JobResultsPage, type WaitOptions } from './jobs.ts';

/** The operations that page (a cursor-like query parameter), by id. */
export function pagedOperations(): string[] {
  return OPERATIONS.filter((op) => op.paging && !op.retired).map((op) => op.id);
}

/**
 * The input for the page after `data` of operation `id`, or null at the end. A page says where the next begins in
 * `next_<parameter>` (next_max_id for max_id), `next_cursor` (a string, a number, or an object of the cursor
 * parameters, e.g. {before_posted_at, before_id}), or `cursor` (author feeds); `has_more: false` or
 * `more_available: false` ends it.
 */
export function nextPageInput(id: string, input: Record<string, unknown>, data: unknown): Record<string, unknown> | null {
  const op = SocialData.operation(id);
  if (!op.paging || !data || typeof data !== 'object') return null;
  const page = data as Record<string, unknown>;
  if (page.has_more === false || page.more_available === false) return null;
  // A page that names its next by the parameter (next_max_id for max_id) says exactly where to go.
  for (const name of op.paging.cursor) {
    const named = page[`next_${name}`];
    if (named !== null && named !== undefined && named !== '') return { ...input, [name]: named };
  }
  const next = page.next_cursor ?? page.cursor ?? (page.continuation as { next_page_cursor?: unknown } | undefined)?.next_page_cursor;
  if (next === null || next === undefined || next === '') return null;
  if (typeof next === 'object') {
    const fields = Object.entries(next as Record<string, unknown>).filter(([k, v]) => op.paging!.cursor.includes(k) && v !== null && v !== undefined);
    if (!fields.length) return null;
    return { ...input, ...Object.fromEntries(fields) };
  }
  const name = op.paging.cursor.includes('cursor') ? 'cursor' : op.paging.cursor[0];
  return { ...input, [name]: next };
}

/**
 * Every page of a paged read (`data` of each answer), asking for the next with the cursor the previous gave, until
 * the list ends. A walk the service turns into a job (202) is followed to its results instead, page by page.
 * Each page is charged as the operation says; stop iterating to stop paying.
 */
export async function* pages(
  sdk: SocialData,
  id: string,
  input: Record<string, unknown> = {},
  options: WaitOptions = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page of the operation chosen at run time, as CallAnswer.data
): AsyncGenerator<any, void, undefined> {
  const op = SocialData.operation(id);
  if (!op.paging) throw new TypeError(`${id} does not page`);
  let args: Record<string, unknown> | null = input;
  const seen = new Set<string>();
  while (args) {
    const answer = await sdk.call(id, args);
    if (answer.status === 202 && typeof answer.data?.batch_id === 'string') {
      yield* jobResults(sdk, answer.data.batch_id, options) as AsyncGenerator<JobResultsPage, void, undefined>;
      return;
    }
    yield answer.data;
    seen.add(JSON.stringify(args));
    args = nextPageInput(id, args, answer.data);
    // A cursor that leads back to a page already read would loop forever.
    if (args && seen.has(JSON.stringify(args))) return;
  }
}
