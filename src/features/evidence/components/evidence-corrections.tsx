import { categoryLabel } from '../../../contract/evidence';
import type { UserSetField } from '../../../contract/evidence';
import type { Evidence } from '../../../contract/entities';
import { descriptionState } from '../lib/evidence-view';
import { EvidenceTextCell } from './evidence-text-cell';
import type { TextDialogContent } from './text-dialog';

const FIELD_NAMES: Record<UserSetField, string> = { category: 'Category', description: 'Description' };

/** Says a field holds the user's correction, which reprocessing keeps. */
export function UserSetMarker({ evidence, field }: { evidence: Evidence; field: UserSetField }) {
  if (!evidence.userSetFields.includes(field)) return null;
  return (
    <span className="evidence-user-set" data-testid="evidence-user-set" data-field={field} title={`${FIELD_NAMES[field]} edited by you; reprocessing keeps it`}>
      Edited by you
    </span>
  );
}

/** The Category cell: the criterion title or label, and whether the user chose it. */
export function EvidenceCategory({ evidence, visaType }: { evidence: Evidence; visaType: string }) {
  const label = categoryLabel(visaType, evidence.category);
  return (
    <span className="evidence-category">
      <span data-testid="evidence-category">{label || <span className="muted">—</span>}</span>
      <UserSetMarker evidence={evidence} field="category" />
    </span>
  );
}

/** The Description cell: the preview (opens the full text), whether the user wrote it, and their notes. */
export function EvidenceDescription({ evidence, onOpenText }: { evidence: Evidence; onOpenText: (content: TextDialogContent) => void }) {
  return (
    <span className="evidence-description">
      <EvidenceTextCell
        label="Description"
        markdown={evidence.aiDescription}
        state={descriptionState(evidence)}
        onOpen={(markdown) => onOpenText({ title: 'Description', evidence, markdown })}
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
