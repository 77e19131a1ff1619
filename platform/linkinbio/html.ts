import type { Cheerio, CheerioAPI, load } from 'cheerio';

/** Helpers the parsers share for reading HTML with cheerio. */

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);

/** A DOM node as the parsers walk it (domhandler's shape, without depending on its types). */
export interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

/** A node as cheerio holds it (domhandler's AnyNode, named through cheerio's own signature: what `load` also takes). */
type CheerioNode = Extract<Parameters<typeof load>[0], { type: unknown }>;

/**
 * The visible text under the nodes of a selection, with a space between text nodes (cheerio's text() glues
 * `<h2>Contact</h2><p>a@b.co` into `Contacta@b.co`), without scripts, styles and templates. Iterative: a deeply
 * nested page cannot exhaust the stack.
 */
export function visibleText(selection: Cheerio<CheerioNode> | DomNode): string {
  const parts: string[] = [];
  const roots: DomNode[] = 'toArray' in selection ? selection.toArray() : [selection];
  const stack: DomNode[] = roots.flatMap((n) => [...(n.children ?? [])]).reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'text') parts.push(node.data ?? '');
    else if (node.children && !SKIPPED.has(node.name ?? '')) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * The first element under a selection (document order) that `test` accepts. Iterative and linear: cheerio's
 * find() on an element with very many children is not.
 */
export function firstUnder(
  selection: Cheerio<CheerioNode>,
  test: (element: { name: string; attribs: Record<string, string> }) => boolean,
): DomNode | undefined {
  const stack: DomNode[] = (selection.toArray() as DomNode[]).flatMap((n) => [...(n.children ?? [])]).reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'tag' && test({ name: node.name ?? '', attribs: node.attribs ?? {} })) return node;
    if (node.children) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return undefined;
}

/** How deeply the document nests elements (counted without recursion). */
export function nestingDepth($: CheerioAPI): number {
  let deepest = 0;
  const stack: [DomNode, number][] = [[$.root()[0] as DomNode, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    for (const child of node.children ?? []) if (child.children) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The content of `<meta name=…>` or `<meta property=…>`, first found of `keys`. */
export function meta($: CheerioAPI, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = $(`meta[property="${key}"], meta[name="${key}"]`).first().attr('content');
    if (value !== undefined && value.trim() !== '') return value;
  }
  return undefined;
}

/** The JSON inside a script element, or undefined when it is absent or not JSON. */
export function scriptJson($: CheerioAPI, selector: string): unknown {
  const script = $(selector).first();
  if (script.length === 0) return undefined;
  try {
    return JSON.parse(script.text());
  } catch {
    return undefined;
  }
}

/** The label of a link: its visible text, else its aria-label, title, or the alt text of an image inside. */
export function linkLabel(a: Cheerio<CheerioNode>): string | undefined {
  const text = visibleText(a);
  if (text) return text;
  return a.attr('aria-label') ?? a.attr('title') ?? firstUnder(a, (e) => e.name === 'img' && e.attribs.alt !== undefined)?.attribs?.alt;
}

/** A value as a record (a JSON object), or undefined. */
export const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** A value as an array of records, dropping what is not one. */
export const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.map(record).filter((r): r is Record<string, unknown> => r !== undefined) : [];

/** The first of `keys` holding a non-empty string. */
export function str(from: Record<string, unknown> | undefined, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = from?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** Records sorted by a numeric `position` when they carry one (stable: page order otherwise). */
export function byPosition(list: Record<string, unknown>[]): Record<string, unknown>[] {
  const pos = (r: Record<string, unknown>) => (typeof r.position === 'number' ? r.position : Number.MAX_SAFE_INTEGER);
  return list
    .map((r, i) => ({ r, i }))
    .sort((a, b) => pos(a.r) - pos(b.r) || a.i - b.i)
    .map(({ r }) => r);
}
