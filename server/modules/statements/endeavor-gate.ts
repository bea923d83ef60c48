import { ENDEAVOR_REQUIRED_MESSAGE, hasProposedEndeavor, isEndeavorWritten, isProngCriterion } from '../../../src/contract/endeavor';

/**
 * EB-2 NIW (issue 36 item 2): a prong statement argues from the applicant's own proposed endeavor, so none is
 * drafted before it is written. True when this criterion may be drafted now.
 */
export function endeavorAllowsStatement(petition: { visaType: string; proposedEndeavor: string | null }, criteriaId: string): boolean {
  return !(hasProposedEndeavor(petition.visaType) && isProngCriterion(criteriaId) && !isEndeavorWritten(petition.proposedEndeavor));
}

export { ENDEAVOR_REQUIRED_MESSAGE };
