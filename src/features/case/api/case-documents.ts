import { useQuery } from '@tanstack/react-query';
import { caseDocumentsQuery } from '../../../api/case-documents-query';
import type { CaseDocument } from '../../../contract/entities';

export { caseDocumentsQuery };

export function useCaseDocuments(petitionId: string) {
  return useQuery(caseDocumentsQuery(petitionId));
}

/** The current statement for a criterion (the list is newest first). */
export function statementFor(documents: CaseDocument[] | undefined, criteriaId: string): CaseDocument | undefined {
  return documents?.find((d) => d.criteriaId === criteriaId);
}
