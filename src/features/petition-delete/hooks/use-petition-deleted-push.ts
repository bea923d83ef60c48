import { useQueryClient } from '@tanstack/react-query';
import { usePushMessages } from '../../../push';
import { forgetPetition } from '../api/forget-petition';

/** 'petition-deleted' (another tab or device deleted it): this device forgets it too. */
export function usePetitionDeletedPush() {
  const queryClient = useQueryClient();
  usePushMessages((message) => {
    if (message.type === 'petition-deleted') void forgetPetition(queryClient, message.petitionId);
  });
}
