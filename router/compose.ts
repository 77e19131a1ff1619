import { readFileSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { loadConfig } from '../platform/config.ts';
import { writeOrCheck } from '../platform/generated-file.ts';
import { readSupergraphConfig } from '../subgraphs/supergraph-config.ts';

export const SUPERGRAPH_FILE = new URL('../schema/supergraph.graphql', import.meta.url).pathname;

/**
 * Composes the subgraphs listed in supergraph.yaml into the supergraph schema. Routing URLs are left out of it:
 * where a subgraph runs is deployment configuration, read from supergraph.yaml when the router starts.
 */
export function composeSupergraph(configPath = loadConfig().supergraphConfig): string {
  return composed(configPath).supergraphSdl;
}

/** The schema clients see (the supergraph without its federation machinery), as SDL. */
export function apiSchemaSdl(configPath = loadConfig().supergraphConfig): string {
  return printSchema(composed(configPath).schema.toAPISchema().toGraphQLJSSchema());
}

function composed(configPath: string) {
  const services = readSupergraphConfig(configPath).map((s) => ({
    name: s.name,
    url: `http://${s.name}.subgraph.invalid/graphql`,
    typeDefs: parse(readFileSync(s.schemaFile, 'utf8')),
  }));
  const result = composeServices(services);
  if (result.errors) {
    throw new Error('composition failed:\n' + result.errors.map((e) => `- ${e.message}`).join('\n'));
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const current = writeOrCheck(SUPERGRAPH_FILE, composeSupergraph(), {
    name: 'schema/supergraph.graphql',
    command: 'npm run compose',
    check: process.argv.includes('--check'),
  });
  if (!current) process.exit(1);
}
