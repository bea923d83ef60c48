import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/toast-store';
import { requestDrain, startOutboxTriggers, useOnline, useOutbox, useOutboxChanges, type OutboxChange } from '../offline';
import { usePushReconnect, usePushSessionEnded } from '../push';
import { keys } from '../api/keys';
import { Button } from '../components/button';

/**
 * App-wide offline state: a clear banner when offline, the count of queued items with
 * 'Retry now', and the page's outbox triggers. Delivered items refresh the lists they land in.
 */
export function ConnectionBar() {
  const online = useOnline();
  const pending = useOutbox((i) => i.state === 'queued');
  const failed = useOutbox((i) => i.state === 'failed');
  // Files shared from another app (perhaps before signing in) wait for the user to pick a petition.
  const unassigned = useOutbox((i) => i.state === 'needs-petition');
  const onSharePage = window.location.pathname === '/share';
  const queryClient = useQueryClient();

  useEffect(() => startOutboxTriggers(), []);

  const onChange = useCallback(
    (change: OutboxChange) => {
      if (change.type === 'delivered' && change.item.petitionId) {
        void queryClient.invalidateQueries({ queryKey: ['/api/petitions', change.item.petitionId] });
      }
      if (change.type === 'needs-sign-in') {
        toast({ title: 'Sign in to send your queued items', description: 'Your items are kept on this device until you sign in again.', variant: 'destructive' });
      }
    },
    [queryClient],
  );
  useOutboxChanges(onChange);

  // After the push channel comes back, refetch what its messages would have refreshed.
  usePushReconnect(() => void queryClient.invalidateQueries({ queryKey: ['/api/petitions'] }));
  // Signed out in another tab or on another device: ask again, so Root shows the signed-out state (architecture.md §errors).
  usePushSessionEnded(() => void queryClient.invalidateQueries({ queryKey: keys.authUser }));

  const showShared = unassigned.length > 0 && !onSharePage;
  if (online && pending.length === 0 && failed.length === 0 && !showShared) return null;
  return (
    <div className={`connection-bar ${online ? '' : 'connection-bar-offline'}`} role="status" data-testid="connection-bar">
      {!online && <span>You are offline — showing what you last saw.</span>}
      {pending.length > 0 && (
        <span data-testid="pending-count">
          <span className="pending-badge">{pending.length}</span> {pending.length === 1 ? 'item' : 'items'} waiting to upload
        </span>
      )}
      {failed.length > 0 && <span>{failed.length} could not be sent</span>}
      {showShared && (
        <a href="/share" data-testid="shared-waiting">
          {unassigned.length} shared {unassigned.length === 1 ? 'file needs' : 'files need'} a petition
        </a>
      )}
      {(pending.length > 0 || failed.length > 0) && (
        <Button size="small" onClick={() => void requestDrain({ force: true })}>
          Retry now
        </Button>
      )}
    </div>
  );
}
