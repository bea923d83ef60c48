import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { Letter } from '../../../contract/entities';

/** GET /api/petitions/{id}/recommendation-letters: newest first. */
const lettersQuery = (petitionId: string) =>
  queryOptions({ queryKey: keys.letters(petitionId), queryFn: ({ signal }) => getJson<Letter[]>(keys.letters(petitionId), signal) });

export function useLetters(petitionId: string) {
  return useQuery(lettersQuery(petitionId));
}
