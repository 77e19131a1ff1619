import { buildSchema, getNamedType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { apiSchemaSdl } from '../router/compose.ts';

/**
 * Fields being typed in another change (walker pages, jobs, jobnet ads, adlib ads, clipnet pages): listed here until
 * they are, and only these.
 */
const PENDING = new Set([
  'WalkPage.items',
  'WalkPage.coverage',
  'ClipnetWalkPage.items',
  'ClipnetWalkPage.coverage',
  'JobnetWalkPage.items',
  'JobnetWalkPage.coverage',
  'JobResult.args',
  'JobResult.items',
  'JobnetAdPage.ads',
  'AdlibAd.ad',
  'ClipnetVideoList.pages',
]);

/** JSON fields not yet typed nor labelled, outside the change above: each one is work left to do. */
const NOT_YET_TYPED = new Set(['WalkTargetPage.items', 'WalkTargetPage.coverage', 'VideonetCollectionPage.items', 'VideonetCollectionPage.coverage', 'WebhookDelivery.payload']);

describe('JSON fields of the API schema', () => {
  it('are deprecated for a typed field, or labelled as the upstream\'s raw payload', () => {
    const schema = buildSchema(apiSchemaSdl());
    const open: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name !== 'JSON') continue;
        const name = `${type.name}.${field.name}`;
        if (field.deprecationReason || /^Raw upstream/.test(field.description ?? '') || PENDING.has(name) || NOT_YET_TYPED.has(name)) continue;
        open.push(name);
      }
    }
    expect(open).toEqual([]);
  });

  it('lists as pending only fields that are still open', () => {
    const schema = buildSchema(apiSchemaSdl());
    for (const name of [...PENDING, ...NOT_YET_TYPED]) {
      const [type, field] = name.split('.');
      const found = (schema.getType(type) as { getFields?: () => Record<string, { type: unknown; deprecationReason?: string | null }> } | undefined)?.getFields?.()[field];
      expect(found, name).toBeDefined();
    }
  });
});
