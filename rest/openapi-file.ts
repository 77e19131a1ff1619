import { readFileSync } from 'node:fs';
import { loadConfig, type Config } from '../platform/config.ts';
import { writeOrCheck } from '../platform/generated-file.ts';
import { registry as serviceRegistry } from '../subgraphs/registry.ts';
import type { Registry } from '../subgraphs/module-registry.ts';
import { retiredTable } from './gone.ts';
import { describeApi } from './openapi.ts';
import { installPath } from '../platform/install-root.ts';

export const OPENAPI_FILE = installPath('schema/openapi.json');

const VERSION = (JSON.parse(readFileSync(installPath('package.json'), 'utf8')) as { version: string }).version;

function limitsText(graphql: Config['graphql']): string {
  return (
    `Limits per operation, checked before anything runs or is reserved (400 invalid_request, uncharged): estimated cost at most $${graphql.maxCost}, ` +
    `at most ${graphql.maxResults} estimated results, depth ${graphql.maxDepth}, ${graphql.maxAliases} aliases, ${graphql.maxTokens} tokens, ` +
    `${graphql.maxDirectives} directives, ${graphql.maxRootFields} root fields. One operation per request (a batched array body is 400). ` +
    `Introspection is ${graphql.introspection ? 'on' : 'off'}. A deployment may set other limits; see the README.`
  );
}

/**
 * The API description of this service, from the registered modules. With no configuration given it describes the
 * defaults (what schema/openapi.json holds); the service serves it with its own configuration.
 */
export function apiDescription(config: Config = loadConfig({}), registry: Registry = serviceRegistry): Record<string, unknown> {
  const retired = registry.retired();
  return describeApi({
    routes: registry.operations(),
    subgraph: (name) => ({ schema: registry.schema(name), billing: registry.billing(name) }),
    context: { config, retired },
    retired: retiredTable(retired),
    version: VERSION,
    graphqlLimits: limitsText(config.graphql),
    pushes: registry.modules.flatMap((m) => (m.pushes ? [{ subgraph: m.name, events: m.pushes }] : [])),
  });
}

export const serialise = (description: unknown) => JSON.stringify(description, null, 2) + '\n';

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  if (!writeOrCheck(OPENAPI_FILE, serialise(apiDescription()), { name: 'schema/openapi.json', command: 'npm run openapi', check })) process.exit(1);
  if (check) {
    // Linted with Redocly's recommended rules (redocly.yaml): any problem fails the check.
    const { lint, loadConfig: loadLintConfig } = await import('@redocly/openapi-core');
    const problems = await lint({ ref: OPENAPI_FILE, config: await loadLintConfig({ configPath: installPath('redocly.yaml') }) });
    for (const p of problems) process.stderr.write(`${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}\n`);
    if (problems.length) process.exit(1);
    process.stdout.write('schema/openapi.json lints clean.\n');
  }
}
