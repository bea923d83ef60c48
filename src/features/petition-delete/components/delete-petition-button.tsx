import { IonButton, IonIcon } from '@ionic/react';
import { IonAlert } from '../../../components/ionic-overlays/alert';
import { trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Petition } from '../../../contract/entities';
import { useDeletePetition } from '../api/delete-petition';
import { deleteConfirmation } from '../lib/messages';

/** The petition page's header action: confirm, delete, and back to the dashboard. */
export function DeletePetitionButton({ petition }: { petition: Pick<Petition, 'id' | 'visaType'> }) {
  const navigate = useNavigate();
  const remove = useDeletePetition(petition.id, () => navigate('/', { replace: true }));
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <IonButton onClick={() => setConfirming(true)} disabled={remove.isPending} aria-label="Delete petition" data-testid="delete-petition">
        <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
      </IonButton>
      <IonAlert
        isOpen={confirming}
        header="Delete petition?"
        message={deleteConfirmation(petition.visaType)}
        buttons={[
          { text: 'Cancel', role: 'cancel' },
          { text: 'Delete', role: 'destructive', handler: () => remove.mutate() },
        ]}
        onDidDismiss={() => setConfirming(false)}
      />
    </>
  );
}
