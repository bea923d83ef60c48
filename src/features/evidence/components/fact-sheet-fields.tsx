import type { ReactNode } from 'react';
import { IonInput } from '../../../components/ionic-fields/input';
import { IonSelect, IonSelectOption } from '../../../components/ionic-fields/select';
import { IonTextarea } from '../../../components/ionic-fields/textarea';
import { APPLICANT_ROLE_CHOICES, type FactField } from '../../../contract/fact-fields';
import { FACT_KINDS, type FactSheet } from '../../../contract/fact-sheet';
import { FACT_TITLE_MAX, FACT_VALUE_MAX } from '../../../contract/fact-sheet-edit';
import { FACT_KIND_NOUNS } from '../../../contract/fact-sheet-line';
import type { FactFormErrors, FactFormValues } from '../lib/fact-sheet-form';
import { FactFieldCheck } from './fact-field-check';

type Props = {
  sheet: FactSheet;
  values: FactFormValues;
  errors: FactFormErrors;
  onChange: (patch: Partial<FactFormValues>) => void;
  onConfirm: (field: FactField) => void;
  busy: boolean;
};

const TEXT_INPUTS: Array<{ field: 'title' | 'issuer' | 'date' | 'venue' | 'signer'; label: string; helper?: string; max: number }> = [
  { field: 'title', label: 'Title', max: FACT_TITLE_MAX },
  { field: 'issuer', label: 'Issuer or publisher', max: FACT_VALUE_MAX },
  { field: 'date', label: 'Date', helper: 'As the document gives it: "June 3, 2024", "June 2024" or "2024".', max: 60 },
  { field: 'venue', label: 'Venue or outlet', max: FACT_VALUE_MAX },
  { field: 'signer', label: 'Signed by', max: FACT_VALUE_MAX },
];

/** The fact-sheet dialog's fields, each with its error and its 'Please check' or 'Yours'. */
export function FactSheetFields({ sheet, values, errors, onChange, onConfirm, busy }: Props) {
  const around = (field: FactField, input: ReactNode) => (
    <div className="fact-field" key={field}>
      {input}
      {errors[field] && (
        <p className="field-error" role="alert" data-testid="fact-field-error" data-field={field}>
          {errors[field]}
        </p>
      )}
      <FactFieldCheck sheet={sheet} field={field} onConfirm={onConfirm} busy={busy} />
    </div>
  );
  const text = ({ field, label, helper, max }: (typeof TEXT_INPUTS)[number]) =>
    around(
      field,
      <IonInput label={label} labelPlacement="stacked" fill="outline" maxlength={max} helperText={helper} value={values[field]} onIonInput={(e) => onChange({ [field]: String(e.detail.value ?? '') })} data-testid={`fact-${field}`} />,
    );
  return (
    <>
      {around(
        'kind',
        <IonSelect label="Kind of document" labelPlacement="stacked" fill="outline" interface="popover" value={values.kind} onIonChange={(e) => onChange({ kind: String(e.detail.value ?? '') })} data-testid="fact-kind">
          {FACT_KINDS.map((k) => (
            <IonSelectOption key={k} value={k}>
              {FACT_KIND_NOUNS[k]}
            </IonSelectOption>
          ))}
        </IonSelect>,
      )}
      {TEXT_INPUTS.slice(0, 3).map(text)}
      {around(
        'subject',
        <IonInput
          label="Whom it is about"
          labelPlacement="stacked"
          fill="outline"
          maxlength={FACT_VALUE_MAX}
          helperText="Who received, wrote, was elected, invited, paid or written about. Empty: no one."
          value={values.subject}
          onIonInput={(e) => onChange({ subject: String(e.detail.value ?? '') })}
          data-testid="fact-subject"
        />,
      )}
      {around(
        'applicantRole',
        <IonSelect label="Your part in it" labelPlacement="stacked" fill="outline" interface="popover" value={values.role} onIonChange={(e) => onChange({ role: String(e.detail.value ?? '') })} data-testid="fact-role">
          {APPLICANT_ROLE_CHOICES.map(([role, label]) => (
            <IonSelectOption key={role} value={role}>
              {label}
            </IonSelectOption>
          ))}
        </IonSelect>,
      )}
      {around(
        'figures',
        <IonTextarea
          label="Figures, one a line"
          labelPlacement="stacked"
          fill="outline"
          autoGrow
          rows={2}
          helperText='Amounts, counts and selectivity: "selected from 1,840 submissions".'
          value={values.figures}
          onIonInput={(e) => onChange({ figures: e.detail.value ?? '' })}
          data-testid="fact-figures"
        />,
      )}
      {TEXT_INPUTS.slice(3).map(text)}
    </>
  );
}
