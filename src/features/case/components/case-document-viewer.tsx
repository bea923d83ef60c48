import { IonBadge } from '@ionic/react';
import { AuthorNote } from '../../../components/author-note';
import { MarkdownView } from '../../../components/markdown-view';
import { TextDialog } from '../../../components/text-dialog';
import { CASE_DOCUMENT_TYPE_LABELS, type CaseDocument } from '../../../contract/entities';
import { caseDocumentDocxUrl, statementDocxFileName } from '../../../contract/word-drafts';
import { formatDateTime, formatWords, notesOf } from '../format';
import { DownloadDocxButton } from './download-docx-button';
import { DraftNotes } from './draft-notes';
import { PersonalStatementWordCount } from '../../bundle-checks';

/**
 * The large viewer: the whole document rendered as markdown (no raw HTML: it
 * shows as text), with its 'notes for you' in their own box beside it.
 */
export function CaseDocumentViewer({ document, onClose }: { document: CaseDocument | null; onClose: () => void }) {
  const wordCount = document?.metadata?.wordCount;
  const notes = notesOf(document);
  return (
    <TextDialog
      label="Case document"
      isOpen={document !== null}
      title={document?.title}
      onClose={onClose}
      className="case-viewer"
      closeTestId="close-case-viewer"
    >
      {document && (
        // A named, focusable region: a keyboard scrolls the long document (ion-content's scroller
        // itself cannot take focus), and a screen reader announces what it holds.
        <article data-testid="case-document-viewer" role="region" aria-label={document.title} tabIndex={0}>
          <div className="case-meta">
            <IonBadge color="medium">{CASE_DOCUMENT_TYPE_LABELS[document.type]}</IonBadge>
            {wordCount !== undefined && <span>{formatWords(wordCount)}</span>}
            <span>Generated on {formatDateTime(document.createdAt)}</span>
          </div>
          <AuthorNote author={document.metadata?.author} testId="case-author" />
          <PersonalStatementWordCount document={document} />
          <div className="case-viewer-actions">
            <DownloadDocxButton href={caseDocumentDocxUrl(document.id)} fileName={statementDocxFileName(document.title)} />
          </div>
          <div className={notes.length > 0 ? 'case-viewer-body with-notes' : 'case-viewer-body'}>
            <div className="case-markdown">
              <MarkdownView>{document.content}</MarkdownView>
            </div>
            <DraftNotes notes={notes} testId="case-notes" />
          </div>
        </article>
      )}
    </TextDialog>
  );
}
