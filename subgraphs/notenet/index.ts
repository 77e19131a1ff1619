import type { SubgraphModule } from '../module.ts';
import { NOTENET_WORKER } from './worker.ts';
import { blocked } from './blocked.ts';
import { resolvers } from './resolvers.ts';
import { notenetLiveExplore, notenetLiveNote, notenetStoredNote } from './routes.ts';
import { notenetServices } from './services.ts';

/**
 * The note network (contract 4.9): anonymous discovery and note detail read live, the stored note from the library;
 * no anonymous profile, timeline or keyword search (blocked). A paused pipeline answers pipeline_paused.
 */
export const notenet: SubgraphModule = {
  name: 'notenet',
  acquisitionWorker: NOTENET_WORKER,
  schema: new URL('./schema.graphql', import.meta.url),
  // Author pages at `/user/profile/<user id>`; notes (`/explore/<id>`, `/discovery/item/<id>`) are not accounts.
  profilePages: [{ network: 'notenet', domain: 'xiaohongshu.com', paths: [/^\/user\/profile\/([0-9a-f]{24})\/?$/] }],
  resolvers,
  services: notenetServices,
  migrations: new URL('./migrations/', import.meta.url),
  operations: [notenetLiveExplore, notenetLiveNote, notenetStoredNote, ...blocked.operations],
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
};
