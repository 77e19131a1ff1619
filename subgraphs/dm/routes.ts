import { randomUUID } from 'node:crypto';
import { defineRoute, type SampleApi } from '../../platform/rest/route.ts';
import { CONVERSATION_RULES, NO_PARAMS, REPLY_RULES, SEND_RULES } from './params.ts';
import { PRICES } from './prices.ts';

/** photonet DM outreach (contract 4.10). Sends and replies are at most once per (conversation, client_token). */

/** The samples' session: a new one for the caller. */
async function newSession(api: SampleApi): Promise<string> {
  return (await api.call<{ session_id: string }>('POST', '/v1/photonet/dm/sessions', {})).session_id;
}

/** The samples' conversation: a new one, opened by a first message to a new recipient. */
async function newConversation(api: SampleApi): Promise<string> {
  const sent = await api.call<{ conversation_id: number }>('POST', `/v1/photonet/dm/sessions/${await newSession(api)}/messages`, {
    to: `@thread_${randomUUID().slice(0, 8)}`,
    text: 'Opening',
  });
  return String(sent.conversation_id);
}

const MESSAGE = 'message_id: id direction text state clientToken viaRequestTray sentAt';
const SENT = `conversationId sessionId recipient
  sent { messageId clientToken state deduplicated sentAt }`;
const CONVERSATION = `conversation_id: id sessionId recipient revoked messageCount
  createdAt lastActivityAt`;

export const dmCreateSession = defineRoute({
  method: 'POST',
  path: '/v1/photonet/dm/sessions',
  operation: 'photonet.dm.create_session',
  summary: 'Claim a free sending identity as a new DM session',
  sample: { body: {} },
  params: NO_PARAMS,
  subgraph: 'dm',
  document: 'mutation DmCreateSession { session: dmCreateSession { sessionId identity createdAt } }',
  variables: () => ({}),
  answer: { kind: 'record', at: 'session' },
  notFound: 'Not found.',
  errors: { 503: ['dm_sending_paused'] },
});

export const dmListSessions = defineRoute({
  method: 'GET',
  path: '/v1/photonet/dm/sessions',
  operation: 'photonet.dm.sessions',
  summary: "The caller's live DM sessions (the sending identities it holds), newest first",
  price: { price: PRICES.read },
  sample: {},
  params: NO_PARAMS,
  subgraph: 'dm',
  document: 'query DmSessions { sessions: dmSessions { sessionId identity createdAt } }',
  variables: () => ({}),
  answer: { kind: 'record', at: 'sessions', wrap: 'sessions' },
  notFound: 'Not found.',
});

export const dmSend = defineRoute({
  method: 'POST',
  path: '/v1/photonet/dm/sessions/:session_id/messages',
  operation: 'photonet.dm.send',
  summary: 'Send a direct message from a session, opening a conversation with its recipient',
  price: { price: PRICES.send, freeWhen: 'sent.deduplicated', selfCharged: true },
  sample: async (api) => ({ params: { session_id: await newSession(api) }, body: { to: '@parity_target', text: 'Hello', client_token: randomUUID() } }),
  params: SEND_RULES,
  subgraph: 'dm',
  document: `mutation DmSend($session: String!, $to: String!, $text: String!, $token: String) {
    outcome: dmSend(sessionId: $session, to: $to, text: $text, clientToken: $token) { ${SENT} }
  }`,
  variables: (p) => ({ session: p.session_id, to: p.to, text: p.text, token: p.client_token }),
  answer: { kind: 'record', at: 'outcome' },
  notFound: 'No such session.',
  errors: { 409: ['engage_session_revoked'], 503: ['dm_sending_paused', 'upstream_unavailable'] },
});

export const dmListConversations = defineRoute({
  method: 'GET',
  path: '/v1/photonet/dm/conversations',
  operation: 'photonet.dm.conversations',
  summary: 'Every DM conversation the caller started, most recent activity first',
  price: { price: PRICES.read },
  sample: {},
  params: NO_PARAMS,
  subgraph: 'dm',
  document: `query DmConversations { conversations: dmConversations { ${CONVERSATION} } }`,
  variables: () => ({}),
  answer: { kind: 'record', at: 'conversations', wrap: 'conversations' },
  notFound: 'Not found.',
});

export const dmReadConversation = defineRoute({
  method: 'GET',
  path: '/v1/photonet/dm/conversations/:conversation_id',
  operation: 'photonet.dm.conversation',
  summary: 'One DM conversation with its whole message history',
  price: { price: PRICES.read },
  sample: async (api) => ({ params: { conversation_id: await newConversation(api) } }),
  params: CONVERSATION_RULES,
  subgraph: 'dm',
  document: `query DmConversation($id: Int!) { conversation: dmConversation(id: $id) { ${CONVERSATION} messages: history { ${MESSAGE} } } }`,
  variables: (p) => ({ id: p.conversation_id }),
  answer: { kind: 'record', at: 'conversation' },
  notFound: 'No such conversation.',
});

export const dmReply = defineRoute({
  method: 'POST',
  path: '/v1/photonet/dm/conversations/:conversation_id/reply',
  operation: 'photonet.dm.reply',
  summary: 'Send a follow-up message in a DM conversation, from its own identity',
  price: { price: PRICES.send, freeWhen: 'sent.deduplicated', selfCharged: true },
  sample: async (api) => ({ params: { conversation_id: await newConversation(api) }, body: { text: 'Following up', client_token: randomUUID() } }),
  params: REPLY_RULES,
  subgraph: 'dm',
  document: `mutation DmReply($id: Int!, $text: String!, $token: String) {
    outcome: dmReply(conversationId: $id, text: $text, clientToken: $token) { ${SENT} }
  }`,
  variables: (p) => ({ id: p.conversation_id, text: p.text, token: p.client_token }),
  answer: { kind: 'record', at: 'outcome' },
  notFound: 'No such conversation.',
  errors: { 409: ['engage_session_revoked'], 503: ['upstream_unavailable'] },
});

export const dmRefresh = defineRoute({
  method: 'POST',
  path: '/v1/photonet/dm/conversations/:conversation_id/refresh',
  operation: 'photonet.dm.refresh',
  summary: "Check a DM conversation's inbox and request tray for new replies and record them",
  price: { price: PRICES.refresh },
  sample: async (api) => ({ params: { conversation_id: await newConversation(api) }, body: {} }),
  params: CONVERSATION_RULES,
  subgraph: 'dm',
  document: `mutation DmRefresh($id: Int!) {
    refresh: dmRefresh(conversationId: $id) { conversationId newMessages { ${MESSAGE} } messageCount }
  }`,
  variables: (p) => ({ id: p.conversation_id }),
  answer: { kind: 'record', at: 'refresh' },
  notFound: 'No such conversation.',
  errors: { 409: ['engage_session_revoked'], 503: ['upstream_unavailable'] },
});
