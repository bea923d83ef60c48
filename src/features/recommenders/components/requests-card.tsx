import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { keys } from '../../../api/keys';
import { REQUEST_STATUS_LABELS, type CreatedRequest, type CreateRequestInput, type RecommendationRequest } from '../../../contract/recommenders';
import { toast } from '../../../lib/toast-store';
import { PendingItems } from '../../../components/pending-items';
import { isNetworkError, removeFromOutbox, retryPendingItem, useOutboxChanges, usePendingItems } from '../../../offline';
import { evidenceQuery } from '../../evidence';
import { usePushMessages, usePushReconnect } from '../../../push';
import { inviteRecommender, useRequests, useResendRequest, useRevokeRequest } from '../api/requests';
import { InviteDialog } from './invite-dialog';
import { newInviteKey, queueInvite } from '../lib/offline-invite';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardSubtitle, CardTitle } from '../../../components/card';
import './recommenders.css';

/** The link just made: shown once (only its hash is stored), to copy and share any way the applicant likes. */
function LinkNotice({ created, onDone }: { created: CreatedRequest; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.link);
      toast({ title: 'Copied to clipboard' });
    } catch {
      toast({ title: 'Copy the link by hand', description: created.link });
    }
  };
  return (
    <div className="request-link" role="status" data-testid="request-link">
      <p>Share this private link with the recommender. It is shown only now; you can make a new one at any time.</p>
      <input readOnly aria-label="Recommender link" value={created.link} onFocus={(e) => e.target.select()} data-testid="request-link-value" />
      {created.email.state === 'sent' && <p>It was also emailed to them.</p>}
      {created.email.state === 'failed' && <p className="field-error">{created.email.error}</p>}
      <div className="request-actions">
        <Button size="small" onClick={() => void copy()}>
          Copy link
        </Button>
        <Button size="small" fill="clear" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function RequestRow({ request, onResend, onRevoke }: { request: RecommendationRequest; onResend: () => void; onRevoke: () => void }) {
  const open = request.status !== 'signed';
  return (
    <li className="request" data-testid="recommendation-request">
      <div className="request-head">
        <strong>{request.recommenderName}</strong>
        <span className={`request-status status-${request.status}`} data-testid="request-status">
          {REQUEST_STATUS_LABELS[request.status]}
        </span>
      </div>
      <div className="muted">
        {request.recommenderTitle}, {request.recommenderOrganization}
      </div>
      {request.declineReason && <p>Reason given: {request.declineReason}</p>}
      {request.email.state === 'failed' && <p className="field-error">{request.email.error}</p>}
      {request.tieContradictions.map((c) => (
        <p key={c} className="request-contradiction" role="note" data-testid="tie-contradiction">
          {c}
        </p>
      ))}
      {open && (
        <div className="request-actions">
          <Button size="small" fill="outline" onClick={onResend}>
            New link
          </Button>
          {request.status !== 'revoked' && (
            <Button size="small" fill="clear" color="danger" onClick={onRevoke}>
              Revoke
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * Recommenders who write and sign in their own words (issue 35): invite one, see each request's status as it
 * changes (by push), copy or renew the link, revoke it.
 */
export function RequestsCard({ petitionId }: { petitionId: string }) {
  const requests = useRequests(petitionId);
  const evidence = useQuery(evidenceQuery(petitionId));
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [created, setCreated] = useState<CreatedRequest | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: keys.recommendationRequests(petitionId) });
    void queryClient.invalidateQueries({ queryKey: keys.letters(petitionId) });
  };
  usePushMessages((m) => {
    if (m.type === 'recommendation-status' && m.petitionId === petitionId) refresh();
  });
  usePushReconnect(refresh);
  // An invitation queued offline and sent by the outbox (here, in another tab or the service worker): its link shows as a live one's.
  useOutboxChanges((change) => {
    if (change.type === 'delivered' && change.item.kind === 'invite' && change.item.petitionId === petitionId && change.created) setCreated(change.created);
  });
  // Invitations made offline wait in the outbox: shown here as pending until the list holds them.
  const queued = usePendingItems(
    (i) => i.kind === 'invite' && i.petitionId === petitionId,
    () => queryClient.refetchQueries({ queryKey: keys.recommendationRequests(petitionId) }),
  );
  const pending = queued.map((i) => ({
    id: i.id,
    label: (i.kind === 'invite' ? i.invite?.recommenderName : undefined) ?? 'Recommender',
    detail: 'Invitation to recommend',
    failed: i.state === 'failed',
    error: i.error,
    landing: i.landing,
  }));

  const invite = useMutation({
    mutationFn: async (body: CreateRequestInput) => {
      const key = newInviteKey();
      if (!navigator.onLine) return queueInvite(petitionId, body, key);
      return inviteRecommender(petitionId, body, key).catch((error: unknown) => (isNetworkError(error) ? queueInvite(petitionId, body, key) : Promise.reject(error)));
    },
    onSuccess: (result) => {
      setInviting(false);
      // Its link is made when it is sent: shown here then if this page is open, else New link gives one to share.
      if (result === 'queued') toast({ title: 'Invitation queued', description: 'It will be sent when you are back online, and its link shown here to share.' });
      else setCreated(result);
      refresh();
    },
    onError: () => toast({ title: 'Error', description: 'Failed to invite the recommender. Please try again.', variant: 'destructive' }),
  });
  const resend = useResendRequest(petitionId);
  const revoke = useRevokeRequest(petitionId);
  const list = requests.data ?? [];

  return (
    <Card data-testid="requests-card">
      <CardHeader className="letters-card-header">
        <div>
          <CardTitle>Letters in the recommender's own words</CardTitle>
          <CardSubtitle>They answer, write and sign through a private link; no account needed.</CardSubtitle>
        </div>
        <Button size="small" onClick={() => setInviting(true)}>
          Invite a recommender
        </Button>
      </CardHeader>
      <CardContent>
        {created && <LinkNotice created={created} onDone={() => setCreated(null)} />}
        <PendingItems items={pending} onRetry={(id) => void retryPendingItem(id)} onCancel={(id) => void removeFromOutbox(id)} />
        {list.length === 0 && !created ? (
          pending.length === 0 && <p className="muted">No invitations yet.</p>
        ) : (
          <ul className="requests">
            {list.map((r) => (
              <RequestRow key={r.id} request={r} onResend={() => resend.mutate(r.id, { onSuccess: setCreated })} onRevoke={() => revoke.mutate(r.id)} />
            ))}
          </ul>
        )}
      </CardContent>
      <InviteDialog isOpen={inviting} exhibits={evidence.data ?? []} pending={invite.isPending} onInvite={(body) => invite.mutate(body)} onClose={() => setInviting(false)} />
    </Card>
  );
}
