import type { AddressInfo } from 'node:net';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { listenMcpHttp, MCP_PATH } from '../clients/mcp/http.ts';
import { createMcpServer, loadTools, mcpSettings } from '../clients/mcp/server.ts';

/**
 * The MCP server for AI agents (README, "MCP server"). `npm run mcp`: over stdio, the key from KB_API_KEY.
 * `npm run mcp:http` (or `--http`): streamable HTTP on MCP_HOST:MCP_PORT (default 127.0.0.1:4100) at /mcp, the key
 * from each request's Authorization header. Either way every tool call is a REST request to KB_API_URL.
 */

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let settings;
try {
  settings = mcpSettings();
} catch (err) {
  fail((err as Error).message, 2);
}
const http = process.argv.includes('--http');
const apiKey = process.env.KB_API_KEY;
if (!http && !apiKey) fail('KB_API_KEY is not set: the stdio MCP server calls the service with this API key (kb_live_… or kb_test_…).', 2);

let tools;
try {
  tools = await loadTools(settings);
} catch (err) {
  fail(`Could not read the service's API description at ${settings.baseUrl}/openapi.json: ${(err as Error).message}`, 1);
}

if (http) {
  const port = Number(process.env.MCP_PORT ?? 4100);
  const host = process.env.MCP_HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`MCP_PORT must be a port number, got ${JSON.stringify(process.env.MCP_PORT)}`, 2);
  const server = await listenMcpHttp(tools, settings, port, host);
  const { port: bound } = server.address() as AddressInfo;
  // Tests and supervisors read this line for the port (MCP_PORT=0 binds any free one).
  process.stdout.write(`MCP server (streamable HTTP) listening on http://${host}:${bound}${MCP_PATH} with ${tools.length} tools for ${settings.baseUrl}\n`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} else {
  // stdout is the protocol channel: nothing else may be written to it.
  const server = createMcpServer(tools, settings, apiKey!);
  await server.connect(new StdioServerTransport());
  process.stderr.write(`MCP server (stdio) with ${tools.length} tools for ${settings.baseUrl}\n`);
}
