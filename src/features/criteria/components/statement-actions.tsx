import { IonButton } from '@ionic/react';

type Props = {
  /** e.g. 'Create Cover Letter Section' / 'Refresh Cover Letter Section'. */
  labels: { create: string; refresh: string };
  hasStatement: boolean;
  generating: boolean;
  disabled?: boolean;
  onGenerate: () => void;
  onView: () => void;
  testId: string;
};

/** The generate button (architecture.md §screens labels) and, once there is something to see, the viewer button. */
export function StatementActions({ labels, hasStatement, generating, disabled, onGenerate, onView, testId }: Props) {
  return (
    <div className="statement-actions">
      <IonButton onClick={onGenerate} disabled={generating || disabled} data-testid={`generate-${testId}`}>
        {generating ? 'Generating...' : hasStatement ? labels.refresh : labels.create}
      </IonButton>
      {(hasStatement || generating) && (
        <IonButton fill="outline" onClick={onView} data-testid={`view-${testId}`}>
          View Statement
        </IonButton>
      )}
    </div>
  );
}
