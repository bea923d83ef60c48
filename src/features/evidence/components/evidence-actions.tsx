import { createOutline, downloadOutline, refreshOutline, trashOutline } from 'ionicons/icons';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import type { EvidenceListItem } from '../../../contract/evidence-list';

/** What a row's buttons do; one object for the whole list, the same from render to render (rows are memoised). */
export type RowActions = {
  onDownload: (evidence: EvidenceListItem) => void;
  onReprocess: (evidence: EvidenceListItem) => void;
  /** Opens 'Edit evidence': the user's category, description and notes. */
  onEdit: (evidence: EvidenceListItem) => void;
  /** Opens the fact sheet, to correct or confirm its facts (decision 060). */
  onFacts: (evidence: EvidenceListItem) => void;
  /** The delete button appears only when this is supplied (architecture.md §screens). */
  onDelete?: (evidence: EvidenceListItem) => void;
};

type Props = {
  evidence: EvidenceListItem;
  actions: RowActions;
  /** This row's reprocessing was asked for and has not settled. */
  reprocessing: boolean;
};

/**
 * Download, edit, reprocess (not while processing or being reprocessed) and delete. Each is named with its file for
 * a screen reader, and titled for hover and a long press (PressHints, issue 33 item 6). The app's clear Button with
 * a 16 px icon (evidence.css); 50 rows of IonButton + IonIcon were 400 custom elements to start before the list could
 * paint (docs/decisions/041).
 */
export function EvidenceActions({ evidence, actions, reprocessing }: Props) {
  const busy = evidence.processingStatus === 'processing' || reprocessing;
  return (
    <span className="evidence-actions">
      <Button fill="clear" className="evidence-action" onClick={() => actions.onDownload(evidence)} aria-label={`Download ${evidence.fileName}`} title="Download" data-testid="evidence-download">
        <Icon icon={downloadOutline} className="row-icon" />
      </Button>
      <Button fill="clear" className="evidence-action" onClick={() => actions.onEdit(evidence)} aria-label={`Edit ${evidence.fileName}`} title="Edit" data-testid="evidence-edit">
        <Icon icon={createOutline} className="row-icon" />
      </Button>
      <Button fill="clear" className="evidence-action" disabled={busy} onClick={() => actions.onReprocess(evidence)} aria-label={`Reprocess ${evidence.fileName}`} title="Reprocess" data-testid="evidence-reprocess">
        <Icon icon={refreshOutline} className="row-icon" />
      </Button>
      {actions.onDelete && (
        <Button fill="clear" color="danger" className="evidence-action" onClick={() => actions.onDelete?.(evidence)} aria-label={`Delete ${evidence.fileName}`} title="Delete" data-testid="evidence-delete">
          <Icon icon={trashOutline} className="row-icon" />
        </Button>
      )}
    </span>
  );
}
