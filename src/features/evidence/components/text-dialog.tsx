import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { MarkdownView } from '../../../components/markdown-view';

/** `title` is 'Description' or 'Relevance'; `fileName` says of which document. */
export type TextDialogContent = { title: string; fileName: string; markdown: string };

/** The full description or relevance, rendered as markdown (never raw HTML). */
export function TextDialog({ content, onClose }: { content: TextDialogContent | null; onClose: () => void }) {
  return (
    <IonModal aria-label="Evidence text" isOpen={content !== null} onDidDismiss={onClose} className="evidence-text-dialog">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{content?.title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Close</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {content && (
          <div className="evidence-markdown" data-testid="evidence-text-dialog">
            <p className="muted evidence-dialog-file">{content.fileName}</p>
            <MarkdownView>{content.markdown}</MarkdownView>
          </div>
        )}
      </IonContent>
    </IonModal>
  );
}
