import { categoryLabel } from '../../../contract/evidence-rules';
import type { UserSetField } from '../../../contract/evidence';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { descriptionState, relevanceState } from '../lib/evidence-view';
import { EvidenceTextCell } from './evidence-text-cell';
import type { TextDialogContent } from './text-dialog';

const FIELD_NAMES: Record<UserSetField, string> = { category: 'Category', description: 'Description', title: 'Title' };

/** Says a field holds the user's correction, which reprocessing keeps. */
export function UserSetMarker({ evidence, field }: { evidence: EvidenceListItem; field: UserSetField }) {
  if (!evidence.userSetFields.includes(field)) return null;
  return (
    <span className="evidence-user-set" data-testid="evidence-user-set" data-field={field} title={`${FIELD_NAMES[field]} edited by you; reprocessing keeps it`}>
      Edited by you
    </span>
  );
}

/** The Category cell: the criterion title or label, and whether the user chose it. */
export function EvidenceCategory({ evidence, visaType }: { evidence: EvidenceListItem; visaType: string }) {
  const label = categoryLabel(visaType, evidence.category);
  return (
    <span className="evidence-category">
      <span data-testid="evidence-category">{label || <span className="muted">—</span>}</span>
      <UserSetMarker evidence={evidence} field="category" />
    </span>
  );
}

/** The Description cell: the preview (opens the full text), whether the user wrote it, and their notes. */
export function EvidenceDescription({ evidence, onOpenText }: { evidence: EvidenceListItem; onOpenText: (content: TextDialogContent) => void }) {
  return (
    <span className="evidence-description">
      <EvidenceTextCell
        label="Description"
        preview={evidence.descriptionPreview}
        state={descriptionState(evidence)}
        onOpen={() => onOpenText({ field: 'description', evidence })}
      />
      <UserSetMarker evidence={evidence} field="description" />
      {evidence.userNotes && (
        <span className="evidence-notes" data-testid="evidence-notes">
          <strong>Your notes: </strong>
          {evidence.userNotes}
        </span>
      )}
    </span>
  );
}

/** The Relevance cell: the preview, which opens the full note. */
export function EvidenceRelevance({ evidence, onOpenText }: { evidence: EvidenceListItem; onOpenText: (content: TextDialogContent) => void }) {
  return (
    <EvidenceTextCell
      label="Relevance"
      preview={evidence.relevancePreview}
      state={relevanceState(evidence)}
      onOpen={() => onOpenText({ field: 'relevance', evidence })}
    />
  );
}
