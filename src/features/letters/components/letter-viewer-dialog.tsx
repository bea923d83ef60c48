import { IonButtons, IonContent, IonHeader, IonToolbar } from '@ionic/react';
import { IonModal } from '../../../components/ionic-overlays/modal';
import { createOutline } from 'ionicons/icons';
import { useState } from 'react';
import { AuthorNote } from '../../../components/author-note';
import type { Letter } from '../../../contract/entities';
import { letterStatusLabel } from '../../../contract/letters';
import { letterDocxFileName, letterDocxUrl } from '../../../contract/word-drafts';
import { toast } from '../../../lib/toast-store';
import { DownloadDocxButton, DraftNotes } from '../../case';
import { IndependenceNote } from './independence-note';
import { LetterEditor } from './letter-editor';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied to clipboard' });
  } catch {
    toast({ title: 'Failed to copy', description: 'Could not copy to clipboard.', variant: 'destructive' });
  }
}

/** architecture.md §screens: the letter with who wrote it; header 'From {name} - {status}'. 'Edit' changes its text and status. */
export function LetterViewerDialog({ letter, isOpen, onClose }: { letter: Letter | null; isOpen: boolean; onClose: () => void }) {
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    onClose();
  };
  // The parent keeps `letter` after closing, so the content stays during the closing animation.
  return (
    <IonModal aria-label="Recommendation letter" isOpen={isOpen && letter !== null} onDidDismiss={close} data-testid="letter-viewer">
      {letter && (
        <>
          <IonHeader>
            <IonToolbar>
              {/* A heading rather than IonTitle, which would cut a long name short on a phone. */}
              <h2 className="dialog-title">
                From {letter.recommenderName} - {letterStatusLabel(letter.status)}
              </h2>
              <IonButtons slot="end">
                <Button fill="clear" onClick={close}>Close</Button>
              </IonButtons>
            </IonToolbar>
          </IonHeader>
          <IonContent className="ion-padding">
            <IndependenceNote concerns={letter.independenceConcerns} />
            <dl className="letter-details">
              <dt>Recommender</dt>
              <dd>
                {letter.recommenderName}
                {letter.recommenderEmail && <span className="muted"> ({letter.recommenderEmail})</span>}
              </dd>
              <dt>Title</dt>
              <dd>{letter.recommenderTitle}</dd>
              <dt>Organization</dt>
              <dd>{letter.recommenderOrganization}</dd>
              <dt>Relationship</dt>
              <dd>{letter.relationship}</dd>
            </dl>
            <DraftNotes notes={[...(letter.stale ?? []), ...(letter.notes ?? [])]} testId="letter-notes" />
                        {letter.signedByRecommender && (
              <p className="letter-signed" data-testid="letter-signed">
                Signed by the recommender on {letter.signedByRecommender.signedAt.slice(0, 10)}. Its text can no longer change; a new version needs a new request.
              </p>
            )}
            {editing ? (
              // Keyed by letter, so opening another letter never carries this one's unsaved text.
              <LetterEditor key={letter.id} letter={letter} onDone={() => setEditing(false)} />
            ) : (
              <>
                {/* Pre-wrapped, not markdown: a letter's line breaks (address, signature) are its layout. */}
                <div className="letter-text" data-testid="letter-text">
                  {letter.letterContent}
                </div>
                <AuthorNote author={letter.author} testId="letter-author" />
                <div className="letter-editor-actions">
                  <Button fill="outline" onClick={() => void copy(letter.letterContent)}>
                    Copy to Clipboard
                  </Button>
                  {letter.signedByRecommender ? (
                    <a className="letter-signed-pdf" href={`/api/recommendation-letters/${letter.id}/signed-pdf`} download data-testid="letter-signed-pdf">
                      Signed PDF
                    </a>
                  ) : (
                    <Button fill="outline" onClick={() => setEditing(true)} data-testid="letter-edit">
                      <Icon slot="start" icon={createOutline} />
                      Edit
                    </Button>
                  )}
                  <DownloadDocxButton href={letterDocxUrl(letter.id)} fileName={letterDocxFileName(letter.recommenderName)} />
                </div>
              </>
            )}
          </IonContent>
        </>
      )}
    </IonModal>
  );
}
