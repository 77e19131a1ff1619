import { z } from 'zod';
import { InvalidRequest, quote } from '../../platform/errors.ts';
import { MAX_URL, outboundUrlParam, rulesPerPolicy } from '../../platform/outbound/url-policy.ts';
import { sourceParam } from '../../platform/rest/params.ts';

/**
 * The parameter rules of the page read, one schema under the REST names for both surfaces (checkArgs on GraphQL),
 * under a configuration's URL policy: a URL the fetcher would refuse is refused here, before any provider.
 */

/** A page URL: the URL policy's rules, no bad % escape; answered without its #fragment. */
function pageUrl(url: URL, raw: string, name = 'url'): string {
  if (/%(?![0-9A-Fa-f]{2})/.test(raw)) throw new InvalidRequest(`${name} holds a bad % escape: ${quote(raw)}`);
  return url.href;
}

export const linkinbioPageArgs = rulesPerPolicy((outbound) =>
  z.strictObject({
    url: outboundUrlParam(
      outbound,
      'url',
      {
        description: `The page, http(s), at most ${MAX_URL} characters: https://linktr.ee/<handle>, https://beacons.ai/<handle>, https://stan.store/<handle>, https://<name>.carrd.co/, or any other page (read as a generic page).`,
      },
      pageUrl,
    ),
    source: sourceParam,
  }),
);
