import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { Kind, parse, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { writeOrCheck } from '../../platform/generated-file.ts';
import { apiSchemaSdl } from '../../router/compose.ts';
import { persistedBody, sha256, type PersistedOperation } from '../../router/persisted-operations.ts';

/**
 * The GraphQL client files, generated from the operations in clients/graphql/*.graphql and checked for staleness by
 * `npm test` (`npm run graphql:check`):
 * - clients/graphql/generated/: typed documents and result types (GraphQL Code Generator's client preset) against
 *   the API schema of the composed supergraph (schema/supergraph.graphql, which `compose:check` keeps current);
 * - schema/persisted-operations.json: the safelist the router enforces with GRAPHQL_PERSISTED_ONLY=true, in Apollo's
 *   persisted query manifest format: each operation's id is the SHA-256 of its body, the document Apollo Client
 *   sends (the operation with the fragments it spreads and `__typename` added to every selection set but the root),
 *   so Apollo's persisted query link finds it by hash.
 */

const ROOT = new URL('../../', import.meta.url).pathname;
const OPERATIONS_DIR = join(ROOT, 'clients/graphql');
const GENERATED_DIR = 'clients/graphql/generated/';
export const PERSISTED_FILE = join(ROOT, 'schema/persisted-operations.json');

export type { PersistedOperation };

function operationFiles(): string[] {
  return readdirSync(OPERATIONS_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => join(OPERATIONS_DIR, f));
}

/** Every operation of the .graphql files with the fragments it spreads, as Apollo Client would send it. */
export function persistedOperations(): PersistedOperation[] {
  const definitions = operationFiles().flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
  const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const operations: PersistedOperation[] = [];
  for (const operation of definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
    if (!operation.name) throw new Error('Every persisted operation needs a name.');
    const used = new Set<string>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          if (used.has(spread.name.value)) return;
          used.add(spread.name.value);
          collect(fragments.get(spread.name.value)!);
        },
      });
    collect(operation);
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...[...used].map((name) => fragments.get(name)!)] };
    const body = persistedBody(document);
    operations.push({ id: sha256(body), name: operation.name.value, type: operation.operation, body });
  }
  const names = new Set<string>();
  for (const op of operations) {
    if (names.has(op.name)) throw new Error(`Two persisted operations are named ${op.name}.`);
    names.add(op.name);
  }
  return operations;
}

export function manifestText(): string {
  return JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations: persistedOperations() }, null, 2) + '\n';
}

/** The client preset's files (path → text), generated in memory. */
async function codegenFiles(): Promise<Record<string, string>> {
  const outputs = await generate(
    {
      schema: apiSchemaSdl(),
      documents: join(OPERATIONS_DIR, '*.graphql'),
      silent: true,
      generates: {
        [join(ROOT, GENERATED_DIR)]: {
          preset: 'client',
          presetConfig: { fragmentMasking: false },
          config: {
            useTypeImports: true,
            enumsAsTypes: true,
            emitLegacyCommonJSImports: false,
            scalars: { DateTime: 'string', JSON: 'unknown', Long: 'number' },
          },
        },
      },
    },
    false,
  );
  return Object.fromEntries((outputs as { filename: string; content: string }[]).map((o) => [o.filename, o.content]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const command = 'npm run graphql:codegen';
  let current = writeOrCheck(PERSISTED_FILE, manifestText(), { name: 'schema/persisted-operations.json', command, check });
  if (!check) mkdirSync(join(ROOT, GENERATED_DIR), { recursive: true });
  const files = await codegenFiles();
  const expected = new Set(Object.keys(files).map((f) => f.slice(f.lastIndexOf('/') + 1)));
  for (const [file, text] of Object.entries(files)) current = writeOrCheck(file, text, { name: file.slice(ROOT.length), command, check }) && current;
  let present: string[] = [];
  try {
    present = readdirSync(join(ROOT, GENERATED_DIR));
  } catch {}
  for (const name of present.filter((n) => !expected.has(n))) {
    process.stderr.write(`${GENERATED_DIR}${name} is not generated any more: delete it.\n`);
    current = false;
  }
  if (!current) process.exit(1);
}
