// ESLint (flat config): the recommended JavaScript and typescript-eslint rules without type information, and the
// layer rules of test/layers.test.ts as no-restricted-imports patterns, so an import that points up a layer fails
// `npm run lint` (and `npm test`, which runs it first) at the line that makes it.
import { readdirSync, statSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Imports only point down: bin (entry points) → router → rest → subgraphs → platform (as test/layers.test.ts has it). */
const LAYERS = ['bin', 'router', 'rest', 'subgraphs', 'platform'];
/** Code outside the product: the product never imports it. */
const OUTSIDE = ['harness', 'clients', 'bench', 'examples', 'packages'];
/** Every top-level folder with code, test/ included. */
const FOLDERS = [...LAYERS, ...OUTSIDE, 'test'];
/** Each subgraphs/ folder is a network: only subgraphs/registry.ts imports one, and none imports another. */
const NETWORKS = readdirSync(new URL('./subgraphs/', import.meta.url)).filter((name) =>
  statSync(new URL(`./subgraphs/${name}`, import.meta.url)).isDirectory(),
);
/** Deepest folder level of any source file (subgraphs/intelligence/analysis/…: 3), with room to grow. */
const MAX_DEPTH = 6;

/**
 * The patterns match an import as it is written, so each is made for the folder depth of the file it applies to: from
 * a file `depth` folders below the root, `(../){depth}router/` is the root's router/ (and `../rest/` from
 * platform/outbound/ is platform/rest/, which no pattern names). Non-relative imports are packages.
 */
const fromRoot = (depth, folders) => `^${depth === 0 ? '\\./' : `(\\.\\./){${depth}}`}(${folders.join('|')})(/|$)`;

/** The patterns for a file at `depth` folders in `folder` (and in network `network`, for a file of subgraphs/<network>/). */
function restrictions(folder, depth, network, registry = false) {
  const patterns = [];
  const forbid = (folders, message, base = fromRoot(depth, folders)) => folders.length && patterns.push({ regex: base, message });
  const layer = LAYERS.indexOf(folder);
  if (layer >= 0) {
    forbid(
      LAYERS.slice(0, layer),
      `${folder}/ is below ${LAYERS.slice(0, layer).join(', ')}: imports only point down bin → router → rest → subgraphs → platform.`,
    );
    // The entry points may start the harness; nothing else in the product reaches outside it.
    forbid(folder === 'bin' ? ['bench', 'examples', 'packages'] : OUTSIDE, `${folder}/ is product code: it imports nothing from ${OUTSIDE.join(', ')}.`);
  }
  if (folder !== 'test') forbid(['test'], 'Nothing outside test/ imports from test/.');
  // Core code names no network: only the registry imports a network folder, and a network imports no other network.
  if (LAYERS.includes(folder) && !network && !registry) {
    forbid(NETWORKS, 'Core code imports a network folder only through subgraphs/registry.ts.', fromRoot(depth, [`subgraphs/(${NETWORKS.join('|')})`]));
    if (folder === 'subgraphs' && depth === 1)
      forbid(NETWORKS, 'Core code imports a network folder only through subgraphs/registry.ts.', fromRoot(0, NETWORKS));
  }
  if (network) {
    const others = NETWORKS.filter((n) => n !== network);
    const message = `subgraphs/${network}/ imports no other network's folder.`;
    forbid(others, message, fromRoot(depth - 1, others));
    forbid(
      others,
      message,
      fromRoot(
        depth,
        others.map((n) => `subgraphs/${n}`),
      ),
    );
  }
  return ['error', { patterns }];
}

/** One config object per folder, depth (and network): a rule's options replace, never merge, so each file gets one. */
function layerConfigs() {
  const configs = [];
  for (const folder of FOLDERS) {
    for (let depth = 1; depth <= MAX_DEPTH; depth++) {
      const files = [`${folder}/${'*/'.repeat(depth - 1)}*.{ts,js}`];
      const rule = (network) => ({ 'no-restricted-imports': restrictions(folder, depth, network) });
      if (folder === 'subgraphs' && depth >= 2) {
        for (const network of NETWORKS) {
          configs.push({
            name: `layers/${folder}/${network}/depth-${depth}`,
            files: [`subgraphs/${network}/${'*/'.repeat(depth - 2)}*.{ts,js}`],
            rules: rule(network),
          });
        }
      } else {
        configs.push({ name: `layers/${folder}/depth-${depth}`, files, rules: rule() });
      }
    }
  }
  // The registry is the one core file that imports every network.
  configs.push({
    name: 'layers/registry',
    files: ['subgraphs/registry.ts'],
    rules: { 'no-restricted-imports': restrictions('subgraphs', 1, undefined, true) },
  });
  configs.push({
    name: 'layers/root',
    files: ['*.{ts,js}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: fromRoot(0, ['test']), message: 'Nothing outside test/ imports from test/.' }] }] },
  });
  return configs;
}

export default defineConfig(
  {
    // Generated files (npm run graphql:codegen, npm run sdk) and data.
    ignores: ['dist/', 'clients/graphql/generated/', 'packages/sdk/src/generated/', 'schema/', 'bench/.work/', 'bench/results/', '.data/'],
  },
  {
    files: ['**/*.{ts,js}'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A name that starts with _ is unused on purpose (a parameter a signature needs, a key left out of a rest).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `catch {}`: the failure is the answer (not JSON, no such file); every other empty block is a mistake.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Node's globals for the plain JavaScript entry points (TypeScript files have their types checked by tsc).
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  ...layerConfigs(),
  {
    // Tests, the benchmark and the harness they share may use `any` for the JSON they read; the product may not.
    files: ['test/**', 'bench/**', 'harness/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
