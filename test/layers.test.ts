import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports only point down: bin (entry points) → router → rest-compat → subgraphs → platform. The core names no
 * network: only subgraphs/registry.ts imports a network folder, and a network folder imports no other network's.
 */

const ROOT = new URL('../', import.meta.url).pathname;
const LAYERS = ['bin', 'router', 'rest-compat', 'subgraphs', 'platform'];
const NETWORKS = readdirSync(join(ROOT, 'subgraphs')).filter((name) => statSync(join(ROOT, 'subgraphs', name)).isDirectory());

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative import of a file (static, type-only and dynamic), as a path from the repository root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return specifiers.map((s) => relative(ROOT, normalize(join(ROOT, dirname(file), s))));
}

const layerOf = (path: string) => LAYERS.indexOf(path.split('/')[0]);
const networkOf = (path: string) => (path.startsWith('subgraphs/') && NETWORKS.includes(path.split('/')[1]) ? path.split('/')[1] : null);

const edges = LAYERS.flatMap(sources).flatMap((file) => importsOf(file).map((target) => ({ file, target })));

describe('layers', () => {
  it('finds the code it checks', () => {
    expect(NETWORKS).toEqual(expect.arrayContaining(['photonet', 'openfeed', 'dm', 'jobs']));
    expect(edges.length).toBeGreaterThan(100);
  });

  it('imports only point down the layers', () => {
    const upward = edges.filter(({ file, target }) => layerOf(target) >= 0 && layerOf(target) < layerOf(file));
    expect(upward.map((e) => `${e.file} -> ${e.target}`)).toEqual([]);
  });

  it('no core code imports a network folder except through the registry', () => {
    const reaching = edges.filter(({ file, target }) => networkOf(target) && !networkOf(file) && file !== 'subgraphs/registry.ts');
    expect(reaching.map((e) => `${e.file} -> ${e.target}`)).toEqual([]);
  });

  it('a network folder imports no other network folder', () => {
    const across = edges.filter(({ file, target }) => networkOf(file) && networkOf(target) && networkOf(file) !== networkOf(target));
    expect(across.map((e) => `${e.file} -> ${e.target}`)).toEqual([]);
  });
});
