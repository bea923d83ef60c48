import { useRef, useState } from 'react';
import { IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import { IonModal } from '../../../components/ionic-overlays/modal';
import { IonTextarea } from '../../../components/ionic-fields/textarea';
import { STATEMENT_INSTRUCTIONS_MAX } from '../../../contract/statements';
import { loadSavedInstructions, saveInstructions } from '../../../offline';
import { Button } from '../../../components/button';

export type StatementTarget = { criteriaId: string; criteriaTitle: string };

type Props = {
  visaType: string;
  target: StatementTarget | null;
  onGenerate: (target: StatementTarget, instructions: string) => void;
  onClosed: () => void;
};

/**
 * Asked before every generation (architecture.md §screens): optional custom instructions,
 * remembered on this device per visa type and criterion (architecture.md §validation).
 */
export function InstructionsDialog({ visaType, target, onGenerate, onClosed }: Props) {
  const modal = useRef<HTMLIonModalElement>(null);
  const [text, setText] = useState('');

  const generate = () => {
    if (!target) return;
    saveInstructions(visaType, target.criteriaId, text);
    onGenerate(target, text.trim());
    void modal.current?.dismiss();
  };

  return (
    <IonModal
      aria-label="Statement instructions"
      ref={modal}
      isOpen={target !== null}
      onWillPresent={() => setText(target ? loadSavedInstructions(visaType, target.criteriaId) : '')}
      onDidDismiss={onClosed}
      data-testid="instructions-dialog"
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>Statement instructions</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <h2 className="dialog-subject">{target?.criteriaTitle}</h2>
        <p>
          Tell the draft what to focus on, lead with or leave out, or leave this empty. Instructions steer the draft; they are never copied into its
          text. They are kept on this device for next time.
        </p>
        <IonTextarea
          label="Custom instructions (optional)"
          labelPlacement="stacked"
          fill="outline"
          rows={6}
          maxlength={STATEMENT_INSTRUCTIONS_MAX}
          counter
          placeholder="e.g. Lead with Exhibit 4 and emphasise the international jury; do not use Exhibit 7."
          value={text}
          onIonInput={(e) => setText(String(e.detail.value ?? ''))}
          data-testid="statement-instructions"
        />
        <div className="dialog-actions">
          <Button fill="outline" onClick={() => void modal.current?.dismiss()}>
            Cancel
          </Button>
          <Button onClick={generate} data-testid="confirm-generate">
            Generate
          </Button>
        </div>
      </IonContent>
    </IonModal>
  );
}
