import type { CellState } from '../lib/evidence-view';
import { markdownPreview } from '../lib/evidence-view';

type Props = {
  /** 'Description' or 'Relevance': the dialog's heading and the button's label. */
  label: string;
  markdown: string | null | undefined;
  /** The list holds only the start of the text (decision 034): the preview ends in '…' however short. */
  cut: boolean;
  state: CellState;
  onOpen: () => void;
};

/** A description or relevance cell: a short preview that opens the full text in a dialog. */
export function EvidenceTextCell({ label, markdown, cut, state, onOpen }: Props) {
  if (state.kind !== 'ready') return <span className="muted">{state.text}</span>;
  if (!markdown) return <span className="muted">—</span>;
  return (
    <button type="button" className="evidence-text-button" onClick={onOpen} title={`Show full ${label.toLowerCase()}`} data-testid={`open-${label.toLowerCase()}`}>
      {markdownPreview(markdown, { more: cut })}
    </button>
  );
}
