import { blockedOperations } from '../blocked-network.ts';
import { searchArgs, userArgs, userNotesArgs } from './params.ts';
import { typeDefs } from './schema.ts';

/**
 * What the note network does not offer anonymous readers (contract 4.9): no profile, timeline or keyword search.
 * Declared with full parameter rules; each answers 400 for bad parameters, then 501 surface_blocked, never charged.
 */
export const blocked = blockedOperations(
  'notenet',
  typeDefs,
  [
    { suffix: 'user', field: 'notenetUser', rules: userArgs, sample: { user_id: '5f3c9a0b7e21d4000166a8c2' } },
    { suffix: 'user/notes', field: 'notenetUserNotes', rules: userNotesArgs, sample: { user_id: '5f3c9a0b7e21d4000166a8c2' } },
    { suffix: 'search', field: 'notenetSearch', rules: searchArgs, sample: { query: 'kyoto itinerary' } },
  ],
  'notenet (subgraphs/notenet/schema.graphql)',
);
