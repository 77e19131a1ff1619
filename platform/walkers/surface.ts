import type { z } from 'zod';
import type { Submission } from '../jobs/jobs.ts';
import { defineRoute, type RestRoute, type RouteContext } from '../rest/route.ts';
import type { WalkResult } from '../walk.ts';
import { walkerFieldPrice, type WalkerDeclaration } from './declaration.ts';
import { jobItemsField } from './jobs.ts';
import { isBatch, type WalkBatch, type WalkRequest } from './request.ts';
import type { BatchPage } from './run.ts';

/**
 * A walker on both surfaces: the GraphQL field's answer (`resolveWalk`) and its REST route (`walkerRoute`).
 */

/**
 * A page as the walker's page type answers it: the items as JSON (`items`, what REST answers), and the same values
 * typed under the walker's `itemField` (null with get_raw) or as the upstream's own under `rawItems` (null without);
 * the coverage as JSON (`coverage`) and as an object (`covered`, snake_case members read by the naming rule).
 */
export function walkPageOf(walker: WalkerDeclaration<never>, page: WalkResult<unknown>, getRaw: boolean) {
  return {
    items: page.items,
    ...(walker.itemField ? { [walker.itemField]: getRaw ? null : page.items } : {}),
    rawItems: getRaw ? page.items : null,
    pages: page.pages,
    nextCursor: page.nextCursor,
    stopReason: page.stopReason,
    coverage: page.coverage,
    covered: page.coverage,
  };
}

/** The resolvers of a walk coverage object type (`<P>WalkCoverage`): its members are the coverage's snake_case ones. */
export const walkCoverageResolvers = {
  newestAt: (c: WalkResult<unknown>['coverage']) => c.newest_at,
  oldestAt: (c: WalkResult<unknown>['coverage']) => c.oldest_at,
};

/**
 * The GraphQL answer of a validated walk request: max_pages 1 walks one page now (`page`), a batch one page of each
 * target now (`batch`, each page under the batch unit's name, e.g. `handle`), anything else becomes a durable job
 * (`job`, via `submit`, which is given the request for `clientArgs`).
 */
export async function resolveWalk(
  walker: WalkerDeclaration<never>,
  request: WalkRequest | WalkBatch,
  run: {
    page(request: WalkRequest): Promise<WalkResult<unknown>>;
    batch?(batch: WalkBatch): Promise<BatchPage[]>;
    submit(request: WalkRequest): Promise<Submission>;
  },
) {
  if (isBatch(request)) {
    const pages = await run.batch!(request);
    return {
      page: null,
      job: null,
      batch: { results: pages.map((p) => ({ [walker.batch!.unit]: p.target, ...walkPageOf(walker, p, request.page.get_raw) })) },
    };
  }
  if (request.max_pages === 1) return { page: walkPageOf(walker, await run.page(request), request.get_raw), job: null, batch: null };
  const submitted = await run.submit(request);
  return {
    page: null,
    batch: null,
    job: {
      batchId: submitted.batch_id,
      status: submitted.status,
      statusUrl: submitted.status_url,
      resultsUrl: submitted.results_url,
      job: { batchId: submitted.batch_id },
    },
  };
}

const PAGE = 'items pages nextCursor stopReason coverage';

/**
 * A walker's REST route: GET `path`, rules `rules(context)` (usually `walkRules`), running `field` on `subgraph`;
 * 200 with one page (or a batch), 202 with a job. `targetArgs` are the target's GraphQL arguments the route declares
 * (the parsed target is sent as `walker.target.key`). The field takes the arguments `maxPages`, `pageSize`,
 * `cursor`, `getRaw`, `idempotencyKey`, the mode parameter, `since` and `limit` where the walker has them, and
 * answers `{ page, job, batch }` (the SDL in index.ts).
 */
export function walkerRoute(
  walker: WalkerDeclaration<never>,
  route: {
    path: string;
    subgraph: string;
    field: string;
    targetArgs: string[];
    rules: (context: RouteContext) => z.ZodType;
    notFound?: string;
    /** What the walk does, in one line for the API description. */
    summary: string;
    /** The v4 path it replaced. */
    retired?: string;
    /** A valid request's query parameters, answered as one page against the sandbox. */
    sample: Record<string, string>;
  },
): RestRoute {
  const args: [string, string][] = [
    ...route.targetArgs.map((n): [string, string] => [n, 'String']),
    ...(walker.batch ? [[walker.batch.param, '[String!]'] as [string, string]] : []),
    ...(walker.acceptsSince ? [['since', 'String'] as [string, string]] : []),
    ['maxPages', 'Int'],
    ...(walker.limit ? [['limit', 'Int'] as [string, string]] : []),
    ['cursor', 'String'],
    ['pageSize', 'Int'],
    [walker.modes.param, walker.modes.graphqlType],
    ['getRaw', 'Boolean'],
    ['idempotencyKey', 'String'],
  ];
  return defineRoute({
    method: 'GET',
    path: route.path,
    operation: walker.operation,
    // Every rule is checked here, once, before anything is reserved or acquired: what follows (the reservation, the
    // variables) reads the typed request, never the strings. The resolver applies the same rules to what it is sent.
    params: route.rules,
    subgraph: route.subgraph,
    summary: route.summary,
    document: /* GraphQL */ `
      query ${walkerQueryName(route.subgraph)}(${args.map(([n, t]) => `$${n}: ${t}`).join(', ')}) {
        walk: ${route.field}(${args.map(([n]) => `${n}: $${n}`).join(', ')}) {
          page { ${PAGE} }
          job { batchId status statusUrl resultsUrl }${walker.batch ? `\n          batch { results { ${walker.batch.unit} ${PAGE} } }` : ''}
        }
      }`,
    variables: (w: WalkRequest | WalkBatch, request) => {
      const page = isBatch(w) ? w.page : w;
      return {
        ...(isBatch(w) ? { [walker.batch!.param]: w.targets } : { [walker.target.key]: w.target }),
        since: page.since ?? undefined,
        // No page cap (-1, or since or limit alone) is null in the request; -1 says the same to the resolver.
        maxPages: page.max_pages ?? -1,
        limit: page.limit ?? undefined,
        cursor: page.cursor ?? undefined,
        pageSize: page.page_size,
        [walker.modes.param]: page.mode,
        getRaw: page.get_raw,
        idempotencyKey: request.idempotencyKey,
      };
    },
    answer: {
      kind: 'page-or-job',
      page: 'walk.page',
      job: 'walk.job',
      ...(walker.batch ? { batch: 'walk.batch' } : {}),
      ...(jobItemsField(walker) ? { jobItems: { operation: walker.operation, field: jobItemsField(walker)! } } : {}),
    },
    notFound: route.notFound ?? 'Nothing to walk.',
    price: walkerFieldPrice(walker),
    retired: route.retired,
    sample: { query: route.sample },
  });
}

const walkerQueryName = (subgraph: string) => `${subgraph[0].toUpperCase()}${subgraph.slice(1)}Walk`;
