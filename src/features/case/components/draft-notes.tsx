
import { informationCircleOutline } from 'ionicons/icons';
import { Icon } from '../../../components/icon';
import '../draft-notes.css';

type Props = { notes: readonly string[]; testId: string };

/**
 * 'Notes for you': what a draft is based on (its exhibits, the report, how the
 * user's instructions were followed). They sit beside the draft, boxed and
 * labelled apart from it, because they are for the user and never part of
 * the filing text; nothing here is copied with the document.
 */
export function DraftNotes({ notes, testId }: Props) {
  if (notes.length === 0) return null;
  return (
    <aside className="draft-notes" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h3 className="draft-notes-title" id={`${testId}-title`}>
        <Icon icon={informationCircleOutline} /> Notes for you
      </h3>
      <p className="draft-notes-hint">About this draft, not part of it: these notes are not copied with the document.</p>
      <ul>
        {notes.map((note, i) => (
          <li key={i}>{note}</li>
        ))}
      </ul>
    </aside>
  );
}
