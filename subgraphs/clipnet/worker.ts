import type { AcquisitionWorker } from '../../platform/acquisition/worker.ts';
import { argsSchema, type WorkerNetwork } from '../../platform/acquisition/operations.ts';
import type {
  ClipnetProvider,
  RawCommentPage,
  RawHashtagPage,
  RawItemDetail,
  RawMentions,
  RawSearch,
  RawUserDetail,
  RawUserListPage,
  RawVideoList,
} from './upstream.ts';

const handle = { type: 'string', description: 'The creator\'s handle, without "@", as the caller gave it.' };
const size = { type: 'integer', minimum: 1, description: 'How many entries the page should hold at most.' };

/** clipnet's operations as an acquisition worker serves them (CLIPNET_PROVIDER=worker). */
export const CLIPNET_WORKER: WorkerNetwork = {
  network: 'clipnet',
  description: 'The short-video network, read through its web API. Payloads use its own camelCase keys, counts as numbers and times in epoch seconds.',
  operations: [
    {
      name: 'user',
      description: "A creator's profile.",
      args: argsSchema({ handle }),
      pages: false,
      raw: 'The user/detail payload: {statusCode, userInfo: {user, stats}}.',
    },
    {
      name: 'videos',
      description: "A creator's newest videos, newest first: the worker reads as many item_list pages as `limit` needs.",
      args: argsSchema({ handle, limit: { type: 'integer', minimum: 1, maximum: 100, description: 'How many of the newest videos to read.' } }),
      pages: false,
      raw: "{user, stats, pages}: the creator's user and stats objects, and the api/post/item_list pages exactly as served ({statusCode, itemList, cursor, hasMore, extra}), in order.",
    },
    {
      name: 'video',
      description: 'One video.',
      args: argsSchema({ id: { type: 'string', pattern: '^[0-9]{1,25}$', description: "The video's numeric id." } }),
      pages: false,
      raw: 'The item/detail payload: {statusCode, itemInfo: {itemStruct}}.',
    },
    {
      name: 'followers',
      description: "One page of a creator's followers.",
      args: argsSchema({ handle, size }),
      pages: true,
      raw: "A user list page: {statusCode, userList: [{user, stats}], minCursor, hasMore, total}; minCursor is the next page's cursor.",
    },
    {
      name: 'following',
      description: 'One page of the accounts a creator follows.',
      args: argsSchema({ handle, size }),
      pages: true,
      raw: "A user list page: {statusCode, userList: [{user, stats}], minCursor, hasMore, total}; minCursor is the next page's cursor.",
    },
    {
      name: 'comments',
      description: "One page of a video's comments.",
      args: argsSchema({ video_id: { type: 'string', pattern: '^[0-9]{1,25}$', description: "The video's numeric id." }, size }),
      pages: true,
      raw: "A comment page: {status_code, comments, cursor, has_more, total}; cursor (a number) is the next page's.",
    },
    {
      name: 'hashtag',
      description: "One page of a hashtag's videos.",
      args: argsSchema({ tag: { type: 'string', description: 'The hashtag, without "#".' }, size }),
      pages: true,
      raw: 'A hashtag page: {statusCode, challengeInfo: {challenge, stats}, itemList, cursor, hasMore}.',
    },
    {
      name: 'mentions',
      description: 'The videos that mention a creator.',
      args: argsSchema({ handle }),
      pages: false,
      raw: '{statusCode, itemList}.',
    },
    {
      name: 'search',
      description: 'A search of users or videos.',
      args: argsSchema({
        query: { type: 'string', description: 'The search text.' },
        type: { type: 'string', enum: ['users', 'videos'], description: 'What is searched.' },
      }),
      pages: false,
      raw: 'The search payload: {status_code, user_list (users) or item_list (videos), has_more}.',
    },
  ],
};

/** clipnet read through an acquisition worker: each method names its operation and arguments. */
export class ClipnetWorkerProvider implements ClipnetProvider {
  readonly name = 'worker';

  constructor(private readonly worker: AcquisitionWorker) {}

  private async call<Raw>(operation: string, args: Record<string, unknown>, cursor: string | null = null): Promise<Raw> {
    return (await this.worker.acquire<Raw>('clipnet', operation, args, cursor)).raw;
  }

  user(handle: string) {
    return this.call<RawUserDetail>('user', { handle });
  }
  videos(handle: string, limit: number) {
    return this.call<RawVideoList>('videos', { handle, limit });
  }
  video(id: string) {
    return this.call<RawItemDetail>('video', { id });
  }
  followers(handle: string, cursor: string | null, size: number) {
    return this.call<RawUserListPage>('followers', { handle, size }, cursor);
  }
  following(handle: string, cursor: string | null, size: number) {
    return this.call<RawUserListPage>('following', { handle, size }, cursor);
  }
  comments(videoId: string, cursor: string | null, size: number) {
    return this.call<RawCommentPage>('comments', { video_id: videoId, size }, cursor);
  }
  hashtag(tag: string, cursor: string | null, size: number) {
    return this.call<RawHashtagPage>('hashtag', { tag, size }, cursor);
  }
  mentions(handle: string) {
    return this.call<RawMentions>('mentions', { handle });
  }
  search(query: string, type: 'users' | 'videos') {
    return this.call<RawSearch>('search', { query, type });
  }
}
