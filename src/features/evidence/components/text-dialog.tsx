import { MarkdownView } from '../../../components/markdown-view';
import { TextDialog } from '../../../components/text-dialog';

/** `title` is 'Description' or 'Relevance'; `fileName` says of which document. */
export type TextDialogContent = { title: string; fileName: string; markdown: string };

/** The full description or relevance, rendered as markdown (never raw HTML). */
export function EvidenceTextDialog({ content, onClose }: { content: TextDialogContent | null; onClose: () => void }) {
  return (
    <TextDialog label="Evidence text" isOpen={content !== null} title={content?.title} onClose={onClose} className="evidence-text-dialog">
      {content && (
        <div className="evidence-markdown" data-testid="evidence-text-dialog">
          <p className="muted evidence-dialog-file">{content.fileName}</p>
          <MarkdownView>{content.markdown}</MarkdownView>
        </div>
      )}
    </TextDialog>
  );
}
