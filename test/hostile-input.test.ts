import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, fromExtensions, quote, toApiError } from '../platform/errors.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import type { DmService } from '../subgraphs/dm/dm.ts';
import { importDemo } from './helpers/fixtures.ts';
import { checkedFetch } from './helpers/contract.ts';

let env: TestEnv;
let key: string;
let accountId: number;
const USER = demoProfile(2).username;

beforeAll(async () => {
  env = await createTestEnv({ env: { DM_IDENTITY_POOL: '3' } });
  await importDemo(env.services.db, 5);
  ({ key, accountId } = await env.key({ balance: '5', rateLimit: 100_000 }));
});
afterAll(() => env?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the socket closes, with whatever the server wrote before; rejects after `bound` ms. */
function closed(socket: Socket, bound = 15_000): Promise<string> {
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${bound} ms`)), bound);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

function open(base: string): Promise<Socket> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** One complete keep-alive request on a raw socket; resolves with the status line, or '' if the server closes it. */
function roundTrip(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) {
        socket.off('data', onData);
        socket.off('close', onClose);
        resolve(received.split('\r\n')[0]);
      }
    };
    const onClose = () => resolve('');
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.on('error', () => {});
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  });
}

describe('server timeouts and connection cap', () => {
  it('slow connections sending headers byte by byte are closed after the headers timeout', async () => {
    const slow = await env.router({ httpHeadersTimeoutMs: 300 });
    const sockets = await Promise.all(Array.from({ length: 20 }, () => open(slow.base)));
    const waits = sockets.map((s) => closed(s));
    const line = 'GET /v1/photonet/profile?q=someone HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';
    let i = 0;
    const drip = setInterval(() => {
      for (const s of sockets) if (!s.destroyed) s.write(line[i % line.length]);
      i++;
    }, 50);
    try {
      const answers = await Promise.all(waits);
      // Node answers 408 when it can, or just closes; either way the connection is gone.
      for (const answer of answers) expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    } finally {
      clearInterval(drip);
      for (const s of sockets) s.destroy();
      await slow.close();
    }
  });

  it('connections beyond the configured maximum are refused; the admitted ones keep working', async () => {
    const capped = await env.router({ httpMaxConnections: 3 });
    const admitted = await Promise.all(Array.from({ length: 3 }, () => open(capped.base)));
    try {
      // A full request on each proves the server has taken all three before the fourth arrives.
      for (const s of admitted) expect(await roundTrip(s)).toBe('HTTP/1.1 200 OK');
      const extra = await open(capped.base);
      const answer = closed(extra);
      extra.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect(await answer).toBe('');
      expect(await roundTrip(admitted[0])).toBe('HTTP/1.1 200 OK');
      // Once one leaves, a new connection gets in.
      admitted[2].destroy();
      let status = '';
      for (let attempt = 0; attempt < 50 && !status.startsWith('HTTP/1.1 200'); attempt++) {
        const next = await open(capped.base);
        status = await roundTrip(next);
        next.destroy();
        if (!status) await sleep(100);
      }
      expect(status).toBe('HTTP/1.1 200 OK');
    } finally {
      for (const s of admitted) s.destroy();
      await capped.close();
    }
  });
});

describe('requests without a valid key, counted per address', () => {
  it('past the limit a 401 becomes 429 rate_limit_exceeded with Retry-After, on REST and GraphQL; valid keys are untouched', async () => {
    const limited = await env.router({ unauthenticatedRateLimit: 5 });
    try {
      const rest = (headers: Record<string, string> = {}) => checkedFetch(`${limited.base}/v1/photonet/profile?q=${USER}`, { headers });
      const gql = (headers: Record<string, string> = {}) =>
        fetch(`${limited.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query: `{ photonetProfile(q: "${USER}") { username } }` }),
        }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.json() }));
      const unknown = { authorization: `Bearer kb_live_${'0'.repeat(32)}` };
      const malformed = { authorization: 'Bearer nope' };

      const first = [await rest(), await rest(malformed), await rest(unknown), await gql(), await gql(unknown)];
      expect(first.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);

      const over = await rest(unknown);
      expect(over.status).toBe(429);
      expect(Object.keys(over.body)).toEqual(['error']);
      expect(over.body.error.code).toBe('rate_limit_exceeded');
      expect(over.body.error.request_id).toBe(over.headers.get('x-request-id'));
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);

      const overGql = await gql();
      expect(overGql.status).toBe(429);
      expect(overGql.body.errors[0].extensions).toMatchObject({ code: 'rate_limit_exceeded', status: 429 });
      expect(Number(overGql.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

      // The same address with a valid key is served as usual.
      expect((await rest({ authorization: `Bearer ${key}` })).status).toBe(200);
      expect((await gql({ authorization: `Bearer ${key}` })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('hostile input answers 4xx in the right envelope, uncharged', () => {
  let before: { balance: string; ledger: number };
  beforeAll(async () => {
    before = { balance: await env.balance(accountId), ledger: (await env.ledgerRows(accountId)).length };
  });
  afterAll(async () => {
    expect(await env.balance(accountId)).toBe(before.balance);
    expect((await env.ledgerRows(accountId)).length).toBe(before.ledger);
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    env.rest(path, key, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const restError = (res: { status: number; body: any }, status: number, code = 'invalid_request') => {
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(status);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.request_id).toMatch(/^req_[0-9a-f]{32}$/);
    return res.body.error.message as string;
  };
  const graphqlError = (res: { status: number; body: any }, status: number, code = 'invalid_request') => {
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(status);
    expect(res.body.error).toBeUndefined();
    expect(res.body.errors[0].extensions).toMatchObject({ code, status });
    return res.body.errors[0].message as string;
  };

  it('a body over 1 MB is 413 naming the limit, in the REST envelope on REST and the GraphQL shape on /graphql', async () => {
    const big = JSON.stringify({ to: 'someone', text: 'x'.repeat(5 * 1024 * 1024) });
    expect(restError(await post('/v1/photonet/dm/sessions/es_x/messages', big), 413)).toContain('1 MB');
    const query = JSON.stringify({ query: `{ photonetProfile(q: "${USER}") { username } }`, variables: { pad: 'x'.repeat(1_100_000) } });
    expect(graphqlError(await post('/graphql', query), 413)).toContain('1 MB');
  });

  it('a charset other than UTF-8, known or not, is 415', async () => {
    for (const charset of ['latin1', 'no-such-charset']) {
      const headers = { 'content-type': `application/json; charset=${charset}` };
      restError(await post('/v1/photonet/dm/sessions', '{}', headers), 415);
      graphqlError(await post('/graphql', JSON.stringify({ query: '{ __typename }' }), headers), 415);
    }
  });

  it('a POST body in anything but JSON is 415, even where the operation needs no parameter (it would have run)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      restError(await post('/v1/photonet/dm/sessions', 'a=1', { 'content-type': type }), 415);
    }
    // No body at all is still a request with no parameters.
    expect((await env.rest('/v1/photonet/dm/sessions', key, { method: 'POST', headers: { 'content-type': 'text/plain' } })).status).not.toBe(415);
  });

  it('a request line over 16 kB is 431 in the envelope, not a bare status line', async () => {
    const message = restError(await env.rest(`/v1/photonet/profile?q=${'x'.repeat(20_000)}`, key), 431);
    expect(message).toContain('16 kB');
  });

  it('a body that is not what its Content-Encoding says is 400; an unsupported encoding is 415', async () => {
    restError(await post('/v1/photonet/dm/sessions', '{}', { 'content-encoding': 'gzip' }), 400);
    graphqlError(await post('/graphql', JSON.stringify({ query: '{ __typename }' }), { 'content-encoding': 'gzip' }), 400);
    restError(await post('/v1/photonet/dm/sessions', '{}', { 'content-encoding': 'compress' }), 415);
    graphqlError(await post('/graphql', JSON.stringify({ query: '{ __typename }' }), { 'content-encoding': 'compress' }), 415);
    restError(await post('/v1/photonet/dm/sessions', '{"a":', {}), 400);
    graphqlError(await post('/graphql', '{"query":', {}), 400);
  });

  it('a bad % escape in a path id or inside a URL given as q is 400', async () => {
    restError(await env.rest('/v1/jobs/%E0%A4%A', key), 400);
    restError(await env.rest('/v1/jobs/%E0%A4%A/cancel', key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 400);
    const q = encodeURIComponent('https://www.instagram.com/%E0%A4%A/');
    expect(restError(await env.rest(`/v1/photonet/profile?q=${q}`, key), 400)).toContain('q');
    expect(restError(await env.rest(`/v1/photonet/stored/profile/full?q=${q}`, key), 400)).toContain('q');
    const url = encodeURIComponent('https://bsky.app/profile/%E0%A4%A/post/3kabc');
    expect(restError(await env.rest(`/v1/openfeed/live/post?url=${url}`, key), 400)).toContain('url');
    const gql = await env.graphql('{ photonetProfile(q: "https://www.instagram.com/%E0%A4%A/") { username } }', key);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'invalid_request', status: 400 });
  });

  it('a NUL character in any REST parameter, path or body string, however deep, is 400 naming the parameter', async () => {
    expect(restError(await env.rest('/v1/openfeed/live/user/posts?handle=alice.sandbox.test&cursor=%00', key), 400)).toMatch(
      /^cursor must not contain a NUL character/,
    );
    expect(restError(await env.rest('/v1/photonet/profile?q=a%00b', key), 400)).toMatch(/^q must not contain a NUL character/);
    expect(restError(await env.rest('/v1/jobs/job_%00', key), 400)).toMatch(/^job_id must not contain a NUL character/);
    const session = await post('/v1/photonet/dm/sessions', '{}');
    expect(session.status).toBe(200);
    const send = `/v1/photonet/dm/sessions/${session.body.data.session_id}/messages`;
    expect(restError(await post(send, JSON.stringify({ to: 'someone', text: 'hi\u0000there' })), 400)).toMatch(/^text must not contain a NUL character/);
    expect(restError(await post(send, JSON.stringify({ to: 'someone', text: 'hi', more: { list: ['ok', 'b\u0000'] } })), 400)).toMatch(
      /^more\.list\[1\] must not contain a NUL character/,
    );
    const conversations = await env.services.db.query('SELECT 1 FROM dm_conversations');
    expect(conversations).toHaveLength(0);
    await (env.service.runtime.modules.dm as DmService).release(session.body.data.session_id);
  });

  it('a NUL character in a GraphQL string literal or variable is 400 before execution, naming the argument', async () => {
    const literal = await env.graphql(`{ photonetProfile(q: "a\\u0000b") { username } }`, key);
    expect(graphqlError(literal, 400)).toMatch(/^q must not contain a NUL character/);
    const variable = await env.graphql('query($q: String!) { photonetProfile(q: $q) { username } }', key, { q: 'a\u0000b' });
    expect(graphqlError(variable, 400)).toMatch(/^\$q must not contain a NUL character/);
    const nested = await env.graphql('query($q: [String!]!) { photonetProfiles(q: $q) { username } }', key, { q: [USER, 'x\u0000'] });
    expect(graphqlError(nested, 400)).toMatch(/^\$q\[1\] must not contain a NUL character/);
  });

  it('errors quote client input as a short escaped excerpt, never at length', async () => {
    const long = `${'https://www.instagram.com/'}${'x'.repeat(10_000)}/p/`;
    for (const path of [
      `/v1/photonet/profile?q=${encodeURIComponent(long)}`,
      `/v1/photonet/stored/post?q=${'y'.repeat(10_000)}`,
      `/v1/photonet/stored/profile/media?q=${USER}&limit=${'9'.repeat(5000)}`,
      `/v1/photonet/profile?q=${USER}&${'z'.repeat(5000)}=1`,
      `/v1/${'w'.repeat(5000)}`,
    ]) {
      const res = await env.rest(path, key);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error.message.length, path.slice(0, 60)).toBeLessThan(300);
    }
    const control = await env.rest('/v1/photonet/profile?q=a%01b%0Ac', key);
    expect(restError(control, 400)).toContain('"a\\u0001b\\nc"');
    const gql = await env.graphql(`{ photonetProfile(q: "x") { posts(first: "${'v'.repeat(10_000)}") { nodes { shortcode } } } }`, key);
    expect(graphqlError(gql, 400).length).toBeLessThan(300);
  });
});

describe('only the contract error set reaches clients', () => {
  it('quote gives a short JSON-escaped excerpt', () => {
    expect(quote('abc')).toBe('"abc"');
    expect(quote('a\u0000b\n')).toBe('"a\\u0000b\\n"');
    const long = quote('x'.repeat(10_000));
    expect(long.length).toBeLessThanOrEqual(45);
    expect(long.endsWith('…')).toBe(true);
    expect(quote('\u0000'.repeat(100)).length).toBeLessThanOrEqual(45);
  });

  it('toApiError passes our errors and our codes, maps body-parser errors to our own, and hides everything else', () => {
    const ours = new ApiError(404, 'not_found', 'No such profile.');
    expect(toApiError(ours)).toBe(ours);
    expect(toApiError({ status: 404, code: 'not_found', message: 'No such profile.' })).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'No such profile.',
    });

    for (const foreign of [
      Object.assign(new Error('incorrect header check'), { status: 400, code: 'Z_DATA_ERROR', expose: false }),
      { status: 418, code: 'teapot', message: 'I am a teapot' },
      { status: 400, code: 'ECONNRESET', message: 'socket hang up' },
      Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }),
      Object.assign(new Error('boom'), { status: 500, code: 'internal_error' }),
      null,
    ]) {
      const api = toApiError(foreign);
      expect(api).toMatchObject({ status: 500, code: 'internal_error', message: 'Internal error.' });
    }

    const bodyParser = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) =>
      Object.assign(new Error(message), { status, statusCode: status, type, expose: status < 500, ...extra });
    const cases: [unknown, number, RegExp][] = [
      [bodyParser(413, 'entity.too.large', 'request entity too large', { limit: 1_048_576, length: 5_000_000 }), 413, /1 MB/],
      [bodyParser(415, 'charset.unsupported', 'unsupported charset "LATIN1"', { charset: 'latin1' }), 415, /UTF-8/],
      [bodyParser(415, 'encoding.unsupported', 'unsupported content encoding "compress"', { encoding: 'compress' }), 415, /Content-Encoding/],
      [bodyParser(400, 'entity.parse.failed', 'Unexpected token } in JSON at position 7', { body: '{"a": }' }), 400, /not valid JSON/],
      [bodyParser(403, 'entity.verify.failed', 'verify failed'), 400, /body/],
      [
        Object.assign(new Error('incorrect header check'), { status: 400, statusCode: 400, code: 'Z_DATA_ERROR', errno: -3, expose: true }),
        400,
        /Content-Encoding/,
      ],
      [Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), { status: 400 }), 400, /%/],
    ];
    for (const [err, status, message] of cases) {
      const api = toApiError(err);
      expect(api.status).toBe(status);
      expect(api.code).toBe('invalid_request');
      expect(api.message).toMatch(message);
      expect(api.message).not.toContain((err as Error).message);
    }
  });

  it('fromExtensions passes only the contract codes', () => {
    expect(fromExtensions('No such job.', { code: 'not_found', status: 404 })).toMatchObject({ code: 'not_found', status: 404 });
    expect(fromExtensions('x', { code: 'Z_DATA_ERROR', status: 400 })).toBeNull();
    expect(fromExtensions('x', { code: 'INTERNAL_SERVER_ERROR', status: 400 })).toBeNull();
    expect(fromExtensions('x', { code: 'FORBIDDEN', status: 403 })).toBeNull();
  });
});
