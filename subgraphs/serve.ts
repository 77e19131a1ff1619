import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { SubgraphRuntime } from './runtime.ts';
import { createSubgraphContext, type SubgraphContext } from './context.ts';
import { METERED_EXTENSION } from './metering.ts';
import { subgraphSchema } from './registry.ts';

/**
 * Serves one subgraph over HTTP at `path`. The router is its only client: it passes the request id and the calling
 * account as headers, so bind these services to a private interface.
 */
export async function serveSubgraph(name: string, runtime: SubgraphRuntime, port: number, host = '127.0.0.1', path = '/graphql') {
  const apollo = new ApolloServer<SubgraphContext>({
    schema: subgraphSchema(name),
    includeStacktraceInErrorResponses: false,
    // Field errors keep the code and status the resolver threw with; the router maps them to the contract.
    formatError: (formatted) => formatted,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      // Trace data would only grow every response: the router does not report usage anywhere.
      ApolloServerPluginInlineTraceDisabled(),
      {
        // The router charges what the billable fields delivered; it learns that from this extension.
        async requestDidStart() {
          return {
            async willSendResponse({ response, contextValue }) {
              if (response.body.kind !== 'single') return;
              const result = response.body.singleResult;
              result.extensions = { ...result.extensions, [METERED_EXTENSION]: contextValue.meter.units };
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  const app = express();
  app.use(
    path,
    express.json({ limit: '5mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const account = req.headers['x-account-id'];
        return createSubgraphContext(runtime, String(req.headers['x-request-id'] ?? 'internal'), account ? Number(account) : null);
      },
    }),
  );
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, host, () => resolve(s)).once('error', reject);
  });
  return {
    server,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
    },
  };
}
