import type { ExecutionResult } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import type { SubgraphContext } from './context.ts';
import type { Meter } from './metering.ts';
import type { InternalCaller } from '../platform/internal-signature.ts';
import type { CheckedParams } from '../platform/rest/params.ts';

/** Who a subgraph operation runs for; becomes the subgraph's per-request context. */
export interface ExecutionScope extends InternalCaller {
  /** Made on the first in-process call of a request and reused by the rest, so loaders span the whole request. */
  context?: SubgraphContext;
  /** Where every subgraph call of the request adds what its billable fields delivered (in-process or remote). */
  meter?: Meter;
  /** A REST call's parameters, already checked by its operation's rules: its root field does not check them again. */
  checked?: CheckedParams;
}

export interface SubgraphOperation {
  source: string;
  /** Which operation of `source` to run, when it holds several (a client's document through the gateway's shortcut). */
  operationName?: string | null;
  /** Compiled once, when the operation is known ahead of time (REST routes) and the subgraph is in-process. */
  compiled?: CompiledQuery;
}

export type Runner = (op: SubgraphOperation, variables: Record<string, unknown> | undefined, scope: ExecutionScope) => Promise<ExecutionResult>;
