import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registry } from '../subgraphs/registry.ts';
import { supergraphYamlText } from '../subgraphs/supergraph-config.ts';

/**
 * A supergraph.yaml in a temporary folder naming every subgraph of the registry, with the given ones served over
 * HTTP at their routing URL: what test and benchmark deployments start routers with.
 */
export function supergraphYaml(routingUrls: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'kb-supergraph-'));
  const file = join(dir, 'supergraph.yaml');
  writeFileSync(file, supergraphYamlText(registry.modules, dir, { header: [], routingUrl: (name) => routingUrls[name] }));
  return file;
}
