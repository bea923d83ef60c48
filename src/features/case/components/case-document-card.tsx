import { useMemo } from 'react';
import { IonBadge } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import { CASE_DOCUMENT_TYPE_LABELS, type CaseDocument } from '../../../contract/entities';
import { formatDate, formatWords, previewOf } from '../format';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';

type Props = { document: CaseDocument; onOpen: () => void; onDelete: () => void; deleting: boolean };

/**
 * One case document: title, type, size, date and a plain-text preview; a tap anywhere on the card
 * opens it. The card is not itself a button (it holds the delete button, and controls must not nest):
 * the title is the button keyboards and screen readers use, and its click bubbles to the card.
 */
export function CaseDocumentCard({ document, onOpen, onDelete, deleting }: Props) {
  const wordCount = document.metadata?.wordCount;
  const preview = useMemo(() => previewOf(document.content), [document.content]);
  return (
    <Card onClick={onOpen} className="case-card" data-testid="case-document-card">
      <CardHeader className="case-card-header">
        <CardTitle className="case-card-title">
          <button type="button" className="case-card-open" data-testid="open-case-document">
            {document.title}
          </button>
        </CardTitle>
        <Button
          fill="clear"
          color="danger"
          aria-label={`Delete ${document.title}`}
          data-testid="delete-case-document"
          disabled={deleting}
          onClick={(event) => {
            // The card itself opens the viewer; deleting must not.
            event.stopPropagation();
            onDelete();
          }}
        >
          <Icon slot="icon-only" icon={trashOutline} />
        </Button>
      </CardHeader>
      <CardContent>
        <div className="case-meta">
          <IonBadge color="medium">{CASE_DOCUMENT_TYPE_LABELS[document.type]}</IonBadge>
          {wordCount !== undefined && <span>{formatWords(wordCount)}</span>}
          <span>{formatDate(document.createdAt)}</span>
        </div>
        <p className="case-preview">{preview}</p>
      </CardContent>
    </Card>
  );
}
