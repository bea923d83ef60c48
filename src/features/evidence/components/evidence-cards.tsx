import { memo } from 'react';
import { Card } from '../../../components/card';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { EvidenceActions } from './evidence-actions';
import { EvidenceCategory, EvidenceDescription, EvidenceRelevance } from './evidence-corrections';
import { EvidenceDocument } from './evidence-document';
import { EvidenceFacts } from './evidence-facts';
import type { EvidenceListProps, EvidenceRowProps, RowWindowView } from './evidence-list-props';
import { EvidenceTags } from './evidence-tags';

/**
 * The evidence list below 768 px: one card per row with the table's fields and actions (components/card.tsx); a row
 * not drawn yet is a placeholder card of about a card's height.
 */
export function EvidenceCards({ rows, visaType, actions, reprocessing, onOpenText, rowWindow }: EvidenceListProps & { rowWindow: RowWindowView }) {
  return (
    <div className="evidence-cards" data-testid="evidence-cards">
      {rows.map((e) => {
        const drawn = rowWindow.isDrawn(e.id);
        // One element per row, drawn or not, so the row a screen reader or a test holds stays the same node.
        return (
          <Card
            key={e.id}
            ref={drawn ? undefined : rowWindow.observe}
            className={drawn ? 'evidence-card' : 'evidence-card evidence-card-placeholder'}
            data-testid="evidence-row"
            data-status={e.processingStatus ?? 'pending'}
            data-row-id={e.id}
          >
            {drawn ? (
              <EvidenceCardContent evidence={e} visaType={visaType} actions={actions} reprocessing={reprocessing.has(e.id)} onOpenText={onOpenText} />
            ) : (
              <EvidenceCardPlaceholder evidence={e} />
            )}
          </Card>
        );
      })}
    </div>
  );
}

const ExhibitNumber = ({ evidence }: { evidence: EvidenceListItem }) => (
  // Read out as 'Exhibit #3': an aria-label on a span would hide the number itself.
  <span className="evidence-number" data-testid="evidence-number">
    <span className="visually-hidden">Exhibit </span>#{evidence.evidenceNumber ?? '—'}
  </span>
);

const EvidenceCardContent = memo(function EvidenceCardContent({ evidence: e, visaType, actions, reprocessing, onOpenText }: EvidenceRowProps) {
  return (
    <div className="evidence-card-content">
        <div className="evidence-card-head">
          <ExhibitNumber evidence={e} />
          <EvidenceDocument evidence={e} />
        </div>
        <EvidenceFacts evidence={e} onOpen={actions.onFacts} />
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
            <EvidenceRelevance evidence={e} onOpenText={onOpenText} />
          </dd>
          <dt>Category</dt>
          <dd>
            <EvidenceCategory evidence={e} visaType={visaType} />
          </dd>
        </dl>
      <EvidenceActions evidence={e} actions={actions} reprocessing={reprocessing} />
    </div>
  );
});

/** The card's number and file name, in place, until the card is drawn: what a fast scroll shows for a moment. */
const EvidenceCardPlaceholder = memo(function EvidenceCardPlaceholder({ evidence: e }: { evidence: EvidenceListItem }) {
  return (
    <div className="evidence-card-content">
      <div className="evidence-card-head">
        <ExhibitNumber evidence={e} />
        <span className="evidence-file-name" data-testid="evidence-file-name">
          {e.fileName}
        </span>
      </div>
    </div>
  );
});
