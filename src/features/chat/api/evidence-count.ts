import { useQuery } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import type { Evidence } from '../../../contract/entities';

/** How many documents the petition has, from the evidence list the Evidence tab also reads (same key). */
export function useEvidenceCount(petitionId: string): { count: number; isLoading: boolean } {
  const evidence = useQuery<Evidence[]>({ queryKey: keys.evidence(petitionId) });
  return { count: evidence.data?.length ?? 0, isLoading: evidence.isLoading };
}
