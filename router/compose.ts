import { readFileSync, writeFileSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { loadConfig } from '../platform/config.ts';
import { readSupergraphConfig } from '../subgraphs/supergraph-config.ts';

export const SUPERGRAPH_FILE = new URL('../schema/supergraph.graphql', import.meta.url).pathname;

/**
 * Composes the subgraphs listed in supergraph.yaml into the supergraph schema. Routing URLs are left out of it:
 * where a subgraph runs is deployment configuration, read from supergraph.yaml when the router starts.
 */
export function composeSupergraph(configPath = loadConfig().supergraphConfig): string {
  const services = readSupergraphConfig(configPath).map((s) => ({
    name: s.name,
    url: `http://${s.name}.subgraph.invalid/graphql`,
    typeDefs: parse(readFileSync(s.schemaFile, 'utf8')),
  }));
  const result = composeServices(services);
  if (result.errors) {
    throw new Error('composition failed:\n' + result.errors.map((e) => `- ${e.message}`).join('\n'));
  }
  return result.supergraphSdl;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sdl = composeSupergraph();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(SUPERGRAPH_FILE, 'utf8');
    } catch {}
    if (current !== sdl) {
      process.stderr.write('schema/supergraph.graphql is stale: run npm run compose and commit the result.\n');
      process.exit(1);
    }
    process.stdout.write('schema/supergraph.graphql is up to date.\n');
  } else {
    writeFileSync(SUPERGRAPH_FILE, sdl);
    process.stdout.write(`wrote ${SUPERGRAPH_FILE}\n`);
  }
}
