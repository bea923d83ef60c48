import { useState } from 'react';
import { IonAlert } from '../../../components/ionic-overlays/alert';
import { logOutOutline } from 'ionicons/icons';
import { serverMessage } from '../../../api/http';
import { toast } from '../../../lib/toast-store';
import { useOutbox } from '../../../offline';
import { signOutEverywhere } from '../api/end-all-sessions';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';

function confirmMessage(pending: number): string {
  const base = 'This signs you out on every device and browser, this one included.';
  if (pending === 0) return base;
  return `${base} ${pending} ${pending === 1 ? 'item' : 'items'} waiting to upload on this device will be deleted.`;
}

/** 'Sign out everywhere': for a lost phone or a shared computer, ends every session of the user. */
export function SessionsCard() {
  const pending = useOutbox();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const endAll = async () => {
    setBusy(true);
    try {
      await signOutEverywhere(pending);
    } catch (error) {
      setBusy(false);
      toast({ title: 'Error', description: serverMessage(error) ?? 'Could not sign out everywhere. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <Card data-testid="sessions-card" className="profile-card-wide">
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="muted">Signed in on a device you no longer have or use? End every session at once.</p>
        <Button fill="outline" color="danger" disabled={busy} onClick={() => setConfirming(true)}>
          <Icon slot="start" icon={logOutOutline} />
          Sign out everywhere
        </Button>
      </CardContent>
      <IonAlert
        isOpen={confirming}
        header="Sign out everywhere?"
        message={confirmMessage(pending.length)}
        buttons={[
          { text: 'Cancel', role: 'cancel' },
          { text: 'Sign out everywhere', role: 'destructive', handler: () => void endAll() },
        ]}
        onDidDismiss={() => setConfirming(false)}
      />
    </Card>
  );
}
