import { Kind, parse, validate, valueFromASTUntyped, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { SubgraphRuntime } from './runtime.ts';
import { createSubgraphContext, type SubgraphContext } from './context.ts';
import { newMeter, type Meter } from './metering.ts';
import { subgraphSchema } from './registry.ts';
import { remoteSubgraphRunner } from './remote-subgraph.ts';
import type { SubgraphEntry } from './supergraph-config.ts';

/** Who a subgraph operation runs for; becomes the subgraph's per-request context. */
export interface ExecutionScope {
  requestId: string;
  accountId: number | null;
  /** Made on the first in-process call of a request and reused by the rest, so loaders span the whole request. */
  context?: SubgraphContext;
  /** Where every subgraph call of the request adds what its billable fields delivered (in-process or remote). */
  meter?: Meter;
}

export interface SubgraphOperation {
  source: string;
  /** Compiled once, when the operation is known ahead of time (REST routes) and the subgraph is in-process. */
  compiled?: CompiledQuery;
}

export type Runner = (op: SubgraphOperation, variables: Record<string, unknown> | undefined, scope: ExecutionScope) => Promise<ExecutionResult>;

/**
 * The one way anything in the router calls a subgraph: the gateway's data sources and the REST adapter both come
 * here. In-process subgraphs run operations compiled once with graphql-jit (the same few operations repeat: REST
 * routes and the gateway's fetches), which executes several times faster than interpreting the document per
 * request; remote ones get an HTTP POST carrying the request id and calling account as headers, bounded in time
 * and checked (remote-subgraph.ts).
 */
export class SubgraphExecutor {
  private readonly runners = new Map<string, Runner>();
  private readonly entries = new Map<string, SubgraphEntry>();

  constructor(entries: SubgraphEntry[], private readonly runtime: SubgraphRuntime) {
    for (const entry of entries) {
      this.entries.set(entry.name, entry);
      this.runners.set(
        entry.name,
        entry.routingUrl ? remoteSubgraphRunner(entry.name, entry.routingUrl, runtime.config.subgraphTimeoutMs) : this.localRunner(subgraphSchema(entry.name)),
      );
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
      return compiled.query(undefined, (scope.context ??= createSubgraphContext(this.runtime, scope.requestId, scope.accountId, (scope.meter ??= newMeter()))), withDefaults(compiled, variables));
    };
  }
}

/** Defaults of the operation's variables, by compiled operation. */
const variableDefaults = new WeakMap<CompiledQuery, [string, unknown][]>();

/**
 * graphql-jit refuses a non-null variable that has a default but no value (`$q: String! = "x"`), which the spec
 * allows: the defaults are filled in before it coerces.
 */
function withDefaults(compiled: CompiledQuery, variables: Record<string, unknown> | undefined): Record<string, unknown> {
  const defaults = variableDefaults.get(compiled);
  if (!defaults?.length) return variables ?? {};
  const filled = { ...variables };
  for (const [name, value] of defaults) if (filled[name] === undefined) filled[name] = value;
  return filled;
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
  const compiled = compileQuery(schema, document);
  if (isCompiledQuery(compiled)) {
    const defaults: [string, unknown][] = [];
    for (const def of document.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION) continue;
      for (const v of def.variableDefinitions ?? []) if (v.defaultValue) defaults.push([v.variable.name.value, valueFromASTUntyped(v.defaultValue)]);
    }
    variableDefaults.set(compiled, defaults);
  }
  return compiled;
}
