import { IonButtons, IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import { IonFooter } from '../../../components/ionic-fields/footer';
// The element itself, not ionic-overlays/modal's loader: this module is already loaded on first open, and must bring it along.
import IonModal from '../../../components/ionic-overlays/modal-element';
import { useState } from 'react';
import type { CopySources } from '../../../contract/evidence-copy';
import { useOnline } from '../../../offline';
import { useCopyEvidence } from '../api/copy-evidence';
import { COPY_OFFLINE_MESSAGE } from '../lib/connection';
import { SourcePetition } from './source-petition';
import { Button } from '../../../components/button';

/** `onDidDismiss`: the dialog is done (closed, cancelled, or its copies added); the parent stops asking it open. */
type Props = { petitionId: string; sources: CopySources; isOpen: boolean; onDidDismiss: () => void };

/**
 * Lists the user's other petitions and their exhibits with checkboxes; 'Add' copies the chosen
 * ones into this petition. Documents already here are shown but cannot be chosen.
 */
export default function CopyEvidenceDialog({ petitionId, sources, isOpen, onDidDismiss }: Props) {
  const copy = useCopyEvidence(petitionId);
  const online = useOnline();
  // In the order they were ticked: the copies take exhibit numbers in that order.
  const [chosen, setChosen] = useState<string[]>([]);

  const toggle = (id: string, on: boolean) => setChosen((current) => (on ? [...current.filter((c) => c !== id), id] : current.filter((c) => c !== id)));
  const add = () => {
    if (chosen.length === 0 || copy.isPending) return;
    copy.mutate(chosen, { onSuccess: onDidDismiss });
  };

  return (
    <IonModal
      aria-label="Add from another petition"
      isOpen={isOpen}
      backdropDismiss={!copy.isPending}
      onWillPresent={() => {
        setChosen([]);
        copy.reset();
      }}
      onDidDismiss={onDidDismiss}
      className="evidence-copy-dialog"
      data-testid="evidence-copy-dialog"
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>Add from another petition</IonTitle>
          <IonButtons slot="end">
            <Button fill="clear" onClick={onDidDismiss} disabled={copy.isPending}>
              Close
            </Button>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <p className="muted evidence-copy-hint">
          The file is not uploaded again. Each copy is analyzed against this petition&apos;s criteria, and deleting it here leaves the other petition as it is.
        </p>
        {sources.map((petition) => (
          <SourcePetition key={petition.id} petition={petition} chosen={chosen} onToggle={toggle} disabled={copy.isPending} />
        ))}
      </IonContent>
      <IonFooter>
        <IonToolbar>
          {!online && (
            <p className="evidence-copy-offline" role="status" data-testid="evidence-copy-offline">
              {COPY_OFFLINE_MESSAGE}
            </p>
          )}
          <div className="evidence-copy-actions">
            <Button fill="outline" onClick={onDidDismiss} disabled={copy.isPending}>
              Cancel
            </Button>
            <Button onClick={add} disabled={chosen.length === 0 || copy.isPending || !online} data-testid="evidence-copy-add">
              {copy.isPending ? 'Adding...' : chosen.length > 0 ? `Add ${chosen.length}` : 'Add'}
            </Button>
          </div>
        </IonToolbar>
      </IonFooter>
    </IonModal>
  );
}
