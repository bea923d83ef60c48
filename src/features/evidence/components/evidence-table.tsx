import { memo } from 'react';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { EvidenceActions } from './evidence-actions';
import { EvidenceCategory, EvidenceDescription, EvidenceRelevance } from './evidence-corrections';
import { EvidenceDocument } from './evidence-document';
import { EvidenceFacts } from './evidence-facts';
import type { EvidenceListProps, EvidenceRowProps, RowWindowView } from './evidence-list-props';
import { EvidenceTags } from './evidence-tags';

/** The evidence list at ≥ 768 px: a real table with the spec's seven columns; a row not drawn yet is a placeholder row. */
export function EvidenceTable({ rows, visaType, actions, reprocessing, onOpenText, rowWindow }: EvidenceListProps & { rowWindow: RowWindowView }) {
  return (
    <div className="evidence-table-wrap">
      <table className="evidence-table" data-testid="evidence-table">
        <thead>
          <tr>
            {/* The spec's heading is '#'; a screen reader says what it counts. */}
            <th scope="col" aria-label="Exhibit number">
              #
            </th>
            <th scope="col">Document</th>
            <th scope="col">Tags</th>
            <th scope="col">Description</th>
            <th scope="col">Relevance</th>
            <th scope="col">Category</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => {
            const drawn = rowWindow.isDrawn(e.id);
            // One element per row, drawn or not, so the row a screen reader or a test holds stays the same node.
            return (
              <tr
                key={e.id}
                ref={drawn ? undefined : rowWindow.observe}
                className={drawn ? undefined : 'evidence-row-placeholder'}
                data-testid="evidence-row"
                data-status={e.processingStatus ?? 'pending'}
                data-row-id={e.id}
              >
                {drawn ? (
                  <EvidenceTableCells evidence={e} visaType={visaType} actions={actions} reprocessing={reprocessing.has(e.id)} onOpenText={onOpenText} />
                ) : (
                  <EvidenceTablePlaceholder evidence={e} />
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const EvidenceTableCells = memo(function EvidenceTableCells({ evidence: e, visaType, actions, reprocessing, onOpenText }: EvidenceRowProps) {
  return (
    <>
      <td className="evidence-number">{e.evidenceNumber ?? '—'}</td>
      <td>
        <EvidenceDocument evidence={e} />
        <EvidenceFacts evidence={e} onOpen={actions.onFacts} />
      </td>
      <td>
        <EvidenceTags evidence={e} />
      </td>
      <td>
        <EvidenceDescription evidence={e} onOpenText={onOpenText} />
      </td>
      <td>
        <EvidenceRelevance evidence={e} onOpenText={onOpenText} />
      </td>
      <td>
        <EvidenceCategory evidence={e} visaType={visaType} />
      </td>
      <td>
        <EvidenceActions evidence={e} actions={actions} reprocessing={reprocessing} />
      </td>
    </>
  );
});

/** The row's number and file name, in place, until the row is drawn. */
const EvidenceTablePlaceholder = memo(function EvidenceTablePlaceholder({ evidence: e }: { evidence: EvidenceListItem }) {
  return (
    <>
      <td className="evidence-number">{e.evidenceNumber ?? '—'}</td>
      <td colSpan={6}>
        <span className="evidence-file-name" data-testid="evidence-file-name">
          {e.fileName}
        </span>
      </td>
    </>
  );
});
