import { useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { packetPushSchema } from '../../../contract/packet';
import { usePushMessages, usePushReconnect } from '../../../push';
import { applyPacketPush, isFinalStatus } from '../lib/packet-view';
import { packetQuery } from '../api/packet';

/**
 * 'packet-status' pushes move the progress bar in the cached reply; 'ready' and 'failed' fetch the whole
 * reply (parts, warnings, error).
 */
export function usePacketPush(petitionId: string) {
  const queryClient = useQueryClient();
  usePushMessages((message) => {
    if (message.type !== 'packet-status') return;
    const parsed = packetPushSchema.safeParse(message);
    if (!parsed.success || parsed.data.petitionId !== petitionId) return;
    const push = parsed.data;
    queryClient.setQueryData(packetQuery(petitionId).queryKey, (old) => applyPacketPush(old, push));
    if (isFinalStatus(push.status)) void queryClient.invalidateQueries({ queryKey: keys.packet(petitionId) });
  });
  usePushReconnect(
    () => void queryClient.invalidateQueries({ queryKey: keys.packet(petitionId) }),
    keys.packet(petitionId),
  );
}
