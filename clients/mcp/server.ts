import { readFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { callRest, unknownArguments, type RestAnswer, type RestTarget } from './rest-call.ts';
import { toolsFrom, type Tool, type ToolOptions } from './tools.ts';

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export interface McpSettings extends RestTarget, ToolOptions {}

/** The MCP server's settings from its environment (see the README's "MCP server" section). */
export function mcpSettings(env: NodeJS.ProcessEnv = process.env): McpSettings {
  const timeout = Number(env.MCP_REQUEST_TIMEOUT_MS ?? 120_000);
  if (!Number.isInteger(timeout) || timeout <= 0)
    throw new Error(`MCP_REQUEST_TIMEOUT_MS must be a positive integer, got ${JSON.stringify(env.MCP_REQUEST_TIMEOUT_MS)}`);
  const dm = (env.MCP_ENABLE_DM_SENDS ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(dm)) throw new Error(`MCP_ENABLE_DM_SENDS must be true or false, got ${JSON.stringify(env.MCP_ENABLE_DM_SENDS)}`);
  return { baseUrl: env.KB_API_URL || 'http://localhost:4000', timeoutMs: timeout, dmSends: dm === 'true' || dm === '1' };
}

/** The tools of the service at `baseUrl`, from the OpenAPI document it serves (so they match its version). */
export async function loadTools(settings: McpSettings): Promise<Tool[]> {
  const response = await fetch(new URL('/openapi.json', settings.baseUrl), { signal: AbortSignal.timeout(settings.timeoutMs) });
  if (!response.ok) throw new Error(`GET ${settings.baseUrl}/openapi.json answered ${response.status}`);
  return toolsFrom((await response.json()) as Record<string, unknown>, settings);
}

/** A REST answer as a tool result: `{data, meta}` (meta.cost is what the call was charged), or the error envelope. */
function toolResult(answer: RestAnswer): CallToolResult {
  const body = answer.body as { error?: { code?: string; message?: string; request_id?: string } } | string;
  if (answer.status < 400 && typeof body === 'object' && body !== null) {
    return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body as Record<string, unknown> };
  }
  const error = typeof body === 'object' && body?.error ? body.error : { code: 'upstream_error', message: `The service answered ${answer.status}.` };
  const retry = answer.retryAfter ? ` Retry after ${answer.retryAfter} s.` : '';
  return {
    isError: true,
    content: [{ type: 'text', text: `${answer.status} ${error.code}: ${error.message}${retry}${error.request_id ? ` (request ${error.request_id})` : ''}` }],
    structuredContent: { status: answer.status, error, ...(answer.retryAfter ? { retry_after: answer.retryAfter } : {}) },
  };
}

const refusal = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

/**
 * One MCP server for one caller: tools/list answers the tools, tools/call makes the operation's REST request with
 * the caller's key. Nothing is billed here; the service bills the REST request (see rest-call.ts).
 */
export function createMcpServer(tools: Tool[], settings: RestTarget, apiKey: string): Server {
  const byName = new Map(tools.map((t) => [t.name, t]));
  const server = new Server(
    { name: 'social-data-api', title: 'Social Data API', version: VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        'Each tool is one REST operation of the Social Data API, billed to your API key at the price its description states; ' +
        'the result is the REST answer {data, meta} and meta.cost is what the call cost. Walks of more than one page answer a job: poll it with jobs_status and read it with jobs_results.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map(({ name, title, description, inputSchema, annotations, _meta }) => ({ name, title, description, inputSchema, annotations, _meta })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    if (!tool) return refusal(`No tool named ${JSON.stringify(request.params.name).slice(0, 80)}; tools/list names them.`);
    const args = (request.params.arguments ?? {}) as Record<string, unknown>;
    const unknown = unknownArguments(tool, args);
    if (unknown.length)
      return refusal(
        `Unknown argument${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => JSON.stringify(n).slice(0, 60)).join(', ')}; this tool takes ${Object.keys(tool.inputSchema.properties).join(', ') || 'none'}.`,
      );
    try {
      return toolResult(await callRest(tool, args, settings, apiKey));
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      // The request may or may not have reached the service: say so, without the transport's detail.
      return refusal(timedOut ? `The service did not answer within ${settings.timeoutMs} ms.` : 'The service could not be reached.');
    }
  });
  return server;
}
