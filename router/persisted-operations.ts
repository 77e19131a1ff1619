import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';
import { Kind, parse, print, visit, type DefinitionNode, type DocumentNode, type FieldNode } from 'graphql';
import { InvalidRequest, quote } from '../platform/errors.ts';
import type { Caller, Gate } from '../platform/gate.ts';

/**
 * Persisted operations: a safelist of GraphQL documents by SHA-256 (schema/persisted-operations.json, Apollo's
 * persisted query manifest format, generated from clients/graphql/*.graphql by `npm run graphql:codegen`).
 *
 * - A request naming a listed hash (`extensions.persistedQuery.sha256Hash`, Apollo's persisted query protocol) runs
 *   that document, with or without `query` (a `query` sent along must be that document). Always accepted.
 * - With GRAPHQL_PERSISTED_ONLY=true, nothing else runs: a document (or hash) not in the list is refused, 400
 *   invalid_request in GraphQL's error shape, after the key is checked and before anything is reserved or run.
 *   A sent document is listed when it is one of the list's up to layout and Apollo Client's `__typename` additions.
 */

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** `__typename` added to every selection set but the operation's own, as Apollo Client's cache adds it before sending. */
function withTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      enter(node, _key, parent) {
        if (parent && (parent as DefinitionNode).kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'))) return undefined;
        return { ...node, selections: [...node.selections, TYPENAME] };
      },
    },
  });
}

/** The listed form of a document: `__typename` added as Apollo Client adds it, printed by graphql-js. */
export const persistedBody = (document: DocumentNode): string => print(withTypename(document));
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export interface PersistedOperation {
  id: string;
  name: string;
  type: string;
  body: string;
}

export class PersistedOperations {
  private readonly byId: Map<string, PersistedOperation>;

  constructor(operations: PersistedOperation[]) {
    for (const op of operations) if (sha256(op.body) !== op.id) throw new Error(`persisted operation ${op.name}: its id is not the SHA-256 of its body`);
    this.byId = new Map(operations.map((op) => [op.id, op]));
  }

  static fromFile(file: string): PersistedOperations {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { format?: string; operations?: PersistedOperation[] };
    if (manifest.format !== 'apollo-persisted-query-manifest' || !Array.isArray(manifest.operations))
      throw new Error(`${file} is not a persisted query manifest`);
    return new PersistedOperations(manifest.operations);
  }

  get size(): number {
    return this.byId.size;
  }

  byHash(hash: string): PersistedOperation | undefined {
    return this.byId.get(hash.toLowerCase());
  }

  /** Whether a sent document is a listed one (exactly, or up to layout and `__typename`); false when it does not parse. */
  lists(query: string): boolean {
    if (this.byId.has(sha256(query))) return true;
    try {
      return this.byId.has(sha256(persistedBody(parse(query, { noLocation: true }))));
    } catch {
      return false;
    }
  }
}

const PERSISTED_ONLY = 'This service runs persisted operations only';

/**
 * The hash a request names (extensions.persistedQuery), or undefined when it names none. A persistedQuery extension
 * this service cannot read is refused, 400: another protocol version, or a hash that is not 64 hexadecimal digits.
 */
function hashOf(extensions: unknown): string | undefined {
  let value = extensions;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const persisted = (value as { persistedQuery?: unknown } | null | undefined)?.persistedQuery;
  if (persisted === undefined || persisted === null) return undefined;
  const { version, sha256Hash } = persisted as { version?: unknown; sha256Hash?: unknown };
  if (version !== 1)
    throw new InvalidRequest(`Unsupported persisted query version ${quote(version)}: this service speaks version 1 (extensions.persistedQuery.version).`);
  if (typeof sha256Hash !== 'string' || !/^[0-9a-fA-F]{64}$/.test(sha256Hash)) {
    throw new InvalidRequest('extensions.persistedQuery.sha256Hash must be the SHA-256 of the document, 64 hexadecimal digits.');
  }
  return sha256Hash;
}

/**
 * The /graphql step that admits persisted operations, after the key is admitted: a listed hash becomes its document
 * (the extension removed, so Apollo Server's own automatic persisted queries never see it); in persisted-only mode,
 * anything unlisted is refused. A revoked key is still a 401 (nothing is reserved before execution, so its
 * revocation is checked before refusing).
 */
export function admitPersisted(list: PersistedOperations, persistedOnly: boolean, gate: Gate) {
  const refuse = async (res: Response, message: string) => {
    await gate.ensureLive(res.locals.caller as Caller);
    throw new InvalidRequest(message);
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    const body = (req.method === 'GET' ? req.query : req.body) as { query?: unknown; extensions?: unknown } | undefined;
    let hash: string | undefined;
    try {
      hash = hashOf(body?.extensions);
    } catch (err) {
      return refuse(res, (err as Error).message);
    }
    const query = typeof body?.query === 'string' ? body.query : undefined;
    const listed = hash ? list.byHash(hash) : undefined;
    if (listed) {
      if (query !== undefined && sha256(query) !== listed.id && !list.lists(query)) {
        return refuse(
          res,
          `The query sent does not match the persisted operation ${listed.name} (hash ${listed.id}); send the hash alone or its exact document.`,
        );
      }
      if (req.method !== 'POST') return refuse(res, 'Send persisted operations by hash with POST.');
      const { persistedQuery: _, ...extensions } = (req.body.extensions ?? {}) as Record<string, unknown>;
      req.body = { ...req.body, query: listed.body, extensions };
      return next();
    }
    if (!persistedOnly) return next();
    if (hash) return refuse(res, `${PERSISTED_ONLY}: no operation with hash ${hash.slice(0, 64)} is in its list.`);
    if (query === undefined || !list.lists(query)) {
      return refuse(
        res,
        `${PERSISTED_ONLY}: this document is not in its list (schema/persisted-operations.json). Send a listed operation, by its SHA-256 in extensions.persistedQuery.sha256Hash or as its document.`,
      );
    }
    next();
  };
}
