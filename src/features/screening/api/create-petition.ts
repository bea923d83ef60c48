import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { Petition } from '../../../contract/entities';
import type { CreatePetitionBody } from '../../../contract/petitions';

/** POST /api/petitions: a draft petition for the chosen visa type; the list is refreshed. */
export function useCreatePetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePetitionBody) => apiRequest<Petition>('POST', '/api/petitions', body),
    onSuccess: async (petition) => {
      queryClient.setQueryData(keys.petition(petition.id), petition);
      await queryClient.invalidateQueries({ queryKey: keys.petitions, exact: true });
    },
  });
}
