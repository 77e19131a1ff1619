import type { FieldPrice } from '../../platform/billing/cost-model.ts';
import { COLLECTION_BLOCK, COLLECTION_PRICE } from './collections.ts';

/** videonet prices, in dollars: every single read is a standard read; bulk reads are that per item read. */
export const READ = '0.0005';

/**
 * A collection's price: flat per page answered now (maxPages 1), covering up to 100 videos; any other walk is a job,
 * free to submit and charged once when it completes (collectionCost).
 */
export const COLLECTION: FieldPrice = {
  price: COLLECTION_PRICE,
  block: { size: COLLECTION_BLOCK, limitArg: 'pageSize', defaultLimit: COLLECTION_BLOCK, items: 'page.items', when: { arg: 'maxPages', equals: 1 } },
};
