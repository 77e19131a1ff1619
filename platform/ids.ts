import { randomBytes } from 'node:crypto';

/** `req_` + 32 lowercase hex: the id of one request, in `meta.request_id`, error bodies and `X-Request-Id`. */
export function newRequestId(): string {
  return 'req_' + randomBytes(16).toString('hex');
}
