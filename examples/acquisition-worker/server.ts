/**
 * A reference acquisition worker (README, "Acquisition workers"; the protocol: schema/acquisition-worker.json). It
 * verifies each request's Acquire-Signature and answers from recorded payloads: every JSON file of the recordings
 * folder is one read, {network, operation, args, cursor, raw}, answered for exactly that request; anything without
 * a recording answers not_found. A real worker replaces the recordings with its own reads of the network (its
 * accounts, proxies, request signing) and answers the same way.
 *
 *   ACQUISITION_WORKER_SECRET=<the API's <NETWORK>_WORKER_SECRET> PORT=4700 npx tsx examples/acquisition-worker/server.ts
 *
 * Then run the API with, for instance, CLIPNET_PROVIDER=worker CLIPNET_WORKER_URL=http://127.0.0.1:4700 and
 * CLIPNET_WORKER_SECRET set to the same secret. It depends on nothing but Node.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** How far a request's signature time may be from this worker's clock (a replayed request is older). */
const TOLERANCE_S = 300;
/** The largest request body read. */
const MAX_BODY = 64 * 1024;

interface Request {
  network: string;
  operation: string;
  args: Record<string, unknown>;
  cursor: string | null;
}

interface Recording extends Request {
  raw: unknown;
}

/** The same JSON for the same request whatever its key order: keys sorted at every level. */
function canonical(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sort(value));
}

const keyOf = (r: Request) => canonical({ network: r.network, operation: r.operation, args: r.args, cursor: r.cursor ?? null });

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, within TOLERANCE_S of now. */
export function verify(secret: string, header: string | undefined, body: string, nowS = Math.floor(Date.now() / 1000)): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '') || Math.abs(nowS - t) > TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(Buffer.from(parts.v1, 'hex'), expected);
}

/** Every recording of a folder, by the request it answers. */
export function loadRecordings(folder: string): Map<string, Recording> {
  const recordings = new Map<string, Recording>();
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    const recording = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Recording;
    recordings.set(keyOf(recording), recording);
  }
  return recordings;
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const failure = (type: string, message: string) => ({ error: { type, message } });

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The worker as an HTTP server (not yet listening). */
export function createWorker(options: { secret: string; recordings: string }): Server {
  if (options.secret.length < 32) throw new Error('ACQUISITION_WORKER_SECRET must be the shared secret, at least 32 characters.');
  const recordings = loadRecordings(options.recordings);
  return createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/acquire') return answer(res, 404, failure('upstream_error', 'This worker serves POST /v1/acquire only.'));
    const body = await readBody(req);
    if (body === null) return answer(res, 413, failure('upstream_error', 'The request is too large.'));
    // Refused before the body is read as JSON: only the API, holding the secret, gets an answer.
    if (!verify(options.secret, req.headers['acquire-signature'] as string | undefined, body)) {
      return answer(
        res,
        401,
        failure('upstream_error', "The request is not signed with this worker's secret, or its time is too far from this worker's clock."),
      );
    }
    let request: Request;
    try {
      request = JSON.parse(body) as Request;
    } catch {
      return answer(res, 400, failure('upstream_error', 'The request is not JSON.'));
    }
    const recording = recordings.get(keyOf(request));
    if (!recording) return answer(res, 404, failure('not_found', `No recording of ${request.network} ${request.operation} for these arguments.`));
    answer(res, 200, { raw: recording.raw });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4700);
  const worker = createWorker({
    secret: process.env.ACQUISITION_WORKER_SECRET ?? '',
    recordings: process.env.RECORDINGS ?? fileURLToPath(new URL('./recordings/', import.meta.url)),
  });
  worker.listen(port, process.env.HOST ?? '127.0.0.1', () => process.stdout.write(`acquisition worker on http://127.0.0.1:${port}\n`));
}
