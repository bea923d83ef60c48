import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isServerReachable } from '../../../api/connectivity';
import { apiRequest, handleUnauthorized, isUnauthorizedError, serverMessage } from '../../../api/http';
import { keys } from '../../../api/keys';
import { NeedsConnectionError, isConnectionFailure, showNeedsConnection } from '../../../api/needs-connection';
import { buildPacketReplySchema, type BuildPacketBody, type BuildPacketReply } from '../../../contract/packet';
import { toast } from '../../../lib/toast-store';
import { PACKET_NEEDS_CONNECTION_MESSAGE } from '../lib/needs-connection';
import { applyPacketPush } from '../lib/packet-view';
import { packetQuery } from './packet';

/**
 * POST /api/petitions/{id}/packet: 202 with the build it started (or the running one). The answer goes
 * into the cache at once, so the progress bar shows before the first push; then the reply is fetched again.
 * Not queued offline: a build must see the evidence as it is when it starts.
 */
export function useBuildPacket(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BuildPacketBody = {}): Promise<BuildPacketReply> => {
      if (!navigator.onLine || !isServerReachable()) throw new NeedsConnectionError(PACKET_NEEDS_CONNECTION_MESSAGE);
      const reply = await apiRequest<unknown>('POST', `/api/petitions/${petitionId}/packet`, body);
      return buildPacketReplySchema.parse(reply);
    },
    onSuccess: (started) => {
      queryClient.setQueryData(packetQuery(petitionId).queryKey, (old) => applyPacketPush(old, started));
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized();
      if (isConnectionFailure(error)) return showNeedsConnection(PACKET_NEEDS_CONNECTION_MESSAGE);
      toast({ title: 'Error', description: serverMessage(error) ?? 'Could not start the packet build. Please try again.', variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.packet(petitionId) }),
  });
}
