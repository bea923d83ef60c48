import type { EvidenceListItem } from '../../../contract/evidence-list';
import { formatBytes } from '../lib/evidence-view';
import { EvidenceThumbnail } from './evidence-thumbnail';
import { StatusIcon } from './status-icon';

/** The Document cell: status icon, photo thumbnail, file name and size. */
export function EvidenceDocument({ evidence }: { evidence: EvidenceListItem }) {
  return (
    <span className="evidence-document">
      <StatusIcon status={evidence.processingStatus} />
      <EvidenceThumbnail evidence={evidence} />
      <span className="evidence-name">
        <span className="evidence-file-name" data-testid="evidence-file-name">
          {evidence.fileName}
        </span>
        {evidence.fileSize !== null && <span className="muted evidence-size">{formatBytes(evidence.fileSize)}</span>}
      </span>
    </span>
  );
}
