import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * Generates the SDK's typed surface from schema/openapi.json: src/generated/openapi.ts (openapi-typescript's
 * `paths`, `operations` and `components`) and src/generated/operations.ts (one entry per operation: method, path,
 * parameters, body fields, price and, for paged reads, the cursor parameters), which the SDK's pagers and the CLI
 * are built on. With `--check` it compares instead of writing, so `npm test` fails when either file is stale.
 */

const ROOT = new URL('../../../', import.meta.url);
const SPEC_FILE = new URL('schema/openapi.json', ROOT);
const TYPES_FILE = new URL('../src/generated/openapi.ts', import.meta.url);
const OPERATIONS_FILE = new URL('../src/generated/operations.ts', import.meta.url);

/** Query parameters a paged read is resumed with; pairs (before_posted_at + before_id) come from one next_cursor. */
const CURSOR_PARAMS = ['cursor', 'before_posted_at', 'before_id', 'before_comment_id', 'max_id', 'page'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API description's JSON, walked by its OpenAPI shape
type Json = any;

function refTarget(spec: Json, node: Json): Json {
  let n = node;
  while (n && typeof n === 'object' && typeof n.$ref === 'string') {
    n = n.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((at: Json, part: string) => at?.[part], spec);
  }
  return n;
}

function typeOf(schema: Json): string {
  if (!schema) return 'string';
  if (schema.type === 'array') return 'array';
  if (typeof schema.type === 'string') return schema.type;
  const options = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(options)) {
    const types = options.map((o: Json) => o.type).filter((t: unknown) => typeof t === 'string' && t !== 'null');
    if (types.length) return types[0];
  }
  return 'string';
}

export interface OperationParam {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  type: string;
  enum?: string[];
  description?: string;
}

function operations(spec: Json) {
  const out: Json[] = [];
  for (const [path, item] of Object.entries<Json>(spec.paths)) {
    for (const [method, op] of Object.entries<Json>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters: OperationParam[] = (op.parameters ?? []).map((raw: Json) => {
        const p = refTarget(spec, raw);
        const entry: OperationParam = { name: p.name, in: p.in, required: Boolean(p.required), type: typeOf(p.schema) };
        if (Array.isArray(p.schema?.enum)) entry.enum = p.schema.enum.map(String);
        if (p.description) entry.description = String(p.description);
        return entry;
      });
      const bodySchema = refTarget(spec, op.requestBody)?.content?.['application/json']?.schema;
      const body = bodySchema
        ? {
            required: Boolean(refTarget(spec, op.requestBody)?.required),
            fields: Object.entries<Json>(bodySchema.properties ?? {}).map(([name, s]) => ({
              name,
              type: typeOf(s),
              required: (bodySchema.required ?? []).includes(name),
              ...(Array.isArray(s.enum) ? { enum: s.enum.map(String) } : {}),
              ...(s.description ? { description: String(s.description) } : {}),
            })),
          }
        : null;
      const cursor = parameters.filter((p) => p.in === 'query' && CURSOR_PARAMS.includes(p.name)).map((p) => p.name);
      const description = String(op.description ?? '');
      const price = /Price: ([^\n]*)/.exec(description)?.[1] ?? null;
      out.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? ''),
        price,
        availability: op['x-availability'] ?? null,
        retired: Boolean(op.deprecated),
        // A DM send carries a client_token: it is never retried automatically, only by the caller with the same token.
        send: Boolean(body?.fields.some((f: Json) => f.name === 'client_token')),
        job: Boolean(op.responses?.['202']),
        parameters,
        body,
        paging: cursor.length ? { cursor } : null,
      });
    }
  }
  return out;
}

const HEADER = '// Generated from schema/openapi.json by packages/sdk/scripts/generate.ts (npm run sdk). Do not edit.\n';

async function render(): Promise<{ types: string; ops: string }> {
  const spec = JSON.parse(readFileSync(SPEC_FILE, 'utf8'));
  const types = HEADER + '/* eslint-disable */\n' + astToString(await openapiTS(spec, { alphabetize: false }));
  const list = operations(spec);
  const ops =
    HEADER +
    `import type { OperationInfo } from '../operation-info.ts';\n\n` +
    `/** Every operation of the API description, in its order. */\n` +
    `export const OPERATIONS: readonly OperationInfo[] = [\n${list.map((o) => '  ' + JSON.stringify(o)).join(',\n')},\n];\n`;
  return { types, ops };
}

const check = process.argv.includes('--check');
const { types, ops } = await render();
let stale = false;
for (const [file, text] of [
  [TYPES_FILE, types],
  [OPERATIONS_FILE, ops],
] as const) {
  const name = file.pathname.slice(ROOT.pathname.length);
  if (!check) {
    writeFileSync(file, text);
    process.stdout.write(`wrote ${name}\n`);
    continue;
  }
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current !== text) {
    process.stderr.write(`${name} is stale: run npm run sdk and commit the result.\n`);
    stale = true;
  } else process.stdout.write(`${name} is up to date.\n`);
}
if (stale) process.exit(1);
