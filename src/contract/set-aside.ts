// Which exhibits prove nothing for the applicant, after her corrections (issue 32 item 4, decision 062).
// Zod-free: the Letters tab reads it on the page as the server reads it for every output.

/** What decides it: the row's category as it stands, whether the user chose it, and the facts' filing reason. */
type Filing = {
  category: string | null;
  userSetFields?: readonly string[] | null;
  /** `factSheet.filingReason`: why the facts filed it as Other (decision 056), or null. */
  filingReason?: string | null;
};

/** What a set-aside exhibit says about itself when the user filed it as Other. */
export const FILED_OTHER_BY_USER = 'You filed it as Other, so it is not counted as your evidence.';

/**
 * Why the exhibit is set aside, or null when it may prove something for the applicant. It is set aside when
 * it is filed as Other and either the user chose that (her word on what it proves wins) or its facts did
 * (someone else's award, a nomination, a guest list…). An exhibit the analyst could only not place (Other,
 * no reason) is not set aside: nothing says it is not hers. A set-aside exhibit is never argued, quoted,
 * counted or suggested as hers; it may still answer a question about what the record says.
 */
export function setAsideReason(row: Filing): string | null {
  if (row.category !== 'other') return null;
  if (row.userSetFields?.includes('category')) return FILED_OTHER_BY_USER;
  const reason = row.filingReason?.trim();
  return reason ? reason : null;
}

/** Whether the exhibit may prove something for the applicant. */
export const countsForApplicant = (row: Filing): boolean => setAsideReason(row) === null;
