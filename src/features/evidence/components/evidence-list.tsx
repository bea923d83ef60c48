import { useWideScreen } from '../../../lib/use-media-query';
import { EvidenceCards } from './evidence-cards';
import type { EvidenceListProps } from './evidence-list-props';
import { EvidenceTable } from './evidence-table';

/** One layout at a time: the table on wide screens, cards on phones (architecture.md §client). */
export function EvidenceList(props: EvidenceListProps) {
  const wide = useWideScreen();
  if (props.rows.length === 0) {
    return (
      <div className="evidence-empty" data-testid="evidence-empty">
        <h3>No evidence uploaded yet</h3>
        <p className="muted">Upload your first document to get started. AI will automatically analyze and categorize it.</p>
      </div>
    );
  }
  return wide ? <EvidenceTable {...props} /> : <EvidenceCards {...props} />;
}
