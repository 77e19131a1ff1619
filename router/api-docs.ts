import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Router } from 'express';
import { packageDir, serveAssets } from './static-assets.ts';

const SWAGGER_UI = packageDir('swagger-ui-dist');

// The reference page loads nothing from the internet: Swagger UI comes from our own dependencies.
const ASSETS: Record<string, string> = {
  'swagger-ui.css': join(SWAGGER_UI, 'swagger-ui.css'),
  'swagger-ui-bundle.js': join(SWAGGER_UI, 'swagger-ui-bundle.js'),
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>API reference · Social Data API</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
  <style>body { margin: 0; }</style>
</head>
<body>
  <div id="reference">Loading…</div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script>
    SwaggerUIBundle({ url: '/openapi.json', dom_id: '#reference', deepLinking: true, tryItOutEnabled: false, persistAuthorization: false });
  </script>
</body>
</html>`;

/**
 * The API description at GET /openapi.json and its reference page at GET /docs, both without a key. The description
 * is the one schema/openapi.json holds, made with this process's configuration (its GraphQL limits, say).
 */
export function apiDocsRouter(description: Record<string, unknown>): Router {
  const json = JSON.stringify(description);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  const router = Router();
  router.get('/openapi.json', (req, res) => {
    res.set({ ETag: etag, 'Cache-Control': 'no-cache' }).type('json');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(json);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(PAGE);
  });
  serveAssets(router, '/docs/assets', ASSETS);
  return router;
}
