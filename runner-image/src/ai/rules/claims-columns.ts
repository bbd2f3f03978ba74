/**
 * "Quayside has no bikes", "Seafront has 3 free docks", "the Central Station row shows 12 bikes": a table's row named
 * by its header cell, and a count its column states. The number is the cell of that row under the column header the noun names ("Bikes", "Free docks"),
 * never another column's ("E-bikes") nor the row's header.
 */
import type { ObservedElement, PageProbe } from '../contract';
import { indexOf } from './page-index';
import { stem, textScore, tokens } from './text-match';

const CELLS = new Set(['cell', 'gridcell', 'rowheader', 'columnheader']);

/**
 * The text of the cell of `named`'s row under the column `noun` names; null when `named` is not in a table row or no
 * one column header is named so.
 */
export async function columnCell(
  elements: readonly ObservedElement[],
  probe: PageProbe,
  named: ObservedElement,
  noun: string,
): Promise<{ column: string; text: string; reason: string } | null> {
  if (!noun.trim()) return null;
  const { byRef } = indexOf(elements);
  let row: ObservedElement | undefined = named;
  while (row && row.role !== 'row') row = row.parent ? byRef.get(row.parent) : undefined;
  if (!row) return null;
  let table: ObservedElement | undefined = row;
  while (table && !['table', 'grid', 'treegrid'].includes(table.role))
    table = table.parent ? byRef.get(table.parent) : undefined;
  if (!table) return null;
  const inTable = (e: ObservedElement) => {
    for (let p = e.parent; p; p = byRef.get(p)?.parent) if (p === table?.ref) return true;
    return false;
  };
  const cellsOf = (r: ObservedElement) => elements.filter((e) => e.parent === r.ref && CELLS.has(e.role));
  const headerRow = elements.find(
    (e) => e.role === 'row' && inTable(e) && cellsOf(e).some((c) => c.role === 'columnheader'),
  );
  if (!headerRow) return null;
  const headers = cellsOf(headerRow);
  // The header of exactly the noun's words ("Bikes", not "E-bikes"), else the one that scores as it.
  const same = (h: ObservedElement) => tokens(h.name).map(stem).join(' ') === tokens(noun).map(stem).join(' ');
  const exact = headers.filter(same);
  const matching = exact.length > 0 ? exact : headers.filter((h) => textScore(noun, h.name) >= 0.9);
  if (matching.length !== 1) return null;
  const column = matching[0] as ObservedElement;
  const cell = cellsOf(row)[headers.indexOf(column)];
  if (!cell || cell.ref === named.ref) return null;
  const text = (await probe.textOf(cell.ref)).trim();
  if (!/^\d+$/.test(text)) return null;
  return { column: column.name, text, reason: `The ${column.name} of ${JSON.stringify(named.name)} is ${text}.` };
}

/** Cells that head a row. */
const HEAD_CELLS = new Set(['rowheader', 'cell', 'gridcell']);

/** "the Central Station row", "Harbour Square's row": the count of the row that cell heads, under `noun`'s column. */
export async function rowColumnCell(
  elements: readonly ObservedElement[],
  probe: PageProbe,
  subject: string,
  noun: string,
): Promise<{ column: string; text: string; reason: string } | null> {
  const name = /^(?:the\s+)?(.+?)(?:'s|’s)?\s+row$/i.exec(subject.trim())?.[1];
  if (!name) return null;
  const heads = elements.filter((e) => HEAD_CELLS.has(e.role) && textScore(name, e.name) >= 0.95);
  return heads.length === 1 ? columnCell(elements, probe, heads[0] as ObservedElement, noun) : null;
}
