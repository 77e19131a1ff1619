import { Router, type NextFunction, type Request, type Response } from 'express';
import { parse } from 'graphql';
import { CostModel } from '../platform/billing/cost-model.ts';
import { Gone, MethodNotAllowed, NotFound, quote } from '../platform/errors.ts';
import type { Caller, Gate } from '../platform/gate.ts';
import { nulPath, nulRefused } from '../platform/nul.ts';
import { rateLimitHeaders } from '../platform/ratelimit.ts';
import type { SubgraphExecutor } from '../subgraphs/executor.ts';
import { apiErrorFromGraphQL, sendError } from '../platform/http.ts';
import { newMeter } from '../subgraphs/metering.ts';
import { subgraphModule, subgraphSchema } from '../subgraphs/registry.ts';
import { v5Replacement } from './gone.ts';
import { paramError } from '../platform/rest/params.ts';
import { paramsOf, type RestRoute, type RouteContext } from '../platform/rest/route.ts';

const at = (data: unknown, path: string[]) => path.reduce<unknown>((v, key) => (v as Record<string, unknown> | null | undefined)?.[key], data);

/** The cost model of each subgraph, for the routes it serves: the same prices and list sizes GraphQL uses. */
const costModels = new Map<string, CostModel>();
function costModel(subgraph: string): CostModel {
  let model = costModels.get(subgraph);
  if (!model) {
    const mod = subgraphModule(subgraph);
    costModels.set(subgraph, (model = new CostModel(subgraphSchema(subgraph), mod.billing, mod.lists ?? {})));
  }
  return model;
}

/**
 * Serves the REST /v1 surface from route declarations. Each route runs its GraphQL operation directly on the
 * subgraph that owns it (parsed and validated once, at start), so REST pays no gateway planning per request.
 * A route is priced by the fields its operation selects, exactly as the same operation on /graphql: the estimate of
 * its document with the request's variables is reserved, and what the fields' meters counted is charged.
 */
export function restRouter(routes: RestRoute[], gate: Gate, executor: SubgraphExecutor, context: RouteContext): Router {
  const router = Router();
  const methodsByPath = new Map<string, string[]>();

  for (const route of routes) {
    const operation = executor.prepare(route.subgraph, route.document);
    const document = parse(route.document);
    const costs = costModel(route.subgraph);
    const rules = paramsOf(route, context);
    const resultPath = route.result.split('.');
    const acceptedPath = route.accepted?.split('.');
    methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method]);

    const handler = async (req: Request, res: Response, next: NextFunction) => {
      const requestId = res.locals.requestId as string;
      let caller: Caller | undefined;
      try {
        const input = { ...req.params, ...((route.method === 'GET' ? req.query : req.body ?? {}) as Record<string, unknown>) };
        // A NUL anywhere (path, query, body at any depth) is refused before any rule or store sees it.
        const nul = nulPath(input);
        const params = nul ? undefined : rules.safeParse(input);
        // Parameters are checked before anything is reserved, but reported after the key and rate limit:
        // a revoked key is a 401 whatever else is wrong with the request.
        const variables = params?.success ? route.variables(params.data, { idempotencyKey: req.get('Idempotency-Key') }) : null;
        const reserve = variables ? costs.estimate(document, null, variables).cost : 0;
        caller = await gate.admit(req.headers.authorization, requestId, reserve, (limits) =>
          res.set(rateLimitHeaders(limits)),
        );
        if (!params?.success) throw nul ? nulRefused(nul) : paramError(params!.error, input);

        const meter = newMeter();
        const result = await executor.run(route.subgraph, operation, variables!, { requestId, accountId: caller.accountId, meter });
        if (result.errors?.length) throw apiErrorFromGraphQL(result.errors[0]);
        const accepted = acceptedPath ? at(result.data, acceptedPath) : null;
        if (accepted) {
          const settled = await gate.settle(caller, meter.units, route.operation);
          res.status(202).json({ data: accepted, meta: { cost: settled.cost, balance: settled.balance, request_id: requestId } });
          return;
        }
        const found = at(result.data, resultPath);
        if (found === null || found === undefined) throw new NotFound(route.notFound);
        const live = route.live ? (found as { payload: unknown; source: string; fetchedAt: string }) : null;

        const data = live ? live.payload : route.wrap ? { [route.wrap]: found } : found;
        const settled = await gate.settle(caller, meter.units, route.operation);
        const meta: Record<string, string> = { cost: settled.cost, balance: settled.balance, request_id: requestId };
        if (live) {
          meta.source = live.source;
          meta.fetched_at = live.fetchedAt;
        }
        res.json({ data, meta });
      } catch (err) {
        if (caller) await gate.cancel(caller).catch(() => {});
        // Answered by the app's error handler, which also counts 401s per client address.
        next(err);
      }
    };
    if (route.method === 'GET') {
      // Express would run the GET handler for HEAD, doing (and charging) the work only to drop the body.
      router.head(route.path, (req, res) => sendError(res, new MethodNotAllowed(req.method, req.path, ['GET'])));
      router.get(route.path, handler);
    } else router.post(route.path, handler);
  }

  // A known path asked with another method (path parameters included): say which methods it answers.
  for (const [path, methods] of methodsByPath) {
    router.all(path, (req, res) => sendError(res, new NotFound(`${req.method} ${quote(req.path, 100)} does not exist; this path answers ${methods.join(', ')}.`)));
  }
  // Retired v4 live paths: 410 naming the v5 path where the operation moved.
  router.all(/^\/v1\/live\/.*/, (req, res) => sendError(res, new Gone(quote(req.path, 100), v5Replacement(req.path))));
  router.all(/^\/v1(\/.*)?$/, (req, res) => sendError(res, new NotFound(`No operation at ${req.method} ${quote(req.path, 100)}.`)));
  return router;
}
