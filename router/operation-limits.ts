import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

/** Selections of an operation with every fragment spread in place; far beyond what any real operation has. */
const MAX_EXPANDED_SELECTIONS = 20_000;

interface Count {
  aliases: number;
  depth: number;
  selections: number;
}

export interface ShapeLimits {
  maxDepth: number;
  maxAliases: number;
}

/**
 * A validation rule bounding the shape of each operation: how deep its fields nest (introspection fields excluded,
 * so GraphiQL's schema query always passes) and how many aliases it uses, fragments followed. Validation results
 * are cached with the parsed document, so this runs once per distinct document. What an operation may cost and how
 * many results it may return depend on its variables and are checked later, by the cost model.
 */
export function operationLimitsRule(limits: ShapeLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

    const measure = (selectionSet: SelectionSetNode, depth: number, seen: Set<string>, count: Count) => {
      for (const selection of selectionSet.selections) {
        // Fragments spread in fragments can expand a small document enormously: stop once it is clearly too big.
        if (++count.selections > MAX_EXPANDED_SELECTIONS) return;
        if (selection.kind === Kind.FIELD) {
          if (selection.alias) count.aliases++;
          if (selection.name.value.startsWith('__')) continue;
          count.depth = Math.max(count.depth, depth + 1);
          // Past the limit the answer is known; stop walking what may be a huge document.
          if (count.depth > limits.maxDepth || count.aliases > limits.maxAliases) return;
          if (selection.selectionSet) measure(selection.selectionSet, depth + 1, seen, count);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          measure(selection.selectionSet, depth, seen, count);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || seen.has(fragment.name.value)) continue; // cycles are reported by their own rule
          measure(fragment.selectionSet, depth, new Set([...seen, fragment.name.value]), count);
        }
      }
    };

    return {
      OperationDefinition(operation) {
        const count: Count = { aliases: 0, depth: 0, selections: 0 };
        measure(operation.selectionSet, 0, new Set(), count);
        if (count.selections > MAX_EXPANDED_SELECTIONS) {
          context.reportError(new GraphQLError(`This operation expands to more than ${MAX_EXPANDED_SELECTIONS} selections once its fragments are spread.`, { nodes: [operation] }));
        }
        if (count.depth > limits.maxDepth) {
          context.reportError(new GraphQLError(`The maximum field depth is ${limits.maxDepth}; this operation nests fields deeper.`, { nodes: [operation] }));
        }
        if (count.aliases > limits.maxAliases) {
          context.reportError(new GraphQLError(`An operation may use at most ${limits.maxAliases} aliases; this one uses more.`, { nodes: [operation] }));
        }
      },
    };
  };
}
