import { IonSpinner } from '@ionic/react';
import { IonAlert } from '../../../components/ionic-overlays/alert';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { keys } from '../../../api/keys';
import { PendingItems } from '../../../components/pending-items';
import { preloadCode } from '../../../lib/preload-code';
import { useOnIdleAfterPaint } from '../../../lib/use-idle-after-paint';
import type { Petition } from '../../../contract/entities';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { sortEvidence } from '../../../contract/evidence-rules';
import { OrderForFiling } from '../../exhibit-order';
import { useDeleteEvidence } from '../api/delete-evidence';
import { openEvidenceDownload } from '../api/download-evidence';
import { useEvidence } from '../api/list-evidence';
import { useReprocessEvidence } from '../api/reprocess-evidence';
import { useEvidencePush } from '../hooks/use-evidence-push';
import { useLazyDialog } from '../hooks/use-lazy-dialog';
import { usePendingEvidence } from '../hooks/use-pending-evidence';
import type { RowActions } from './evidence-actions';
import { EvidenceList } from './evidence-list';
import { LazyFactSheetDialog } from './lazy-fact-sheet-dialog';
import { ServiceActionsMenu } from './service-actions-menu';
import { EvidenceTextDialog, type TextDialogContent } from './text-dialog';
import { UploadPanel } from './upload-panel';
import { Button } from '../../../components/button';
import '../evidence.css';

// The edit form (a select and text areas, and zod) is fetched once the browser is idle after the tab has painted,
// without running it, and runs when someone first opens it (docs/decisions/047): run at idle it was a long task
// while the page loaded. Fetched ahead, it opens offline too; a load that fails all the same (offline before it was
// fetched) says so and leaves the tab as it was.
const loadEditForm = () => import('./edit-evidence-dialog').then((m) => m.EditEvidenceDialog);

/** The Evidence tab (architecture.md §screens): upload panel, the list with its actions and corrections, live status by push. */
export function EvidenceTab({ petition }: { petition: Petition }) {
  useEvidencePush(petition.id);
  const evidence = useEvidence(petition.id);
  const reprocess = useReprocessEvidence(petition.id);
  const remove = useDeleteEvidence(petition.id);
  const [reprocessing, setReprocessing] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<TextDialogContent | null>(null);
  const [toDelete, setToDelete] = useState<EvidenceListItem | null>(null);
  const [editing, setEditing] = useState<EvidenceListItem | null>(null);
  const [facts, setFacts] = useState<EvidenceListItem | null>(null);
  const EditEvidenceDialog = useLazyDialog(loadEditForm, editing !== null, () => setEditing(null));
  useOnIdleAfterPaint(() => {
    preloadCode('editEvidenceForm');
    preloadCode('factSheetDialog');
  });
  // The list is drawn in a transition, in short tasks, like the page around it (docs/decisions/041); the spinner
  // stays until the first rows are drawn. Also when the rows are at hand as the tab first renders (the page's early
  // reads, docs/decisions/045): the upload panel is drawn with the page, the list after it.
  const listed = useDeferredValue(evidence.data ?? null, null);
  const rows = useMemo(() => sortEvidence(listed ?? []), [listed]);
  const queryClient = useQueryClient();
  const pending = usePendingEvidence(petition.id, () => queryClient.refetchQueries({ queryKey: keys.evidence(petition.id) }));

  // One actions object for the life of the tab, so that a row re-renders only when its own row or state changes.
  const reprocessRow = reprocess.mutate;
  const actions = useMemo<RowActions>(() => {
    const mark = (id: string, on: boolean) =>
      setReprocessing((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    return {
      onDownload: (e) => void openEvidenceDownload(e),
      onReprocess: (e) => {
        mark(e.id, true);
        reprocessRow(e, { onSettled: () => mark(e.id, false) });
      },
      onEdit: setEditing,
      onFacts: setFacts,
      onDelete: setToDelete,
    };
  }, [reprocessRow]);

  return (
    <div className="evidence-tab">
      <UploadPanel petitionId={petition.id} />
      <section className="evidence-section" aria-labelledby="evidence-heading">
        <div className="evidence-section-head">
          <h2 id="evidence-heading">Evidence Documents</h2>
          <OrderForFiling petition={petition} evidence={rows} />
          <ServiceActionsMenu petitionId={petition.id} />
        </div>
        <PendingItems items={pending.items} onRetry={pending.retry} onCancel={pending.cancel} />
        {evidence.isPending || (evidence.data && !listed) ? (
          <div className="evidence-loading">
            <IonSpinner aria-label="Loading evidence" />
          </div>
        ) : evidence.isError && !evidence.data ? (
          <div className="evidence-empty">
            <p>The evidence list could not be loaded.</p>
            <Button onClick={() => void evidence.refetch()}>Try again</Button>
          </div>
        ) : rows.length === 0 && pending.items.length > 0 ? null : (
          <EvidenceList rows={rows} visaType={petition.visaType} actions={actions} reprocessing={reprocessing} onOpenText={setDialog} />
        )}
      </section>
      {/* The row as it is now: its vector store status may change while the dialog is open. */}
      <EvidenceTextDialog content={dialog && { ...dialog, evidence: rows.find((r) => r.id === dialog.evidence.id) ?? dialog.evidence }} onClose={() => setDialog(null)} />
      <LazyFactSheetDialog petitionId={petition.id} evidence={facts} onClosed={() => setFacts(null)} />
      {EditEvidenceDialog && (
        <EditEvidenceDialog petitionId={petition.id} visaType={petition.visaType} evidence={editing} onClosed={() => setEditing(null)} />
      )}
      <IonAlert
        isOpen={toDelete !== null}
        header="Delete evidence?"
        message={toDelete ? `Are you sure you want to delete "${toDelete.fileName}"? This action cannot be undone.` : ''}
        buttons={[
          { text: 'Cancel', role: 'cancel' },
          { text: 'Delete', role: 'destructive', handler: () => void (toDelete && remove.mutate(toDelete)) },
        ]}
        onDidDismiss={() => setToDelete(null)}
      />
    </div>
  );
}
