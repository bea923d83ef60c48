import { useQuery } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import type { CaseDocument, Evidence, Petition } from '../../../contract/entities';

/** GET /api/petitions/{id}; refetched on entering the page so a restored (persisted) copy is not taken as current. */
export function usePetition(id: string, enabled = true) {
  return useQuery<Petition>({ queryKey: keys.petition(id), enabled, refetchOnMount: 'always' });
}

/** GET /api/petitions/{id}/evidence: the Documents card counts it (shared cache with the Evidence tab). */
export function useEvidenceList(id: string, enabled = true) {
  return useQuery<Evidence[]>({ queryKey: keys.evidence(id), enabled });
}

/** GET /api/petitions/{id}/case-documents: the Criteria card counts the criteria they cover. */
export function useCaseDocuments(id: string, enabled = true) {
  return useQuery<CaseDocument[]>({ queryKey: keys.caseDocuments(id), enabled });
}
