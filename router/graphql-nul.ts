import type { NextFunction, Request, Response } from 'express';
import { GraphQLError, Kind, type ASTNode, type ValidationRule } from 'graphql';
import type { Caller, Gate } from '../platform/gate.ts';
import { nulPath, nulRefused } from '../platform/nul.ts';

/**
 * NUL characters in GraphQL input, refused before execution as on REST (platform/nul.ts): string literals in the
 * document by this validation rule (a 400 like any invalid document), variables by `refuseNulVariables`.
 */
export const noNulInStrings: ValidationRule = (context) => ({
  StringValue(node, _key, parent, _path, ancestors) {
    if (!node.value.includes('\u0000')) return;
    const names: string[] = [];
    for (const ancestor of [...ancestors, parent]) {
      if (!ancestor || Array.isArray(ancestor)) continue;
      const at = ancestor as ASTNode;
      if (at.kind === Kind.ARGUMENT || at.kind === Kind.OBJECT_FIELD) names.push(at.name.value);
      else if (at.kind === Kind.VARIABLE_DEFINITION) names.push(`$${at.variable.name.value}`);
    }
    context.reportError(new GraphQLError(`${names.join('.') || 'A string'} must not contain a NUL character (\\u0000).`, { nodes: node }));
  },
});

/** The variables of a /graphql request: the POST body's, or the JSON of a GET's `variables` parameter. */
function variablesOf(req: Request): unknown {
  if (req.method !== 'GET') return (req.body as { variables?: unknown } | undefined)?.variables;
  const raw = req.query.variables;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined; // Apollo answers an unparsable variables parameter itself
  }
}

/**
 * Refuses variables holding a NUL (400 naming `$name`), after the key is admitted. A revoked key is still a 401:
 * nothing is reserved before execution, so its revocation is checked here first.
 */
export function refuseNulVariables(gate: Gate) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const path = nulPath(variablesOf(req));
    if (!path) return next();
    await gate.ensureLive(res.locals.caller as Caller);
    throw nulRefused(path, '$');
  };
}
