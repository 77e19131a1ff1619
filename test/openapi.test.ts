import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../subgraphs/registry.ts';
import { checkAgainstContract, ContractViolation } from './helpers/contract.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';

const committed = JSON.parse(readFileSync(new URL('../schema/openapi.json', import.meta.url), 'utf8'));

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env?.close());

describe('the API description', () => {
  it('is served at /openapi.json without a key, the same document as schema/openapi.json, with an ETag', async () => {
    const res = await fetch(`${env.base}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(committed);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    // Not with fetch, which adds Cache-Control: no-cache to a conditional request (so no server may answer 304).
    const revalidated = await new Promise<number>((resolve, reject) =>
      get(`${env.base}/openapi.json`, { headers: { 'if-none-match': etag! } }, (r) => resolve(r.resume().statusCode!)).on('error', reject),
    );
    expect(revalidated).toBe(304);
  });

  it('has a reference page at /docs whose every asset is served here (it works with no internet)', async () => {
    const page = await fetch(`${env.base}/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const loads = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(loads.length).toBeGreaterThanOrEqual(2);
    for (const url of loads) {
      expect(url, 'loaded from this service').toMatch(/^\/docs\/assets\//);
      const asset = await fetch(env.base + url);
      expect(asset.status, url).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, url).toBeGreaterThan(1000);
    }
    expect(html).toContain("url: '/openapi.json'");
  });

  it('describes every route with its parameters, its price from the module table and its errors', () => {
    for (const route of registry.operations()) {
      const operation = committed.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      expect(operation.operationId).toBe(route.operation);
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(route.availability === 'blocked' ? ['400', '401', '429', '501'] : ['200', '400', '401', '402', '404', '429']),
      );
      if (route.availability === 'blocked') {
        expect(operation['x-price']).toBe('unavailable');
        expect(operation.description).toContain('Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.');
        expect(operation.responses['501']).toBeDefined();
        continue;
      }
      for (const price of operation['x-price'] as { field: string; amount: string }[]) {
        const [type, field] = price.field.split('.');
        expect(`$${registry.billing(route.subgraph)[`${type}.${field}`].price}`).toBe(price.amount);
      }
    }
    const profile = committed.paths['/v1/photonet/profile'].get;
    expect(profile['x-price']).toEqual([{ field: 'Query.photonetProfile', amount: '$0.0005' }]);
    expect(profile.parameters).toEqual([expect.objectContaining({ name: 'q', in: 'query', required: true })]);
    const media = committed.paths['/v1/photonet/stored/profile/media'].get;
    expect(media.parameters.find((p: { name: string }) => p.name === 'limit').schema).toEqual({ type: 'integer', minimum: 1, maximum: 120 });
    expect(media.description).toContain('before_posted_at and before_id go together');
    const walk = committed.paths['/v1/photonet/followers'].get;
    expect(Object.keys(walk.responses)).toEqual(expect.arrayContaining(['200', '202']));
    expect(walk.parameters.map((p: { name: string }) => p.name)).not.toContain('since');
    const send = committed.paths['/v1/photonet/dm/sessions/{session_id}/messages'].post;
    expect(send.requestBody.content['application/json'].schema.required).toEqual(['to', 'text']);
    expect(committed.paths['/v1/live/facenet/post'].get).toMatchObject({ deprecated: true, responses: { '410': expect.anything() } });
  });

  it('the response check fails on a shape, a status or a code the description does not give', () => {
    const headers = new Headers({ 'x-request-id': 'req_' + '0'.repeat(32) });
    const meta = { cost: '$0.0005', balance: '$1.0000', request_id: 'req_' + '0'.repeat(32) };
    const error = (code: string) => ({ error: { code, message: 'm', request_id: 'req_' + '0'.repeat(32) } });
    expect(() => checkAgainstContract('GET', '/v1/jobs/x', 200, { data: { batch_id: 1 }, meta }, headers)).toThrow(ContractViolation);
    expect(() => checkAgainstContract('GET', '/v1/jobs/x', 418, error('invalid_request'), headers)).toThrow(/status not described/);
    expect(() => checkAgainstContract('GET', '/v1/jobs/x', 404, error('job_finished'), headers)).toThrow(ContractViolation);
    expect(() => checkAgainstContract('GET', '/v1/jobs/x', 500, error('internal_error'), headers)).toThrow(/never part of the contract/);
    expect(() => checkAgainstContract('GET', '/v1/jobs/x', 404, error('not_found'), headers)).not.toThrow();
    expect(() => checkAgainstContract('GET', '/nowhere', 404, { message: 'not the envelope' }, headers)).toThrow(/not the error envelope/);
  });

  it('types the data of every success answer at every depth (only a labelled get_raw alternative, and the few listed, stay open)', () => {
    type Schema = Record<string, unknown>;
    /** Where a schema is open: `{}`, an object with no members, open members, or a list of `{}`. */
    const untyped = (schema: Schema, at: string): string[] => {
      const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
      // get_raw=true answers the upstream's own JSON: an open alternative, allowed only when labelled as such.
      if (alternatives)
        return alternatives.flatMap((s, i) => (s.title === 'Raw' && /get_raw=true/.test(String(s.description)) ? [] : untyped(s, `${at}|${i}`)));
      if (schema.$ref || schema.type === 'null') return [];
      if (schema.type === 'array') return untyped((schema.items ?? {}) as Schema, `${at}[]`);
      if (schema.type === undefined) return [at];
      if (schema.type !== 'object') return [];
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      // A map whose values are typed (a job's arguments by name) is typed.
      const values = schema.additionalProperties as Schema | boolean | undefined;
      if (Object.keys(properties).length === 0) return typeof values === 'object' && values.type !== undefined ? [] : [at];
      // Every member, at any depth.
      return Object.entries(properties).flatMap(([name, member]) => untyped(member, `${at}.${name}`));
    };
    const open: string[] = [];
    for (const [path, methods] of Object.entries(
      committed.paths as Record<string, Record<string, { operationId: string; responses: Record<string, Schema> }>>,
    )) {
      for (const operation of Object.values(methods)) {
        for (const status of ['200', '202']) {
          const response = operation.responses[status] as { content?: Record<string, { schema: { properties: { data: Schema } } }> } | undefined;
          const data = response?.content?.['application/json']?.schema.properties?.data;
          if (data && path !== '/graphql') open.push(...untyped(data, `${operation.operationId} ${status} data`));
        }
      }
    }
    // None is open: a JSON field REST answers is typed by its typed twin (@restShape) or as a map of typed values
    // (@restMap), and a type that contains itself is a named schema its members refer to.
    expect(open).toEqual([]);
    // The named schemas are typed at every depth too (but GraphQL's own result, whose data is the query's).
    const named = Object.entries(committed.components.schemas as Record<string, Schema>).filter(([name]) => name !== 'GraphQLResult');
    expect(named.map(([name]) => name)).toContain('OpenfeedDocumentThreadNode');
    for (const [name, schema] of named) expect(untyped(schema, name), name).toEqual([]);
  });
});
