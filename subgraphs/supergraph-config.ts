import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { SubgraphModule } from './module.ts';

export interface SubgraphEntry {
  name: string;
  /** Absent: the subgraph runs in the router's process. */
  routingUrl: string | null;
}

/** The federation version supergraph.yaml files declare. */
const FEDERATION_VERSION = '=2.7.0';

/**
 * Where each subgraph of `modules` runs, by supergraph.yaml at `path`: at its `routing_url`, or in the router's
 * process when it has none or is not listed. A listed subgraph that no module declares is an error, quoted, since
 * deployments edit these files. Schemas always come from the modules (the file's `schema.file` entries are for tools
 * such as Rover that compose from it).
 */
export function deploymentEntries(modules: readonly Pick<SubgraphModule, 'name'>[], path: string): SubgraphEntry[] {
  const listed = readRoutingUrls(path);
  for (const name of Object.keys(listed)) {
    if (!modules.some((m) => m.name === name)) throw new Error(`${path} names subgraph ${JSON.stringify(name)}, which does not exist`);
  }
  return modules.map((m) => ({ name: m.name, routingUrl: listed[m.name] ?? null }));
}

/** Reads the routing URLs of supergraph.yaml. Errors quote what is wrong, since this file is edited by hand. */
export function readRoutingUrls(path: string): Record<string, string | null> {
  const doc = parseYaml(readFileSync(path, 'utf8')) as { subgraphs?: Record<string, unknown> } | null;
  const subgraphs = doc?.subgraphs;
  if (!subgraphs || typeof subgraphs !== 'object') throw new Error(`${path}: expected a "subgraphs" mapping`);
  return Object.fromEntries(
    Object.entries(subgraphs).map(([name, raw]) => {
      const url = ((raw ?? {}) as { routing_url?: unknown }).routing_url;
      if (url !== undefined && url !== null && (typeof url !== 'string' || !/^https?:\/\//.test(url))) {
        throw new Error(`${path}: subgraph ${name} routing_url must be an http(s) URL, got ${JSON.stringify(url)}`);
      }
      return [name, (url as string | undefined) ?? null];
    }),
  );
}

/**
 * A supergraph.yaml for `modules`, written to sit in folder `dir`: each subgraph with its schema file (relative to
 * `dir`) and, when `routingUrl` gives one, where it is served over HTTP.
 */
export function supergraphYamlText(
  modules: readonly Pick<SubgraphModule, 'name' | 'schema'>[],
  dir: string,
  options: { header: string[]; routingUrl?: (name: string, index: number) => string | undefined },
): string {
  const lines = [...options.header.map((line) => `# ${line}`.trimEnd()), `federation_version: ${FEDERATION_VERSION}`, 'subgraphs:'];
  modules.forEach((m, i) => {
    lines.push(`  ${m.name}:`);
    const url = options.routingUrl?.(m.name, i);
    if (url) lines.push(`    routing_url: ${url}`);
    const file = relative(dir, m.schema.pathname);
    lines.push('    schema:', `      file: ${file.startsWith('.') || file.startsWith('/') ? file : './' + file}`);
  });
  return lines.join('\n') + '\n';
}
