/**
 * "Quayside has no bikes", "Seafront has 3 free docks", "the Central Station row shows 12 bikes": a table's row named
 * by its header cell, and a count its column states. The number is the cell of that row under the column header the
 * noun names ("Bikes", never "E-bikes"; `rowCell`), never the row's header.
 */
import type { ObservedElement, PageProbe } from '../contract';
import { rowCell } from './checks-value-scope';
import { indexOf } from './page-index';
import { textScore } from './text-match';

interface ColumnCount {
  column: string;
  text: string;
  reason: string;
}

/** The count in the cell of `named`'s row under the column `noun` names; null when there is no such number. */
export async function columnCell(
  elements: readonly ObservedElement[],
  probe: PageProbe,
  named: ObservedElement,
  noun: string,
): Promise<ColumnCount | null> {
  if (!noun.trim()) return null;
  const { byRef } = indexOf(elements);
  let row: ObservedElement | undefined = named;
  while (row && row.role !== 'row') row = row.parent ? byRef.get(row.parent) : undefined;
  if (!row) return null;
  const cell = await rowCell(elements, probe, row, noun);
  const text = cell?.text.trim() ?? '';
  if (!cell || !/^\d+$/.test(text) || text === named.name.trim()) return null;
  const column = cell.column.replace(/ column$/, '');
  return { column, text, reason: `The ${column} of ${JSON.stringify(named.name)} is ${text}.` };
}

/** Cells that head a row. */
const HEAD_CELLS = new Set(['rowheader', 'cell', 'gridcell']);

/** "the Central Station row", "Harbour Square's row": the count of the row that cell heads, under `noun`'s column. */
export async function rowColumnCell(
  elements: readonly ObservedElement[],
  probe: PageProbe,
  subject: string,
  noun: string,
): Promise<ColumnCount | null> {
  const name = /^(?:the\s+)?(.+?)(?:'s|’s)?\s+row$/i.exec(subject.trim())?.[1];
  if (!name) return null;
  const heads = elements.filter((e) => HEAD_CELLS.has(e.role) && textScore(name, e.name) >= 0.95);
  return heads.length === 1 ? columnCell(elements, probe, heads[0] as ObservedElement, noun) : null;
}
