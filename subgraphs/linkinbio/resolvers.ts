import { checkArgs } from '../../platform/rest/params.ts';
import type { SubgraphContext } from '../context.ts';
import { rowFields } from '../row-fields.ts';
import { DateTime } from '../scalars.ts';
import { linkinbioPageArgs } from './params.ts';
import { readPage } from './read-page.ts';
import { typeDefs } from './schema.ts';

export const resolvers = {
  DateTime,
  Query: {
    async linkinbioPage(_: unknown, args: { url: string; source?: string }, ctx: SubgraphContext) {
      const { url, source } = checkArgs(linkinbioPageArgs(ctx.runtime.config.outbound), args);
      const read = await readPage(ctx, url, source ?? 'auto');
      return { source: read.source, fetchedAt: read.fetchedAt, page: read.payload };
    },
  },
  // The normalised page is in REST names; GraphQL reads it by the naming rule.
  LinkinbioPage: rowFields(typeDefs, 'LinkinbioPage'),
};
