import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { ApiError } from '../../platform/errors.ts';
import type { LiveRead, SourceMode } from '../../platform/live/reader.ts';
import type { SubgraphContext } from '../context.ts';
import type { PartName } from './prices.ts';
import { readCompany, readJobCounts, readMemberStats, readRecentJobs } from './read.ts';

export type { PartName };

/**
 * The company dossier: one call assembling the company page, its job counts, its member statistics and its recent
 * jobs, each part the same live read (and archive entry) as its own operation, read concurrently with the same
 * `source`. It is priced as the sum of its parts (each part's field is billed at its operation's price) and a part
 * that fails is reported in its place and not charged:
 *
 *   { status: "failed", source: null, fetched_at: null, cost: "$0.0000",
 *     error: { code, status, message, retry_after }, data: null }
 *
 * beside the parts that succeeded ({ status: "ok", source, fetched_at, cost, error: null, data }). When every part
 * asked for fails, the dossier fails as a whole with the first part's error (page, job_counts, member_stats,
 * recent_jobs order), uncharged like any failure. On GraphQL only the parts selected are read and charged.
 */

/** The parts in order: each one's GraphQL field and its read (its price is its operation's, prices.ts). */
export const PARTS: { name: PartName; field: string; read: (ctx: SubgraphContext, slug: string, source: SourceMode) => Promise<LiveRead<unknown>> }[] = [
  { name: 'page', field: 'page', read: readCompany },
  { name: 'job_counts', field: 'jobCounts', read: readJobCounts },
  { name: 'member_stats', field: 'memberStats', read: readMemberStats },
  { name: 'recent_jobs', field: 'recentJobs', read: readRecentJobs },
];

export interface PartOutcome {
  status: 'ok' | 'failed';
  /** What the metering reads: a failed part is free (billing freeWhen). */
  failed: boolean;
  source: 'db' | 'live' | null;
  fetchedAt: Date | null;
  cost: string;
  error: { code: string; status: number; message: string; retryAfter: number | null } | null;
  data: unknown;
}

export interface Dossier {
  slug: string;
  /** db when every part delivered was stored, live when one was acquired now. */
  source: 'db' | 'live';
  /** The oldest acquisition among the parts delivered (the age of the dossier's oldest data). */
  fetchedAt: Date;
  parts: Partial<Record<PartName, PartOutcome>>;
}

/**
 * Reads the parts asked for (all of them on REST), concurrently. A part's provider error becomes its failure; any
 * other error (the database, a bug) fails the whole call as usual.
 */
export async function readDossier(
  ctx: SubgraphContext,
  slug: string,
  source: SourceMode,
  asked: Set<PartName>,
  prices: Record<PartName, string>,
): Promise<Dossier> {
  const wanted = PARTS.filter((p) => asked.has(p.name));
  const settled = await Promise.allSettled(wanted.map((p) => p.read(ctx, slug, source)));
  const parts: Dossier['parts'] = {};
  let firstError: ApiError | null = null;
  settled.forEach((result, i) => {
    const { name } = wanted[i];
    if (result.status === 'fulfilled') {
      const { payload, source: from, fetchedAt } = result.value;
      parts[name] = { status: 'ok', failed: false, source: from, fetchedAt, cost: `$${prices[name]}`, error: null, data: payload };
      return;
    }
    const err = result.reason;
    if (!(err instanceof ApiError)) throw err;
    firstError ??= err;
    const retryAfter = err.headers['Retry-After'];
    parts[name] = {
      status: 'failed',
      failed: true,
      source: null,
      fetchedAt: null,
      cost: '$0.0000',
      error: { code: err.code, status: err.status, message: err.message, retryAfter: retryAfter ? Number(retryAfter) : null },
      data: null,
    };
  });
  const delivered = Object.values(parts).filter((p) => p.status === 'ok');
  if (wanted.length > 0 && delivered.length === 0) throw firstError!;
  const times = delivered.map((p) => p.fetchedAt!.getTime());
  return {
    slug,
    source: delivered.some((p) => p.source === 'live') ? 'live' : 'db',
    fetchedAt: new Date(times.length ? Math.min(...times) : Date.now()),
    parts,
  };
}

/** The names of the fields selected under `path` (fields of fields) of the resolved field, fragments followed, @skip and @include applied. */
export function selectedUnder(info: GraphQLResolveInfo, path: string[]): Set<string> {
  const names = new Set<string>();
  const included = (node: SelectionNode) =>
    getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
  const collect = (set: SelectionSetNode | undefined, depth: number) => {
    for (const selection of set?.selections ?? []) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        if (depth === path.length) names.add(selection.name.value);
        else if (selection.name.value === path[depth]) collect(selection.selectionSet, depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, depth);
      else collect(info.fragments[selection.name.value]?.selectionSet, depth);
    }
  };
  for (const node of info.fieldNodes as readonly FieldNode[]) collect(node.selectionSet, 0);
  return names;
}

/** The parts a GraphQL selection of the dossier asks for. */
export function partsAsked(info: GraphQLResolveInfo): Set<PartName> {
  const fields = selectedUnder(info, ['dossier']);
  return new Set(PARTS.filter((p) => fields.has(p.field)).map((p) => p.name));
}
