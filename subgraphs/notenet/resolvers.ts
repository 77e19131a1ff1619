import { checkArgs } from '../../platform/rest/params.ts';
import type { SubgraphContext } from '../context.ts';
import { rowFields } from '../row-fields.ts';
import { DateTime, JSONScalar } from '../scalars.ts';
import { blocked } from './blocked.ts';
import { readStoredNote } from './library.ts';
import { exploreArgs, noteArgs, storedNoteArgs } from './params.ts';
import { readExplore, readNote } from './read.ts';
import { typeDefs } from './schema.ts';

/** How a live read was answered (source and acquisition time); its payload goes under the read's own field. */
const answered = (r: { source: string; fetchedAt: Date }) => ({ source: r.source, fetchedAt: r.fetchedAt });

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: {
    async notenetExplore(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { surface, cursor, source } = checkArgs(exploreArgs, args);
      const r = await readExplore(ctx, surface, cursor, source ?? 'auto');
      return { ...answered(r), page: r.payload };
    },
    async notenetNote(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { note_id, source } = checkArgs(noteArgs, args);
      const r = await readNote(ctx, note_id, source ?? 'auto');
      return { ...answered(r), note: r.payload };
    },
    async notenetStoredNote(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { note_id } = checkArgs(storedNoteArgs, args);
      const note = await readStoredNote(ctx.readDb, note_id);
      if (note) await ctx.runtime.mirror.swapExpired(note);
      return note;
    },
    ...blocked.resolvers,
  },
  // The normalised payloads are in REST names; GraphQL reads them by the naming rule.
  NotenetExplorePage: rowFields(typeDefs, 'NotenetExplorePage'),
  NotenetAuthor: rowFields(typeDefs, 'NotenetAuthor'),
  NotenetContent: rowFields(typeDefs, 'NotenetContent'),
  NotenetNoteExtra: rowFields(typeDefs, 'NotenetNoteExtra'),
  NotenetMedia: rowFields(typeDefs, 'NotenetMedia'),
  NotenetStoredNote: rowFields(typeDefs, 'NotenetStoredNote'),
};
