import { defineRoute, type RestRoute } from '../../../platform/rest/route.ts';
import { photonetSettings } from '../settings.ts';
import type { Controls } from './args.ts';
import { wrapper, wrapperRules, WRAPPER_NAMES, type WrapperName } from './operations.ts';

/**
 * GET /v1/photonet/<op> for each operation wrapper answering one document: a live read (meta.source, meta.fetched_at)
 * of its GraphQL field's `payload`. The rules run here, once, before anything is reserved or acquired; the resolver
 * applies the same rules to what it is sent.
 */
function wrapperRoute(name: WrapperName): RestRoute {
  const spec = wrapper(name);
  const declared = Object.entries(spec.variableTypes).map(([v, type]) => `$${v}: ${type}`);
  const passed = Object.keys(spec.variableTypes).map((v) => `${v}: $${v}`);
  const pascal = name.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase());
  return defineRoute({
    method: 'GET',
    path: `/v1/photonet/${name}`,
    operation: `photonet.${name}`,
    summary: spec.summary,
    params: ({ config }) => wrapperRules(name, photonetSettings(config).usernameAliasSunset),
    subgraph: 'photonet',
    document: /* GraphQL */ `
      query Photonet${pascal}(${[...declared, '$cached: CacheMode', '$getRaw: Boolean'].join(', ')}) {
        read: ${spec.field}(${[...passed, 'cached: $cached', 'getRaw: $getRaw'].join(', ')}) { payload source fetchedAt }
      }`,
    variables: (request: Controls) => ({ ...spec.variables(request), cached: request.cached, getRaw: request.get_raw }),
    // The payload is the typed read's fields, or one of them (spec.payloadField), under their REST names.
    answer: { kind: 'live', at: 'read', typedPayload: spec.payloadField ?? true },
    notFound: 'Nothing was found upstream.',
    price: spec.price,
    retired: `/v1/live/photonet/${name}`,
    sample: { query: spec.sample },
    ...(spec.signedIn ? { errors: { 503: ['source_paused'] } } : {}),
  });
}

export const wrapperRoutes: RestRoute[] = WRAPPER_NAMES.map(wrapperRoute);
