/** What a tab list shows: the panel of its selected tab. */
import type { ObservedElement } from '../contract';

/** The panel a selected tab shows: the one tab panel beside its tab list; null when that is not plain. */
export function panelOf(elements: readonly ObservedElement[], tab: ObservedElement): ObservedElement | null {
  if (tab.hints?.selected !== true) return null;
  const list = elements.find((e) => e.ref === tab.parent);
  if (list?.role !== 'tablist') return null;
  const panels = elements.filter((e) => e.role === 'tabpanel' && e.parent === list.parent);
  return panels.length === 1 ? (panels[0] as ObservedElement) : null;
}
