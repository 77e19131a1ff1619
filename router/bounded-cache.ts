import type { DocumentNode } from 'graphql';

/**
 * A map bounded by an estimate of the memory its entries hold: once the estimates add up to more than `maxBytes`,
 * the least recently used entries are dropped. An entry estimated larger than the whole bound is not kept.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (key: K, value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: re-inserting makes it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(key, value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.total -= entry.bytes;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The estimated bytes held. */
  get bytes(): number {
    return this.total;
  }
}

/**
 * What a parsed document holds in the heap per character of its text: graphql-js's nodes with their locations and
 * the lexer's token list they point into (measured: 29 bytes a character for the benchmark's profile query, parsed
 * as Apollo Server parses it), plus what is kept beside each document while it is cached (the cost model's plan,
 * the gateway's normalised form and subgraph decision, all in WeakMaps keyed by the document).
 */
export const DOCUMENT_BYTES_PER_CHAR = 64;

/**
 * Apollo Server's store of parsed and validated documents (its `documentStore`), bounded by memory. Apollo's own
 * default bounds it at 30 MiB of the documents' JSON (a JSON.stringify of every document stored, several times
 * smaller than the heap it holds: about 110 MiB of parsed documents, and their derived data beside them).
 */
export function documentStore(maxBytes: number) {
  const cache = new BoundedCache<string, DocumentNode>(maxBytes, (key, document) => 2 * key.length + DOCUMENT_BYTES_PER_CHAR * (document.loc?.end ?? 1_000));
  return {
    cache,
    get: async (key: string) => cache.get(key),
    set: async (key: string, document: DocumentNode) => cache.set(key, document),
    delete: async (key: string) => cache.delete(key),
  };
}
