import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUBGRAPHS } from '../subgraphs/registry.ts';

/**
 * A supergraph.yaml in a temporary folder naming every subgraph of the registry, with the given ones served over
 * HTTP at their routing URL: what test and benchmark deployments start routers with.
 */
export function supergraphYaml(routingUrls: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'kb-supergraph-'));
  const root = new URL('../', import.meta.url).pathname;
  const lines = ['federation_version: =2.7.0', 'subgraphs:'];
  for (const { name } of SUBGRAPHS) {
    lines.push(`  ${name}:`);
    if (routingUrls[name]) lines.push(`    routing_url: ${routingUrls[name]}`);
    lines.push('    schema:', `      file: ${join(root, 'subgraphs', name, 'schema.graphql')}`);
  }
  const file = join(dir, 'supergraph.yaml');
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}
