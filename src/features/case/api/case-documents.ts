import { useQuery } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import type { CaseDocument } from '../../../contract/entities';

/** GET /api/petitions/{id}/case-documents: newest first. */
export function useCaseDocuments(petitionId: string) {
  return useQuery<CaseDocument[]>({ queryKey: keys.caseDocuments(petitionId) });
}

/** The current statement for a criterion (the list is newest first). */
export function statementFor(documents: CaseDocument[] | undefined, criteriaId: string): CaseDocument | undefined {
  return documents?.find((d) => d.criteriaId === criteriaId);
}
