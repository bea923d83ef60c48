import { useMemo } from 'react';
import { useWideScreen } from '../../../lib/use-media-query';
import { useRowWindow } from '../hooks/use-row-window';
import { EvidenceCards } from './evidence-cards';
import type { EvidenceListProps } from './evidence-list-props';
import { EvidenceTable } from './evidence-table';

/**
 * Rows drawn with the list's first render, and in each idle task after (docs/decisions/041). Below the upload panel
 * a phone shows the top of one card, or two; a wide screen a dozen table rows (and a table's columns would move if
 * rows came in under its visible ones). Two cards, each with two markdown previews to read, are a few milliseconds.
 */
const FIRST_CARDS = 2;
const FIRST_TABLE_ROWS = 12;
const SLICE = 2;

/** One layout at a time: the table on wide screens, cards on phones (architecture.md §client). */
export function EvidenceList(props: EvidenceListProps) {
  const wide = useWideScreen();
  const ids = useMemo(() => props.rows.map((r) => r.id), [props.rows]);
  const rowWindow = useRowWindow(ids, { first: wide ? FIRST_TABLE_ROWS : FIRST_CARDS, slice: SLICE });
  if (props.rows.length === 0) {
    return (
      <div className="evidence-empty" data-testid="evidence-empty">
        <h3>No evidence uploaded yet</h3>
        <p className="muted">Upload your first document to get started. AI will automatically analyze and categorize it.</p>
      </div>
    );
  }
  return wide ? <EvidenceTable {...props} rowWindow={rowWindow} /> : <EvidenceCards {...props} rowWindow={rowWindow} />;
}
