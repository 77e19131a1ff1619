import { randomUUID } from 'node:crypto';

/**
 * `req_` + 32 lowercase hex: the id of one request, in `meta.request_id`, error bodies and `X-Request-Id`.
 * Made from a v4 UUID (122 random bits): randomUUID draws from a pre-filled entropy cache, a fraction of the cost of
 * a randomBytes call per request.
 */
export function newRequestId(): string {
  return 'req_' + randomUUID().replaceAll('-', '');
}
