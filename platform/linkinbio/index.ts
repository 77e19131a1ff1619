import { load } from 'cheerio';
import { UpstreamError } from '../errors.ts';
import { providerOf, slugOf, type LinkinbioPage, type Provider, type RawPage } from './page.ts';
import { parseBeacons } from './beacons.ts';
import { parseCarrd } from './carrd.ts';
import { parseGeneric } from './generic.ts';
import { nestingDepth } from './html.ts';
import { parseLinktree } from './linktree.ts';
import { parseStan } from './stan.ts';
import type { ProfilePages } from './socials.ts';

/**
 * Real pages nest elements a few dozen levels deep. Far deeper nesting is a hostile page: selectors slow down with
 * depth, so it is refused rather than read.
 */
export const MAX_NESTING = 256;

const PARSERS: Record<Exclude<Provider, 'generic' | 'carrd'>, typeof parseLinktree> = {
  linktree: parseLinktree,
  beacons: parseBeacons,
  stan: parseStan,
};

/**
 * The normalised page from the raw page, by the provider its final URL's host names. A provider's page that lacks
 * the app state its parser reads (a changed layout, an error page) is read as a generic page, still reported as
 * that provider. Runs on every read, stored or live. `named` are where our networks' profile pages live (the
 * runtime's `profilePages`): the page's `socials` on those hosts are named by the network. A page nesting deeper than
 * MAX_NESTING is 502 upstream_error (on acquisition, so it is never archived).
 */
export function parsePage(raw: RawPage, named: readonly ProfilePages[]): LinkinbioPage {
  const finalUrl = new URL(raw.final_url);
  const provider = providerOf(finalUrl);
  const $ = load(raw.html);
  if (nestingDepth($) > MAX_NESTING)
    throw new UpstreamError(`The page nests its elements more than ${MAX_NESTING} deep, so it is not read. Nothing was charged.`);
  if (provider === 'generic') return parseGeneric($, raw, named);
  if (provider === 'carrd') return parseCarrd($, raw, named);
  return PARSERS[provider]($, raw, named) ?? parseGeneric($, raw, named, provider, slugOf(finalUrl) || null);
}
