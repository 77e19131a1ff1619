import { Router, type NextFunction, type Request, type Response } from 'express';
import { priceOf } from '../platform/billing/prices.ts';
import { Gone, MethodNotAllowed, NotFound, quote } from '../platform/errors.ts';
import type { Caller, Gate } from '../platform/gate.ts';
import { nulPath, nulRefused } from '../platform/nul.ts';
import { rateLimitHeaders } from '../platform/ratelimit.ts';
import type { SubgraphExecutor } from '../router/subgraph-executor.ts';
import { apiErrorFromGraphQL, sendError } from '../router/http.ts';
import { v5Replacement } from './gone.ts';
import { paramError } from './params.ts';
import type { RestRoute } from './route.ts';

const at = (data: unknown, path: string[]) => path.reduce<unknown>((v, key) => (v as Record<string, unknown> | null | undefined)?.[key], data);

/** How many times its price a route reserves before the work: a block route its whole limit, others once. */
function reservedUnits(route: RestRoute, params: unknown): number {
  return route.blocks ? Math.ceil(route.blocks.limit(params) / route.blocks.size) : 1;
}

/** How many times its price a successful answer costs: per started block returned, or as the route says. */
function chargedUnits(route: RestRoute, data: unknown): number {
  if (route.blocks) {
    const items = (data as Record<string, unknown>)[route.blocks.items];
    return Math.ceil((Array.isArray(items) ? items.length : 0) / route.blocks.size);
  }
  return route.charge ? route.charge(data) : 1;
}

/**
 * Serves the REST /v1 surface from route declarations. Each route runs its GraphQL operation directly on the
 * subgraph that owns it (parsed and validated once, at start), so REST pays no gateway planning per request.
 */
export function restRouter(routes: RestRoute[], gate: Gate, executor: SubgraphExecutor): Router {
  const router = Router();
  const methodsByPath = new Map<string, string[]>();

  for (const route of routes) {
    const operation = executor.prepare(route.subgraph, route.document);
    const price = priceOf(route.price);
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
        const params = nul ? undefined : route.params.safeParse(input);
        // Parameters are checked before anything is reserved, but reported after the key and rate limit:
        // a revoked key is a 401 whatever else is wrong with the request.
        const reserve = params?.success ? price * reservedUnits(route, params.data) : 0;
        caller = await gate.admit(req.headers.authorization, requestId, reserve, (limits) =>
          res.set(rateLimitHeaders(limits)),
        );
        if (!params?.success) throw nul ? nulRefused(nul) : paramError(params!.error, input);

        const idempotencyKey = req.get('Idempotency-Key');
        const result = await executor.run(route.subgraph, operation, route.variables(params.data, { idempotencyKey }), {
          requestId,
          accountId: caller.accountId,
        });
        if (result.errors?.length) throw apiErrorFromGraphQL(result.errors[0]);
        const accepted = acceptedPath ? at(result.data, acceptedPath) : null;
        if (accepted) {
          const settled = await gate.settle(caller, 0, route.operation);
          res.status(202).json({ data: accepted, meta: { cost: settled.cost, balance: settled.balance, request_id: requestId } });
          return;
        }
        const found = at(result.data, resultPath);
        if (found === null || found === undefined) throw new NotFound(route.notFound);
        const live = route.live ? (found as { payload: unknown; source: string; fetchedAt: string }) : null;

        const data = live ? live.payload : route.wrap ? { [route.wrap]: found } : found;
        const settled = await gate.settle(caller, price * chargedUnits(route, data), route.operation);
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
