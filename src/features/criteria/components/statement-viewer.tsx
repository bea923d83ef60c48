import { useEffect, useMemo, useRef, useState } from 'react';
import { IonContent, IonHeader, IonSpinner, IonTitle, IonToolbar } from '@ionic/react';
import { AuthorNote } from '../../../components/author-note';
import { IonModal } from '../../../components/ionic-overlays/modal';
import { IonTextarea } from '../../../components/ionic-fields/textarea';
import type { CaseDocument } from '../../../contract/entities';
import { copyTextAndHtml } from '../../../lib/clipboard';
import { markdownToHtml } from '../../../lib/markdown-html';
import { markdownToPlainText } from '../../../contract/markdown-text';
import { toast } from '../../../lib/toast-store';
import { DraftNotes, notesOf } from '../../case';
import { PersonalStatementWordCount } from '../../bundle-checks';
import type { StatementTarget } from './instructions-dialog';
import { Button } from '../../../components/button';

/** architecture.md §limits: the 'Copied' indicator lasts 2000 ms. */
const COPIED_MS = 2000;

type Props = { target: StatementTarget | null; statement: CaseDocument | undefined; generating: boolean; onClosed: () => void };

/**
 * The statement of one criterion as readable plain text (no markdown marks),
 * ready to copy into the petition; its 'notes for you' sit beside it and are
 * never copied.
 */
export function StatementViewer({ target, statement, generating, onClosed }: Props) {
  const modal = useRef<HTMLIonModalElement>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const content = statement?.content;
  const text = useMemo(() => (content === undefined ? '' : markdownToPlainText(content)), [content]);
  const notes = notesOf(statement);

  const copy = async () => {
    if (content === undefined) return;
    try {
      await copyTextAndHtml(text, markdownToHtml(content));
      toast({ title: 'Copied to clipboard' });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast({ title: 'Failed to copy', description: 'Could not copy to clipboard.', variant: 'destructive' });
    }
  };

  return (
    <IonModal aria-label="Statement" ref={modal} isOpen={target !== null} onDidDismiss={onClosed} className="statement-viewer" data-testid="statement-viewer">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{statement?.title ?? target?.criteriaTitle}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {generating && (
          <p className="statement-generating" role="status">
            <IonSpinner name="dots" /> Generating statement...
          </p>
        )}
        <AuthorNote author={statement?.metadata?.author} testId="statement-author" />
        <PersonalStatementWordCount document={statement} />
        {statement && (
          <div className={notes.length > 0 ? 'statement-body with-notes' : 'statement-body'}>
            {/* autoGrow: the whole statement shows and the dialog scrolls, rather than a 400 px box scrolling inside a phone screen. */}
            <IonTextarea className="statement-text" aria-label="Statement text" readonly autoGrow value={text} data-testid="statement-text" />
            <DraftNotes notes={notes} testId="statement-notes" />
          </div>
        )}
        <div className="dialog-actions">
          <Button onClick={() => void copy()} disabled={!statement} data-testid="copy-statement">
            {copied ? 'Copied' : 'Copy to Clipboard'}
          </Button>
          <Button fill="outline" onClick={() => void modal.current?.dismiss()}>
            Close
          </Button>
        </div>
      </IonContent>
    </IonModal>
  );
}
