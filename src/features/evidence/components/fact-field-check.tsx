import { PLEASE_CHECK, type FactField } from '../../../contract/fact-fields';
import type { FactSheet } from '../../../contract/fact-sheet';
import { Button } from '../../../components/button';

type Props = { sheet: FactSheet; field: FactField; onConfirm: (field: FactField) => void; busy: boolean };

/**
 * Under a field of the fact-sheet dialog: 'Please check' and why, with a button to confirm it as it stands, when
 * the analyst is unsure of it; 'Yours' when the user corrected or confirmed it (reprocessing keeps it).
 */
export function FactFieldCheck({ sheet, field, onConfirm, busy }: Props) {
  const check = sheet.checks.find((c) => c.field === field);
  if (check) {
    return (
      <div className="fact-check" data-testid="fact-check" data-field={field}>
        <p>
          <strong>{PLEASE_CHECK}:</strong> {check.reason}
        </p>
        <Button size="small" fill="outline" disabled={busy} onClick={() => onConfirm(field)} data-testid="fact-confirm">
          It is right
        </Button>
      </div>
    );
  }
  if (!sheet.userFields.includes(field)) return null;
  return (
    <span className="evidence-user-set fact-user-set" data-testid="fact-user-set" data-field={field}>
      Yours
    </span>
  );
}
