import { useState } from 'react';
import { IonBadge, IonSpinner } from '@ionic/react';
import { IonAlert } from '../../../components/ionic-overlays/alert';
import type { CaseDocument, Petition } from '../../../contract/entities';
import { useCaseDocuments } from '../api/case-documents';
import { useDeleteCaseDocument } from '../api/delete-case-document';
import { formatDocumentCount } from '../format';
import { useStatementUpdates } from '../hooks/use-statement-updates';
import { CaseDocumentCard } from './case-document-card';
import { CaseDocumentViewer } from './case-document-viewer';
import { BundleChecksCard } from '../../bundle-checks';
import { PacketCard } from '../../packet';
import '../case.css';

/** The Case tab (architecture.md §screens): the petition's generated documents, newest first. */
export function CaseTab({ petition }: { petition: Petition }) {
  const documents = useCaseDocuments(petition.id);
  const remove = useDeleteCaseDocument(petition.id);
  const [viewing, setViewing] = useState<CaseDocument | null>(null);
  const [confirming, setConfirming] = useState<CaseDocument | null>(null);
  useStatementUpdates(petition.id);

  if (documents.isPending) {
    return (
      <div className="case-tab case-loading">
        <IonSpinner aria-label="Loading case documents" />
      </div>
    );
  }
  // The list is read again each time the tab opens: a read that fails (offline, the server gone) keeps what was
  // shown last, and says so only when there is nothing to show.
  const list = documents.data;
  if (!list) return <p className="case-tab">Could not load the case documents. Check your connection and try again.</p>;
  return (
    <section className="case-tab" data-testid="case-tab">
      <PacketCard petitionId={petition.id} />
      <BundleChecksCard petition={petition} />
      {list.length === 0 ? (
        <p className="case-empty">
          <strong>No case documents yet</strong> - Generate statements from the Strategy tab to build your petition case. Each generated statement will
          appear here as a document piece.
        </p>
      ) : (
        <>
          <div className="case-heading">
            <h2>Case Documents</h2>
            <IonBadge color="primary" data-testid="case-document-count">
              {formatDocumentCount(list.length)}
            </IonBadge>
          </div>
          <div className="case-grid">
            {list.map((doc) => (
              <CaseDocumentCard
                key={doc.id}
                document={doc}
                onOpen={() => setViewing(doc)}
                onDelete={() => setConfirming(doc)}
                deleting={remove.isPending && remove.variables?.id === doc.id}
              />
            ))}
          </div>
        </>
      )}
      <CaseDocumentViewer document={viewing} onClose={() => setViewing(null)} />
      <IonAlert
        isOpen={confirming !== null}
        header="Delete document?"
        message={`Are you sure you want to delete "${confirming?.title ?? ''}"? This action cannot be undone.`}
        buttons={[
          { text: 'Cancel', role: 'cancel' },
          { text: 'Delete', role: 'destructive', handler: () => void (confirming && remove.mutate(confirming)) },
        ]}
        onDidDismiss={() => setConfirming(null)}
      />
    </section>
  );
}
