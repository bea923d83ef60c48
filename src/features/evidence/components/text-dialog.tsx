import { MarkdownView } from '../../../components/markdown-view';
import { TextDialog } from '../../../components/text-dialog';
import type { Evidence } from '../../../contract/entities';
import { vectorStoreLine } from '../lib/vector-store-line';

/** `title` is 'Description' or 'Relevance'; `evidence` says of which document (its name and vector store status). */
export type TextDialogContent = { title: string; evidence: Pick<Evidence, 'id' | 'fileName' | 'vectorStoreStatus' | 'vectorStoreError'>; markdown: string };

/** The full description or relevance, rendered as markdown (never raw HTML). */
export function EvidenceTextDialog({ content, onClose }: { content: TextDialogContent | null; onClose: () => void }) {
  return (
    <TextDialog label="Evidence text" isOpen={content !== null} title={content?.title} onClose={onClose} className="evidence-text-dialog">
      {content && (
        <div className="evidence-markdown" data-testid="evidence-text-dialog">
          <p className="muted evidence-dialog-file">{content.evidence.fileName}</p>
          {vectorStoreLine(content.evidence) && (
            <p className="muted evidence-dialog-vector-store" data-testid="evidence-vector-store">
              {vectorStoreLine(content.evidence)}
            </p>
          )}
          <MarkdownView>{content.markdown}</MarkdownView>
        </div>
      )}
    </TextDialog>
  );
}
