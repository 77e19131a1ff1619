import type { Provider } from '../page.ts';
import { beaconsPage } from './beacons.ts';
import { carrdPage } from './carrd.ts';
import { genericPage } from './generic.ts';
import { linktreePage } from './linktree.ts';
import type { PageModel } from './model.ts';
import { stanPage } from './stan.ts';

export type { ModelLink, ModelSocial, PageModel } from './model.ts';

const TEMPLATES: Record<Provider, (model: PageModel) => string> = {
  linktree: linktreePage,
  beacons: beaconsPage,
  stan: stanPage,
  carrd: carrdPage,
  generic: genericPage,
};

/** A model rendered as `provider` serves pages. */
export function renderPage(provider: Provider, model: PageModel): string {
  return TEMPLATES[provider](model);
}
