import { IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import type { ReactNode, RefObject } from 'react';
import { IonModal } from '../../../components/ionic-overlays/modal';
import { Button } from '../../../components/button';

type Props = {
  title: string;
  /** Its test ids: `${testIds}-dialog`, `-error`, `-cancel`, `-save`. */
  testIds: string;
  className: string;
  open: boolean;
  /** A save is in flight: the backdrop does not close the dialog under it, and the buttons wait. */
  pending: boolean;
  /** Save is offered (online, and the row's values are here). */
  canSave: boolean;
  /** The form's own message ('Nothing to change', the server's refusal, offline). */
  error: string | undefined;
  closeLabel: string;
  onPresent: () => void;
  onDismissed: () => void;
  onSubmit: () => void;
  modalRef: RefObject<HTMLIonModalElement | null>;
  children: ReactNode;
};

/**
 * A row's correction dialog: the modal, its title, one form (Enter saves), its message and Close and Save, as
 * 'Edit evidence' and 'Facts' share them.
 */
export function EvidenceFormModal({ title, testIds, className, open, pending, canSave, error, closeLabel, onPresent, onDismissed, onSubmit, modalRef, children }: Props) {
  return (
    <IonModal
      aria-label={title}
      ref={modalRef}
      isOpen={open}
      // Not canDismiss: it would still be false when the save's onSuccess asks the modal to close.
      backdropDismiss={!pending}
      onWillPresent={onPresent}
      onDidDismiss={onDismissed}
      className={className}
      data-testid={`${testIds}-dialog`}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form
          className="evidence-edit-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
          {error && (
            <p className="field-error" role="alert" data-testid={`${testIds}-error`}>
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <Button fill="outline" onClick={() => void modalRef.current?.dismiss()} disabled={pending} data-testid={`${testIds}-cancel`}>
              {closeLabel}
            </Button>
            <Button type="submit" disabled={pending || !canSave} data-testid={`${testIds}-save`}>
              {pending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      </IonContent>
    </IonModal>
  );
}
