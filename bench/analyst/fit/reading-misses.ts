/**
 * A pre-tuning filing scored against its set's labels, and each category miss put down to the first reading it went
 * wrong on (decision 111): the fact kind, whether it is hers, her role, or else the filing rule given those facts.
 * The matchers are the sets' own (holdout3/score.ts, holdout4/run.ts): the category exactly, isApplicant from the
 * sheet's subject (none is wrong), role one of the label's, a judgement case attributed when all three are right.
 */
import type { FilingReading } from './filing-reading';
import type { TunedDoc } from './tuned-sets';

type Label = Pick<TunedDoc, 'kinds' | 'category' | 'isApplicant' | 'role' | 'judgement'>;
type Facts = Pick<FilingReading, 'kind' | 'isApplicant' | 'role'>;

export const kindRight = (r: Facts, label: Label): boolean => label.kinds.includes(r.kind);
/** null where the label gives no isApplicant. */
export const isApplicantRight = (r: Facts, label: Label): boolean | null => (label.isApplicant === undefined ? null : r.isApplicant === label.isApplicant);
export const roleRight = (r: Facts, label: Label): boolean | null => (label.role === undefined ? null : label.role.includes(r.role));

export const CAUSES = ['kind', 'isApplicant', 'role', 'filing rule'] as const;
export type Cause = (typeof CAUSES)[number];

/** The first fact read wrong, in the order the filing uses them; 'filing rule' when every labelled fact is right. */
export function missCause(r: Facts, label: Label): Cause {
  if (!kindRight(r, label)) return 'kind';
  if (isApplicantRight(r, label) === false) return 'isApplicant';
  if (roleRight(r, label) === false) return 'role';
  return 'filing rule';
}

/** Category, and for a judgement case whether it is attributed (category, isApplicant and role all right). */
export function attributed(category: string, r: Facts, label: Label): boolean {
  return category === label.category && isApplicantRight(r, label) !== false && roleRight(r, label) !== false;
}
