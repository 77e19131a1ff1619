import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_INSTANT, exampleOf, stringMatching } from '../rest/schema-example.ts';
import { registry } from '../subgraphs/registry.ts';
import { compileSchema, describedAnswer, describeErrors } from './helpers/contract.ts';

/**
 * What a reader of the API description relies on to call an operation without trying it first: a one-line summary in
 * words, a valid sample request where the operation has a fixed one, and an example of every success answer that is
 * exactly what the answer's schema describes.
 */

type Json = Record<string, any>;

const document: Json = JSON.parse(readFileSync(new URL('../schema/openapi.json', import.meta.url), 'utf8'));

const operations = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

describe('every operation in the API description', () => {
  it('has a summary in words, not its operation name', () => {
    const missing: string[] = [];
    for (const { path, method, operation } of operations) {
      const summary = operation.summary;
      if (typeof summary !== 'string' || summary.trim().length < 10) missing.push(`${method} ${path}: no summary`);
      else if (summary === operation.operationId || /^[a-z]+(\.[a-z_]+)+$/i.test(summary) || !/\s/.test(summary))
        missing.push(`${method} ${path}: "${summary}" is a code name, not words`);
    }
    expect(operations.length).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it('shows an example of each 200 and 202 answer that its schema accepts', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { path, method, operation } of operations) {
      for (const status of ['200', '202']) {
        const media = operation.responses?.[status]?.content?.['application/json'];
        if (!media) continue;
        if (!('example' in media)) {
          problems.push(`${method} ${path} ${status}: no example`);
          continue;
        }
        const validate = describedAnswer(method, path, status)!;
        if (!validate(media.example)) problems.push(`${method} ${path} ${status}: ${describeErrors(validate)}`);
        checked++;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('shows a REST answer in its envelope, meta.cost being what one result of the operation costs', () => {
    const profile = document.paths['/v1/photonet/profile'].get.responses['200'].content['application/json'].example;
    expect(Object.keys(profile)).toEqual(['data', 'meta']);
    expect(profile.data.username).toBe('demo_creator');
    expect(profile.meta.cost).toBe('$0.0005');
    const submitted = document.paths['/v1/photonet/followers'].get.responses['202'].content['application/json'].example;
    expect(submitted.meta.cost).toBe('$0.0000');
    const live = document.paths['/v1/openfeed/live/profile'].get.responses['200'].content['application/json'].example;
    expect(live.meta).toMatchObject({ source: 'db', fetched_at: EXAMPLE_INSTANT });
  });

  it("shows an operation's fixed sample request: its path and query parameters, and its body", () => {
    const problems: string[] = [];
    let sampled = 0;
    for (const route of registry.operations()) {
      const sample = route.sample;
      if (!sample || typeof sample === 'function') continue;
      sampled++;
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      const where = `${route.method} ${route.path}`;
      const given = [
        ...Object.entries(sample.params ?? {}).map(([name, value]) => ({ name, in: 'path', value })),
        ...Object.entries(sample.query ?? {}).map(([name, value]) => ({ name, in: 'query', value })),
      ];
      for (const { name, in: location, value } of given) {
        const parameter = (operation.parameters as Json[]).find((p) => p.name === name && p.in === location);
        if (!parameter || !('example' in parameter)) {
          problems.push(`${where}: ${location} parameter ${name} shows no example`);
          continue;
        }
        // A query string carries text: the example is the same value, typed as the parameter's schema says.
        const shown = Array.isArray(parameter.example) ? parameter.example.join(',') : String(parameter.example);
        if (shown !== value) problems.push(`${where}: ${name} shows ${JSON.stringify(parameter.example)}, the sample sends ${value}`);
        const validate = compileSchema(parameter.schema);
        if (!validate(parameter.example)) problems.push(`${where}: the example of ${name}: ${describeErrors(validate)}`);
      }
      if (sample.body) {
        const body = operation.requestBody.content['application/json'];
        if (JSON.stringify(body.example) !== JSON.stringify(sample.body)) problems.push(`${where}: the body example is not the sample's body`);
        else if (!compileSchema(body.schema)(body.example)) problems.push(`${where}: the body example breaks its schema`);
      }
    }
    expect(problems).toEqual([]);
    expect(sampled).toBeGreaterThan(100);
  });
});

describe('an example made from a schema', () => {
  it('takes what the schema gives first: an example, a const, a default, the first enum value', () => {
    expect(exampleOf({ type: 'string', examples: ['given'] })).toBe('given');
    expect(exampleOf({ type: 'string', example: 'given' })).toBe('given');
    expect(exampleOf({ const: 3 })).toBe(3);
    expect(exampleOf({ type: 'integer', default: 7 })).toBe(7);
    expect(exampleOf({ type: 'string', enum: ['first', 'second'] })).toBe('first');
  });

  it('follows formats, patterns, bounds and property names, deterministically', () => {
    const schema = {
      type: 'object',
      required: ['username'],
      properties: {
        username: { type: 'string' },
        posted_at: { type: 'string', format: 'date-time' },
        post_url: { type: 'string', format: 'uri' },
        price: { type: 'string', pattern: '^\\d+(\\.\\d+)?$' },
        cost: { type: 'string', pattern: '^\\$\\d+\\.\\d{4}$' },
        request_id: { type: 'string', pattern: '^req_[0-9a-f]{32}$' },
        currency: { type: 'string' },
        page_size: { type: 'integer', minimum: 20, maximum: 50 },
        ratio: { type: 'number', maximum: 0.5 },
        caption: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        tags: { type: 'array', items: { type: 'string' } },
      },
      additionalProperties: false,
    };
    const example = exampleOf(schema) as Json;
    expect(example).toEqual({
      username: 'demo_creator',
      posted_at: EXAMPLE_INSTANT,
      post_url: expect.stringMatching(/^https:\/\/example\.com\//),
      price: '0.0010',
      cost: '$0.0010',
      request_id: expect.stringMatching(/^req_[0-9a-f]{32}$/),
      currency: 'USD',
      page_size: 20,
      ratio: 0.5,
      caption: expect.any(String),
      tags: [expect.any(String)],
    });
    expect(compileSchema(schema)(example)).toBe(true);
    expect(exampleOf(schema)).toEqual(example);
    for (const pattern of ['^did:(plc|web):[a-z0-9]{4,}$', '^[A-Z]{2}-\\d{3}$', '^#?[\\p{L}\\p{N}_]{1,100}$'])
      expect(new RegExp(pattern, 'u').test(stringMatching(pattern)), pattern).toBe(true);
  });

  it('resolves references and stops on a recursive one', () => {
    const root = {
      components: {
        schemas: {
          Node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
        },
      },
    };
    const example = exampleOf({ $ref: '#/components/schemas/Node' }, { root }) as Json;
    expect(example.name).toBe('Demo Creator');
    expect(JSON.stringify(example).length).toBeLessThan(5000);
    // Inside a Node, a list of Nodes is empty; outside one it holds one, whose own list is empty.
    expect(example.children).toEqual([]);
    const outside = exampleOf({ type: 'array', items: { $ref: '#/components/schemas/Node' } }, { root });
    expect(outside).toEqual([{ name: 'Demo Creator', children: [] }]);
  });

  it("shows a thread's replies one level deep, the reply typed by the schema it refers to", () => {
    const thread = document.paths['/v1/openfeed/live/post'].get.responses['200'].content['application/json'];
    expect(thread.schema.properties.data.properties.post.properties.replies.anyOf[0].items).toEqual({
      $ref: '#/components/schemas/OpenfeedDocumentThreadNode',
    });
    const [reply] = thread.example.data.post.replies;
    expect(reply).toMatchObject({ depth: expect.any(Number), availability: expect.any(String), replies: [] });
    expect(reply.extra.facets[0].index).toEqual({ byteStart: expect.any(Number), byteEnd: expect.any(Number) });
  });
});
