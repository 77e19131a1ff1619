import { defineRoute } from '../../platform/rest/route.ts';
import { exploreArgs, noteArgs, storedNoteArgs } from './params.ts';

/** What a paused note pipeline answers (contract 4.9, 7), beyond the acquisition errors every live read may answer. */
const PAUSED = { 503: ['pipeline_paused'] };

const MEDIA = 'fragment M on NotenetMedia { kind imageUrl videoUrl width height }';

/** The canonical note (2.12): every field, answered under its snake_case name. */
const NOTE = `fragment N on NotenetNote {
  author { platform platformId username fullName profilePicUrl }
  content {
    platform platformPostId shortcode caption likes comments imageUrl videoUrl isVideo postedAt
    extra { title noteType tags collected shares imageUrls media { ...M } videoDuration ipLocation updatedAt noteUrl }
  }
}`;

/** GET /v1/notenet/live/explore: a page of anonymous discovery, live or from its stored payload (2.12 discovery). */
export const notenetLiveExplore = defineRoute({
  method: 'GET',
  path: '/v1/notenet/live/explore',
  operation: 'notenet.live.explore',
  price: { price: '0.0005' },
  retired: '/v1/live/notenet/explore',
  sample: { query: { surface: 'explore' } },
  summary: 'A page of the anonymous discovery feed: its notes with their authors',
  params: exploreArgs,
  subgraph: 'notenet',
  // The page is the payload (an explicit alias, kept as written); its fields answer under their snake_case names.
  document: /* GraphQL */ `
    query NotenetLiveExplore($surface: String, $cursor: String, $source: SourceMode) {
      read: notenetExplore(surface: $surface, cursor: $cursor, source: $source) {
        source
        fetchedAt
        payload: page {
          surface
          noteCount
          notes {
            ...N
          }
          nextCursor
        }
      }
    }
    ${NOTE}
    ${MEDIA}
  `,
  variables: (p) => ({ surface: p.surface, cursor: p.cursor, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No stored explore page for exactly these arguments.',
  errors: PAUSED,
});

/** GET /v1/notenet/live/note: one note with its author (2.12 canonical note). */
export const notenetLiveNote = defineRoute({
  method: 'GET',
  path: '/v1/notenet/live/note',
  operation: 'notenet.live.note',
  price: { price: '0.0005' },
  retired: '/v1/live/notenet/note',
  sample: { query: { note_id: '6611aa00bb00cc00dd00ee0f' } },
  summary: 'A note with its author and content, by note id',
  params: noteArgs,
  subgraph: 'notenet',
  document: /* GraphQL */ `
    query NotenetLiveNote($noteId: String!, $source: SourceMode) {
      read: notenetNote(noteId: $noteId, source: $source) {
        source
        fetchedAt
        payload: note {
          ...N
        }
      }
    }
    ${NOTE}
    ${MEDIA}
  `,
  variables: (p) => ({ noteId: p.note_id, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such note.',
  errors: PAUSED,
});

/** GET /v1/notenet/note: a note from the library (what live reads stored); never acquires (2.12 stored note). */
export const notenetStoredNote = defineRoute({
  method: 'GET',
  path: '/v1/notenet/note',
  operation: 'notenet.note',
  price: { price: '0.0005' },
  sample: async (api) => {
    await api.acquire('/v1/notenet/live/note?note_id=6611aa00bb00cc00dd00ee10');
    return { query: { note_id: '6611aa00bb00cc00dd00ee10' } };
  },
  summary: 'A note from the library, as a live read stored it',
  params: storedNoteArgs,
  subgraph: 'notenet',
  document: /* GraphQL */ `
    query NotenetStoredNote($noteId: String!) {
      note: notenetStoredNote(noteId: $noteId) {
        noteId
        userId
        title
        caption
        likes
        comments
        collected
        shares
        postedAt
        noteType
        isVideo
        imageUrls
        videoUrl
        media {
          ...M
        }
      }
    }
    ${MEDIA}
  `,
  variables: (p) => ({ noteId: p.note_id }),
  answer: { kind: 'record', at: 'note' },
  notFound: 'This note is not in the library. Library reads never acquire; use /v1/notenet/live/note.',
});
