import { IonSpinner } from '@ionic/react';
import { briefcaseOutline } from 'ionicons/icons';
import { useState } from 'react';
import { handleUnauthorized, isUnauthorizedError, serverMessage } from '../../../api/http';
import { isConnectionFailure, requireConnection, showNeedsConnection } from '../../../api/needs-connection';
import { toast } from '../../../lib/toast-store';
import { fetchHandoffUrl } from '../api/handoff-url';
import { PACKET_NEEDS_CONNECTION_MESSAGE } from '../lib/needs-connection';
import { saveFrom } from '../lib/save-from';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';

/**
 * 'Download for your attorney' (issue 14 items 7 and 8): one zip with the packet, the Word drafts, the
 * exhibit index and a README. The link is signed at the tap, so it never expires on the page.
 */
export function HandoffButton({ petitionId }: { petitionId: string }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    try {
      requireConnection(PACKET_NEEDS_CONNECTION_MESSAGE);
      setBusy(true);
      const { url, fileName } = await fetchHandoffUrl(petitionId);
      saveFrom(url, fileName);
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else if (isConnectionFailure(error)) showNeedsConnection(PACKET_NEEDS_CONNECTION_MESSAGE);
      else toast({ title: 'Error', description: serverMessage(error) ?? 'Could not prepare the download. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button className="packet-handoff" fill="outline" onClick={() => void onClick()} disabled={busy} data-testid="packet-handoff">
      {busy ? <IonSpinner slot="start" name="dots" aria-hidden="true" /> : <Icon slot="start" icon={briefcaseOutline} />}
      Download for your attorney
    </Button>
  );
}
