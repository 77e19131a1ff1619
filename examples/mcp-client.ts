/**
 * An MCP client (the official SDK) that starts this repository's MCP server over stdio, lists its tools and calls
 * two of them: a library profile, then the same profile's full stored record. Each call is billed to KB_API_KEY at
 * the price its tool description states; meta.cost in the result says what it cost.
 *
 *   KB_API_URL=http://localhost:4000 KB_API_KEY=kb_test_… npx tsx examples/mcp-client.ts marco.lifts0
 *
 * With MCP_URL=http://127.0.0.1:4100/mcp it talks to a running `npm run mcp:http` instead, sending the key in the
 * Authorization header. Prints one JSON object: the tool count, the two tools' prices and the two results' meta.
 */
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const key = process.env.KB_API_KEY;
if (!key) throw new Error('Set KB_API_KEY to your API key (kb_test_… for the sandbox, kb_live_… for real data).');
const profile = process.argv[2] ?? 'marco.lifts0';

const transport = process.env.MCP_URL
  ? new StreamableHTTPClientTransport(new URL(process.env.MCP_URL), { requestInit: { headers: { authorization: `Bearer ${key}` } } })
  : new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'bin/mcp.ts'],
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { PATH: process.env.PATH ?? '', KB_API_KEY: key, KB_API_URL: process.env.KB_API_URL ?? 'http://localhost:4000' },
      stderr: 'ignore',
    });

const client = new Client({ name: 'example-agent', version: '1.0.0' });
await client.connect(transport);
try {
  const { tools } = await client.listTools();
  const price = (name: string) => /Price: ([^\n]*)/.exec(tools.find((t) => t.name === name)?.description ?? '')?.[1] ?? null;

  const calls: Record<string, unknown> = {};
  for (const [name, args] of [
    ['photonet_profile', { q: profile }],
    ['photonet_stored_profile_full', { q: profile, surface: 'overlay' }],
  ] as const) {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
    const { data, meta } = result.structuredContent as { data: { username?: string }; meta: Record<string, string> };
    calls[name] = { price: price(name), username: data.username ?? null, meta };
  }
  process.stdout.write(JSON.stringify({ tools: tools.length, calls }) + '\n');
} finally {
  await client.close();
}
