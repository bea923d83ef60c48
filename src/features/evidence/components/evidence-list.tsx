import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useWideScreen } from '../../../lib/use-media-query';
import { EvidenceCards } from './evidence-cards';
import type { EvidenceListProps } from './evidence-list-props';
import { EvidenceTable } from './evidence-table';

/** The rows painted with the rest of the petition page; the others follow in the next task (decision 040). */
const FIRST_ROWS = 6;

/** One layout at a time: the table on wide screens, cards on phones (architecture.md §client). */
export function EvidenceList(props: EvidenceListProps) {
  const wide = useWideScreen();
  const painted = useAfterFirstPaint();
  if (props.rows.length === 0) {
    return (
      <div className="evidence-empty" data-testid="evidence-empty">
        <h3>No evidence uploaded yet</h3>
        <p className="muted">Upload your first document to get started. AI will automatically analyze and categorize it.</p>
      </div>
    );
  }
  const list = painted ? props : { ...props, rows: props.rows.slice(0, FIRST_ROWS) };
  return wide ? <EvidenceTable {...list} /> : <EvidenceCards {...list} />;
}
