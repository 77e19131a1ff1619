import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/** Selections of an operation with every fragment spread in place; far beyond what any real operation has. */
const MAX_EXPANDED_SELECTIONS = 20_000;

interface Count {
  aliases: number;
  depth: number;
  selections: number;
  directives: number;
  rootFields: number;
}

export interface ShapeLimits {
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxRootFields: number;
}

/**
 * A validation rule bounding the shape of each operation: how deep its fields nest (introspection fields excluded,
 * so GraphiQL's schema query always passes), how many aliases and directives it uses and how many fields it selects
 * at its root, fragments followed (a fragment counts wherever it is spread). Validation results are cached with the
 * parsed document, so this runs once per distinct document. What an operation may cost and how many results it may
 * return depend on its variables and are checked later, by the cost model.
 */
export function operationLimitsRule(limits: ShapeLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

    const over = (count: Count) =>
      count.depth > limits.maxDepth || count.aliases > limits.maxAliases || count.directives > limits.maxDirectives || count.rootFields > limits.maxRootFields;

    const measure = (selectionSet: SelectionSetNode, depth: number, seen: Set<string>, count: Count) => {
      for (const selection of selectionSet.selections) {
        // Fragments spread in fragments can expand a small document enormously: stop once it is clearly too big.
        if (++count.selections > MAX_EXPANDED_SELECTIONS) return;
        count.directives += selection.directives?.length ?? 0;
        if (selection.kind === Kind.FIELD) {
          if (selection.alias) count.aliases++;
          if (depth === 0) count.rootFields++;
          if (selection.name.value.startsWith('__')) continue;
          count.depth = Math.max(count.depth, depth + 1);
          // Past a limit the answer is known; stop walking what may be a huge document.
          if (over(count)) return;
          if (selection.selectionSet) measure(selection.selectionSet, depth + 1, seen, count);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          measure(selection.selectionSet, depth, seen, count);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || seen.has(fragment.name.value)) continue; // cycles are reported by their own rule
          count.directives += fragment.directives?.length ?? 0;
          measure(fragment.selectionSet, depth, new Set([...seen, fragment.name.value]), count);
        }
      }
    };

    return {
      OperationDefinition(operation) {
        const count: Count = { aliases: 0, depth: 0, selections: 0, directives: 0, rootFields: 0 };
        count.directives += operation.directives?.length ?? 0;
        for (const variable of operation.variableDefinitions ?? []) count.directives += variable.directives?.length ?? 0;
        measure(operation.selectionSet, 0, new Set(), count);
        const refuse = (message: string) => context.reportError(new GraphQLError(message, { nodes: [operation] }));
        if (count.selections > MAX_EXPANDED_SELECTIONS)
          refuse(`This operation expands to more than ${MAX_EXPANDED_SELECTIONS} selections once its fragments are spread.`);
        if (count.depth > limits.maxDepth) refuse(`The maximum field depth is ${limits.maxDepth}; this operation nests fields deeper.`);
        if (count.aliases > limits.maxAliases) refuse(`An operation may use at most ${limits.maxAliases} aliases; this one uses more.`);
        if (count.directives > limits.maxDirectives) {
          refuse(`An operation may use at most ${limits.maxDirectives} directives (fragments counted where they are spread); this one uses more.`);
        }
        if (count.rootFields > limits.maxRootFields) {
          refuse(`An operation may select at most ${limits.maxRootFields} fields at its root; this one selects more. Split it into several requests.`);
        }
      },
    };
  };
}

/**
 * With introspection turned off (GRAPHQL_INTROSPECTION=false): `__schema` and `__type` are refused, 400 like any
 * invalid document. `__typename` stays: it names a type the client already selected and reveals nothing else.
 */
export const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value !== '__schema' && node.name.value !== '__type') return;
    context.reportError(new GraphQLError(`Introspection is turned off on this service: ${node.name.value} cannot be queried.`, { nodes: [node] }));
  },
});
