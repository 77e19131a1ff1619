import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { registry } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { fullProfile, line } from './helpers/fixtures.ts';
import { readFileSync } from 'node:fs';
import { toolsFrom } from '../clients/mcp/tools.ts';
import { restRequest } from '../clients/mcp/rest-call.ts';

/**
 * The MCP server (bin/mcp.ts) end to end against a started service: over stdio (a spawned process, the key from
 * KB_API_KEY) and over streamable HTTP (a spawned process, the key from each request's Authorization header). An MCP
 * client lists the tools and calls two of them; each call is charged exactly as the same REST request (ledger rows
 * and balance), since it is that REST request.
 */

const ROOT = new URL('../', import.meta.url).pathname;
const USER = fullProfile().username;
let env: TestEnv;
const children: ChildProcess[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  const report = await registry.importCorpus(env.services.db, [line(fullProfile())]);
  expect(report.imported).toBe(1);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await env?.close();
});

function serverEnv(extra: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', KB_API_URL: env.base, ...extra };
}

async function stdioClient(extra: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', 'bin/mcp.ts'],
    cwd: ROOT,
    env: serverEnv(extra),
    stderr: 'pipe',
  });
  await client.connect(transport);
  return client;
}

/** Spawns `bin/mcp.ts --http` on a free loopback port and answers its /mcp URL. */
async function httpServer(extra: Record<string, string> = {}): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/mcp.ts', '--http'], {
    cwd: ROOT,
    env: serverEnv({ MCP_PORT: '0', MCP_HOST: '127.0.0.1', ...extra }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  for await (const chunk of child.stdout!) {
    out += String(chunk);
    const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
    if (url) return url;
  }
  throw new Error(`the MCP HTTP server did not start: ${out}`);
}

async function httpClient(url: string, key: string): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;

async function charges(accountId: number) {
  await env.service.ledger.drain();
  return (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge');
}

/** The same two operations as REST requests on a fresh key: what the MCP calls must have cost. */
async function restReference() {
  const { key, accountId } = await env.key({ balance: '5' });
  const profile = await env.rest(`/v1/photonet/profile?q=${USER}`, key);
  const full = await env.rest(`/v1/photonet/stored/profile/full?q=${USER}&surface=overlay`, key);
  expect([profile.status, full.status]).toEqual([200, 200]);
  return { profile: profile.body, full: full.body, charges: (await charges(accountId)).map((r) => r.amount), balance: await env.balance(accountId) };
}

/** Lists the tools, calls two, and checks the answers and the billing against the same REST requests. */
async function listAndCallTwo(client: Client, accountId: number) {
  const { tools } = await client.listTools();
  const names = tools.map((t) => t.name);
  expect(names).toEqual(
    expect.arrayContaining(['photonet_profile', 'photonet_stored_profile_full', 'jobs_status', 'jobs_results', 'photonet_dm_conversations']),
  );
  // Blocked operations (501 whatever they are asked) and writes are not tools; DM sends are off by default.
  expect(names).not.toContain('notenet_live_user');
  expect(names.filter((n) => /dm_(send|reply|create_session|refresh)$|jobs_cancel|intelligence_contact_fast/.test(n))).toEqual([]);
  for (const tool of tools) expect(tool.description, tool.name).toMatch(/Price: (\$\d|Free)/);
  const profileTool = tools.find((t) => t.name === 'photonet_profile')!;
  expect(profileTool.description).toContain('$0.0005 per result');
  expect(profileTool._meta).toEqual({
    'social-data-api/price': [{ field: 'Query.photonetProfile', amount: '$0.0005' }],
    'social-data-api/availability': 'available',
  });
  expect(profileTool.inputSchema).toMatchObject({ type: 'object', properties: { q: { type: 'string' } }, required: ['q'] });
  expect(tools.find((t) => t.name === 'jobs_status')!.inputSchema.required).toEqual(['job_id']);

  const reference = await restReference();
  const profile = await call(client, 'photonet_profile', { q: USER });
  const full = await call(client, 'photonet_stored_profile_full', { q: USER, surface: 'overlay' });
  expect(profile.isError).toBeFalsy();
  expect(full.isError).toBeFalsy();
  const [p, f] = [profile.structuredContent as any, full.structuredContent as any];
  expect(p.data).toStrictEqual(reference.profile.data);
  expect(f.data).toStrictEqual(reference.full.data);
  expect(JSON.parse((profile.content[0] as { text: string }).text)).toStrictEqual(p);
  expect([p.meta.cost, f.meta.cost]).toEqual([reference.profile.meta.cost, reference.full.meta.cost]);
  expect([p.meta.cost, f.meta.cost]).toEqual(['$0.0005', '$0.0010']);

  const rows = await charges(accountId);
  expect(rows.map((r) => r.amount)).toEqual(reference.charges);
  expect(rows.map((r) => r.request_id)).toEqual([p.meta.request_id, f.meta.request_id]);
  expect(await env.balance(accountId)).toBe(reference.balance);
  expect(f.meta.balance).toBe('$4.9985');
}

describe('tools from the OpenAPI document', () => {
  const document = JSON.parse(readFileSync(new URL('../schema/openapi.json', import.meta.url), 'utf8'));
  const operations = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );

  it('one tool per GET operation under /v1 not blocked upstream, and the DM outreach POSTs only when enabled', () => {
    const reads = operations.filter(
      ({ path, method, op }) => method === 'get' && path.startsWith('/v1/') && !op.deprecated && op['x-availability'] !== 'blocked',
    );
    const tools = toolsFrom(document, { dmSends: false });
    expect(tools.map((t) => t.route.method + ' ' + t.route.path)).toEqual(reads.map(({ path }) => 'GET ' + path));
    const withDm = toolsFrom(document, { dmSends: true });
    expect(
      withDm
        .filter((t) => t.route.method === 'POST')
        .map((t) => t.name)
        .sort(),
    ).toEqual(['photonet_dm_create_session', 'photonet_dm_refresh', 'photonet_dm_reply', 'photonet_dm_send']);
    for (const tool of tools) {
      const op = reads.find(({ path }) => path === tool.route.path)!.op;
      expect(tool.description).toContain(op.description);
      const params = (op.parameters ?? []).filter((p: any) => !p.deprecated);
      expect(Object.keys(tool.inputSchema.properties).sort()).toEqual(
        params.map((p: any) => (p.in === 'header' ? p.name.toLowerCase().replace(/-/g, '_') : p.name)).sort(),
      );
    }
  });

  it('a call becomes its REST request: path parameters encoded, the rest in the query or the body, Idempotency-Key as a header', () => {
    const tools = toolsFrom(document, { dmSends: true });
    const feed = tools.find((t) => t.name === 'photonet_user_feed')!;
    const get = restRequest(
      feed,
      { handle: 'a.b', max_pages: 2, get_raw: false, idempotency_key: 'k1' },
      { baseUrl: 'http://127.0.0.1:1', timeoutMs: 1 },
      'kb_live_x',
    );
    expect(get.url).toBe('http://127.0.0.1:1/v1/photonet/user_feed?handle=a.b&max_pages=2&get_raw=false');
    expect(get.init.headers).toMatchObject({ authorization: 'Bearer kb_live_x', 'Idempotency-Key': 'k1' });
    const send = tools.find((t) => t.name === 'photonet_dm_send')!;
    const post = restRequest(send, { session_id: 'es_1/..', to: 'x', text: 'hi' }, { baseUrl: 'http://127.0.0.1:1/', timeoutMs: 1 }, 'kb_live_x');
    expect(post.url).toBe('http://127.0.0.1:1/v1/photonet/dm/sessions/es_1%2F../messages');
    expect([post.init.method, post.init.body]).toEqual(['POST', JSON.stringify({ to: 'x', text: 'hi' })]);
  });
});

describe('MCP over stdio', () => {
  it('lists the tools and calls two, each billed as its REST request', async () => {
    const { key, accountId } = await env.key({ balance: '5' });
    const client = await stdioClient({ KB_API_KEY: key });
    try {
      await listAndCallTwo(client, accountId);
    } finally {
      await client.close();
    }
  });

  it('refuses to start without an API key', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bin/mcp.ts'], { cwd: ROOT, env: serverEnv({}), stdio: ['pipe', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk) => (err += String(chunk)));
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
    expect(err).toContain('KB_API_KEY is not set');
  });

  it('an unknown key: every tool call refused as invalid_api_key', async () => {
    const client = await stdioClient({ KB_API_KEY: 'kb_live_' + '0'.repeat(32) });
    try {
      const result = await call(client, 'photonet_profile', { q: USER });
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({ status: 401, error: { code: 'invalid_api_key' } });
    } finally {
      await client.close();
    }
  });

  it('bad arguments: unknown ones refused before any request, invalid ones answered 400 by the service, uncharged', async () => {
    const { key, accountId } = await env.key({ balance: '5' });
    const client = await stdioClient({ KB_API_KEY: key });
    try {
      const unknown = await call(client, 'photonet_profile', { q: USER, limit: 3 });
      expect(unknown.isError).toBe(true);
      expect((unknown.content[0] as { text: string }).text).toContain('Unknown argument "limit"; this tool takes q');
      const missing = await call(client, 'photonet_profile', {});
      expect(missing.structuredContent).toMatchObject({ status: 400, error: { code: 'invalid_request' } });
      const none = await call(client, 'no_such_tool', {});
      expect(none.isError).toBe(true);
      expect(await charges(accountId)).toEqual([]);
      expect(await env.balance(accountId)).toBe('5.0000');
    } finally {
      await client.close();
    }
  });
});

describe('MCP over streamable HTTP', () => {
  let url: string;
  beforeAll(async () => {
    url = await httpServer();
  });

  it('lists the tools and calls two with the key of the Authorization header, each billed as its REST request', async () => {
    const { key, accountId } = await env.key({ balance: '5' });
    const client = await httpClient(url, key);
    try {
      await listAndCallTwo(client, accountId);
    } finally {
      await client.close();
    }
  });

  it('refuses a request without a key (401, nothing read or called)', async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'photonet_profile', arguments: { q: USER } } }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect((await res.json()).error.message).toContain('Authorization: Bearer');
    const client = new Client({ name: 'mcp-test', version: '1.0.0' });
    await expect(client.connect(new StreamableHTTPClientTransport(new URL(url)))).rejects.toThrow();
  });

  it('refuses a body that is not JSON (400) or over 1 MB (413), and methods other than POST (405)', async () => {
    const send = (body: string) =>
      fetch(url, {
        method: 'POST',
        headers: { authorization: 'Bearer kb_live_x', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body,
      });
    const notJson = await send('{');
    expect([notJson.status, (await notJson.json()).error.code]).toEqual([400, -32700]);
    expect((await send('x'.repeat((1 << 20) + 1))).status).toBe(413);
    expect((await fetch(url, { headers: { authorization: 'Bearer kb_live_x' } })).status).toBe(405);
  });

  it('an unknown key: the tool call is refused as invalid_api_key', async () => {
    const client = await httpClient(url, 'kb_live_' + 'f'.repeat(32));
    try {
      const result = await call(client, 'photonet_stored_profile_full', { q: USER });
      expect(result.structuredContent).toMatchObject({ status: 401, error: { code: 'invalid_api_key' } });
    } finally {
      await client.close();
    }
  });
});

describe('DM sends', () => {
  it('are tools only when MCP_ENABLE_DM_SENDS=true, and a send is billed as on REST', async () => {
    const enabled = await httpServer({ MCP_ENABLE_DM_SENDS: 'true' });
    const { key, accountId } = await env.key({ balance: '5' });
    const client = await httpClient(enabled, key);
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(expect.arrayContaining(['photonet_dm_create_session', 'photonet_dm_send', 'photonet_dm_reply', 'photonet_dm_refresh']));
      const send = (await client.listTools()).tools.find((t) => t.name === 'photonet_dm_send')!;
      expect(send.description).toContain('$0.02');
      expect(send.inputSchema.required).toEqual(['session_id', 'to', 'text']);
      expect(send.annotations?.readOnlyHint).toBe(false);

      const session = await call(client, 'photonet_dm_create_session', {});
      expect(session.isError, JSON.stringify(session.content)).toBeFalsy();
      const sessionId = (session.structuredContent as any).data.session_id as string;
      const sent = await call(client, 'photonet_dm_send', { session_id: sessionId, to: 'mcp_recipient', text: 'Hello from an agent', client_token: 'mcp-1' });
      expect(sent.isError, JSON.stringify(sent.content)).toBeFalsy();
      expect((sent.structuredContent as any).data.sent.state).toBe('sent');
      expect((sent.structuredContent as any).meta.cost).toBe('$0.0200');
      const replay = await call(client, 'photonet_dm_send', { session_id: sessionId, to: 'mcp_recipient', text: 'Hello from an agent', client_token: 'mcp-1' });
      expect((replay.structuredContent as any).data.sent.deduplicated).toBe(true);
      expect((await charges(accountId)).map((r) => r.amount)).toEqual(['-0.0200']);
    } finally {
      await client.close();
    }
  });
});
