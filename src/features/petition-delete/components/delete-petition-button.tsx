import { IonAlert } from '../../../components/ionic-overlays/alert';
import { trashOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Petition } from '../../../contract/entities';
import { useDeletePetition } from '../api/delete-petition';
import { deleteConfirmation } from '../lib/messages';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';

/** The petition page's header action: confirm, delete, and back to the dashboard. */
export function DeletePetitionButton({ petition }: { petition: Pick<Petition, 'id' | 'visaType'> }) {
  const navigate = useNavigate();
  const remove = useDeletePetition(petition.id, () => navigate('/', { replace: true }));
  // Each press opens its own alert, keyed by the press. With one open flag, a press while the last alert was still
  // closing (its leave animation) found the flag still set and did nothing (seen in CI). The numbers come from a
  // counter, so React replaying a late close before the press still ends on the press; and a close only clears
  // its own press, so the closing alert cannot close the new one.
  const presses = useRef(0);
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <>
      <Button fill="clear" onClick={() => setConfirming(++presses.current)} disabled={remove.isPending} aria-label="Delete petition" data-testid="delete-petition">
        <Icon slot="icon-only" icon={trashOutline} />
      </Button>
      <IonAlert
        key={confirming ?? 'closed'}
        isOpen={confirming !== null}
        header="Delete petition?"
        message={deleteConfirmation(petition.visaType)}
        buttons={[
          { text: 'Cancel', role: 'cancel' },
          { text: 'Delete', role: 'destructive', handler: () => remove.mutate() },
        ]}
        onDidDismiss={() => setConfirming((current) => (current === confirming ? null : current))}
      />
    </>
  );
}
