/** A readable rendering of an answer's `data` for the terminal: rows as a table, a record as key/value lines. */

const MAX_CELL = 60;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > MAX_CELL ? flat.slice(0, MAX_CELL - 1) + '…' : flat;
}

export function table(rows: Record<string, unknown>[]): string {
  if (!rows.length) return '(no rows)';
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((c) => rows.some((r) => typeof r[c] !== 'object' || r[c] === null)).slice(0, 8);
  const cols = columns.length ? columns : Object.keys(rows[0]).slice(0, 8);
  const cells = rows.map((r) => cols.map((c) => cell(r[c])));
  const widths = cols.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(cols), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The largest list of records in `data` (items, posts, results...), if any. */
function mainList(data: Record<string, unknown>): [string, Record<string, unknown>[]] | null {
  let best: [string, Record<string, unknown>[]] | null = null;
  for (const [k, v] of Object.entries(data)) {
    if (Array.isArray(v) && v.length && v.every(isRecord) && (!best || v.length > best[1].length)) best = [k, v];
  }
  return best;
}

export function render(data: unknown, meta?: Record<string, unknown>): string {
  const out: string[] = [];
  if (Array.isArray(data)) out.push(data.every(isRecord) ? table(data) : data.map(cell).join('\n'));
  else if (isRecord(data)) {
    const list = mainList(data);
    const scalars = Object.entries(data).filter(([k]) => !list || k !== list[0]);
    const width = Math.max(0, ...scalars.map(([k]) => k.length));
    for (const [k, v] of scalars) out.push(`${k.padEnd(width)}  ${Array.isArray(v) ? `[${v.length}] ${cell(v)}` : cell(v)}`);
    if (list) out.push('', `${list[0]} (${list[1].length}):`, table(list[1]));
  } else out.push(cell(data));
  if (meta)
    out.push(
      '',
      Object.entries(meta)
        .map(([k, v]) => `${k}: ${cell(v)}`)
        .join('  '),
    );
  return out.join('\n');
}
