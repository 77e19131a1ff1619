import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response, Router } from 'express';

/** Static files the browser pages load (GraphiQL, the API reference), served from our own dependencies. */

const require = createRequire(import.meta.url);

/** The folder of an installed package. */
export const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  /** Strong: a digest of exactly these bytes, so each encoding of an asset has its own. */
  etag: string;
}

const compressors: Record<Exclude<Encoding, 'identity'>, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 9 }),
};

const variant = (body: Buffer): Variant => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` });

/**
 * Each asset is read and compressed once per process, when first asked for in that encoding (off the event loop:
 * the GraphiQL bundle is ~1 MB, ~120 ms of brotli), then served from memory.
 */
const variants = new Map<string, Promise<Variant>>();
function assetVariant(file: string, encoding: Encoding): Promise<Variant> {
  const id = `${file}|${encoding}`;
  let found = variants.get(id);
  if (!found) {
    found = readFile(file).then((bytes) => (encoding === 'identity' ? variant(bytes) : compressors[encoding](bytes).then(variant)));
    found.catch(() => variants.delete(id));
    variants.set(id, found);
  }
  return found;
}

/**
 * An asset with a strong ETag and a day of caching, 304 when If-None-Match holds it. Compressed here rather than by
 * the compression middleware, which would send gzip under the identity's ETag: each encoding is its own
 * representation with its own ETag (Vary: Accept-Encoding). `no-transform` keeps the middleware off it.
 */
async function sendAsset(req: Request, res: Response, file: string): Promise<void> {
  const encoding = ((req.headers['accept-encoding'] && req.acceptsEncodings('br', 'gzip', 'identity')) || 'identity') as Encoding;
  const { body, etag } = await assetVariant(file, encoding);
  res.set({ 'Cache-Control': 'public, max-age=86400, no-transform', ETag: etag }).vary('Accept-Encoding');
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.type(extname(file));
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.send(body);
}

/** Serves each file of `assets` (name → absolute path) at `<prefix>/<name>`. */
export function serveAssets(router: Router, prefix: string, assets: Record<string, string>): void {
  for (const [name, file] of Object.entries(assets)) router.get(`${prefix}/${name}`, (req, res) => sendAsset(req, res, file));
}
