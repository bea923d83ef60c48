import { IonButtons, IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import { IonModal } from './ionic-overlays/modal';
import type { ReactNode } from 'react';
import { Button } from './button';

type Props = {
  isOpen: boolean;
  /** The dialog's accessible name. */
  label: string;
  title: ReactNode;
  onClose: () => void;
  className?: string;
  closeTestId?: string;
  children: ReactNode;
};

/** A dialog that shows one long text under its title, with a Close button in the header. */
export function TextDialog({ isOpen, label, title, onClose, className, closeTestId, children }: Props) {
  return (
    <IonModal aria-label={label} isOpen={isOpen} onDidDismiss={onClose} className={className}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
          <IonButtons slot="end">
            <Button fill="clear" onClick={onClose} data-testid={closeTestId}>
              Close
            </Button>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">{children}</IonContent>
    </IonModal>
  );
}
