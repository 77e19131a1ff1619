import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { RestTarget } from './rest-call.ts';
import { createMcpServer } from './server.ts';
import type { Tool } from './tools.ts';

/** The path the MCP endpoint answers on. */
export const MCP_PATH = '/mcp';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The largest request body read (one JSON-RPC message or a batch of them). */
const MAX_BODY_BYTES = 1 << 20;

function jsonRpcError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}, code = -32001): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/** The request body as JSON; undefined when it is not JSON, 'too_large' past MAX_BODY_BYTES (the rest is not read). */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return 'too_large';
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Streamable HTTP, stateless: every POST to /mcp carries the caller's API key (`Authorization: Bearer kb_live_…`)
 * and is served by an MCP server made for that key and closed with the response, so no session outlives a request
 * and no key is kept. A request without a key is refused with 401 before any MCP message is read; the key itself is
 * checked by the service on every tool call (an unknown or revoked key answers invalid_api_key, uncharged).
 */
export function mcpHttpHandler(tools: Tool[], target: RestTarget) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== MCP_PATH) return jsonRpcError(res, 404, `Not found; the MCP endpoint is POST ${MCP_PATH}.`);
    // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
    if (req.method !== 'POST') return jsonRpcError(res, 405, `${MCP_PATH} answers POST (stateless streamable HTTP).`, { allow: 'POST' });
    const key = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (!key) return jsonRpcError(res, 401, 'Send your API key as Authorization: Bearer kb_live_… (or kb_test_…).', { 'www-authenticate': 'Bearer' });
    const body = await readJson(req);
    if (body === 'too_large') return jsonRpcError(res, 413, `A request body may be at most ${MAX_BODY_BYTES} bytes.`, { connection: 'close' });
    if (body === undefined) return jsonRpcError(res, 400, 'The request body is not JSON.', {}, -32700);
    const server = createMcpServer(tools, target, key);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch {
      if (!res.headersSent) jsonRpcError(res, 500, 'Internal error.');
    }
  };
}

/** Listens for MCP over streamable HTTP on host:port (port 0: any free port). */
export async function listenMcpHttp(tools: Tool[], target: RestTarget, port: number, host: string): Promise<HttpServer> {
  const server = createServer(mcpHttpHandler(tools, target));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
