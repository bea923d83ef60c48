import { IonSelect, IonSelectOption } from '../../../components/ionic-fields/select';
import { IonTextarea } from '../../../components/ionic-fields/textarea';
import { IonInput } from '../../../components/ionic-fields/input';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isUnauthorizedError, serverMessage } from '../../../api/http';
import { EVIDENCE_DESCRIPTION_MAX, EVIDENCE_NOTES_MAX, EXHIBIT_TITLE_MAX } from '../../../contract/evidence-rules';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { isCut } from '../../../contract/evidence-list-rows';
import { useOnline } from '../../../offline';
import { useEvidenceDetail } from '../api/evidence-detail';
import { EDIT_OFFLINE_MESSAGE, OfflineEditError, useUpdateEvidence } from '../api/update-evidence';
import { categoryChoices, correctionBody, editValuesOf, type EditErrors, type EditValues } from '../lib/edit-evidence';
import { EvidenceFormModal } from './evidence-form-modal';

type Props = { petitionId: string; visaType: string; evidence: EvidenceListItem | null; onClosed: () => void };

const FieldError = ({ message, testId }: { message: string | undefined; testId: string }) =>
  message ? (
    <p className="field-error" role="alert" data-testid={testId}>
      {message}
    </p>
  ) : null;

/**
 * 'Edit evidence': the user's exhibit title, category (the visa's criteria and the fixed set),
 * description and notes. What they set here is marked as theirs and kept when the document is reprocessed.
 * Online only: offline, the dialog says so and Save waits for the connection. A description the list
 * holds only the start of (decision 034) is edited whole: the form waits for the whole row.
 */
export function EditEvidenceDialog({ petitionId, visaType, evidence, onClosed }: Props) {
  const modal = useRef<HTMLIonModalElement>(null);
  const update = useUpdateEvidence(petitionId);
  const online = useOnline();
  const needsDetail = evidence !== null && isCut(evidence, 'description');
  const { detail, loading } = useEvidenceDetail(evidence, needsDetail);
  const source = needsDetail ? (detail ?? null) : evidence;
  const [values, setValues] = useState<EditValues>({ title: '', category: '', description: '', notes: '' });
  const [filled, setFilled] = useState(false);
  const [errors, setErrors] = useState<EditErrors>({});
  const choices = useMemo(() => categoryChoices(visaType, evidence?.category ?? null), [visaType, evidence?.category]);

  // The form takes the row's values once they are here (at once, or when the whole row arrives).
  useEffect(() => {
    if (!evidence || !source || filled) return;
    setValues(editValuesOf(source));
    setFilled(true);
  }, [evidence, source, filled]);

  const set = (patch: Partial<EditValues>) => setValues((v) => ({ ...v, ...patch }));
  const close = () => void modal.current?.dismiss();

  const save = () => {
    if (!evidence || !source || update.isPending) return;
    const result = correctionBody(editValuesOf(source), values);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    update.mutate(
      { id: evidence.id, body: result.body },
      {
        onSuccess: close,
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          const message = error instanceof OfflineEditError ? EDIT_OFFLINE_MESSAGE : (serverMessage(error) ?? 'Failed to update evidence. Please try again.');
          setErrors({ form: message });
        },
      },
    );
  };

  const formError = errors.form ?? (online ? undefined : EDIT_OFFLINE_MESSAGE);
  return (
    <EvidenceFormModal
      title="Edit evidence"
      modalRef={modal}
      open={evidence !== null}
      pending={update.isPending}
      canSave={online && source !== null}
      error={formError}
      closeLabel="Cancel"
      onPresent={() => {
        setErrors({});
        update.reset();
      }}
      onDismissed={() => {
        setFilled(false);
        onClosed();
      }}
      onSubmit={save}
      className="evidence-edit-dialog"
      testIds="evidence-edit"
    >
      <p className="muted evidence-dialog-file">{evidence?.fileName}</p>
      <p className="muted">What you change here is marked as yours, and reprocessing keeps it.</p>
      {!source && (
        <p className="muted" role="status" data-testid="evidence-edit-waiting">
          {loading ? 'Loading the whole description...' : online ? 'The whole description could not be loaded. Please try again.' : 'The whole description is needed to edit it: it will load once you are back online.'}
        </p>
      )}
      {source && (
        <>
      <IonInput
        label="Exhibit title"
        labelPlacement="stacked"
        fill="outline"
        maxlength={EXHIBIT_TITLE_MAX}
        helperText="How the packet, its index and your attorney's exhibit list name this document."
        value={values.title}
        onIonInput={(e) => set({ title: String(e.detail.value ?? '') })}
        data-testid="evidence-edit-title"
      />
      <FieldError message={errors.exhibitTitle} testId="evidence-edit-title-error" />
      <IonSelect
        label="Category"
        labelPlacement="stacked"
        fill="outline"
        interface="popover"
        placeholder="Choose a category"
        value={values.category || undefined}
        onIonChange={(e) => set({ category: String(e.detail.value ?? '') })}
        data-testid="evidence-edit-category"
      >
        {choices.map((o) => (
          <IonSelectOption key={o.id} value={o.id}>
            {o.label}
          </IonSelectOption>
        ))}
      </IonSelect>
      <FieldError message={errors.category} testId="evidence-edit-category-error" />
      <IonTextarea
        label="Description"
        labelPlacement="stacked"
        fill="outline"
        autoGrow
        rows={5}
        maxlength={EVIDENCE_DESCRIPTION_MAX}
        value={values.description}
        onIonInput={(e) => set({ description: e.detail.value ?? '' })}
        data-testid="evidence-edit-description"
      />
      <FieldError message={errors.aiDescription} testId="evidence-edit-description-error" />
      <IonTextarea
        label="Notes (optional)"
        labelPlacement="stacked"
        fill="outline"
        autoGrow
        rows={3}
        maxlength={EVIDENCE_NOTES_MAX}
        placeholder="e.g. The prize is awarded to one researcher a year."
        value={values.notes}
        onIonInput={(e) => set({ notes: e.detail.value ?? '' })}
        data-testid="evidence-edit-notes"
      />
      <FieldError message={errors.userNotes} testId="evidence-edit-notes-error" />
        </>
      )}
    </EvidenceFormModal>
  );
}
