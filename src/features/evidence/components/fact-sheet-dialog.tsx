import { useEffect, useMemo, useRef, useState } from 'react';
import { isUnauthorizedError, serverMessage } from '../../../api/http';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { factSheetSchema, type FactField } from '../../../contract/fact-sheet';
import { factSheetLine } from '../../../contract/fact-sheet-line';
import { useOnline } from '../../../offline';
import { useEvidenceDetail } from '../api/evidence-detail';
import { EDIT_OFFLINE_MESSAGE, OfflineEditError, useUpdateEvidence } from '../api/update-evidence';
import { factFormValuesOf, factSheetEditBody, type FactFormErrors, type FactFormValues } from '../lib/fact-sheet-form';
import { EvidenceFormModal } from './evidence-form-modal';
import { FactSheetFields } from './fact-sheet-fields';

export type FactSheetDialogProps = { petitionId: string; evidence: EvidenceListItem | null; onClosed: () => void };

/**
 * 'Facts': the exhibit's fact sheet (decision 060), every field editable, the fields the analyst is unsure of
 * marked 'Please check' with a button to confirm each as it stands. What the user corrects or confirms is theirs,
 * and reprocessing keeps it. Opened from an evidence row and from the Criteria tab's list of exhibits to check.
 */
export function FactSheetDialog({ petitionId, evidence, onClosed }: FactSheetDialogProps) {
  const modal = useRef<HTMLIonModalElement>(null);
  const update = useUpdateEvidence(petitionId);
  const online = useOnline();
  const { detail, loading } = useEvidenceDetail(evidence, evidence !== null);
  // Parsed, so a row cached before decision 060 gets the flags and marks it lacks.
  const sheet = useMemo(() => (detail?.factSheet ? (factSheetSchema.safeParse(detail.factSheet).data ?? null) : null), [detail]);
  const [values, setValues] = useState<FactFormValues | null>(null);
  const [errors, setErrors] = useState<FactFormErrors>({});

  // The form takes the sheet's values once they are here; a confirmation later changes marks, not values.
  useEffect(() => {
    if (sheet && !values) setValues(factFormValuesOf(sheet));
  }, [sheet, values]);

  const close = () => void modal.current?.dismiss();
  const failed = (error: Error) => {
    if (isUnauthorizedError(error)) return;
    setErrors({ form: error instanceof OfflineEditError ? EDIT_OFFLINE_MESSAGE : (serverMessage(error) ?? 'Failed to update the facts. Please try again.') });
  };
  const save = () => {
    if (!evidence || !sheet || !values || update.isPending) return;
    const result = factSheetEditBody(factFormValuesOf(sheet), values);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    update.mutate({ id: evidence.id, body: result.body }, { onSuccess: close, onError: failed });
  };
  const confirm = (field: FactField) => {
    if (!evidence || update.isPending) return;
    setErrors({});
    update.mutate({ id: evidence.id, body: { factSheet: { confirm: [field] } } }, { onError: failed });
  };

  const formError = errors.form ?? (online ? undefined : EDIT_OFFLINE_MESSAGE);
  return (
    <EvidenceFormModal
      title="Facts"
      modalRef={modal}
      open={evidence !== null}
      pending={update.isPending}
      canSave={online && sheet !== null}
      error={formError}
      closeLabel="Close"
      onPresent={() => {
        setErrors({});
        update.reset();
      }}
      onDismissed={() => {
        setValues(null);
        onClosed();
      }}
      onSubmit={save}
      className="evidence-edit-dialog fact-sheet-dialog"
      testIds="fact-sheet"
    >
      <p className="muted evidence-dialog-file">{evidence?.fileName}</p>
      {sheet ? (
        <>
          <p className="evidence-dialog-facts" data-testid="fact-sheet-line">
            {factSheetLine(sheet)}
          </p>
          <p className="muted">What you correct or confirm here is marked as yours, and reprocessing keeps it.</p>
          {values && <FactSheetFields sheet={sheet} values={values} errors={errors} onChange={(patch) => setValues((v) => v && { ...v, ...patch })} onConfirm={confirm} busy={update.isPending || !online} />}
        </>
      ) : (
        <p className="muted" role="status" data-testid="fact-sheet-waiting">
          {loading ? 'Loading the facts...' : detail ? 'This exhibit has no fact sheet yet. Reprocess it to read its facts.' : 'The facts could not be loaded. Please try again.'}
        </p>
      )}
    </EvidenceFormModal>
  );
}
