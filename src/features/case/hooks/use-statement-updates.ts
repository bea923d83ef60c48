import { useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import type { PushMessage } from '../../../contract/push';
import { toast } from '../../../lib/toast-store';
import { usePushMessages, usePushReconnect } from '../../../push';

// Several screens may listen for the same petition at once (both tabs, the page);
// the push client hands every listener the same message object, so it is acted on once.
const handled = new WeakSet<PushMessage>();

/**
 * architecture.md §states statement-status: refresh the case documents and say how it went.
 * After a reconnect the list is refetched, since a message may have been missed, and so it is when it was read
 * before the socket opened or while no screen showed it.
 */
export function useStatementUpdates(petitionId: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: keys.caseDocuments(petitionId) });
  usePushMessages((message) => {
    if (message.type !== 'statement-status' || message.petitionId !== petitionId || handled.has(message)) return;
    handled.add(message);
    refresh();
    if (message.status === 'completed') toast({ title: 'Statement generated', description: 'Your criteria statement is ready.' });
    else if (message.status === 'failed') {
      toast({ title: 'Generation failed', description: message.error || 'Failed to generate statement', variant: 'destructive' });
    }
  });
  usePushReconnect(refresh, keys.caseDocuments(petitionId));
}
