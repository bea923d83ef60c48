import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import { keys } from '../../../api/keys';
import { packetReplySchema, type PacketReply } from '../../../contract/packet';

async function fetchPacket(petitionId: string, signal?: AbortSignal): Promise<PacketReply> {
  return packetReplySchema.parse(await getJson<unknown>(keys.packet(petitionId), signal));
}

/** GET /api/petitions/{id}/packet: the build's state and the last-built parts (persisted, so offline still shows them). */
export const packetQuery = (petitionId: string) => queryOptions({ queryKey: keys.packet(petitionId), queryFn: ({ signal }) => fetchPacket(petitionId, signal) });

/** Asked again each time it is shown: evidence or statements changed elsewhere make it stale. */
export function usePacket(petitionId: string) {
  return useQuery({ ...packetQuery(petitionId), refetchOnMount: 'always' });
}
