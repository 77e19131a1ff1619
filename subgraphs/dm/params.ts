import { z } from 'zod';
import { intParam } from '../../platform/rest/params.ts';

/** Parameter rules of the DM operations, shared by REST and GraphQL. */

const sessionId = z.string().max(100);
const conversationId = intParam('conversation_id', 1, Number.MAX_SAFE_INTEGER);
const text = z.string({ error: 'text is required' }).min(1, 'text must not be empty').max(1000, 'text must be at most 1000 characters');
const clientToken = z.string().min(1).max(128).optional();

/** Creating a session and the lists take none (a body or query with anything in it is refused). */
export const NO_PARAMS = z.strictObject({});

/** A send on a session. */
export const SEND_RULES = z.strictObject({
  session_id: sessionId,
  to: z.string({ error: 'to is required: an @handle, a profile URL or a numeric user id' }).min(1).max(2048),
  text,
  client_token: clientToken,
});

/** A conversation read, or refreshed. */
export const CONVERSATION_RULES = z.strictObject({ conversation_id: conversationId });

/** A reply on a conversation. */
export const REPLY_RULES = z.strictObject({ conversation_id: conversationId, text, client_token: clientToken });
