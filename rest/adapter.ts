import { Router, type NextFunction, type Request, type Response } from 'express';
import { parse, print } from 'graphql';
import { CostModel } from '../platform/billing/cost-model.ts';
import { ApiError, Gone, InvalidRequest, MethodNotAllowed, NotFound, quote } from '../platform/errors.ts';
import type { Caller, Gate } from '../platform/gate.ts';
import { nulPath, nulRefused } from '../platform/nul.ts';
import { rateLimitHeaders } from '../platform/ratelimit.ts';
import type { SubgraphExecutor } from '../subgraphs/executor.ts';
import { apiErrorFromGraphQL, authorizationOf, sendError } from '../platform/http.ts';
import { newMeter } from '../subgraphs/metering.ts';
import type { Registry } from '../subgraphs/module-registry.ts';
import { retiredPaths } from './gone.ts';
import { withRestNames } from './rest-names.ts';
import { validateParams } from '../platform/rest/params.ts';
import { paramsOf, type RouteAnswer, type RouteContext } from '../platform/rest/route.ts';

const NOT_JSON = 'The request body must be JSON in UTF-8: Content-Type: application/json, with charset utf-8 or none.';
/** What a JSON body that is not an object holds, for the 400 that asks for one. */
function notAnObject(body: unknown): string | null {
  if (body === null) return 'null';
  if (Array.isArray(body)) return 'an array';
  return typeof body === 'object' ? null : `a ${typeof body}`;
}

const hasBody = (req: Request) =>
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') || req.headers['transfer-encoding'] !== undefined;

const at = (data: unknown, path: string[]) => path.reduce<unknown>((v, key) => (v as Record<string, unknown> | null | undefined)?.[key], data);

interface Presented {
  status: 200 | 202;
  data: unknown;
  /** Members of `meta` beyond cost, balance and request id (a live read's source and fetch time). */
  meta?: Record<string, string>;
}

/** How a route's answer is read from its document's result; null when there is nothing there (a 404). */
function presenter(answer: RouteAnswer): (result: unknown) => Presented | null {
  const path = (dotted: string) => dotted.split('.');
  switch (answer.kind) {
    case 'record': {
      const where = path(answer.at);
      return (result) => {
        const found = at(result, where);
        if (found === null || found === undefined) return null;
        return { status: 200, data: answer.wrap ? { [answer.wrap]: found } : found };
      };
    }
    case 'live': {
      const where = path(answer.at);
      return (result) => {
        const read = at(result, where) as { payload: unknown; source: string; fetched_at: string } | null | undefined;
        return read ? { status: 200, data: read.payload, meta: { source: read.source, fetched_at: read.fetched_at } } : null;
      };
    }
    case 'page-or-job': {
      const page = path(answer.page);
      const job = path(answer.job);
      const batch = answer.batch ? path(answer.batch) : null;
      return (result) => {
        const accepted = at(result, job);
        if (accepted) return { status: 202, data: accepted };
        const pages = batch ? at(result, batch) : null;
        if (pages) return { status: 200, data: pages };
        const found = at(result, page);
        return found === null || found === undefined ? null : { status: 200, data: found };
      };
    }
  }
}

/** The cost model of each subgraph, for the routes it serves: the same prices and list sizes GraphQL uses. */
function costModels(registry: Registry): (subgraph: string) => CostModel {
  const models = new Map<string, CostModel>();
  return (subgraph) => {
    let model = models.get(subgraph);
    if (!model) models.set(subgraph, (model = new CostModel(registry.schema(subgraph), registry.billing(subgraph), registry.module(subgraph).lists ?? {})));
    return model;
  };
}

/**
 * Serves the REST /v1 surface from route declarations. Each route runs its GraphQL operation directly on the
 * subgraph that owns it (parsed and validated once, at start), so REST pays no gateway planning per request.
 * A route is priced by the fields its operation selects, exactly as the same operation on /graphql: the estimate of
 * its document with the request's variables is reserved, and what the fields' meters counted is charged.
 */
export function restRouter(registry: Registry, gate: Gate, executor: SubgraphExecutor, context: RouteContext): Router {
  const router = Router();
  // Every /v1 answer is billed per call and holds the caller's own figures: no cache may keep or replay one.
  router.use('/v1', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  const costModel = costModels(registry);
  const routes = registry.operations();
  const methodsByPath = new Map<string, string[]>();

  for (const route of routes) {
    const document =
      route.fieldNames === 'as-selected' ? parse(route.document, { noLocation: true }) : withRestNames(parse(route.document, { noLocation: true }));
    const operation = executor.prepare(route.subgraph, print(document));
    const costs = costModel(route.subgraph);
    const rules = paramsOf(route, context);
    const present = presenter(route.answer);
    methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method]);

    const handler = async (req: Request, res: Response, next: NextFunction) => {
      const requestId = res.locals.requestId as string;
      let caller: Caller | undefined;
      try {
        // A body in anything but JSON would otherwise read as no body at all (and a request with no parameters would run).
        if (route.method === 'POST' && hasBody(req) && !req.is('application/json')) throw new ApiError(415, 'invalid_request', NOT_JSON);
        // A body's parameters are the members of one JSON object; anything else would spread into nonsense.
        const notObject = route.method === 'POST' && hasBody(req) ? notAnObject(req.body) : null;
        const input = { ...req.params, ...((route.method === 'GET' ? req.query : notObject ? {} : (req.body ?? {})) as Record<string, unknown>) };
        // A NUL anywhere (path, query, body at any depth) is refused before any rule or store sees it.
        const nul = nulPath(input);
        const params = nul || notObject ? undefined : validateParams(rules, input);
        // Parameters are checked before anything is reserved, but reported after the key and rate limit:
        // a revoked key is a 401 whatever else is wrong with the request.
        const variables = params?.ok ? route.variables(params.data, { idempotencyKey: req.get('Idempotency-Key') }) : null;
        const reserve = variables ? costs.estimate(document, null, variables).cost : 0;
        caller = await gate.admit(authorizationOf(req), requestId, reserve, (limits) => res.set(rateLimitHeaders(limits)));
        res.locals.caller = caller;
        if (notObject) throw new InvalidRequest(`The request body must be a JSON object of the operation's parameters, got ${notObject}.`);
        if (!params?.ok) throw nul ? nulRefused(nul) : params!.error;

        const meter = newMeter();
        const checked = { rules, params: params.data };
        const result = await executor.run(route.subgraph, operation, variables!, {
          requestId,
          accountId: caller.accountId,
          keyMode: caller.keyMode,
          meter,
          checked,
        });
        if (result.errors?.length) throw apiErrorFromGraphQL(result.errors[0]);
        const answer = present(result.data);
        if (!answer) throw new NotFound(route.notFound);
        const settled = await gate.settle(caller, meter.units, route.operation, meter.paid);
        res.status(answer.status).json({ data: answer.data, meta: { cost: settled.cost, balance: settled.balance, request_id: requestId, ...answer.meta } });
      } catch (err) {
        if (caller) await gate.cancel(caller).catch(() => {});
        // Answered by the app's error handler, which also counts 401s per client address.
        next(err);
      }
    };
    if (route.method === 'GET') {
      // Express would run the GET handler for HEAD, doing (and charging) the work only to drop the body.
      router.head(
        route.path,
        refuse(gate, (req) => new MethodNotAllowed(req.method, req.path, ['GET'])),
      );
      router.get(route.path, handler);
    } else router.post(route.path, handler);
  }

  // A known path asked with another method (path parameters included): say which methods it answers.
  for (const [path, methods] of methodsByPath) {
    router.all(
      path,
      refuse(gate, (req) => new NotFound(`${req.method} ${quote(req.path, 100)} does not exist; this path answers ${methods.join(', ')}.`)),
    );
  }
  // Retired v4 live paths: 410 naming the v5 path where the operation moved.
  const v5Replacement = retiredPaths(context.retired);
  router.all(
    /^\/v1\/live\/.*/,
    refuse(gate, (req) => new Gone(quote(req.path, 100), v5Replacement(req.path))),
  );
  router.all(
    /^\/v1(\/.*)?$/,
    refuse(gate, (req) => new NotFound(`No operation at ${req.method} ${quote(req.path, 100)}.`)),
  );
  return router;
}

/**
 * A /v1 request no operation answers, refused with `refusal`. Sent with a key, it is still a request of that key
 * (contract 8): the key is checked and the request counts against its rate limit, with the X-RateLimit-* headers,
 * before the refusal (a revoked key is a 401, an exhausted limit a 429, as on every operation). Without a key it is
 * refused as it is, with nothing to count it against.
 */
function refuse(gate: Gate, refusal: (req: Request) => ApiError) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const authorization = authorizationOf(req);
      if (authorization !== undefined) {
        const caller = await gate.admit(authorization, res.locals.requestId as string, 0, (limits) => res.set(rateLimitHeaders(limits)));
        res.locals.caller = caller;
        await gate.cancel(caller);
      }
      sendError(res, refusal(req));
    } catch (err) {
      next(err);
    }
  };
}
