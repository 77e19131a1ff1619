import { dirname } from 'node:path';
import { printSchema } from 'graphql';
import { writeOrCheck } from '../platform/generated-file.ts';
import { registry, SUPERGRAPH_FILE } from '../subgraphs/registry.ts';
import type { Registry } from '../subgraphs/module-registry.ts';
import { supergraphYamlText } from '../subgraphs/supergraph-config.ts';
import { INSTALL_ROOT } from '../platform/install-root.ts';

export { SUPERGRAPH_FILE };

const ROOT = INSTALL_ROOT.pathname;

/** The first port of the deployment's subgraph services (deploy/supergraph.yaml): each subgraph's is this plus its place in the registry. */
export const DEPLOY_SUBGRAPH_PORT = 4101;

/**
 * The composed supergraph of the registry's modules. Routing URLs are left out of it: where a subgraph runs is
 * deployment configuration, read from supergraph.yaml when the router starts.
 */
export function composeSupergraph(of: Registry = registry): string {
  return of.compose().supergraphSdl;
}

/** The schema clients see (the supergraph without its federation machinery), as SDL. */
export function apiSchemaSdl(of: Registry = registry): string {
  return printSchema(of.compose().schema.toAPISchema().toGraphQLJSSchema());
}

/** The generated files of the registry: the supergraph, and the supergraph.yaml of a one-process and of a split deployment. */
export function generatedFiles(of: Registry = registry): { file: string; name: string; text: string }[] {
  const local = ROOT + 'supergraph.yaml';
  const deployed = ROOT + 'deploy/supergraph.yaml';
  return [
    { file: SUPERGRAPH_FILE, name: 'schema/supergraph.graphql', text: composeSupergraph(of) },
    {
      file: local,
      name: 'supergraph.yaml',
      text: supergraphYamlText(of.modules, dirname(local), {
        header: [
          'Generated from the module registry by npm run compose: do not edit; copy it to configure a deployment (SUPERGRAPH_CONFIG).',
          "A subgraph without routing_url runs inside the router's process. Give it a routing_url and it runs as its own",
          "HTTP service (npm run start:subgraphs starts every subgraph that has one, listening on that URL's port).",
        ],
      }),
    },
    {
      file: deployed,
      name: 'deploy/supergraph.yaml',
      text: supergraphYamlText(of.modules, dirname(deployed), {
        header: [
          'Generated from the module registry by npm run compose. supergraph.yaml for compose.yaml: every subgraph served over',
          'HTTP by the "subgraphs" service (npm run start:subgraphs), each on its own port; the routers and Hive Gateway call',
          'them there, signed with INTERNAL_SIGNING_SECRET.',
        ],
        routingUrl: (_name, i) => `http://subgraphs:${DEPLOY_SUBGRAPH_PORT + i}/graphql`,
      }),
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let current = true;
  for (const { file, name, text } of generatedFiles()) current = writeOrCheck(file, text, { name, command: 'npm run compose', check }) && current;
  if (!current) process.exit(1);
}
