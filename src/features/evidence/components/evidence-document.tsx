import type { EvidenceListItem } from '../../../contract/evidence-list';
import { formatBytes } from '../lib/evidence-view';
import { UserSetMarker } from './evidence-corrections';
import { EvidenceThumbnail } from './evidence-thumbnail';
import { StatusIcon } from './status-icon';

/**
 * The Document cell: status icon, photo thumbnail, the exhibit's title (decision 050; a list cached before it
 * has none) with the file name under it, the size, and why the analysis filed it where it did when its facts
 * decided against its words (decision 056).
 */
export function EvidenceDocument({ evidence }: { evidence: EvidenceListItem }) {
  const title = evidence.exhibitTitle;
  return (
    <span className="evidence-document">
      <StatusIcon status={evidence.processingStatus} />
      <EvidenceThumbnail evidence={evidence} />
      <span className="evidence-name">
        {title && (
          <span className="evidence-title">
            <span data-testid="evidence-title">{title}</span> <UserSetMarker evidence={evidence} field="title" />
          </span>
        )}
        <span className={title ? 'evidence-file-name evidence-file-under-title' : 'evidence-file-name'} data-testid="evidence-file-name">
          {evidence.fileName}
        </span>
        {evidence.fileSize !== null && <span className="muted evidence-size">{formatBytes(evidence.fileSize)}</span>}
        {evidence.filingReason && (
          <span className="muted evidence-filing-reason" data-testid="evidence-filing-reason">
            {evidence.filingReason}
          </span>
        )}
      </span>
    </span>
  );
}
