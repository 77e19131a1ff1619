import { z } from 'zod';
import { InvalidRequest, quote } from '../../platform/errors.ts';
import { intParam, normalised } from '../../platform/rest/params.ts';

/** The rules of the intelligence operations, under their REST names (REST and GraphQL alike, through checkArgs). */

const network = z.string({ error: 'network is required (photonet)' }).regex(/^[a-z]{2,30}$/, 'network must be a network name such as photonet');
const q = normalised(
  (v) => {
    if (v.length === 0 || v.length > 2048) throw new InvalidRequest('q must be 1 to 2048 characters: a username, @handle or profile URL.');
    return v;
  },
  { description: 'A username, @handle or profile URL on the network.', maxLength: 2048 },
);
const goal = z.enum(['collaboration', 'sales', 'press', 'support'], { error: 'goal must be collaboration, sales, press or support' });

export const contactArgs = z.strictObject({ network, q, goal: goal.optional() });
export const enrichmentArgs = z.strictObject({ network, q });
export const contentArgs = z.strictObject({ network: network.optional(), post_id: intParam('post_id', 1, Number.MAX_SAFE_INTEGER) });

/** `network` names a network whose library the service keeps (its directory), else 400 naming those that exist. */
export function known<T>(directories: Readonly<Record<string, T>>, name: string): T {
  const found = directories[name];
  if (!found) throw new InvalidRequest(`network ${quote(name)} has no library to read; use ${Object.keys(directories).join(' or ')}.`);
  return found;
}
