// Petition statuses as shown, without zod: the dashboard needs them before any schema (docs/decisions/040).

/** architecture.md §states: 'in_review' → 'In review'. */
export function readableStatus(status: string): string {
  const spaced = status.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The one status that does not count as in progress (architecture.md §states). */
export const SUBMITTED_STATUS = 'submitted';
