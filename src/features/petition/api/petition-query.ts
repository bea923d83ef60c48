import { useQuery } from '@tanstack/react-query';
import { petitionQuery } from '../../../api/petition-queries';

/** Asked for again on entering the page so a restored (persisted) copy is not taken as current. */
export function usePetition(id: string, enabled = true) {
  return useQuery({ ...petitionQuery(id), enabled });
}
