import { execute, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Db } from '../platform/db/pool.ts';
import { createSubgraphContext, type SubgraphContext } from '../subgraphs/context.ts';
import { subgraphSchema } from '../subgraphs/registry.ts';
import type { SubgraphEntry } from './supergraph-config.ts';

/** Who a subgraph operation runs for; becomes the subgraph's per-request context. */
export interface ExecutionScope {
  requestId: string;
  accountId: number | null;
  /** Made on the first in-process call of a request and reused by the rest, so loaders span the whole request. */
  context?: SubgraphContext;
}

export interface SubgraphOperation {
  source: string;
  /** Parsed and validated once, when the operation is known ahead of time (REST routes). */
  document?: DocumentNode;
}

type Runner = (op: SubgraphOperation, variables: Record<string, unknown> | undefined, scope: ExecutionScope) => Promise<ExecutionResult>;

/**
 * The one way anything in the router calls a subgraph: the gateway's data sources and the REST adapter both come
 * here. In-process subgraphs execute with graphql-js directly on a cached parsed document; remote ones get an HTTP
 * POST carrying the request id and calling account as headers.
 */
export class SubgraphExecutor {
  private readonly runners = new Map<string, Runner>();
  private readonly entries = new Map<string, SubgraphEntry>();

  constructor(entries: SubgraphEntry[], private readonly db: Db) {
    for (const entry of entries) {
      this.entries.set(entry.name, entry);
      this.runners.set(entry.name, entry.routingUrl ? remoteRunner(entry.routingUrl) : this.localRunner(subgraphSchema(entry.name)));
    }
  }

  isRemote(name: string): boolean {
    return Boolean(this.entries.get(name)?.routingUrl);
  }

  run(name: string, op: SubgraphOperation, variables: Record<string, unknown> | undefined, scope: ExecutionScope) {
    const runner = this.runners.get(name);
    if (!runner) throw new Error(`no subgraph named ${name} in supergraph.yaml`);
    return runner(op, variables, scope);
  }

  /** Parses and validates an operation against an in-process subgraph's schema; throws on any error. */
  prepare(name: string, source: string): SubgraphOperation {
    const document = parse(source);
    const errors = validate(subgraphSchema(name), document);
    if (errors.length) throw new Error(`operation for ${name} is invalid: ${errors.map((e) => e.message).join('; ')}`);
    return { source, document };
  }

  private localRunner(schema: GraphQLSchema): Runner {
    // Gateway fetches repeat the same few query strings: parse each once.
    const parsed = new Map<string, DocumentNode>();
    return async (op, variables, scope) => {
      let document = op.document ?? parsed.get(op.source);
      if (!document) {
        document = parse(op.source);
        const errors = validate(schema, document);
        if (errors.length) return { errors };
        if (parsed.size > 1000) parsed.clear();
        parsed.set(op.source, document);
      }
      return execute({
        schema,
        document,
        variableValues: variables,
        contextValue: (scope.context ??= createSubgraphContext(this.db, scope.requestId, scope.accountId)),
      }) as Promise<ExecutionResult>;
    };
  }
}

function remoteRunner(url: string): Runner {
  return async (op, variables, scope) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': scope.requestId };
    if (scope.accountId !== null) headers['x-account-id'] = String(scope.accountId);
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query: op.source, variables }) });
    const body = (await response.json()) as ExecutionResult;
    return body;
  };
}
