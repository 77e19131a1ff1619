import { ApolloGateway } from '@apollo/gateway';
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { createHash } from 'node:crypto';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { literalsAsVariables, type LiteralsAsVariables } from './literal-variables.ts';
import type { ExecutionScope, SubgraphExecutor } from '../subgraphs/executor.ts';
import { SubgraphOwnership } from './subgraph-ownership.ts';

// The gateway reports usage to its vendor unless told not to; this service sends nothing anywhere.
process.env.APOLLO_TELEMETRY_DISABLED = 'true';

/** The per-request context of the router's GraphQL server; the gateway hands it to every subgraph fetch. */
export interface RouterContext extends Record<string, unknown> {
  scope: ExecutionScope;
}

const INTERNAL: ExecutionScope = { requestId: 'internal', accountId: null, keyMode: 'live' };

/**
 * The federation gateway over the composed supergraph, with one shortcut: an operation that one in-process
 * subgraph can answer whole (every field it selects is that subgraph's) runs directly on that subgraph, skipping
 * query planning and result merging. Everything else, and every remote subgraph, goes through the gateway; both
 * paths call subgraphs through the SubgraphExecutor.
 */
export function createGateway(supergraphSdl: string, executor: SubgraphExecutor): GatewayInterface {
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService({ name }) {
      return {
        async process({ request, context }) {
          const scope = (context as RouterContext).scope ?? INTERNAL;
          return (await executor.run(name, { source: request.query!, operationName: request.operationName }, request.variables, scope)) as ExecutionResult<
            Record<string, unknown>
          >;
        },
      };
    },
  });
  const ownership = new SubgraphOwnership(supergraphSdl, (name) => !executor.isRemote(name));
  let apiSchema: GraphQLSchema | undefined;
  gateway.onSchemaLoadOrUpdate((loaded) => void (apiSchema = loaded.apiSchema));
  // Apollo hands the same parsed document for the same query text: each is normalised once (most carry no literal).
  const normalisedBy = new WeakMap<DocumentNode, (LiteralsAsVariables & { queryHash: string }) | null>();
  const normalised = (document: DocumentNode) => {
    if (!apiSchema) return null;
    let normal = normalisedBy.get(document);
    if (normal === undefined) {
      const found = literalsAsVariables(apiSchema, document);
      normal = found && { ...found, queryHash: createHash('sha256').update(found.source).digest('hex') };
      normalisedBy.set(document, normal);
    }
    return normal;
  };

  return {
    onSchemaLoadOrUpdate: (callback) => gateway.onSchemaLoadOrUpdate(callback),
    stop: () => gateway.stop(),
    async load(options) {
      const { executor: planned } = await gateway.load(options);
      const run: GatewayExecutor = async (rc) => {
        const owner = ownership.soleOwner(rc.document, rc.operationName ?? null);
        // Values written into the query text become variables, so the plan and the compiled operation of one shape
        // serve every request of that shape (the client's document was validated, and is billed, as sent).
        const normal = normalised(rc.document);
        const variables = normal ? { ...rc.request.variables, ...normal.variables } : rc.request.variables;
        if (owner === null) {
          if (!normal) return planned!(rc);
          return planned!({
            ...rc,
            document: normal.document,
            source: normal.source,
            queryHash: normal.queryHash,
            request: { ...rc.request, query: normal.source, variables },
          });
        }
        const scope = (rc.context as RouterContext).scope ?? INTERNAL;
        // The client's whole document: a document of several operations runs the one the request names.
        const source = normal ? normal.source : rc.source!;
        return (await executor.run(owner, { source, operationName: rc.operationName }, variables, scope)) as ExecutionResult<Record<string, unknown>>;
      };
      return { executor: run };
    },
  };
}
