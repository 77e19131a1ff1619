import { randomUUID } from 'node:crypto';
import type { Answer, SocialData } from './client.ts';
import { SocialDataError } from './errors.ts';
import { retryDelayOf } from './retry.ts';

export type DmSendAnswer = Answer<'/v1/photonet/dm/sessions/{session_id}/messages', 'post'>;

/**
 * A DM send that may be retried safely: the SDK never resends a DM on its own, so this sends it with a
 * client_token (yours, or a new one) and, on a 429 or a 503 with Retry-After, sends it again with the same token,
 * which the service answers as the same message (a deduplicated replay is free) instead of a second one.
 * A failure carries the token in `clientToken` so a later retry can reuse it.
 */
export async function sendDm(
  sdk: SocialData,
  message: { session_id: string; to: string; text: string; client_token?: string },
  options: { retries?: number; maxDelayMs?: number } = {},
): Promise<DmSendAnswer & { client_token: string }> {
  const clientToken = message.client_token ?? randomUUID();
  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const answer = await sdk.api.POST('/v1/photonet/dm/sessions/{session_id}/messages', {
      params: { path: { session_id: message.session_id } },
      body: { to: message.to, text: message.text, client_token: clientToken },
    });
    if (answer.response.ok && answer.data) return { ...answer.data, client_token: clientToken };
    const code = (answer.error as { error?: { code?: string } } | undefined)?.error?.code;
    const delay =
      attempt < retries
        ? retryDelayOf(answer.response.status, answer.response.headers, code, attempt, { retries, baseDelayMs: 500, maxDelayMs: options.maxDelayMs ?? 60_000 })
        : null;
    if (delay === null) throw Object.assign(SocialDataError.from(answer.response, answer.error), { clientToken });
    await sdk.sleep(delay);
  }
}
