import {
  getOperationAST,
  getVariableValues,
  Kind,
  Lexer,
  parse,
  Source,
  specifiedRules,
  TokenKind,
  typeFromAST,
  validate,
  valueFromAST,
  valueFromASTUntyped,
  type GraphQLInputType,
  type GraphQLSchema,
  type Token,
  type ValidationRule,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';
import { BoundedCache } from './bounded-cache.ts';
import { literalsAsVariables } from './literal-variables.ts';

/**
 * Operations with their values written into the text (`photonetProfile(q: "ana")`), normalised before the GraphQL
 * server sees them, so that every request of one shape is one text to Apollo Server: parsed and validated once,
 * planned once, compiled once.
 *
 * A text is read with graphql-js's lexer (linear, and far cheaper than parsing and validating) into its shape: its
 * tokens with each scalar literal (string, block string, int, float) replaced by its kind. The first text of a
 * shape is parsed and validated here like the server does, and its argument literals made variables
 * (literalsAsVariables); the template remembers which literal token each variable's value comes from. Literals
 * that stay literals (in directive arguments, variable defaults, lists and objects mixing literals with
 * variables) are part of the key: their values select the template. Every later text of the shape takes its
 * values from its tokens straight into the variables, and the server gets the template's text.
 *
 * Whatever would not answer exactly as the text sent does goes to the server untouched: a text that does not lex
 * or validate, a value that would fail validation as a literal (an Int beyond 32 bits, a string holding NUL) or
 * whose variable would not coerce, client variables that would not coerce (their errors point into the text), an
 * operationName that names no operation, a document of several operations, automatic persisted queries (the hash
 * is of the text).
 */

/** The markers of the scalar literal kinds in a shape. */
const MARK: Partial<Record<TokenKind, string>> = {
  [TokenKind.STRING]: '\u0001S',
  [TokenKind.BLOCK_STRING]: '\u0001B',
  [TokenKind.INT]: '\u0001I',
  [TokenKind.FLOAT]: '\u0001F',
};

/** A text's shape (its key) and its scalar literal tokens in order. */
interface Scanned {
  shape: string;
  literals: Token[];
}

/** A value with its scalar literals left out: filled in from the tokens of each text. */
type Recipe = { hole: number } | { list: Recipe[] } | { fields: [string, Recipe][] } | { constant: ValueNode };

interface Variable {
  name: string;
  type: GraphQLInputType;
  recipe: Recipe;
}

interface Template {
  source: string;
  operationName: string | undefined;
  /** Every variable of the normalised operation, the client's and ours. */
  definitions: readonly VariableDefinitionNode[];
  variables: Variable[];
  bytes: number;
}

/** A shape: its literal positions that stay literals (their values key its templates), or NEVER. */
interface Shape {
  fixed: number[];
  templates: Map<string, Template>;
  bytes: number;
}
const NEVER = 'never';

export interface Normalised {
  query: string;
  variables: Record<string, unknown>;
}

export interface LiteralTemplateOptions {
  /** The server's own rules beside graphql-js's (router/graphql.ts). */
  validationRules: readonly ValidationRule[];
  /** The server's parser token limit: a normalised text longer than that is not used. */
  maxTokens: number;
  /** The memory the templates may hold (estimated: their texts, keys and values). */
  maxBytes: number;
}

const SHAPE_BYTES = 200;
const MAY_HOLD_LITERAL = /["0-9]/;
const MAX_TEMPLATES_PER_SHAPE = 64;

export class LiteralTemplates {
  private schema: GraphQLSchema | undefined;
  private readonly shapes: BoundedCache<string, Shape | typeof NEVER>;
  private readonly rules: ValidationRule[];
  /** Counts, for tests and metrics. */
  readonly counts = { hit: 0, miss: 0, untouched: 0 };

  constructor(private readonly options: LiteralTemplateOptions) {
    this.rules = [...specifiedRules, ...options.validationRules];
    this.shapes = new BoundedCache(options.maxBytes, (key, shape) => 2 * key.length + (shape === NEVER ? SHAPE_BYTES : shape.bytes));
  }

  /** The schema texts are validated against; a new one drops every template. */
  setSchema(schema: GraphQLSchema): void {
    this.schema = schema;
    this.shapes.clear();
  }

  get size(): number {
    return this.shapes.size;
  }

  get bytes(): number {
    return this.shapes.bytes;
  }

  /**
   * The request as the server should get it, or null to send it as it came. `variables` and `operationName` are
   * the client's, as sent.
   */
  normalise(query: string, variables: unknown, operationName: unknown): Normalised | null {
    const schema = this.schema;
    if (!schema) return null;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
    // Without a quote or a digit a text has no scalar literal (most texts with variables): not even lexed.
    if (!MAY_HOLD_LITERAL.test(query)) return null;
    const scanned = scan(query, this.options.maxTokens);
    if (!scanned || scanned.literals.length === 0) return null;
    const shape = this.shapes.get(scanned.shape);
    if (shape === NEVER) return this.untouched();
    const clientVariables = (variables ?? {}) as Record<string, unknown>;
    const template = shape?.templates.get(fixedKey(shape.fixed, scanned.literals));
    if (template) {
      const normal = apply(schema, template, scanned.literals, clientVariables, operationName);
      if (normal) this.counts.hit++;
      return normal ?? this.untouched();
    }
    this.counts.miss++;
    const made = this.learn(schema, query, scanned);
    if (!made) return null;
    return apply(schema, made, scanned.literals, clientVariables, operationName);
  }

  private untouched(): null {
    this.counts.untouched++;
    return null;
  }

  /** Parses and validates the first text of a shape (or of its fixed values), and keeps its template. */
  private learn(schema: GraphQLSchema, query: string, scanned: Scanned): Template | null {
    let document;
    try {
      document = parse(query, { maxTokens: this.options.maxTokens });
    } catch {
      return null;
    }
    // Invalid as sent: the server answers it. Not remembered: with other values the shape may be valid.
    if (validate(schema, document, this.rules).length > 0) return null;
    const found = literalsAsVariables(schema, document);
    // Several operations, or no argument literal to make a variable: so for every text of the shape.
    if (!found) return this.never(scanned.shape);
    const byStart = new Map(scanned.literals.map((token, index) => [token.start, index]));
    const used = new Set<number>();
    const variables: Variable[] = [];
    const operation = getOperationAST(parse(found.source, { noLocation: true }));
    if (!operation) return this.never(scanned.shape);
    const definitions = operation.variableDefinitions ?? [];
    for (const definition of definitions) {
      const name = definition.variable.name.value;
      const literal = found.literals[name];
      if (!literal) continue; // the client's own
      const recipe = recipeOf(literal, byStart, used);
      const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
      if (!recipe || !type) return null;
      variables.push({ name, type, recipe });
    }
    // The normalised text has more tokens than the one sent (the variables' definitions): past the server's limit,
    // it would be refused where the text sent is not.
    if (countTokens(found.source) > this.options.maxTokens) return this.never(scanned.shape);
    const fixed = scanned.literals.map((_, index) => index).filter((index) => !used.has(index));
    const bytes = 2 * (found.source.length + scanned.shape.length) + 64 * scanned.literals.length + 400;
    const template: Template = { source: found.source, operationName: operation.name?.value, definitions, variables, bytes };
    const existing = this.shapes.get(scanned.shape);
    const shape: Shape = existing && existing !== NEVER ? existing : { fixed, templates: new Map(), bytes: SHAPE_BYTES };
    // A value that stays a literal and changes with every request (a directive argument, say) would fill the
    // cache with templates of one shape: they are started afresh past a few.
    if (shape.templates.size >= MAX_TEMPLATES_PER_SHAPE) {
      shape.templates.clear();
      shape.bytes = SHAPE_BYTES;
    }
    shape.templates.set(fixedKey(shape.fixed, scanned.literals), template);
    shape.bytes += template.bytes;
    this.shapes.set(scanned.shape, shape);
    return template;
  }

  private never(key: string): null {
    this.shapes.set(key, NEVER);
    return null;
  }
}

/** The shape of a text and its scalar literals; null when it does not lex or has more tokens than allowed. */
export function scan(query: string, maxTokens: number): Scanned | null {
  const lexer = new Lexer(new Source(query));
  const literals: Token[] = [];
  let shape = '';
  let count = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++count > maxTokens) return null;
      const mark = MARK[token.kind];
      if (mark) {
        shape += mark;
        literals.push(token);
      } else {
        // Names and punctuators, space-separated: a name never holds a space or starts with \u0001.
        shape += ` ${token.kind === TokenKind.NAME ? token.value : token.kind}`;
      }
    }
  } catch {
    return null;
  }
  return { shape, literals };
}

function countTokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

/** The values of a shape's literals that stay literals (empty when all became variables, the usual case). */
function fixedKey(fixed: number[], literals: Token[]): string {
  return fixed.length === 0 ? '' : JSON.stringify(fixed.map((index) => literals[index].value));
}

/** A literal value of the first text, with its scalars as holes numbered by their token; null if one is not found. */
function recipeOf(node: ValueNode, byStart: Map<number, number>, used: Set<number>): Recipe | null {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.INT:
    case Kind.FLOAT: {
      const hole = node.loc ? byStart.get(node.loc.start) : undefined;
      if (hole === undefined) return null;
      used.add(hole);
      return { hole };
    }
    case Kind.LIST: {
      const list: Recipe[] = [];
      for (const value of node.values) {
        const recipe = recipeOf(value, byStart, used);
        if (!recipe) return null;
        list.push(recipe);
      }
      return { list };
    }
    case Kind.OBJECT: {
      const fields: [string, Recipe][] = [];
      for (const field of node.fields) {
        const recipe = recipeOf(field.value, byStart, used);
        if (!recipe) return null;
        fields.push([field.name.value, recipe]);
      }
      return { fields };
    }
    case Kind.BOOLEAN:
      return { constant: { kind: node.kind, value: node.value } };
    case Kind.ENUM:
      return { constant: { kind: node.kind, value: node.value } };
    case Kind.NULL:
      return { constant: { kind: Kind.NULL } };
    default:
      return null; // a variable: literalsAsVariables never makes one of a value holding one
  }
}

/** The literal a recipe stands for in a text with these literal tokens. */
function fill(recipe: Recipe, literals: Token[]): ValueNode {
  if ('hole' in recipe) {
    const token = literals[recipe.hole];
    const value = token.value!;
    switch (token.kind) {
      case TokenKind.INT:
        return { kind: Kind.INT, value };
      case TokenKind.FLOAT:
        return { kind: Kind.FLOAT, value };
      default:
        return { kind: Kind.STRING, value, block: token.kind === TokenKind.BLOCK_STRING };
    }
  }
  if ('list' in recipe) return { kind: Kind.LIST, values: recipe.list.map((item) => fill(item, literals)) };
  if ('fields' in recipe) {
    return {
      kind: Kind.OBJECT,
      fields: recipe.fields.map(([name, value]) => ({ kind: Kind.OBJECT_FIELD, name: { kind: Kind.NAME, value: name }, value: fill(value, literals) })),
    };
  }
  return recipe.constant;
}

/** A text of a template's shape as the template's text and variables; null when it would not answer the same. */
function apply(
  schema: GraphQLSchema,
  template: Template,
  literals: Token[],
  clientVariables: Record<string, unknown>,
  operationName: unknown,
): Normalised | null {
  if (typeof operationName === 'string' && operationName !== template.operationName) return null;
  // A NUL in a string literal is refused by validation (router/graphql-nul.ts), pointing into the text sent.
  for (const token of literals) if ((token.kind === TokenKind.STRING || token.kind === TokenKind.BLOCK_STRING) && token.value!.includes('\u0000')) return null;
  const variables: Record<string, unknown> = { ...clientVariables };
  for (const { name, type, recipe } of template.variables) {
    const literal = fill(recipe, literals);
    // Valid as a literal of the argument's type, as validation checks it (an Int within 32 bits, an enum's name).
    if (valueFromAST(literal, type) === undefined) return null;
    variables[name] = valueFromASTUntyped(literal);
  }
  // Every variable coerces (ours: a Float that is finite; the client's: their errors would point into our text).
  const coerced = getVariableValues(schema, template.definitions, variables, { maxErrors: 1 });
  if ('errors' in coerced && coerced.errors) return null;
  return { query: template.source, variables };
}
