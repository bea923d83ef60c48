import { IonCard, IonCardContent } from '@ionic/react';
import { relevanceState } from '../lib/evidence-view';
import { EvidenceActions } from './evidence-actions';
import { EvidenceCategory, EvidenceDescription } from './evidence-corrections';
import { EvidenceDocument } from './evidence-document';
import type { EvidenceListProps } from './evidence-list-props';
import { EvidenceTags } from './evidence-tags';
import { EvidenceTextCell } from './evidence-text-cell';

/** The evidence list below 768 px: one card per row with the table's fields and actions. */
export function EvidenceCards({ rows, visaType, actions, onOpenText }: EvidenceListProps) {
  return (
    <div className="evidence-cards" data-testid="evidence-cards">
      {rows.map((e) => (
        <IonCard key={e.id} className="evidence-card" data-testid="evidence-row" data-status={e.processingStatus ?? 'pending'}>
          <IonCardContent>
            <div className="evidence-card-head">
              {/* Read out as 'Exhibit #3': an aria-label on a span would hide the number itself. */}
              <span className="evidence-number" data-testid="evidence-number">
                <span className="visually-hidden">Exhibit </span>#{e.evidenceNumber ?? '—'}
              </span>
              <EvidenceDocument evidence={e} />
            </div>
            <dl className="evidence-fields">
              <dt>Tags</dt>
              <dd>
                <EvidenceTags evidence={e} />
              </dd>
              <dt>Description</dt>
              <dd>
                <EvidenceDescription evidence={e} onOpenText={onOpenText} />
              </dd>
              <dt>Relevance</dt>
              <dd>
                <EvidenceTextCell
                  label="Relevance"
                  markdown={e.aiAnalysis?.relevance}
                  state={relevanceState(e)}
                  onOpen={(markdown) => onOpenText({ title: 'Relevance', evidence: e, markdown })}
                />
              </dd>
              <dt>Category</dt>
              <dd>
                <EvidenceCategory evidence={e} visaType={visaType} />
              </dd>
            </dl>
            <EvidenceActions evidence={e} actions={actions} />
          </IonCardContent>
        </IonCard>
      ))}
    </div>
  );
}
