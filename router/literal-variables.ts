import {
  Kind,
  parseType,
  print,
  TypeInfo,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';

/** An operation with its argument literals made variables: its text, and the variables' values beside the client's. */
export interface LiteralsAsVariables {
  document: DocumentNode;
  source: string;
  variables: Record<string, unknown>;
  /** The literal each variable stands for, as written in the client's document (its nodes, with their locations). */
  literals: Record<string, ValueNode>;
}

/** Whether a value holds a variable anywhere (a list or input object that mixes literals and variables stays as written). */
function holdsVariable(value: ValueNode): boolean {
  switch (value.kind) {
    case Kind.VARIABLE:
      return true;
    case Kind.LIST:
      return value.values.some(holdsVariable);
    case Kind.OBJECT:
      return value.fields.some((field) => holdsVariable(field.value));
    default:
      return false;
  }
}

/**
 * A validated operation with each field argument written as a literal (`photonetProfile(q: "ana")`) made a variable
 * (`photonetProfile(q: $lit0)` with `{ lit0: "ana" }`): what the per-text caches downstream (the query plan, the
 * compiled subgraph operation) are keyed by, so a client that writes its values into the query text shares one plan
 * and one compiled operation with every other request of the same shape, as production routers normalise
 * operations before their plan caches. Directive arguments (`@include(if: true)`), nulls and values mixing literals
 * with variables stay as written. Answers null when there is nothing to rewrite, or when the document holds more
 * than one operation (each would need its own variables). The document must have passed validation: a literal's
 * value as a variable is then exactly what it was as a literal.
 */
export function literalsAsVariables(schema: GraphQLSchema, document: DocumentNode): LiteralsAsVariables | null {
  const operations = document.definitions.filter((def): def is OperationDefinitionNode => def.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) return null;
  const taken = new Set((operations[0].variableDefinitions ?? []).map((def) => def.variable.name.value));
  const variables: Record<string, unknown> = {};
  const literals: Record<string, ValueNode> = {};
  const definitions: VariableDefinitionNode[] = [];
  let next = 0;
  const typeInfo = new TypeInfo(schema);
  let inDirective = 0;
  const rewritten = visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Directive: { enter: () => void inDirective++, leave: () => void inDirective-- },
      Argument(node) {
        if (inDirective > 0 || node.value.kind === Kind.NULL || holdsVariable(node.value)) return undefined;
        const argument = typeInfo.getArgument();
        if (!argument) return undefined;
        let name = `lit${next++}`;
        while (taken.has(name)) name = `lit${next++}`;
        taken.add(name);
        variables[name] = valueFromASTUntyped(node.value);
        literals[name] = node.value;
        const variable = { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: name } } as const;
        definitions.push({ kind: Kind.VARIABLE_DEFINITION, variable, type: parseType(String(argument.type)) });
        return { ...node, value: variable };
      },
    }),
  );
  if (definitions.length === 0) return null;
  const normalised = visit(rewritten, {
    OperationDefinition: (node) => ({ ...node, variableDefinitions: [...(node.variableDefinitions ?? []), ...definitions] }),
  });
  return { document: normalised, source: print(normalised), variables, literals };
}
