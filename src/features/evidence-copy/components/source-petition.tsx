import type { CopySources } from '../../../contract/evidence-copy';
import { exhibitLabel } from '../../../contract/evidence-rules';
import { visaDisplayName } from '../../../contract/visa-types';

type Props = { petition: CopySources[number]; chosen: readonly string[]; onToggle: (id: string, on: boolean) => void; disabled: boolean };

/** One other petition: a group of checkboxes, one per exhibit, each labelled by exhibit and file name. */
export function SourcePetition({ petition, chosen, onToggle, disabled }: Props) {
  const title = `${visaDisplayName(petition.visaType)} petition, created ${new Date(petition.createdAt).toLocaleDateString()}`;
  return (
    <fieldset className="evidence-copy-petition" data-testid="evidence-copy-petition">
      <legend>{title}</legend>
      <ul>
        {petition.evidence.map((e) => {
          const label = exhibitLabel(e.evidenceNumber);
          return (
            <li key={e.id}>
              <label className={e.inTarget ? 'evidence-copy-row is-held' : 'evidence-copy-row'}>
                <input
                  type="checkbox"
                  checked={e.inTarget || chosen.includes(e.id)}
                  disabled={e.inTarget || disabled}
                  onChange={(event) => onToggle(e.id, event.target.checked)}
                />
                <span className="evidence-copy-text">
                  {label && <span className="evidence-copy-label">{label}</span>}
                  <span className="evidence-copy-name">{e.fileName}</span>
                  {e.inTarget && <span className="muted evidence-copy-held">Already in this petition</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
