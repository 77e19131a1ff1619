import { readFileSync } from 'node:fs';
import { schemaDocument } from './schema-document.ts';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { composeServices } from '@apollo/composition';
import { Kind, parse, type FieldNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { AdminCommand } from '../platform/admin/commands.ts';
import type { FieldPrice, ListSize } from '../platform/billing/cost-model.ts';
import { importLines, type Importers, type ImportReport } from '../platform/corpus/import.ts';
import type { ModuleMigrations } from '../platform/db/migrate.ts';
import type { Db } from '../platform/db/pool.ts';
import type { RestRoute } from '../platform/rest/route.ts';
import { takingChecked } from '../platform/rest/params.ts';
import { meterBillableFields } from './metering.ts';
import type { SubgraphModule } from './module.ts';

/** The root field an operation's document selects, as a coordinate (`Query.photonetProfile`). */
function rootCoordinate(route: Pick<RestRoute, 'document' | 'operation'>): string {
  const op = parse(route.document, { noLocation: true }).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const fields = (op?.selectionSet.selections ?? []).filter((s): s is FieldNode => s.kind === Kind.FIELD);
  if (!op || fields.length !== 1) throw new Error(`${route.operation}: its document must select exactly one root field`);
  return `${op.operation === 'mutation' ? 'Mutation' : 'Query'}.${fields[0].name.value}`;
}

/**
 * What the service is made of: the network modules, and everything derived from their declarations (REST operations,
 * the price of every billable field, list bounds, retired paths, importers, migrations, the composed supergraph). A
 * service, a served subgraph, the API description and the tests are each built from one registry; the service's own
 * is `registry` (registry.ts), and a test may build another from a different list of modules.
 */
export class Registry {
  private readonly byName = new Map<string, SubgraphModule>();
  private readonly schemas = new Map<string, GraphQLSchema>();
  private readonly billingByModule = new Map<string, Record<string, FieldPrice>>();
  private composed: string | undefined;

  constructor(
    readonly modules: readonly SubgraphModule[],
    /** A file holding the composed supergraph of exactly these modules (checked by `npm run compose:check`), read instead of composing. */
    private readonly supergraphFile?: string,
  ) {
    const paths = new Map<string, string>();
    const operations = new Set<string>();
    const hosts = new Map<string, string>();
    for (const mod of modules) {
      if (this.byName.has(mod.name)) throw new Error(`two modules are named ${mod.name}`);
      this.byName.set(mod.name, mod);
      for (const op of mod.operations ?? []) {
        const route = `${op.method} ${op.path}`;
        if (paths.has(route)) throw new Error(`${route} is declared by ${paths.get(route)} and ${op.operation}`);
        if (operations.has(op.operation)) throw new Error(`operation ${op.operation} is declared twice`);
        if (op.subgraph !== mod.name) throw new Error(`${op.operation} is declared by ${mod.name} but runs on ${op.subgraph}`);
        paths.set(route, op.operation);
        operations.add(op.operation);
      }
      this.billingByModule.set(mod.name, moduleBilling(mod));
      // A host names one network: two declaring it would make an account's network depend on the modules' order.
      for (const pages of mod.profilePages ?? []) {
        for (const host of [pages.domain, ...(pages.aliases ?? [])]) {
          if (hosts.has(host)) throw new Error(`profile pages on ${host} are declared by ${hosts.get(host)} and ${pages.network}`);
          hosts.set(host, pages.network);
        }
      }
    }
  }

  module(name: string): SubgraphModule {
    const found = this.byName.get(name);
    if (!found) throw new Error(`no subgraph named ${JSON.stringify(name)}`);
    return found;
  }

  /** A module's executable subgraph schema, with its billable fields metered; built once. */
  schema(name: string): GraphQLSchema {
    let schema = this.schemas.get(name);
    if (!schema) {
      const mod = this.module(name);
      schema = buildSubgraphSchema({ typeDefs: schemaDocument(mod.schema), resolvers: takingChecked(mod.resolvers) } as Parameters<
        typeof buildSubgraphSchema
      >[0]);
      meterBillableFields(schema, this.billing(name));
      this.schemas.set(name, schema);
    }
    return schema;
  }

  /** Every REST operation of /v1: each module's, in registry order. */
  operations(): RestRoute[] {
    return this.modules.flatMap((s) => s.operations ?? []);
  }

  /** The billable fields of one module (`Type.field`): its operations' root fields at their declared price, and its graph fields'. */
  billing(name: string): Record<string, FieldPrice> {
    this.module(name);
    return this.billingByModule.get(name)!;
  }

  /** All billable fields across modules: what the router prices GraphQL operations with. */
  billingTable(): Record<string, FieldPrice> {
    return Object.assign({}, ...this.modules.map((s) => this.billing(s.name)));
  }

  /** All list bounds across modules: what the router estimates GraphQL operations with. */
  listSizeTable(): Record<string, ListSize> {
    return Object.assign({}, ...this.modules.map((s) => s.lists ?? {}));
  }

  /** Retired v4 paths with the operation path that replaced each, one table per module. */
  retired(): Record<string, string>[] {
    return this.modules.map((s) => Object.fromEntries((s.operations ?? []).flatMap((op) => [op.retired ?? []].flat().map((v4) => [v4, op.path]))));
  }

  /** What `corpus import` understands: every module's importers under its network name. */
  importers(): Importers {
    return Object.fromEntries(this.modules.filter((s) => s.importers).map((s) => [s.name, s.importers!]));
  }

  importCorpus(db: Db, lines: AsyncIterable<string> | Iterable<string>): Promise<ImportReport> {
    return importLines(db, lines, this.importers());
  }

  adminCommands(): Record<string, AdminCommand> {
    return Object.assign({}, ...this.modules.map((s) => s.admin ?? {}));
  }

  /** Every module's own migrations, in registry order (applied after the platform's). */
  migrations(): ModuleMigrations[] {
    return this.modules.flatMap((s) => (s.migrations ? [{ module: s.name, dir: s.migrations }] : []));
  }

  /** The supergraph the router plans with: composed from the modules' schemas (or read from the file composed from them). */
  supergraphSdl(): string {
    if (this.composed === undefined) this.composed = this.supergraphFile ? readFileSync(this.supergraphFile, 'utf8') : this.compose().supergraphSdl;
    return this.composed;
  }

  /** Composes the modules' subgraph schemas (Apollo composition); throws with every composition error. */
  compose() {
    const result = composeServices(
      this.modules.map((s) => ({ name: s.name, url: `http://${s.name}.subgraph.invalid/graphql`, typeDefs: schemaDocument(s.schema) })),
    );
    if (result.errors) throw new Error('composition failed:\n' + result.errors.map((e) => `- ${e.message}`).join('\n'));
    return result;
  }
}

/**
 * A module's billable fields: each operation's root field at the operation's price (operations sharing a root field
 * must agree on it), then the graph fields it prices that no operation selects at its root.
 */
function moduleBilling(mod: SubgraphModule): Record<string, FieldPrice> {
  const billing: Record<string, FieldPrice> = {};
  for (const op of mod.operations ?? []) {
    if (!op.price) continue;
    const coordinate = rootCoordinate(op);
    const known = billing[coordinate];
    if (known && JSON.stringify(known) !== JSON.stringify(op.price))
      throw new Error(`${op.operation} prices ${coordinate} unlike another operation of ${mod.name}`);
    billing[coordinate] = op.price;
  }
  for (const [coordinate, price] of Object.entries(mod.fieldPrices ?? {})) {
    if (billing[coordinate]) throw new Error(`${mod.name} prices ${coordinate} twice: in an operation and in fieldPrices`);
    billing[coordinate] = price;
  }
  return billing;
}
