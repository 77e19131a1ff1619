/**
 * What an acquisition worker is asked for, as each network's worker adapter declares it: the operation's name, its
 * arguments as JSON Schema, whether it pages (then the request's `cursor` is the page to read, null for the first),
 * and what its `raw` answer is. The protocol document (schema/acquisition-worker.json) is generated from these.
 */
export interface WorkerOperation {
  /** The operation's name within its network, as the request's `operation` carries it. */
  name: string;
  /** What the worker reads upstream, in words. */
  description: string;
  /** The `args` object's JSON Schema (type object, every property described). */
  args: JsonSchemaObject;
  /** Whether the operation reads one page of a list: the request's `cursor` says which (null: the first). */
  pages: boolean;
  /** What `raw` holds in a 200 answer: the network's own payload for this read, in words. */
  raw: string;
}

export interface JsonSchemaObject {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required: string[];
  additionalProperties: false;
}

/** The operations of one network's worker. */
export interface WorkerNetwork {
  network: string;
  /** The network in a few words, for the protocol document. */
  description: string;
  operations: WorkerOperation[];
}

/** An `args` schema from its properties; every property is required unless named in `optional`. */
export function argsSchema(properties: Record<string, Record<string, unknown>>, optional: string[] = []): JsonSchemaObject {
  return { type: 'object', properties, required: Object.keys(properties).filter((k) => !optional.includes(k)), additionalProperties: false };
}

/** The argument every signed-in operation carries: the id of the account the service lent for the call. */
export const ACCOUNT_ARG = {
  account: {
    type: 'string',
    description:
      'The signed-in account slot the service lent for this one call (one call at a time per slot). The worker maps it onto an account of its own pool, so concurrent calls never share a session.',
  },
};
