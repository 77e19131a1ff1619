import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

/** The operation a request runs (by name, or the first) with the document's fragments by name; null when absent. */
export function operationIn(
  document: DocumentNode,
  operationName: string | null | undefined,
): { operation: OperationDefinitionNode; fragments: Map<string, FragmentDefinitionNode> } | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    else if (def.kind === Kind.OPERATION_DEFINITION && (!operationName || def.name?.value === operationName)) operation ??= def;
  }
  return operation ? { operation, fragments } : null;
}
