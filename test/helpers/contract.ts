import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/**
 * Checks REST answers against the committed API description (schema/openapi.json, kept current by
 * `npm run openapi:check`): the status must be one the operation declares, the body must match that response's
 * schema, and the request id must be the same in the body and the X-Request-Id header. Every REST call of the test
 * helper goes through it, so a change of shape fails the test that saw it.
 */

type Json = Record<string, any>;

const document: Json = JSON.parse(readFileSync(new URL('../../schema/openapi.json', import.meta.url), 'utf8'));

/** Where the validator finds the description's named schemas (components.schemas), as `$defs` of one schema. */
const SCHEMAS = 'https://openapi.invalid/components';

/**
 * Replaces every local `$ref` by what it points at, but for one to a named schema (components.schemas, where a type
 * that contains itself is described): that one points at the same schema registered with the validator (SCHEMAS).
 */
function deref(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(deref);
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return { ...(node as Json), $ref: `${SCHEMAS}#/$defs/${ref.slice('#/components/schemas/'.length)}` };
  }
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    return deref(
      ref
        .slice(2)
        .split('/')
        .reduce<Json>((at, key) => at[key.replace(/~1/g, '/').replace(/~0/g, '~')], document),
    );
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v)]));
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv2020) => void;
addFormats(ajv);
ajv.addSchema({ $id: SCHEMAS, $defs: deref(document.components.schemas) });

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Json;
}

const operations: Operation[] = Object.entries(document.paths as Json).flatMap(([template, item]) =>
  Object.entries(item as Json).map(([method, operation]) => ({
    method: method.toUpperCase(),
    template,
    pattern: new RegExp('^' + template.replace(/\{\w+\}/g, '[^/]+') + '/?$'),
    responses: deref((operation as Json).responses) as Json,
  })),
);

// Any error outside a described operation (an unknown path, a wrong method) is still the envelope.
const ERROR_ENVELOPE = ajv.compile(document.components.schemas.ErrorEnvelope);

const validators = new Map<string, ValidateFunction>();
function validator(operation: Operation, status: string): ValidateFunction | null {
  const key = `${operation.method} ${operation.template} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const schema = operation.responses[status]?.content?.['application/json']?.schema;
    if (!schema) return null;
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/** The check of one described answer (`GET`, `/v1/jobs/{job_id}`, `200`), as REST answers are checked; null when not described. */
export function describedAnswer(method: string, template: string, status: string): ValidateFunction | null {
  const operation = operations.find((o) => o.method === method.toUpperCase() && o.template === template);
  return operation ? validator(operation, status) : null;
}

/** The check of the body a webhook delivers for event `kind` (the description's webhooks); null when not described. */
export function describedWebhook(kind: string): ValidateFunction | null {
  const schema = document.webhooks?.[kind]?.post?.requestBody?.content?.['application/json']?.schema;
  return schema ? ajv.compile(deref(schema) as object) : null;
}

/** How a value failed its check, in words. */
export const describeErrors = (validate: ValidateFunction) => ajv.errorsText(validate.errors, { dataVar: 'example' });

/** A check of `schema` (with no references) by the same validator. */
export const compileSchema = (schema: object) => ajv.compile(schema);

export class ContractViolation extends Error {}

/** Throws a ContractViolation saying what differs when a REST answer does not match the description. */
export function checkAgainstContract(method: string, url: string, status: number, body: unknown, headers: Headers): void {
  const path = new URL(url, 'http://x').pathname;
  const where = `${method} ${path} → ${status}`;
  if (status >= 500 && ![501, 502, 503, 504].includes(status)) {
    throw new ContractViolation(`${where}: a ${status} is never part of the contract: ${JSON.stringify(body).slice(0, 300)}`);
  }
  const requestId = headers.get('x-request-id');
  if (status >= 400 && body && typeof body === 'object' && 'error' in body) {
    if ((body as Json).error?.request_id !== requestId) throw new ContractViolation(`${where}: error.request_id differs from X-Request-Id`);
  }
  const candidates = operations.filter((o) => o.pattern.test(path));
  const operation = candidates.find((o) => o.method === (method === 'HEAD' ? 'GET' : method));
  // Health checks answer their own small documents.
  if (path === '/healthz' || path === '/readyz') return;
  if (!operation) {
    // An undescribed path or method (unknown path, wrong method, a non-/v1 page) still answers in the envelope.
    if (status >= 400 && !ERROR_ENVELOPE(body)) throw new ContractViolation(`${where}: not the error envelope: ${ajv.errorsText(ERROR_ENVELOPE.errors)}`);
    return;
  }
  if (method === 'HEAD') return;
  const validate = validator(operation, String(status));
  if (!validate) {
    throw new ContractViolation(
      `${where}: status not described for ${operation.method} ${operation.template} (described: ${Object.keys(operation.responses).join(', ')}): ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  if (!validate(body)) {
    throw new ContractViolation(`${where}: body does not match the description: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
  }
  if (path === '/graphql') {
    // GraphQL's own shape: the request id sits in the response's extensions.
    if ((body as Json).extensions?.requestId !== undefined && (body as Json).extensions.requestId !== requestId) {
      throw new ContractViolation(`${where}: extensions.requestId differs from X-Request-Id`);
    }
    return;
  }
  if (status < 300 && (body as Json).meta?.request_id !== requestId) throw new ContractViolation(`${where}: meta.request_id differs from X-Request-Id`);
}

/** fetch for a REST or /graphql call on any router of a test, its JSON answer checked against the description. */
export async function checkedFetch(url: string, init: RequestInit = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  checkAgainstContract(init.method ?? 'GET', url, res.status, body, res.headers);
  return { status: res.status, body, headers: res.headers };
}
