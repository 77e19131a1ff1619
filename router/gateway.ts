import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import type { ExecutionScope, SubgraphExecutor } from './subgraph-executor.ts';

// The gateway reports usage to its vendor unless told not to; this service sends nothing anywhere.
process.env.APOLLO_TELEMETRY_DISABLED = 'true';

/** The per-request context of the router's GraphQL server; the gateway hands it to every subgraph fetch. */
export interface RouterContext extends Record<string, unknown> {
  scope: ExecutionScope;
}

/**
 * The federation gateway over the composed supergraph. Every subgraph fetch goes through the SubgraphExecutor,
 * which runs it in-process or over HTTP as supergraph.yaml says.
 */
export function createGateway(supergraphSdl: string, executor: SubgraphExecutor): ApolloGateway {
  return new ApolloGateway({
    supergraphSdl,
    buildService({ name }): GraphQLDataSource<RouterContext> {
      return {
        async process({ request, context }) {
          const scope: ExecutionScope = (context as RouterContext).scope ?? { requestId: 'internal', accountId: null };
          const result = await executor.run(name, { source: request.query! }, request.variables, scope);
          return result as Awaited<ReturnType<GraphQLDataSource['process']>>;
        },
      };
    },
  });
}
