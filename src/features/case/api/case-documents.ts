import { useQuery } from '@tanstack/react-query';
import { caseDocumentsQuery } from '../../../api/case-documents-query';
import type { CaseDocument } from '../../../contract/entities';

export { caseDocumentsQuery };

/**
 * The petition's case documents, read again whenever a tab that lists them opens: only those tabs follow statement
 * pushes, so a statement written while another tab was shown left the cached list (the summary cards') behind.
 */
export function useCaseDocuments(petitionId: string) {
  return useQuery({ ...caseDocumentsQuery(petitionId), refetchOnMount: 'always' });
}

/** The current statement for a criterion (the list is newest first). */
export function statementFor(documents: CaseDocument[] | undefined, criteriaId: string): CaseDocument | undefined {
  return documents?.find((d) => d.criteriaId === criteriaId);
}
