import { IonButton, IonIcon } from '@ionic/react';
import { createOutline, downloadOutline, refreshOutline, trashOutline } from 'ionicons/icons';
import type { EvidenceListItem } from '../../../contract/evidence-list';

export type RowActions = {
  onDownload: (evidence: EvidenceListItem) => void;
  onReprocess: (evidence: EvidenceListItem) => void;
  isReprocessing: (evidence: EvidenceListItem) => boolean;
  /** Opens 'Edit evidence': the user's category, description and notes. */
  onEdit: (evidence: EvidenceListItem) => void;
  /** The delete button appears only when this is supplied (architecture.md §screens). */
  onDelete?: (evidence: EvidenceListItem) => void;
};

/** Download, edit, reprocess (not while processing or being reprocessed) and delete. */
export function EvidenceActions({ evidence, actions }: { evidence: EvidenceListItem; actions: RowActions }) {
  const busy = evidence.processingStatus === 'processing' || actions.isReprocessing(evidence);
  return (
    <span className="evidence-actions">
      <IonButton fill="clear" size="small" onClick={() => actions.onDownload(evidence)} aria-label={`Download ${evidence.fileName}`} data-testid="evidence-download">
        <IonIcon slot="icon-only" icon={downloadOutline} aria-hidden="true" />
      </IonButton>
      <IonButton fill="clear" size="small" onClick={() => actions.onEdit(evidence)} aria-label={`Edit ${evidence.fileName}`} data-testid="evidence-edit">
        <IonIcon slot="icon-only" icon={createOutline} aria-hidden="true" />
      </IonButton>
      <IonButton fill="clear" size="small" disabled={busy} onClick={() => actions.onReprocess(evidence)} aria-label={`Reprocess ${evidence.fileName}`} data-testid="evidence-reprocess">
        <IonIcon slot="icon-only" icon={refreshOutline} aria-hidden="true" />
      </IonButton>
      {actions.onDelete && (
        <IonButton fill="clear" size="small" color="danger" onClick={() => actions.onDelete?.(evidence)} aria-label={`Delete ${evidence.fileName}`} data-testid="evidence-delete">
          <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
        </IonButton>
      )}
    </span>
  );
}
