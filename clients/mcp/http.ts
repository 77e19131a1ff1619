import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { RestTarget } from './rest-call.ts';
import { createMcpServer } from './server.ts';
import type { Tool } from './tools.ts';

/** The path the MCP endpoint answers on. */
export const MCP_PATH = '/mcp';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function jsonRpcError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message }, id: null }));
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
    if (!key) return jsonRpcError(res, 401, 'Send your API key as Authorization: Bearer kb_live_….', { 'www-authenticate': 'Bearer' });
    const server = createMcpServer(tools, target, key);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res);
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
