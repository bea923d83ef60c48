import { useQuery } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import type { Letter } from '../../../contract/entities';

/** GET /api/petitions/{id}/recommendation-letters: newest first. */
export function useLetters(petitionId: string) {
  return useQuery<Letter[]>({ queryKey: keys.letters(petitionId) });
}
