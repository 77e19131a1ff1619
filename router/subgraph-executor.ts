import { parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { SubgraphRuntime } from '../subgraphs/runtime.ts';
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
  /** Compiled once, when the operation is known ahead of time (REST routes) and the subgraph is in-process. */
  compiled?: CompiledQuery;
}

type Runner = (op: SubgraphOperation, variables: Record<string, unknown> | undefined, scope: ExecutionScope) => Promise<ExecutionResult>;

/**
 * The one way anything in the router calls a subgraph: the gateway's data sources and the REST adapter both come
 * here. In-process subgraphs run operations compiled once with graphql-jit (the same few operations repeat: REST
 * routes and the gateway's fetches), which executes several times faster than interpreting the document per
 * request; remote ones get an HTTP POST carrying the request id and calling account as headers.
 */
export class SubgraphExecutor {
  private readonly runners = new Map<string, Runner>();
  private readonly entries = new Map<string, SubgraphEntry>();

  constructor(entries: SubgraphEntry[], private readonly runtime: SubgraphRuntime) {
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

  /** Compiles an operation for an in-process subgraph, or keeps its text for a remote one; throws if invalid. */
  prepare(name: string, source: string): SubgraphOperation {
    if (this.isRemote(name)) return { source };
    const compiled = compile(subgraphSchema(name), source);
    if (!isCompiledQuery(compiled)) {
      throw new Error(`operation for ${name} is invalid: ${compiled.errors!.map((e) => e.message).join('; ')}`);
    }
    return { source, compiled };
  }

  private localRunner(schema: GraphQLSchema): Runner {
    const compiledBySource = new Map<string, CompiledQuery>();
    return async (op, variables, scope) => {
      let compiled = op.compiled ?? compiledBySource.get(op.source);
      if (!compiled) {
        const outcome = compile(schema, op.source);
        if (!isCompiledQuery(outcome)) return outcome;
        compiled = outcome;
        if (compiledBySource.size > 1000) compiledBySource.clear();
        compiledBySource.set(op.source, compiled);
      }
      return compiled.query(undefined, (scope.context ??= createSubgraphContext(this.runtime, scope.requestId, scope.accountId)), variables ?? {});
    };
  }
}

function compile(schema: GraphQLSchema, source: string): CompiledQuery | ExecutionResult {
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (err) {
    return { errors: [err as never] };
  }
  const errors = validate(schema, document);
  if (errors.length) return { errors };
  return compileQuery(schema, document);
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
