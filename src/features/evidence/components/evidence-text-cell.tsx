import type { CellState } from '../lib/evidence-view';

type Props = {
  /** 'Description' or 'Relevance': the dialog's heading and the button's label. */
  label: string;
  /** One line of the text as plain text, as the list sends it (decision 043); null when there is no text. */
  preview: string | null;
  state: CellState;
  onOpen: () => void;
};

/** A description or relevance cell: a short preview that opens the full text in a dialog. */
export function EvidenceTextCell({ label, preview, state, onOpen }: Props) {
  if (state.kind !== 'ready') return <span className="muted">{state.text}</span>;
  if (!preview) return <span className="muted">—</span>;
  return (
    <button type="button" className="evidence-text-button" onClick={onOpen} title={`Show full ${label.toLowerCase()}`} data-testid={`open-${label.toLowerCase()}`}>
      {preview}
    </button>
  );
}
