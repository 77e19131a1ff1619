import { PipelinePaused } from '../../platform/errors.ts';
import type { LiveRead, SourceMode } from '../../platform/live/reader.ts';
import type { SubgraphContext } from '../context.ts';
import { storeNotes } from './library.ts';
import { normaliseExplore, normaliseNote, type CanonicalNote, type ExplorePayload } from './normalise.ts';
import { upstreamCursor } from './params.ts';
import { notenetOf } from './services.ts';

/**
 * The live operations, each through the LiveReader: source modes, the archive of the exact upstream payload, the
 * library (notenet_notes), the media mirror. While the pipeline is paused (NOTENET_PAUSED) a read that would acquire
 * answers 503 pipeline_paused without calling upstream; what is stored is still served (source db, and auto when
 * a payload is stored for exactly these arguments).
 */
function acquiring<T>(ctx: SubgraphContext, call: () => Promise<T>): () => Promise<T> {
  const { settings } = notenetOf(ctx);
  return () => (settings.paused ? Promise.reject(new PipelinePaused(settings.pausedRetryAfterSeconds)) : call());
}

export function readNote(ctx: SubgraphContext, noteId: string, source: SourceMode): Promise<LiveRead<CanonicalNote>> {
  const { runtime } = ctx;
  const provider = notenetOf(ctx).providers.for(ctx.keyMode);
  return runtime.live.read(
    {
      network: 'notenet',
      operation: 'note',
      args: { note_id: noteId },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: acquiring(ctx, () => provider.note(noteId)),
      normalise: normaliseNote,
      store: (note, at) => storeNotes(runtime.db, [note], at),
    },
    source,
  );
}

export function readExplore(ctx: SubgraphContext, surface: 'explore', cursor: string | undefined, source: SourceMode): Promise<LiveRead<ExplorePayload>> {
  const { runtime } = ctx;
  const provider = notenetOf(ctx).providers.for(ctx.keyMode);
  const upstream = cursor === undefined ? undefined : upstreamCursor(cursor);
  return runtime.live.read(
    {
      network: 'notenet',
      operation: 'explore',
      args: { surface, cursor },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: acquiring(ctx, () => provider.explore(upstream)),
      normalise: normaliseExplore,
      store: (page, at) => storeNotes(runtime.db, page.notes, at),
    },
    source,
  );
}
