import { IonSpinner } from '@ionic/react';
import { IonAlert } from '../../../components/ionic-overlays/alert';
import { add } from 'ionicons/icons';
import { useState } from 'react';
import type { Letter } from '../../../contract/entities';
import { useDeleteLetter } from '../api/delete-letter';
import { useLetters } from '../api/list-letters';
import { CreateLetterDialog } from './create-letter-dialog';
import { LetterViewerDialog } from './letter-viewer-dialog';
import { LettersList } from './letters-list';
import { PendingItems } from '../../../components/pending-items';
import { removeFromOutbox, retryPendingItem, usePendingItems } from '../../../offline';
import { useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';

/** architecture.md §screens: the 'Recommendation Letters' card: list, create, view, delete. */
export function LettersCard({ petitionId }: { petitionId: string }) {
  const letters = useLetters(petitionId);
  const remove = useDeleteLetter(petitionId);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Letter | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [confirming, setConfirming] = useState<Letter | null>(null);

  const view = (letter: Letter) => {
    setViewing(letter);
    setViewerOpen(true);
  };
  const list = letters.data ?? [];
  // The viewer shows the letter as the list has it now (after an edit), or the last copy seen while it closes.
  const shown = viewing ? (list.find((l) => l.id === viewing.id) ?? viewing) : null;
  const queryClient = useQueryClient();
  const queued = usePendingItems(
    (i) => i.kind === 'letter' && i.petitionId === petitionId,
    () => queryClient.refetchQueries({ queryKey: keys.letters(petitionId) }),
  );
  const pending = queued.map((i) => ({
    id: i.id,
    label: (i.kind === 'letter' ? i.letter?.recommenderName : undefined) ?? 'Letter',
    detail: 'Recommendation letter',
    failed: i.state === 'failed',
    error: i.error,
    landing: i.landing,
  }));
  const retry = (id: string) => void retryPendingItem(id);
  const cancel = (id: string) => void removeFromOutbox(id);

  return (
    <Card data-testid="letters-card">
      <CardHeader className="letters-card-header">
        <CardTitle>Recommendation Letters</CardTitle>
        {list.length + pending.length > 0 && (
          <Button size="small" onClick={() => setCreating(true)}>
            <Icon slot="start" icon={add} />
            Create Letter
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <PendingItems items={pending} onRetry={retry} onCancel={cancel} />
        {letters.isLoading ? (
          <div className="letters-state">
            <IonSpinner aria-label="Loading letters" />
          </div>
        ) : letters.isError && list.length === 0 ? (
          <div className="letters-state" role="alert">
            Could not load your letters. Check your connection and try again.
            <Button fill="outline" onClick={() => void letters.refetch()}>
              Retry
            </Button>
          </div>
        ) : list.length === 0 && pending.length > 0 ? null : list.length === 0 ? (
          <div className="letters-state">
            <p className="strong">No recommendation letters yet</p>
            <p className="muted">Describe someone who knows your work, and AI will draft a letter from your evidence.</p>
            <Button onClick={() => setCreating(true)}>Create Your First Letter</Button>
          </div>
        ) : (
          <LettersList letters={list} onView={view} onDelete={setConfirming} deletingId={remove.isPending ? remove.variables?.id : undefined} />
        )}
      </CardContent>

      <CreateLetterDialog petitionId={petitionId} isOpen={creating} onClose={() => setCreating(false)} />
      <LetterViewerDialog letter={shown} isOpen={viewerOpen} onClose={() => setViewerOpen(false)} />
      <IonAlert
        isOpen={confirming !== null}
        header="Delete letter?"
        message={confirming ? `Are you sure you want to delete the letter from ${confirming.recommenderName}? This action cannot be undone.` : ''}
        buttons={[
          { text: 'Cancel', role: 'cancel' },
          { text: 'Delete', role: 'destructive', handler: () => void (confirming && remove.mutate(confirming)) },
        ]}
        onDidDismiss={() => setConfirming(null)}
      />
    </Card>
  );
}
