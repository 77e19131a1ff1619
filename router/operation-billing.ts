import { getOperationAST, type DocumentNode } from 'graphql';
import type { CostModel } from '../platform/billing/cost-model.ts';
import { InvalidRequest, quote } from '../platform/errors.ts';
import type { Caller, Gate, Settlement } from '../platform/gate.ts';
import { formatDollars, type Units } from '../platform/money.ts';
import type { Meter } from '../subgraphs/metering.ts';

/**
 * The billing of one GraphQL operation, the same whichever router serves it (ours on /graphql, or Hive Gateway with
 * our plugin): reserve its static estimate before it runs, charge what its answer delivered after.
 */

/** The limits an operation's estimate must keep. */
export interface OperationLimits {
  maxCost: Units;
  maxResults: number;
}

/**
 * Checks that the document names one operation this service runs, estimates it within the limits, and reserves the
 * estimate (402 when the balance cannot cover it). Returns what was reserved. Every refusal is an ApiError: a name
 * that picks no operation, a subscription, an estimate over a limit are 400 invalid_request.
 */
export async function reserveOperation(
  gate: Gate,
  caller: Caller,
  costs: CostModel,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
  limits: OperationLimits,
): Promise<Units> {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) {
    throw new InvalidRequest(
      operationName
        ? `operationName ${quote(operationName)} names no operation in the document.`
        : 'The document holds several operations: name the one to run in operationName.',
    );
  }
  if (operation.operation === 'subscription') throw new InvalidRequest('Subscriptions are not supported: send a query or a mutation.');
  const estimate = costs.estimate(document, operationName, variables);
  if (estimate.results > limits.maxResults) {
    throw new InvalidRequest(
      `This operation is estimated to return up to ${estimate.results} results; one operation may return at most ${limits.maxResults}. ` +
        'Ask for fewer items (first, limit, pageSize) or split it.',
    );
  }
  if (estimate.cost > limits.maxCost) {
    throw new InvalidRequest(
      `This operation is estimated to cost up to ${formatDollars(estimate.cost)}; one operation may cost at most ${formatDollars(limits.maxCost)}. ` +
        'Ask for fewer items or split it.',
    );
  }
  await gate.reserveMore(caller, estimate.cost);
  return estimate.cost;
}

/**
 * Charges an operation the price of what its final answer holds (CostModel.delivered: after null propagation; a
 * mutation, what its resolvers did), plus what its resolvers charged themselves, and returns the settlement with
 * the `extensions.cost` it is reported as. Throws as Gate.settle does: then nothing was charged and the answer must
 * not be served.
 */
export async function settleOperation(
  gate: Gate,
  caller: Caller,
  costs: CostModel,
  document: DocumentNode,
  operationName: string | null | undefined,
  answer: { data?: Record<string, unknown> | null; errors?: readonly unknown[] },
  meter: Meter,
  requested: Units,
): Promise<{ settled: Settlement; cost: { requested: string; actual: string; balance: string } }> {
  // Without an error nothing was dropped, so the answer holds every value the meter counted (the cost property test
  // holds this): the walk of the answer is needed only when something failed.
  const delivered = answer.errors?.length ? costs.delivered(document, operationName, answer.data, meter) : meter.units;
  const settled = await gate.settle(caller, delivered, `graphql.${operationName ?? 'anonymous'}`, meter.paid);
  return { settled, cost: { requested: formatDollars(requested), actual: settled.cost, balance: settled.balance } };
}
