import { IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import { IonModal } from '../../../components/ionic-overlays/modal';
import { arrowDown, arrowUp } from 'ionicons/icons';
import { useMemo, useRef, useState } from 'react';
import { isUnauthorizedError, serverMessage } from '../../../api/http';
import type { Petition } from '../../../contract/entities';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { sortEvidence } from '../../../contract/evidence-rules';
import { groupRuns, orderByCriterion } from '../../../contract/exhibit-groups';
import { toast } from '../../../lib/toast-store';
import { useOnline } from '../../../offline';
import { OrderOfflineError, useApplyExhibitOrder } from '../api/apply-exhibit-order';
import { moveItem, sameOrder } from '../lib/move';
import { ORDER_NEEDS_CONNECTION_MESSAGE } from '../lib/needs-connection';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import '../exhibit-order.css';

type Props = { petition: Pick<Petition, 'id' | 'visaType'>; evidence: readonly EvidenceListItem[] };

const label = (e: EvidenceListItem) => (e.evidenceNumber === null ? 'Unnumbered exhibit' : `Exhibit ${e.evidenceNumber}`);

/**
 * 'Order for filing' (issue 14 item 1): the exhibits in the order they will be filed, under the criterion
 * each supports. Up/down or 'Order by criterion', then Apply renumbers them 1..n on the server, and every
 * 'Exhibit N' in statements, letters, the report and notes follows its document (decision 022).
 */
export function OrderForFiling({ petition, evidence }: Props) {
  const modal = useRef<HTMLIonModalElement>(null);
  const online = useOnline();
  const apply = useApplyExhibitOrder(petition.id);
  const [open, setOpen] = useState(false);
  const current = useMemo(() => sortEvidence(evidence), [evidence]);
  const [draft, setDraft] = useState<EvidenceListItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const groups = useMemo(() => groupRuns(petition.visaType, draft), [petition.visaType, draft]);
  const changed = !sameOrder(draft, current);
  const close = () => void modal.current?.dismiss();

  const move = (index: number, delta: -1 | 1) => setDraft((d) => moveItem(d, index, delta));
  const submit = () => {
    if (apply.isPending || !changed) return;
    setError(null);
    apply.mutate(
      { evidenceIds: draft.map((e) => e.id) },
      {
        onSuccess: (reply) => {
          toast({ title: 'Exhibits renumbered', description: reply.message });
          close();
        },
        onError: (err) => {
          if (isUnauthorizedError(err)) return;
          setError(err instanceof OrderOfflineError ? ORDER_NEEDS_CONNECTION_MESSAGE : (serverMessage(err) ?? 'Failed to apply the order. Please try again.'));
        },
      },
    );
  };

  const formError = error ?? (online ? null : ORDER_NEEDS_CONNECTION_MESSAGE);
  let position = 0;
  return (
    <>
      <Button fill="outline" size="small" className="order-for-filing-button" onClick={() => setOpen(true)} disabled={current.length < 2} data-testid="order-for-filing">
        Order for filing
      </Button>
      <IonModal
        aria-label="Order for filing"
        ref={modal}
        isOpen={open}
        backdropDismiss={!apply.isPending}
        onWillPresent={() => {
          setDraft(current);
          setError(null);
          apply.reset();
        }}
        onDidDismiss={() => setOpen(false)}
        className="exhibit-order-dialog"
        data-testid="exhibit-order-dialog"
      >
        <IonHeader>
          <IonToolbar>
            <IonTitle>Order for filing</IonTitle>
          </IonToolbar>
        </IonHeader>
        <IonContent className="ion-padding">
          <p className="muted">
            Exhibits are numbered in this order when you apply it. Every &lsquo;Exhibit N&rsquo; in your statements, letters, criteria report and notes is updated to follow its document.
          </p>
          <Button fill="outline" className="exhibit-order-by-criterion" onClick={() => setDraft((d) => orderByCriterion(petition.visaType, d))} disabled={apply.isPending} data-testid="order-by-criterion">
            Order by criterion
          </Button>
          {groups.map((group, g) => (
            <section key={`${group.category ?? 'none'}-${g}`} className="exhibit-order-group" aria-label={group.label}>
              <h3>{group.label}</h3>
              <ol className="exhibit-order-list" start={position + 1}>
                {group.exhibits.map((e) => {
                  const index = position++;
                  return (
                    <li key={e.id} className="exhibit-order-row" data-testid="exhibit-order-row">
                      <span className="exhibit-order-new" aria-hidden="true">
                        {index + 1}
                      </span>
                      <span className="exhibit-order-name">
                        <strong>{label(e)}</strong>
                        {e.evidenceNumber !== index + 1 && <span className="muted"> → Exhibit {index + 1}</span>}
                        {e.exhibitTitle && <span className="exhibit-order-title" data-testid="exhibit-order-title">{e.exhibitTitle}</span>}
                        <span className="exhibit-order-file">{e.fileName}</span>
                      </span>
                      <Button fill="clear" onClick={() => move(index, -1)} disabled={index === 0 || apply.isPending} aria-label={`Move ${label(e)} up`}>
                        <Icon slot="icon-only" icon={arrowUp} />
                      </Button>
                      <Button fill="clear" onClick={() => move(index, 1)} disabled={index === draft.length - 1 || apply.isPending} aria-label={`Move ${label(e)} down`}>
                        <Icon slot="icon-only" icon={arrowDown} />
                      </Button>
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
          {formError && (
            <p className="field-error" role="alert" data-testid="exhibit-order-error">
              {formError}
            </p>
          )}
          <div className="dialog-actions">
            <Button fill="outline" onClick={close} disabled={apply.isPending} data-testid="exhibit-order-cancel">
              Cancel
            </Button>
            <Button onClick={submit} disabled={apply.isPending || !changed || !online} data-testid="exhibit-order-apply">
              {apply.isPending ? 'Applying...' : 'Apply'}
            </Button>
          </div>
        </IonContent>
      </IonModal>
    </>
  );
}
