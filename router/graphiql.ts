import { join } from 'node:path';
import { Router } from 'express';
import { packageDir, serveAssets } from './static-assets.ts';

// Every file the page loads comes from our own dependencies: the page works with no internet.
const ASSETS: Record<string, string> = {
  'react.js': join(packageDir('react'), 'umd/react.production.min.js'),
  'react-dom.js': join(packageDir('react-dom'), 'umd/react-dom.production.min.js'),
  'graphiql.js': join(packageDir('graphiql'), 'graphiql.min.js'),
  'graphiql.css': join(packageDir('graphiql'), 'graphiql.min.css'),
};

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
    <input id="api-key" type="password" placeholder="kb_live_... or kb_test_..." autocomplete="off" spellcheck="false">
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
  serveAssets(router, '/graphiql/assets', ASSETS);
  router.get('/graphql', (req, res, next) => {
    if (!req.accepts(['application/json', 'text/html']) || req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    res.type('html').send(page);
  });
  return router;
}
