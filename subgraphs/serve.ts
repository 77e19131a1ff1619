import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
  ApolloServerPluginSchemaReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginInlineTrace } from '@apollo/server/plugin/inlineTrace';
import type { GraphQLFormattedError } from 'graphql';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { SubgraphRuntime } from './runtime.ts';
import { createSubgraphContext, type SubgraphContext } from './context.ts';
import { APOLLO_REFUSALS, apolloMasker, carriesApiCode } from './masked-errors.ts';
import { meterReport } from './metering.ts';
import { INTERNAL_SIGNATURE_HEADER, verifyInternal, type InternalCaller } from '../platform/internal-signature.ts';

/** Whether an error leaves the subgraph as it is: a contract code, or Apollo's refusal of the request it was sent. */
function passes(error: { message: string; extensions?: unknown }): boolean {
  const code = (error.extensions as { code?: unknown } | undefined)?.code;
  return carriesApiCode(error.message, error.extensions) || (typeof code === 'string' && APOLLO_REFUSALS.has(code));
}

/** What a call without a valid signed internal header gets: 401, in GraphQL form. */
export const UNSIGNED_ANSWER = {
  errors: [
    {
      message: `This service answers only calls signed by the API's router (${INTERNAL_SIGNATURE_HEADER}).`,
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    },
  ],
};

/**
 * Serves one subgraph over HTTP at `path`. Its clients are our routers (or a third-party router running our plugin):
 * each call carries who it runs for (account, request id, expiry) in a header signed with INTERNAL_SIGNING_SECRET,
 * and anything else is answered 401 before it reaches a resolver. Bind these services to a private interface all
 * the same.
 */
export async function serveSubgraph(name: string, runtime: SubgraphRuntime, port: number, host = '127.0.0.1', path = '/graphql') {
  const secret = runtime.config.internalSigningSecret;
  if (!secret) throw new Error('INTERNAL_SIGNING_SECRET must be set (32 characters or more, the same on the routers) to serve a subgraph over HTTP.');
  const masker = apolloMasker<SubgraphContext>(passes, { subgraph: name, masked_by: 'served subgraph' }, (context) => context.requestId);
  const apollo = new ApolloServer<SubgraphContext>({
    schema: runtime.registry.schema(name),
    includeStacktraceInErrorResponses: false,
    // The process that serves it stops it on SIGTERM (bin/subgraphs.ts): Apollo's own handler, one per subgraph,
    // would stop it first and re-raise the signal, and the process's own stop would wait on it forever.
    stopOnTerminationSignals: false,
    // Field errors keep the code and status the resolver threw with (the router maps them to the contract); an error
    // without one (PostgreSQL's own message, a TypeError) leaves as internal_error with a generic message.
    formatError: (formatted, error): GraphQLFormattedError => (passes(formatted) ? formatted : masker.mask(formatted, error)),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      // Federation's inline trace (ftv1), only when the caller asks for it with `apollo-federation-include-trace:
      // ftv1`, as a federated subgraph does; error messages in it masked. Our router does not ask.
      ApolloServerPluginInlineTrace({ includeErrors: { masked: true } }),
      masker.plugin,
      {
        // The router charges what the billable fields delivered; it learns that from this extension.
        async requestDidStart() {
          return {
            async willSendResponse({ response, contextValue }) {
              if (response.body.kind !== 'single') return;
              const result = response.body.singleResult;
              result.extensions = { ...result.extensions, ...meterReport(contextValue.meter) };
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  const app = express();
  const callers = new WeakMap<object, InternalCaller>();
  app.use(
    path,
    (req, res, next) => {
      const header = req.headers[INTERNAL_SIGNATURE_HEADER];
      const caller = verifyInternal(secret, typeof header === 'string' ? header : undefined, Date.now());
      if (!caller) {
        res.status(401).json(UNSIGNED_ANSWER);
        return;
      }
      callers.set(req, caller);
      next();
    },
    express.json({ limit: '5mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const caller = callers.get(req)!;
        return createSubgraphContext(runtime, caller);
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
