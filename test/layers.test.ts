import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports only point down: bin (entry points) → router → rest → subgraphs → platform. The core names no
 * network: only subgraphs/registry.ts imports a network folder, and a network folder imports no other network's.
 * No file imports itself back through others (no cycle), and the benchmark, the clients and the harness the tests
 * share with the benchmark import nothing from test/.
 */

const ROOT = new URL('../', import.meta.url).pathname;
const LAYERS = ['bin', 'router', 'rest', 'subgraphs', 'platform'];
const NETWORKS = readdirSync(join(ROOT, 'subgraphs')).filter((name) => statSync(join(ROOT, 'subgraphs', name)).isDirectory());

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    if (name === 'node_modules') return [];
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

describe('the import graph', () => {
  const OUTSIDE = ['clients', 'bench', 'harness', 'examples'];
  const all = [...LAYERS, ...OUTSIDE].flatMap(sources);
  const known = new Set(all);
  const graph = new Map(all.map((file) => [file, importsOf(file).filter((target) => known.has(target))]));

  /** The strongly connected components of more than one file (Tarjan): each is a cycle of imports. */
  function cycles(): string[][] {
    let next = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const found: string[][] = [];
    const visit = (v: string) => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      onStack.add(v);
      for (const w of graph.get(v) ?? []) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) !== index.get(v)) return;
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component.sort());
    };
    for (const file of all) if (!index.has(file)) visit(file);
    return found;
  }

  it('has no cycle, type-only imports included', () => {
    expect(all.length).toBeGreaterThan(300);
    expect(cycles()).toEqual([]);
  });

  it('the benchmark, the clients, the examples and the harness import nothing from test/', () => {
    const reaching = OUTSIDE.flatMap(sources).flatMap((file) =>
      importsOf(file)
        .filter((t) => t.startsWith('test/'))
        .map((t) => `${file} -> ${t}`),
    );
    expect(reaching).toEqual([]);
  });
});
