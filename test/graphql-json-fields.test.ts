import { buildSchema, getNamedType, isInterfaceType, isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { apiSchemaSdl } from '../router/compose.ts';
import { registry } from '../subgraphs/registry.ts';

describe('JSON fields of the API schema', () => {
  it("are deprecated for a typed field, or labelled as the upstream's raw payload", () => {
    const schema = buildSchema(apiSchemaSdl());
    const open: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name !== 'JSON') continue;
        const name = `${type.name}.${field.name}`;
        if (field.deprecationReason || /^Raw upstream/.test(field.description ?? '')) continue;
        open.push(name);
      }
    }
    expect(open).toEqual([]);
  });

  it("JobResult.items is typed for every operation that submits jobs: its network's field on JobResult", () => {
    const schema = buildSchema(apiSchemaSdl());
    const fields = (schema.getType('JobResult') as GraphQLObjectType).getFields();
    const jobs = registry.operations().flatMap((route) => (route.answer.kind === 'page-or-job' ? [route] : []));
    expect(jobs.length).toBeGreaterThan(0);
    for (const route of jobs) {
      const typed = route.answer.kind === 'page-or-job' ? route.answer.jobItems : undefined;
      expect(typed, `${route.operation} names no typed JobResult field`).toBeDefined();
      expect(fields[typed!.field], `JobResult.${typed!.field}`).toBeDefined();
      expect(fields[typed!.field].deprecationReason).toBeUndefined();
    }
  });
});
