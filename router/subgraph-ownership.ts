import {
  buildASTSchema,
  getNamedType,
  isCompositeType,
  isUnionType,
  Kind,
  parse,
  type ConstDirectiveNode,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { operationIn } from '../platform/graphql-document.ts';

/**
 * Which subgraphs can resolve which fields, read from the supergraph's join directives, and from that: the one
 * subgraph able to answer a whole operation alone, if there is one. Decisions are remembered per parsed document.
 */
export class SubgraphOwnership {
  private readonly schema: GraphQLSchema;
  private readonly graphNames = new Map<string, string>();
  private readonly decided = new WeakMap<DocumentNode, Map<string, string | null>>();

  constructor(
    supergraphSdl: string,
    private readonly eligible: (subgraph: string) => boolean,
  ) {
    this.schema = buildASTSchema(parse(supergraphSdl, { noLocation: true }), { assumeValidSDL: true });
    const graphEnum = this.schema.getType('join__Graph');
    for (const value of graphEnum && 'getValues' in graphEnum ? graphEnum.getValues() : []) {
      const join = value.astNode?.directives?.find((d) => d.name.value === 'join__graph');
      const name = join?.arguments?.find((a) => a.name.value === 'name')?.value;
      if (name?.kind === Kind.STRING) this.graphNames.set(value.name, name.value);
    }
  }

  /** The subgraph that owns every field of the operation, or null when it takes more than one (or a remote one). */
  soleOwner(document: DocumentNode, operationName: string | null): string | null {
    let byName = this.decided.get(document);
    if (!byName) this.decided.set(document, (byName = new Map()));
    const key = operationName ?? '';
    if (!byName.has(key)) byName.set(key, this.decide(document, operationName));
    return byName.get(key)!;
  }

  private decide(document: DocumentNode, operationName: string | null): string | null {
    const found = operationIn(document, operationName);
    if (!found || found.operation.operation !== 'query') return null;
    const { operation, fragments } = found;
    let candidates: Set<string> | null = null;
    const narrow = (owners: string[]) => {
      candidates = new Set(owners.filter((o) => candidates === null || candidates.has(o)));
    };
    const walk = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType): void => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const name = selection.name.value;
          if (name === '__typename') continue;
          if (name.startsWith('__')) return narrow([]); // introspection is answered by the gateway's API schema
          const field = isUnionType(parent) ? undefined : parent.getFields()[name];
          if (!field) return narrow([]);
          narrow(this.fieldOwners(parent, field.astNode?.directives ?? []));
          const named = getNamedType(field.type);
          if (selection.selectionSet && isCompositeType(named)) walk(selection.selectionSet, named);
        } else {
          const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
          if (!fragment) return narrow([]);
          const condition = fragment.typeCondition ? this.schema.getType(fragment.typeCondition.name.value) : parent;
          if (!condition || !isCompositeType(condition)) return narrow([]);
          narrow(this.typeOwners(condition));
          walk(fragment.selectionSet, condition);
        }
      }
    };
    walk(operation.selectionSet, this.schema.getQueryType()!);
    const owners = [...((candidates as Set<string> | null) ?? [])].filter(this.eligible);
    return owners.length === 1 ? owners[0] : null;
  }

  private typeOwners(type: GraphQLCompositeType): string[] {
    return this.graphsOf(type.astNode?.directives ?? [], 'join__type');
  }

  private fieldOwners(parent: GraphQLCompositeType, directives: readonly ConstDirectiveNode[]): string[] {
    const joins = directives.filter((d) => d.name.value === 'join__field');
    // No join__field: every subgraph that defines the type resolves the field.
    if (joins.length === 0) return this.typeOwners(parent);
    return joins
      .filter((d) => !d.arguments?.some((a) => a.name.value === 'external' && a.value.kind === Kind.BOOLEAN && a.value.value))
      .map((d) => this.graphOf(d))
      .filter((g): g is string => g !== null);
  }

  private graphsOf(directives: readonly ConstDirectiveNode[], name: string): string[] {
    return directives
      .filter((d) => d.name.value === name)
      .map((d) => this.graphOf(d))
      .filter((g): g is string => g !== null);
  }

  private graphOf(directive: ConstDirectiveNode): string | null {
    const graph = directive.arguments?.find((a) => a.name.value === 'graph')?.value;
    return graph?.kind === Kind.ENUM ? (this.graphNames.get(graph.value) ?? null) : null;
  }
}
