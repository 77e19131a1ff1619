/**
 * MCP tools from the service's OpenAPI document (GET /openapi.json, the same document as schema/openapi.json): one
 * tool per read operation (every GET route under /v1 that is not blocked upstream), and the DM outreach operations
 * (the POST routes under /v1/photonet/dm/) only when the operator enables them. A tool's input schema is the
 * operation's parameters as one JSON Schema object; its description is the operation's, which states its price.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API description's JSON, walked by its OpenAPI shape
type Json = Record<string, any>;

/** Where each argument of a tool goes in the REST request. */
export interface ToolRoute {
  method: 'GET' | 'POST';
  /** The OpenAPI path, `{name}` for path parameters. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyParams: string[];
  /** Argument name → HTTP header (Idempotency-Key as `idempotency_key`). */
  headerParams: Record<string, string>;
}

export interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, Json>; required?: string[]; additionalProperties: false };
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  /** The operation's price and availability as the OpenAPI document states them (x-price, x-availability). */
  _meta: { 'social-data-api/price': unknown; 'social-data-api/availability': unknown };
  route: ToolRoute;
}

export interface ToolOptions {
  /** Expose the DM outreach operations (sessions, sends, replies, refreshes), which act on a messaging network. */
  dmSends: boolean;
}

/** The path prefix of the DM outreach operations. */
const DM_PREFIX = '/v1/photonet/dm/';

/** An MCP tool name (letters, digits, `_` and `-`, at most 64): the operationId with its dots as underscores. */
export const toolName = (operationId: string) => operationId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);

/** A header parameter as an argument name: `Idempotency-Key` → `idempotency_key`. */
const headerArgument = (header: string) => header.toLowerCase().replace(/-/g, '_');

function exposed(method: string, path: string, operation: Json, options: ToolOptions): boolean {
  if (!path.startsWith('/v1/') || operation.deprecated) return false;
  // A blocked operation answers 501 surface_blocked whatever it is asked: no use to an agent.
  if (operation['x-availability'] === 'blocked') return false;
  if (method === 'get') return true;
  return method === 'post' && options.dmSends && path.startsWith(DM_PREFIX);
}

function toolOf(method: 'get' | 'post', path: string, operation: Json): Tool {
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  const route: ToolRoute = { method: method === 'get' ? 'GET' : 'POST', path, pathParams: [], queryParams: [], bodyParams: [], headerParams: {} };
  for (const param of (operation.parameters ?? []) as Json[]) {
    if (param.deprecated) continue; // a deprecated alias would only confuse a caller choosing arguments
    const name = param.in === 'header' ? headerArgument(param.name) : (param.name as string);
    properties[name] = { ...param.schema, ...(param.description ? { description: param.description } : {}) };
    if (param.required) required.push(name);
    if (param.in === 'path') route.pathParams.push(name);
    else if (param.in === 'query') route.queryParams.push(name);
    else if (param.in === 'header') route.headerParams[name] = param.name;
  }
  const body = operation.requestBody?.content?.['application/json']?.schema as Json | undefined;
  for (const [name, schema] of Object.entries((body?.properties ?? {}) as Record<string, Json>)) {
    properties[name] = schema;
    route.bodyParams.push(name);
    if ((body?.required as string[] | undefined)?.includes(name)) required.push(name);
  }
  const title = operation.summary ?? operation.operationId;
  const read = method === 'get';
  return {
    name: toolName(operation.operationId),
    title,
    description: `${method.toUpperCase()} ${path}. ${operation.description ?? ''}`.trim(),
    inputSchema: { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false },
    annotations: { title, readOnlyHint: read, destructiveHint: false, idempotentHint: read, openWorldHint: true },
    _meta: { 'social-data-api/price': operation['x-price'] ?? [], 'social-data-api/availability': operation['x-availability'] ?? 'available' },
    route,
  };
}

/** The tools of an OpenAPI document, in its order. */
export function toolsFrom(document: Json, options: ToolOptions): Tool[] {
  const tools: Tool[] = [];
  for (const [path, methods] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of ['get', 'post'] as const) {
      const operation = methods[method] as Json | undefined;
      if (operation && exposed(method, path, operation, options)) tools.push(toolOf(method, path, operation));
    }
  }
  const names = new Set<string>();
  for (const tool of tools) {
    if (names.has(tool.name)) throw new Error(`Two operations map to the MCP tool name ${tool.name}`);
    names.add(tool.name);
  }
  return tools;
}
