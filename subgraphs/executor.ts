import {
  GraphQLError,
  Kind,
  parse,
  validate,
  valueFromASTUntyped,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { SubgraphRuntime } from './runtime.ts';
import { createSubgraphContext } from './context.ts';
import { newMeter } from './metering.ts';
import { carriesApiCode, logMasked, maskedError } from './masked-errors.ts';
import { probeSubgraph, remoteSubgraphRunner } from './remote-subgraph.ts';
import type { SubgraphEntry } from './supergraph-config.ts';

import type { ExecutionScope, Runner, SubgraphOperation } from './subgraph-call.ts';

export type { ExecutionScope, Runner, SubgraphOperation };

/**
 * The one way anything in the router calls a subgraph: the gateway's data sources and the REST adapter both come
 * here. In-process subgraphs run operations compiled once with graphql-jit (the same few operations repeat: REST
 * routes and the gateway's fetches), which executes several times faster than interpreting the document per
 * request; remote ones get an HTTP POST carrying the request id and calling account in a signed header, bounded in time
 * and checked (remote-subgraph.ts).
 */
export class SubgraphExecutor {
  private readonly runners = new Map<string, Runner>();
  private readonly entries = new Map<string, SubgraphEntry>();

  constructor(
    entries: SubgraphEntry[],
    private readonly runtime: SubgraphRuntime,
  ) {
    const secret = runtime.config.internalSigningSecret;
    const remote = entries.filter((e) => e.routingUrl).map((e) => e.name);
    if (remote.length > 0 && !secret) {
      throw new Error(
        `INTERNAL_SIGNING_SECRET must be set (32 characters or more, the same on the subgraphs): ${remote.join(', ')} ${remote.length === 1 ? 'is' : 'are'} served over HTTP.`,
      );
    }
    for (const entry of entries) {
      this.entries.set(entry.name, entry);
      this.runners.set(
        entry.name,
        entry.routingUrl
          ? remoteSubgraphRunner(entry.name, entry.routingUrl, runtime.config.subgraphTimeoutMs, secret!)
          : this.localRunner(entry.name, runtime.registry.schema(entry.name)),
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

  /**
   * What /readyz reports for each subgraph: "in-process", or whether the service at its routing_url answers a
   * `{ __typename }` within `timeoutMs` ("ok" or "unreachable").
   */
  async readiness(timeoutMs: number): Promise<Record<string, 'ok' | 'unreachable' | 'in-process'>> {
    const checks = await Promise.all(
      [...this.entries.values()].map(async ({ name, routingUrl }) => {
        if (!routingUrl) return [name, 'in-process'] as const;
        return [name, (await probeSubgraph(routingUrl, timeoutMs, this.runtime.config.internalSigningSecret!)) ? 'ok' : 'unreachable'] as const;
      }),
    );
    return Object.fromEntries(checks);
  }

  /** Compiles an operation for an in-process subgraph, or keeps its text for a remote one; throws if invalid. */
  prepare(name: string, source: string): SubgraphOperation {
    if (this.isRemote(name)) return { source };
    const compiled = compile(this.runtime.registry.schema(name), source);
    if (!isCompiledQuery(compiled)) {
      throw new Error(`operation for ${name} is invalid: ${compiled.errors!.map((e) => e.message).join('; ')}`);
    }
    return { source, compiled };
  }

  private localRunner(name: string, schema: GraphQLSchema): Runner {
    const compiledBySource = new Map<string, CompiledQuery>();
    return async (op, variables, scope) => {
      const cacheKey = op.operationName ? `${op.operationName}\u0000${op.source}` : op.source;
      let compiled = op.compiled ?? compiledBySource.get(cacheKey);
      if (!compiled) {
        const outcome = compile(schema, op.source, op.operationName);
        if (!isCompiledQuery(outcome)) return masked(name, outcome, scope.requestId);
        compiled = outcome;
        if (compiledBySource.size > 1000) compiledBySource.clear();
        compiledBySource.set(cacheKey, compiled);
      }
      const context = (scope.context ??= createSubgraphContext(this.runtime, scope, (scope.meter ??= newMeter())));
      if (scope.checked) {
        context.checked = scope.checked;
        scope.checked = undefined;
      }
      const result = await compiled.query(undefined, context, withDefaults(compiled, variables));
      return result.errors?.length ? masked(name, result, scope.requestId) : result;
    };
  }
}

/**
 * An in-process result with every error that carries no contract code masked, as a served subgraph masks it
 * (serve.ts): the cause is logged here with the request id, and neither the REST adapter nor the router sees its
 * message (PostgreSQL's own wording, a TypeError's).
 */
function masked(subgraph: string, result: ExecutionResult, requestId: string): ExecutionResult {
  if (result.errors!.every((e) => carriesApiCode(e.message, e.extensions))) return result;
  const errors = result.errors!.map((error) => {
    if (carriesApiCode(error.message, error.extensions)) return error;
    logMasked(error, requestId, { subgraph, masked_by: 'in-process subgraph' });
    const { message, extensions } = maskedError();
    return new GraphQLError(message, { path: error.path, extensions });
  });
  return { ...result, errors };
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

function compile(schema: GraphQLSchema, source: string, operationName?: string | null): CompiledQuery | ExecutionResult {
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (err) {
    return { errors: [err as never] };
  }
  const errors = validate(schema, document);
  if (errors.length) return { errors };
  const compiled = compileQuery(schema, document, operationName ?? undefined);
  if (isCompiledQuery(compiled)) {
    // The defaults of the operation that runs: another operation of the document may name its variables alike.
    const operations = document.definitions.filter((def): def is OperationDefinitionNode => def.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName ? operations.find((def) => def.name?.value === operationName) : operations[0];
    const defaults: [string, unknown][] = [];
    for (const v of operation?.variableDefinitions ?? []) if (v.defaultValue) defaults.push([v.variable.name.value, valueFromASTUntyped(v.defaultValue)]);
    variableDefaults.set(compiled, defaults);
  }
  return compiled;
}
