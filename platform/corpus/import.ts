import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { z } from 'zod';
import type { Db } from '../db/pool.ts';
/** How one kind of record enters the library: its rules and a batch writer (one outcome per record, null for written). */
export interface Importer<T> {
  schema: z.ZodType<T>;
  write(db: Db, records: T[]): Promise<(string | null)[]>;
}

/** What `corpus import` understands, by network and record type (each network module brings its own). */
export type Importers = Record<string, Record<string, Importer<unknown>>>;

export interface ImportReport {
  imported: number;
  failed: number;
  errors: { line: number; message: string }[];
}

const BATCH = 500;

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(record)'}: ${i.message}`).join('; ');
}

/**
 * Imports NDJSON records, one `{"network", "type", "data"}` object per line. Each line stands alone: a bad line is
 * reported with its number and nothing of it is written; good lines around it still land.
 */
export async function importLines(db: Db, lines: AsyncIterable<string> | Iterable<string>, importers: Importers): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, failed: 0, errors: [] };
  let pending: { line: number; importer: Importer<unknown>; record: unknown }[] = [];

  const flush = async () => {
    const byImporter = new Map<Importer<unknown>, typeof pending>();
    for (const item of pending) {
      const group = byImporter.get(item.importer);
      if (group) group.push(item);
      else byImporter.set(item.importer, [item]);
    }
    for (const [importer, items] of byImporter) {
      const outcome = await importer.write(
        db,
        items.map((i) => i.record),
      );
      outcome.forEach((message, i) => {
        if (message === null) report.imported++;
        else fail(items[i].line, message);
      });
    }
    pending = [];
  };
  const fail = (line: number, message: string) => {
    report.failed++;
    if (report.errors.length < 1000) report.errors.push({ line, message });
  };

  let lineNo = 0;
  for await (const text of lines) {
    lineNo++;
    if (text.trim() === '') continue;
    let parsed: { network?: unknown; type?: unknown; data?: unknown };
    try {
      parsed = JSON.parse(text);
    } catch {
      fail(lineNo, 'not valid JSON');
      continue;
    }
    const importer = importers[String(parsed?.network)]?.[String(parsed?.type)];
    if (!importer) {
      fail(lineNo, `unknown record kind network=${JSON.stringify(parsed?.network)} type=${JSON.stringify(parsed?.type)}`);
      continue;
    }
    const result = importer.schema.safeParse(parsed.data);
    if (!result.success) {
      fail(lineNo, describe(result.error));
      continue;
    }
    pending.push({ line: lineNo, importer, record: result.data });
    if (pending.length >= BATCH) await flush();
  }
  await flush();
  // Lines refused on sight and lines refused when written are reported together, in file order.
  report.errors.sort((a, b) => a.line - b.line);
  return report;
}

export function importFile(db: Db, path: string, importers: Importers): Promise<ImportReport> {
  return importLines(db, createInterface({ input: createReadStream(path), crlfDelay: Infinity }), importers);
}
