import { useMemo } from 'react';
import { useWideScreen } from '../../../lib/use-media-query';
import { useRowWindow } from '../hooks/use-row-window';
import { EvidenceCards } from './evidence-cards';
import type { EvidenceListProps } from './evidence-list-props';
import { EvidenceTable } from './evidence-table';

/**
 * Rows drawn with the list's first render, and in each idle task after (docs/decisions/041): a phone's screen holds
 * two or three cards and a wide one a dozen table rows; a few rows cost a phone a few milliseconds.
 */
const FIRST_CARDS = 3;
const FIRST_TABLE_ROWS = 12;
const SLICE = 3;

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
