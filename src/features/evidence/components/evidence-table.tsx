import { relevanceState } from '../lib/evidence-view';
import { EvidenceActions } from './evidence-actions';
import { EvidenceCategory, EvidenceDescription } from './evidence-corrections';
import { EvidenceDocument } from './evidence-document';
import type { EvidenceListProps } from './evidence-list-props';
import { EvidenceTags } from './evidence-tags';
import { EvidenceTextCell } from './evidence-text-cell';

/** The evidence list at ≥ 768 px: a real table with the spec's seven columns. */
export function EvidenceTable({ rows, visaType, actions, onOpenText }: EvidenceListProps) {
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
          {rows.map((e) => (
            <tr key={e.id} data-testid="evidence-row" data-status={e.processingStatus ?? 'pending'}>
              <td className="evidence-number">{e.evidenceNumber ?? '—'}</td>
              <td>
                <EvidenceDocument evidence={e} />
              </td>
              <td>
                <EvidenceTags evidence={e} />
              </td>
              <td>
                <EvidenceDescription evidence={e} onOpenText={onOpenText} />
              </td>
              <td>
                <EvidenceTextCell
                  label="Relevance"
                  markdown={e.aiAnalysis?.relevance}
                  state={relevanceState(e)}
                  onOpen={(markdown) => onOpenText({ title: 'Relevance', evidence: e, markdown })}
                />
              </td>
              <td>
                <EvidenceCategory evidence={e} visaType={visaType} />
              </td>
              <td>
                <EvidenceActions evidence={e} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
