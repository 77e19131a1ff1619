import { GraphQLError, Kind, parse, type ExecutionResult, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { fromExtensions, UpstreamError, UpstreamTimeout, type ApiError } from '../platform/errors.ts';
import { logBurst } from '../platform/log-burst.ts';
import { INTERNAL_SIGNATURE_HEADER, signInternal } from '../platform/internal-signature.ts';
import { ApiCallFailed, callApi, type ApiAnswer } from '../platform/outbound/api-call.ts';
import { OutboundFetcher } from '../platform/outbound/fetcher.ts';
import { addReported, newMeter } from './metering.ts';
import type { Runner, SubgraphOperation } from './subgraph-call.ts';

/** What a subgraph answered, if it is a GraphQL result at all (`data` an object or null, or errors with messages). */
type Reading = { result: ExecutionResult } | { cause: 'not JSON' | 'JSON but not a GraphQL result' };

/** Reads an answer's body as callApi parsed it (`json` undefined: not JSON), so a large answer is parsed once. */
function read(body: unknown): Reading {
  if (body === undefined) return { cause: 'not JSON' };
  const notGraphQL = { cause: 'JSON but not a GraphQL result' } as const;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return notGraphQL;
  const { data, errors } = body as { data?: unknown; errors?: unknown };
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data))) return notGraphQL;
  if (errors !== undefined) {
    if (!Array.isArray(errors) || errors.length === 0) return notGraphQL;
    // The gateway reads message, path and extensions off each error; anything else is not a subgraph's answer.
    if (!errors.every((e) => e !== null && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string')) return notGraphQL;
  } else if (data === undefined) return notGraphQL;
  return { result: body as ExecutionResult };
}

/**
 * Whether a GraphQL result is passed on at this status. 2xx, and 4xx, which Apollo Server answers with `errors` for
 * operations it refused, are the subgraph's answer. Any other status passes only with errors that each carry a
 * contract code (the subgraph said exactly what failed); otherwise the service itself failed.
 */
function passes(status: number, result: ExecutionResult): boolean {
  if ((status >= 200 && status < 300) || (status >= 400 && status < 500)) return true;
  return Boolean(result.errors?.length) && result.errors!.every((e) => fromExtensions(e.message, e.extensions) !== null);
}

/** setTimeout's longest delay (about 24.8 days): what a subgraph timeout of 0, no limit, is in practice. */
const NO_LIMIT_MS = 2 ** 31 - 1;
/** Largest answer a subgraph's is read to: far above any the router is let to answer, a bound rather than a rule. */
const MAX_ANSWER_BYTES = 512 * 1024 * 1024;

let fetcher: OutboundFetcher | undefined;

/**
 * How the router reaches its own subgraph services: the one outbound fetcher, in its internal scope (the addresses in
 * supergraph.yaml are the deployment's, private as often as not, and resolved by the system resolver). One for the
 * process, as the global fetch it replaces was; its idle connections hold nothing open.
 */
function subgraphFetcher(): OutboundFetcher {
  return (fetcher ??= new OutboundFetcher(
    {
      allowCidrs: '',
      dnsServers: [],
      ports: [],
      connectTimeoutMs: 10_000,
      timeoutMs: NO_LIMIT_MS,
      maxBytes: MAX_ANSWER_BYTES,
      userAgent: 'SocialDataAPI-Router/1.0',
    },
    { scope: 'internal' },
  ));
}

/** One POST of a GraphQL request to a subgraph service; redirects are answered as they are, never followed. */
function post(url: string, headers: Record<string, string>, json: unknown, timeoutMs: number): Promise<ApiAnswer> {
  return callApi(subgraphFetcher(), { method: 'POST', url, headers, json, timeoutMs: timeoutMs > 0 ? timeoutMs : NO_LIMIT_MS, maxBytes: MAX_ANSWER_BYTES });
}

/** What the fetch failure was, for the log: the socket's code (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET) if any. */
function causeOf(err: unknown): string {
  const { code, name, cause } = (err ?? {}) as { code?: unknown; name?: unknown; cause?: unknown };
  if (cause && typeof cause === 'object') return causeOf(cause);
  if (typeof code === 'string') return code;
  return typeof name === 'string' ? name : 'unknown';
}

/**
 * The response keys at the root of the operation that runs (fragments at the root followed): what a failed call
 * leaves without data. Empty for an entity fetch (`_entities`), whose results the gateway places itself, and for a
 * document that does not parse.
 */
function rootKeys(op: SubgraphOperation): string[] {
  let operations: OperationDefinitionNode[];
  const fragments = new Map<string, FragmentDefinitionNode>();
  try {
    const document = parse(op.source);
    operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  } catch {
    return [];
  }
  const operation = op.operationName ? operations.find((o) => o.name?.value === op.operationName) : operations[0];
  const keys = new Set<string>();
  const walk = (set: SelectionSetNode, seen: Set<string>) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) keys.add(s.alias?.value ?? s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet, seen);
      else if (!seen.has(s.name.value) && fragments.has(s.name.value)) walk(fragments.get(s.name.value)!.selectionSet, new Set([...seen, s.name.value]));
    }
  };
  if (operation) walk(operation.selectionSet, new Set());
  return keys.has('_entities') ? [] : [...keys];
}

/**
 * A subgraph's failure as the client sees it: the contract's upstream_error, naming the subgraph as one of our
 * services and nothing more (no URL, host or socket error: those are ours to read, in the log). As a GraphQL error
 * result rather than a throw, so that it takes the path every subgraph error takes: the REST adapter maps
 * `errors[0]`, and the gateway keeps `extensions` (a thrown error would reach it without our code). One error per
 * root field the call was asked for, with its path, as a field error has it (the router answers 502/504 when every
 * root field of a request failed so); an entity fetch gets one error without a path.
 */
function failed(name: string, op: SubgraphOperation, requestId: string, api: ApiError, cause: string, fields: Record<string, unknown> = {}): ExecutionResult {
  logBurst('error', { subgraph: name, cause, request_id: requestId, ...fields }, 'remote subgraph failed to answer', `${name}|${cause}`);
  const keys = rootKeys(op);
  if (keys.length === 0) return { errors: [new GraphQLError(api.message, { extensions: api.extensions })] };
  return { errors: keys.map((key) => new GraphQLError(api.message, { path: [key], extensions: api.extensions })) };
}

/**
 * Runs operations on a subgraph served over HTTP, at most `timeoutMs` per call (0: no limit), headers and body
 * included. What the subgraph answers is passed on only when it is a GraphQL result; a timeout answers 504
 * upstream_error, and a refused or reset connection, an HTTP failure or a body that is not a GraphQL result 502
 * upstream_error. None of them is charged: the meter counts only what a subgraph reported in a result it sent.
 *
 * Nothing is retried. A mutation never may be: like Apollo's RemoteGraphQLDataSource, which leaves retries to the
 * caller, we cannot tell a mutation that failed before the subgraph ran it from one whose answer was lost on the way
 * back (a DM sent, a job cancelled), and sending it again would do it twice. A query could be retried, but a
 * subgraph that is failing or hanging would then hold the client for several timeouts instead of one, and the
 * client, charged nothing, can retry itself.
 */
export function remoteSubgraphRunner(name: string, url: string, timeoutMs: number, secret: string): Runner {
  const timeout = new UpstreamTimeout(`A service of ours behind this API (${name}) did not answer in time; nothing was charged for it. Retry later.`);
  const failure = new UpstreamError(`A service of ours behind this API (${name}) failed to answer; nothing was charged for it. Retry later.`);
  return async (op, variables, scope) => {
    // Who the call runs for travels only signed (platform/internal-signature.ts); the subgraph trusts nothing else.
    const headers: Record<string, string> = {
      'x-request-id': scope.requestId,
      [INTERNAL_SIGNATURE_HEADER]: signInternal(secret, { accountId: scope.accountId, keyMode: scope.keyMode, requestId: scope.requestId }, Date.now()),
    };
    let answer: ApiAnswer;
    try {
      // A subgraph has no reason to redirect; following one would send the operation somewhere else (as a GET).
      // The deadline bounds the body too: a subgraph that sends headers and then stalls times out.
      answer = await post(url, headers, { query: op.source, ...(op.operationName ? { operationName: op.operationName } : {}), variables }, timeoutMs);
    } catch (err) {
      if (err instanceof ApiCallFailed && err.kind === 'timeout') return failed(name, op, scope.requestId, timeout, 'timeout', { timeout_ms: timeoutMs });
      if (err instanceof ApiCallFailed && err.kind === 'too_large')
        return failed(name, op, scope.requestId, failure, 'answer over the size cap', { max_bytes: MAX_ANSWER_BYTES });
      return failed(name, op, scope.requestId, failure, causeOf(err), { err });
    }
    const { status } = answer;
    // Our own subgraph refusing our signature: the secrets differ (a deployment fault), never the client's.
    if (status === 401)
      return failed(name, op, scope.requestId, failure, 'HTTP 401, the internal signature was refused (is INTERNAL_SIGNING_SECRET the same on both?)', {
        status,
      });
    const reading = read(answer.json);
    if ('cause' in reading) return failed(name, op, scope.requestId, failure, `HTTP ${status}, ${reading.cause}`, { status, body: answer.text.slice(0, 200) });
    if (!passes(status, reading.result)) {
      return failed(name, op, scope.requestId, failure, `HTTP ${status}`, { status, errors: reading.result.errors?.slice(0, 3) });
    }
    addReported((scope.meter ??= newMeter()), reading.result.extensions);
    return reading.result;
  };
}

/**
 * Whether the subgraph service at `url` answers a `{ __typename }` with a GraphQL result within `timeoutMs`: what
 * /readyz asks of each remote subgraph. Cheap for the service (no resolver, no database) and never charged.
 */
export async function probeSubgraph(url: string, timeoutMs: number, secret: string): Promise<boolean> {
  try {
    const headers = {
      'x-request-id': 'readyz',
      [INTERNAL_SIGNATURE_HEADER]: signInternal(secret, { accountId: null, keyMode: 'live', requestId: 'readyz' }, Date.now()),
    };
    const answer = await post(url, headers, { query: '{ __typename }' }, timeoutMs);
    const reading = read(answer.json);
    return (
      answer.status >= 200 &&
      answer.status < 300 &&
      'result' in reading &&
      (reading.result.data as { __typename?: unknown } | null | undefined)?.__typename === 'Query'
    );
  } catch {
    return false;
  }
}
