import { MarkdownView } from '../../../components/markdown-view';
import { TextDialog } from '../../../components/text-dialog';
import type { Evidence } from '../../../contract/entities';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { isCut, type CutField } from '../../../contract/evidence-list-rows';
import { useOnline } from '../../../offline';
import { useEvidenceDetail } from '../api/evidence-detail';
import { vectorStoreLine } from '../lib/vector-store-line';

/** Which text of which row the dialog shows. */
export type TextDialogContent = { field: CutField; evidence: EvidenceListItem };

const TITLES: Record<CutField, string> = { description: 'Description', relevance: 'Relevance' };
const textOf = (e: Pick<Evidence, 'aiDescription' | 'aiAnalysis'> | Pick<EvidenceListItem, 'aiDescription' | 'aiAnalysis'>, field: CutField) =>
  (field === 'description' ? e.aiDescription : e.aiAnalysis?.relevance) ?? '';

/**
 * The full description or relevance, rendered as markdown (never raw HTML). The list holds only the
 * start of a long one (decision 034): the whole row is fetched (or read from its cache) while the start shows.
 * Under the file name, the document's vector store status when it has one; above a description, its fact
 * sheet in one plain line (decision 056).
 */
export function EvidenceTextDialog({ content, onClose }: { content: TextDialogContent | null; onClose: () => void }) {
  const cut = content !== null && isCut(content.evidence, content.field);
  const online = useOnline();
  // The whole row also says where the document stands in the provider's vector store (decision 037),
  // which the list does not carry: asked for whenever online, and needed when the text is cut.
  const { detail, loading } = useEvidenceDetail(content?.evidence ?? null, cut || online);
  const storeLine = detail ? vectorStoreLine(detail) : null;
  const text = content && (cut && detail ? textOf(detail, content.field) : textOf(content.evidence, content.field));
  const waiting = cut && !detail;
  return (
    <TextDialog label="Evidence text" isOpen={content !== null} title={content && TITLES[content.field]} onClose={onClose} className="evidence-text-dialog">
      {content && (
        // A named, focusable region, as the case viewer's: a keyboard scrolls a text longer than the screen
        // (ion-content's scroller itself cannot take focus; axe: scrollable-region-focusable).
        <div className="evidence-markdown" data-testid="evidence-text-dialog" data-complete={!waiting} role="region" aria-label={`${TITLES[content.field]} of ${content.evidence.fileName}`} tabIndex={0}>
          <p className="muted evidence-dialog-file">{content.evidence.fileName}</p>
          {storeLine && (
            <p className="muted evidence-dialog-vector-store" data-testid="evidence-vector-store">
              {storeLine}
            </p>
          )}
          {content.field === 'description' && content.evidence.factLine && (
            <p className="evidence-dialog-facts" data-testid="evidence-facts">
              {content.evidence.factLine}
            </p>
          )}
          <MarkdownView>{text ?? ''}</MarkdownView>
          {waiting && (
            <p className="muted" role="status" data-testid="evidence-text-rest">
              {loading ? 'Loading the rest of the text...' : online ? 'The rest of the text could not be loaded. Please try again.' : 'The rest of the text will show once you are back online.'}
            </p>
          )}
        </div>
      )}
    </TextDialog>
  );
}
