import { InvalidRequest, quote } from '../../platform/errors.ts';

/** A photonet account handle: 1 to 30 of A-Z a-z 0-9 . _ - (given with or without a leading @). */
export const HANDLE = /^[A-Za-z0-9._-]{1,30}$/;

/**
 * The account an operation names: `handle`, or `username`, its deprecated alias (contract 9.4), accepted until the
 * sunset date (USERNAME_ALIAS_SUNSET) and answered with a 400 naming handle from then on. The one rule of every
 * photonet operation that names an account (the walkers and the operation wrappers).
 */
export function accountHandle(input: { handle?: string; username?: string }, options: { now: number; usernameSunset: string }): string {
  if (input.username !== undefined) {
    const sunset = Date.parse(`${options.usernameSunset}T00:00:00Z`);
    if (options.now >= sunset)
      throw new InvalidRequest(`username was a deprecated alias of handle until ${options.usernameSunset} and is no longer accepted; use handle.`);
    if (input.handle !== undefined) throw new InvalidRequest('Give handle only (username is its deprecated alias).');
  }
  const target = (input.handle ?? input.username ?? '').replace(/^@/, '');
  if (!target) throw new InvalidRequest('handle is required.');
  if (!HANDLE.test(target)) throw new InvalidRequest(`handle must be 1 to 30 characters of A-Z a-z 0-9 . _ -, got ${quote(target)}`);
  return target;
}
