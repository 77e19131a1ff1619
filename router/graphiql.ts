import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Router, type Request, type Response } from 'express';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

// Every file the page loads comes from our own dependencies: the page works with no internet.
const ASSETS: Record<string, string> = {
  'react.js': join(packageDir('react'), 'umd/react.production.min.js'),
  'react-dom.js': join(packageDir('react-dom'), 'umd/react-dom.production.min.js'),
  'graphiql.js': join(packageDir('graphiql'), 'graphiql.min.js'),
  'graphiql.css': join(packageDir('graphiql'), 'graphiql.min.css'),
};

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

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>GraphiQL · Social Data API</title>
  <link rel="stylesheet" href="/graphiql/assets/graphiql.css">
  <style>
    body { margin: 0; height: 100vh; display: flex; flex-direction: column; font-family: system-ui, sans-serif; }
    #key-bar { display: flex; gap: 8px; align-items: center; padding: 6px 12px; border-bottom: 1px solid #ddd; font-size: 14px; }
    #key-bar input { flex: 0 1 420px; font-family: monospace; padding: 4px 6px; }
    #graphiql { flex: 1; min-height: 0; }
  </style>
</head>
<body>
  <div id="key-bar">
    <label for="api-key">API key</label>
    <input id="api-key" type="password" placeholder="kb_live_..." autocomplete="off" spellcheck="false">
    <span id="key-note">Sent as Authorization: Bearer &lt;key&gt;; kept in this browser only.</span>
  </div>
  <div id="graphiql">Loading…</div>
  <script src="/graphiql/assets/react.js"></script>
  <script src="/graphiql/assets/react-dom.js"></script>
  <script src="/graphiql/assets/graphiql.js"></script>
  <script>
    const input = document.getElementById('api-key');
    input.value = localStorage.getItem('kb-api-key') || '';
    const fetcher = async (params) => {
      const key = input.value.trim();
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: Object.assign({ 'content-type': 'application/json' }, key ? { authorization: 'Bearer ' + key } : {}),
        body: JSON.stringify(params),
      });
      return response.json();
    };
    const defaultQuery = __EXAMPLE__;
    const root = ReactDOM.createRoot(document.getElementById('graphiql'));
    // Keyed by the API key: a new key remounts GraphiQL, which fetches the schema again with it.
    const render = () => root.render(React.createElement(GraphiQL, { key: input.value.trim(), fetcher, defaultQuery, shouldPersistHeaders: false }));
    input.addEventListener('change', () => {
      localStorage.setItem('kb-api-key', input.value.trim());
      render();
    });
    render();
  </script>
</body>
</html>`;

/** GraphiQL at GET /graphql for browsers (Accept: text/html), and its assets; `example` is its first query. */
export function graphiqlRouter(example: string): Router {
  // As a JS string literal inside <script>: JSON, with < escaped so no text can close the script element.
  const literal = JSON.stringify(`# Paste your API key above, then run:\n${example}\n`).replace(/</g, '\\u003c');
  const page = PAGE.replace('__EXAMPLE__', () => literal);
  const router = Router();
  for (const [name, file] of Object.entries(ASSETS)) {
    router.get(`/graphiql/assets/${name}`, (req, res) => sendAsset(req, res, file));
  }
  router.get('/graphql', (req, res, next) => {
    if (!req.accepts(['application/json', 'text/html']) || req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    res.type('html').send(page);
  });
  return router;
}

