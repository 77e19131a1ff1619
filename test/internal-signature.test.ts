import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_SIGNATURE_HEADER, signInternal, verifyInternal } from '../platform/internal-signature.ts';
import { SubgraphExecutor } from '../subgraphs/executor.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { serveSubgraph } from '../subgraphs/serve.ts';
import { createTestEnv, supergraphYaml, TEST_INTERNAL_SECRET, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = Date.UTC(2026, 10, 23, 3, 0, 0);

describe('the signed internal header', () => {
  it('vouches for the account, its mode and the request id it was signed for, until it expires', () => {
    const header = signInternal(SECRET, { accountId: 42, keyMode: 'test', requestId: 'req_a.b/c' }, NOW, 1000);
    expect(verifyInternal(SECRET, header, NOW)).toEqual({ accountId: 42, keyMode: 'test', requestId: 'req_a.b/c' });
    expect(verifyInternal(SECRET, header, NOW + 999)).toEqual({ accountId: 42, keyMode: 'test', requestId: 'req_a.b/c' });
    expect(verifyInternal(SECRET, header, NOW + 1000)).toBeNull();
    expect(verifyInternal(SECRET, signInternal(SECRET, { accountId: null, keyMode: 'live', requestId: 'readyz' }, NOW), NOW)).toEqual({
      accountId: null,
      keyMode: 'live',
      requestId: 'readyz',
    });
  });

  it('refuses another secret, a changed account, mode or expiry, and anything malformed', () => {
    const header = signInternal(SECRET, { accountId: 42, keyMode: 'live', requestId: 'r1' }, NOW, 1000);
    const [v, , keyMode, expiry, rid, mac] = header.split('.');
    expect(verifyInternal(SECRET + 'x', header, NOW)).toBeNull();
    expect(verifyInternal(SECRET, [v, '43', keyMode, expiry, rid, mac].join('.'), NOW)).toBeNull();
    expect(verifyInternal(SECRET, [v, '42', 'test', expiry, rid, mac].join('.'), NOW)).toBeNull();
    expect(verifyInternal(SECRET, [v, '42', keyMode, String(Number(expiry) + 60_000), rid, mac].join('.'), NOW + 5000)).toBeNull();
    expect(verifyInternal(SECRET, [v, '-', keyMode, expiry, rid, mac].join('.'), NOW)).toBeNull();
    // The earlier form, without a mode, is refused rather than read as either mode.
    expect(verifyInternal(SECRET, ['v1', '42', expiry, rid, mac].join('.'), NOW)).toBeNull();
    for (const bad of [
      undefined,
      '',
      '42',
      'v2.42.live.1.cjE.' + mac,
      'v2.42.sandbox.1.cjE.' + mac,
      header + '.x',
      header.slice(0, -1),
      header.replace(/.$/, 'Z'),
    ]) {
      expect(verifyInternal(SECRET, bad, NOW)).toBeNull();
    }
  });
});

describe('a subgraph served over HTTP', () => {
  let env: TestEnv;
  let url: string;
  let stop: () => Promise<void>;
  const USER = demoProfile(0).username;
  const QUERY = JSON.stringify({ query: `{ photonetProfile(q: "${USER}") { username } }` });

  beforeAll(async () => {
    env = await createTestEnv({ jobWorker: false });
    await importDemo(env.services.db, 3);
    const served = await serveSubgraph('photonet', env.service.runtime, 0);
    stop = served.stop;
    url = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await stop?.();
    await env?.close();
  });

  const post = async (headers: Record<string, string>) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: QUERY });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('answers 401 in GraphQL form to a call without a valid signature, a bare x-account-id included', async () => {
    const expired = signInternal(TEST_INTERNAL_SECRET, { accountId: 1, keyMode: 'live', requestId: 'r' }, Date.now() - 120_000);
    const forged = signInternal('some-other-secret-that-is-long-enough-too', { accountId: 1, keyMode: 'live', requestId: 'r' }, Date.now());
    const cases: Record<string, string>[] = [{}, { 'x-account-id': '1' }, { [INTERNAL_SIGNATURE_HEADER]: expired }, { [INTERNAL_SIGNATURE_HEADER]: forged }];
    for (const headers of cases) {
      const answer = await post(headers);
      expect(answer.status).toBe(401);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toHaveLength(1);
      expect(answer.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
      expect(answer.body.errors[0].message).toMatch(/signed/);
    }
  });

  it('answers a call signed with the shared secret', async () => {
    const answer = await post({
      [INTERNAL_SIGNATURE_HEADER]: signInternal(TEST_INTERNAL_SECRET, { accountId: null, keyMode: 'live', requestId: 'r' }, Date.now()),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ photonetProfile: { username: USER } });
  });

  it('is reached by a router with the same secret, charged as in-process; one with another secret fails 502 uncharged', async () => {
    const supergraphConfig = supergraphYaml({ photonet: url });
    const good = await env.router({ jobWorker: false, supergraphConfig });
    const wrong = await env.router({ jobWorker: false, supergraphConfig, internalSigningSecret: 'a-different-secret-0123456789-abcdefgh' });
    const { key, accountId } = await env.key({ balance: '1' });
    const ask = (base: string) =>
      fetch(base + '/graphql', { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: QUERY }).then(
        async (r) => ({ status: r.status, body: (await r.json()) as any }),
      );

    const before = await env.balance(accountId);
    const ok = await ask(good.base);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ photonetProfile: { username: USER } });
    const charged = await env.balance(accountId);
    expect(Number(charged)).toBeLessThan(Number(before));

    const refused = await ask(wrong.base);
    expect(refused.status).toBe(502);
    expect(refused.body.errors[0].extensions.code).toBe('upstream_error');
    expect(JSON.stringify(refused.body)).not.toMatch(/INTERNAL_SIGNING_SECRET|signature/);
    expect(await env.balance(accountId)).toBe(charged);
  });

  it('cannot be called by a router that has no secret: it refuses to start', () => {
    const runtime = { ...env.service.runtime, config: { ...env.config, internalSigningSecret: null } };
    expect(() => new SubgraphExecutor([{ name: 'photonet', routingUrl: url }], runtime)).toThrow(/INTERNAL_SIGNING_SECRET must be set/);
    expect(() => new SubgraphExecutor([{ name: 'photonet', routingUrl: null }], runtime)).not.toThrow();
  });
});
