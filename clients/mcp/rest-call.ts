import type { Tool } from './tools.ts';

/**
 * A tool call as the REST request it stands for, sent to the service with the caller's key: the service's gate
 * authenticates, rate-limits, reserves and charges it exactly as it does any REST request (ledger rows, balance,
 * 402/429 and all), so the MCP server holds no key store, price table or billing of its own.
 */

export interface RestTarget {
  /** The service's base URL, e.g. http://localhost:4000. */
  baseUrl: string;
  /** Milliseconds before a REST call is abandoned. */
  timeoutMs: number;
}

export interface RestAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** Arguments outside the tool's input schema, named so the caller can fix them (the service never sees them). */
export function unknownArguments(tool: Tool, args: Record<string, unknown>): string[] {
  return Object.keys(args).filter((name) => !Object.hasOwn(tool.inputSchema.properties, name));
}

/** The REST request of a tool call: path parameters substituted, the rest in the query (GET) or the JSON body (POST). */
export function restRequest(tool: Tool, args: Record<string, unknown>, target: RestTarget, apiKey: string): { url: string; init: RequestInit } {
  const { route } = tool;
  let path = route.path;
  for (const name of route.pathParams) {
    const value = args[name];
    // A missing path parameter still reaches the service, which answers its own 400/404 for it.
    path = path.replace(`{${name}}`, encodeURIComponent(value === undefined || value === null ? '' : String(value)));
  }
  const url = new URL(path, target.baseUrl.endsWith('/') ? target.baseUrl : target.baseUrl + '/');
  const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, accept: 'application/json' };
  for (const [name, header] of Object.entries(route.headerParams)) if (args[name] !== undefined) headers[header] = String(args[name]);
  let body: string | undefined;
  if (route.method === 'GET') {
    for (const name of route.queryParams) {
      const value = args[name];
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  } else {
    body = JSON.stringify(Object.fromEntries(route.bodyParams.filter((name) => args[name] !== undefined).map((name) => [name, args[name]])));
    headers['content-type'] = 'application/json';
  }
  return { url: url.toString(), init: { method: route.method, headers, body } };
}

export async function callRest(tool: Tool, args: Record<string, unknown>, target: RestTarget, apiKey: string): Promise<RestAnswer> {
  const { url, init } = restRequest(tool, args, target, apiKey);
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(target.timeoutMs), redirect: 'error' });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a proxy's page): passed on as text
  }
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
}
