import { useQuery } from '@tanstack/react-query';
import { evidenceQuery } from '../../evidence';

/** How many documents the petition has, from the evidence list the Evidence tab also reads (same query). */
export function useEvidenceCount(petitionId: string): { count: number; isLoading: boolean } {
  const evidence = useQuery(evidenceQuery(petitionId));
  return { count: evidence.data?.length ?? 0, isLoading: evidence.isLoading };
}
