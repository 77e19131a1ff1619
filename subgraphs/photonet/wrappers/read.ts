import { NotFound } from '../../../platform/errors.ts';
import { checkArgs } from '../../../platform/rest/params.ts';
import type { SubgraphContext } from '../../context.ts';
import { SOURCE_OF } from '../cache-mode.ts';
import { photonetOf } from '../services.ts';
import type { Controls } from './args.ts';
import { wrapper, wrapperRules, type WrapperName } from './operations.ts';

/** What the archive holds per read is the upstream payload; a read answers both it and its normalised form. */
interface Both {
  normalised: unknown;
  raw: unknown;
}

/**
 * Runs one wrapper: its rules on the arguments (by their REST names, the same 400s as REST), then a live read
 * through the platform's LiveReader (archive of the exact upstream payload, media mirror, library where it applies)
 * in the mode `cached` asks for, never another. A signed-in operation acquires on an account the pool lends for the
 * upstream call only; with none free it answers 503 source_paused and acquires nothing. Stored payloads need no
 * account. Answers the GraphQL read: how it was read, the REST `data` (normalised, or the upstream's own JSON with
 * get_raw) as `payload`, and the typed fields of the normalised answer.
 */
export async function readWrapper(ctx: SubgraphContext, name: WrapperName, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const spec = wrapper(name);
  const photonet = photonetOf(ctx);
  const sunset = photonet.settings.usernameAliasSunset;
  const request: Controls = checkArgs(wrapperRules(name, sunset), args);
  const asOf = Date.now();
  const upstream = photonet.wrappers.for(ctx.keyMode);
  const read = await ctx.runtime.live
    .read<unknown, Both>(
      {
        network: 'photonet',
        operation: name,
        args: spec.args(request),
        provider: upstream.name,
        keyMode: ctx.keyMode,
        acquire: () =>
          spec.signedIn ? photonet.pool.use(name, (account) => spec.acquire(upstream, request, asOf, account)) : spec.acquire(upstream, request, asOf),
        normalise: (raw) => ({ normalised: spec.normalise(request, raw), raw }),
        store: spec.store ? (both, at) => spec.store!(ctx.db, both.normalised, at) : undefined,
      },
      SOURCE_OF[request.cached],
    )
    .catch((err) => {
      if (err instanceof NotFound && request.cached === 'cache_only') {
        throw new NotFound(`cached=cache_only and nothing of ${name} is stored for exactly these arguments; use cached=auto or live to acquire it.`);
      }
      throw err;
    });
  const { normalised, raw } = read.payload;
  return { ...spec.typed(normalised), source: read.source, fetched_at: read.fetchedAt, payload: request.get_raw ? raw : normalised };
}
