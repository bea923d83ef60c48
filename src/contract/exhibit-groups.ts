// How exhibits are ordered and grouped for filing, without zod, for the screens that show the order
// (docs/decisions/043); ./exhibit-order adds the request schemas and re-exports these.
import { categoryLabel, categoryOptions } from './categories';
import type { VisaType } from './visa-types';

/** What ordering needs of an exhibit. */
export type OrderableExhibit = { id: string; evidenceNumber: number | null; category: string | null };
export type ExhibitGroup<T extends OrderableExhibit> = { category: string | null; label: string; exhibits: T[] };

/** Where a category sits in the visa's catalogue (its criteria, then the fixed kinds); anything else last. */
function categoryRank(visaType: VisaType, category: string | null): number {
  const at = category === null ? -1 : categoryOptions(visaType).findIndex((o) => o.id === category);
  return at === -1 ? Number.MAX_SAFE_INTEGER : at;
}

const byNumber = (a: OrderableExhibit, b: OrderableExhibit) => (a.evidenceNumber ?? Number.MAX_SAFE_INTEGER) - (b.evidenceNumber ?? Number.MAX_SAFE_INTEGER);

/** 'Order by criterion': grouped by criterion in catalogue order, then by current number within each. */
export function orderByCriterion<T extends OrderableExhibit>(visaType: VisaType, exhibits: readonly T[]): T[] {
  return [...exhibits].sort((a, b) => categoryRank(visaType, a.category) - categoryRank(visaType, b.category) || byNumber(a, b));
}

/**
 * The given order split into runs of the same criterion, for showing under headings. An order the user
 * made may return to a criterion later; each run is its own group, so the list shows the order as filed.
 */
export function groupRuns<T extends OrderableExhibit>(visaType: VisaType, ordered: readonly T[]): ExhibitGroup<T>[] {
  const groups: ExhibitGroup<T>[] = [];
  for (const exhibit of ordered) {
    const last = groups[groups.length - 1];
    if (last && last.category === exhibit.category) last.exhibits.push(exhibit);
    else groups.push({ category: exhibit.category, label: exhibit.category ? categoryLabel(visaType, exhibit.category) : 'Not yet analyzed', exhibits: [exhibit] });
  }
  return groups;
}
