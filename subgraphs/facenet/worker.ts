import { argsSchema, type WorkerNetwork } from '../../platform/acquisition/operations.ts';
import type { AcquisitionWorker } from '../../platform/acquisition/worker.ts';
import type { AdFilters, AdsAt, AdsPage, FacenetProvider, PageListKind, Row } from './upstream.ts';

const url = { type: 'string', format: 'uri', description: "The item's URL on the network." };
const page = { type: 'integer', minimum: 1, description: 'The page, 1 for the first.' };
const pageRef = {
  url: { type: 'string', format: 'uri', description: "The page's URL (or page_id)." },
  page_id: { type: 'string', description: "The page's numeric id (or url)." },
};
const groupRef = {
  url: { type: 'string', format: 'uri', description: "The group's URL (or group_id)." },
  group_id: { type: 'string', description: "The group's numeric id (or url)." },
};
const filters = {
  type: 'object',
  description: 'The ad filters.',
  required: ['country', 'status', 'media_type'],
  additionalProperties: false,
  properties: {
    country: { type: 'string', description: 'The ISO country code the ads reached.' },
    status: { type: 'string', enum: ['ALL', 'ACTIVE', 'INACTIVE'], description: 'Which ads by delivery status.' },
    media_type: { type: 'string', description: 'ALL, IMAGE, VIDEO, MEME, IMAGE_AND_MEME or NONE.' },
  },
};
const ROW = "A record in the API's own member names for this read (the network's fields, snake_case).";
const ADS_PAGE =
  "{ads: [full ad records], next_page, next_after?}: next_page is the next page number or null; next_after the upstream's cursor of the next page, if it pages by cursor.";
const ONE_OF = (a: string, b: string) => `Exactly one of ${a} and ${b} is given.`;

/** facenet's operations as an acquisition worker serves them (FACENET_PROVIDER=worker; FACENET_ADS_PROVIDER=worker for the Ad Library). */
export const FACENET_WORKER: WorkerNetwork = {
  network: 'facenet',
  description:
    "The large social network: events, groups, pages, posts and its Ad Library. Unlike the other networks, its payloads are records already in the API's member names.",
  operations: [
    {
      name: 'event',
      description: `An event. ${ONE_OF('id', 'url')}`,
      args: argsSchema({ id: { type: 'string', description: "The event's id." }, url }, ['id', 'url']),
      pages: false,
      raw: ROW,
    },
    {
      name: 'search_events',
      description: 'Events matching a query.',
      args: argsSchema({ query: { type: 'string', description: 'The search text.' }, page }),
      pages: false,
      raw: '{events: [records], next_page}.',
    },
    {
      name: 'group_posts',
      description: `A group and its posts. ${ONE_OF('url', 'group_id')}`,
      args: argsSchema(groupRef, ['url', 'group_id']),
      pages: false,
      raw: '{group, posts}.',
    },
    {
      name: 'post',
      description: 'A post, with its comments and its video transcript when asked.',
      args: argsSchema({
        url,
        comments: { type: 'boolean', description: 'Whether to read its comments.' },
        transcript: { type: 'boolean', description: "Whether to read its video's transcript." },
      }),
      pages: false,
      raw: ROW,
    },
    { name: 'page', description: `A page. ${ONE_OF('url', 'page_id')}`, args: argsSchema(pageRef, ['url', 'page_id']), pages: false, raw: ROW },
    {
      name: 'page_list',
      description: `One page of a page's posts, photos, reels or events. ${ONE_OF('url', 'page_id')}`,
      args: argsSchema({ kind: { type: 'string', enum: ['posts', 'photos', 'reels', 'events'], description: 'Which list.' }, ...pageRef, page }, [
        'url',
        'page_id',
      ]),
      pages: false,
      raw: '{page_id, items: [records], next_page}.',
    },
    { name: 'group_details', description: `A group. ${ONE_OF('url', 'group_id')}`, args: argsSchema(groupRef, ['url', 'group_id']), pages: false, raw: ROW },
    {
      name: 'video_post',
      description: 'A reel or a video.',
      args: argsSchema({ kind: { type: 'string', enum: ['reel', 'video'], description: 'Which kind.' }, url }),
      pages: false,
      raw: ROW,
    },
    {
      name: 'comments',
      description: "One page of a post's comments.",
      args: argsSchema({ url, page }),
      pages: false,
      raw: '{comments: [records], next_page}.',
    },
    {
      name: 'company_ads',
      description: `One page of an advertiser's ads in the Ad Library. ${ONE_OF('page_id', 'company_name')} The request's cursor is the upstream's cursor of the page, when it pages by cursor.`,
      args: argsSchema(
        {
          page_id: { type: 'string', description: "The advertiser's page id." },
          company_name: { type: 'string', description: "The advertiser's name." },
          filters,
          page,
        },
        ['page_id', 'company_name'],
      ),
      pages: true,
      raw: `${ADS_PAGE} With the advertiser's page_id and page_name.`,
    },
    {
      name: 'search_ads',
      description: "One page of the Ad Library's ads matching a query. The request's cursor is the upstream's cursor of the page, when it pages by cursor.",
      args: argsSchema({ query: { type: 'string', description: 'The search text.' }, filters, page }),
      pages: true,
      raw: ADS_PAGE,
    },
    {
      name: 'search_companies',
      description: 'Advertisers matching a query.',
      args: argsSchema({ query: { type: 'string', description: 'The search text.' }, country: { type: 'string', description: 'The ISO country code.' } }),
      pages: false,
      raw: '[advertiser records].',
    },
  ],
};

/** Only the members given: a reference by url or by id, as the caller named it. */
const defined = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));

/** facenet read through an acquisition worker. */
export class FacenetWorkerProvider implements FacenetProvider {
  readonly name = 'worker';

  constructor(private readonly worker: AcquisitionWorker) {}

  private async call<Raw>(operation: string, args: Record<string, unknown>, cursor: string | null = null): Promise<Raw> {
    return (await this.worker.acquire<Raw>('facenet', operation, defined(args), cursor)).raw;
  }

  companyAds(company: { pageId?: string; companyName?: string }, filters: AdFilters, at: AdsAt) {
    return this.call<AdsPage & { page_id: string; page_name: string }>(
      'company_ads',
      { page_id: company.pageId, company_name: company.companyName, filters, page: at.page },
      at.after ?? null,
    );
  }
  searchAds(query: string, filters: AdFilters, at: AdsAt) {
    return this.call<AdsPage>('search_ads', { query, filters, page: at.page }, at.after ?? null);
  }
  searchCompanies(query: string, country: string) {
    return this.call<Row[]>('search_companies', { query, country });
  }
  event(ref: { id?: string; url?: string }) {
    return this.call<Row>('event', { id: ref.id, url: ref.url });
  }
  searchEvents(query: string, page: number) {
    return this.call<{ events: Row[]; next_page: number | null }>('search_events', { query, page });
  }
  groupPosts(ref: { url?: string; groupId?: string }) {
    return this.call<{ group: Row; posts: Row[] }>('group_posts', { url: ref.url, group_id: ref.groupId });
  }
  post(url: string, comments: boolean, transcript: boolean) {
    return this.call<Row>('post', { url, comments, transcript });
  }
  page(ref: { url?: string; pageId?: string }) {
    return this.call<Row>('page', { url: ref.url, page_id: ref.pageId });
  }
  pageList(kind: PageListKind, ref: { url?: string; pageId?: string }, page: number) {
    return this.call<{ page_id: string; items: Row[]; next_page: number | null }>('page_list', { kind, url: ref.url, page_id: ref.pageId, page });
  }
  groupDetails(ref: { url?: string; groupId?: string }) {
    return this.call<Row>('group_details', { url: ref.url, group_id: ref.groupId });
  }
  videoPost(kind: 'reel' | 'video', url: string) {
    return this.call<Row>('video_post', { kind, url });
  }
  comments(url: string, page: number) {
    return this.call<{ comments: Row[]; next_page: number | null }>('comments', { url, page });
  }
}
