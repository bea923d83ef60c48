import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { CaseDocument } from '../../../contract/entities';

/** GET /api/petitions/{id}/case-documents: newest first. */
export const caseDocumentsQuery = (petitionId: string) =>
  queryOptions({ queryKey: keys.caseDocuments(petitionId), queryFn: ({ signal }) => getJson<CaseDocument[]>(keys.caseDocuments(petitionId), signal) });

export function useCaseDocuments(petitionId: string) {
  return useQuery(caseDocumentsQuery(petitionId));
}

/** The current statement for a criterion (the list is newest first). */
export function statementFor(documents: CaseDocument[] | undefined, criteriaId: string): CaseDocument | undefined {
  return documents?.find((d) => d.criteriaId === criteriaId);
}
