import type { SubgraphModule } from '../module.ts';
import { blocked } from './blocked.ts';
import { resolvers } from './resolvers.ts';
import { notenetLiveExplore, notenetLiveNote, notenetStoredNote } from './routes.ts';
import { typeDefs } from './schema.ts';
import { notenetServices } from './services.ts';

/** notenet prices, in dollars: each read, live or stored, is a standard read. Blocked operations have none. */
const PRICES = { explore: '0.0005', note: '0.0005', stored: '0.0005' } as const;

/**
 * The note network (contract 4.9): anonymous discovery and note detail read live, the stored note from the library;
 * no anonymous profile, timeline or keyword search (blocked). A paused pipeline answers pipeline_paused.
 */
export const notenet: SubgraphModule = {
  name: 'notenet',
  typeDefs,
  resolvers,
  services: notenetServices,
  migrations: new URL('./migrations/', import.meta.url),
  routes: [notenetLiveExplore, notenetLiveNote, notenetStoredNote, ...blocked.routes],
  billing: {
    'Query.notenetExplore': { price: PRICES.explore },
    'Query.notenetNote': { price: PRICES.note },
    'Query.notenetStoredNote': { price: PRICES.stored },
  },
  lists: {
    ...blocked.lists,
    // An explore page holds 20 notes; a note at most 18 pictures and a few topic tags.
    'NotenetExplorePage.notes': { assumedSize: 20 },
    'NotenetNoteExtra.tags': { assumedSize: 10 },
    'NotenetNoteExtra.imageUrls': { assumedSize: 18 },
    'NotenetNoteExtra.media': { assumedSize: 18 },
    'NotenetStoredNote.imageUrls': { assumedSize: 18 },
    'NotenetStoredNote.media': { assumedSize: 18 },
  },
  retired: {
    '/v1/live/notenet/explore': '/v1/notenet/live/explore',
    '/v1/live/notenet/note': '/v1/notenet/live/note',
    ...blocked.retired,
  },
};
