import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';

export interface SubgraphEntry {
  name: string;
  schemaFile: string;
  /** Absent: the subgraph runs in the router's process. */
  routingUrl: string | null;
}

/** Reads supergraph.yaml. Errors quote what is wrong, since this file is edited by hand. */
export function readSupergraphConfig(path: string): SubgraphEntry[] {
  const doc = parseYaml(readFileSync(path, 'utf8')) as { subgraphs?: Record<string, unknown> } | null;
  const subgraphs = doc?.subgraphs;
  if (!subgraphs || typeof subgraphs !== 'object') throw new Error(`${path}: expected a "subgraphs" mapping`);
  return Object.entries(subgraphs).map(([name, raw]) => {
    const entry = (raw ?? {}) as { routing_url?: unknown; schema?: { file?: unknown } };
    const file = entry.schema?.file;
    if (typeof file !== 'string') throw new Error(`${path}: subgraph ${name} needs schema.file`);
    const url = entry.routing_url;
    if (url !== undefined && url !== null && (typeof url !== 'string' || !/^https?:\/\//.test(url))) {
      throw new Error(`${path}: subgraph ${name} routing_url must be an http(s) URL, got ${JSON.stringify(url)}`);
    }
    return { name, schemaFile: resolve(dirname(path), file), routingUrl: (url as string | undefined) ?? null };
  });
}
