import { documentTextOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import { RowIcon } from './row-icon';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { useEvidenceDownloadUrl } from '../api/download-url';
import { useInView } from '../hooks/use-in-view';
import { documentTypeLabel, isImage } from '../lib/evidence-view';

/**
 * A small preview of a photo, loaded only once its row scrolls near the screen; any other
 * document (PDF, Word, text) gets a type badge in the same place, so every row starts alike.
 */
export function EvidenceThumbnail({ evidence }: { evidence: EvidenceListItem }) {
  if (isImage(evidence)) return <PhotoThumbnail evidence={evidence} />;
  const type = documentTypeLabel(evidence);
  // Decorative: the file name next to it already says what it is. No query or observer for a row without a photo.
  return (
    <span className="evidence-thumb evidence-type-badge" aria-hidden="true" data-testid="evidence-type-badge" data-type={type}>
      <RowIcon icon={documentTextOutline} className="evidence-type-icon" />
      <span className="evidence-type-label">{type}</span>
    </span>
  );
}

function PhotoThumbnail({ evidence }: { evidence: EvidenceListItem }) {
  const ref = useRef<HTMLSpanElement>(null);
  const visible = useInView(ref);
  const { data, refetch } = useEvidenceDownloadUrl(evidence.id, visible);
  // A link that no longer loads (expired, or not seen before going offline) is asked for afresh,
  // once; until a new one works, the place stays empty rather than showing a broken image.
  const [failedUrl, setFailedUrl] = useState<string>();
  const onError = () => {
    if (!data?.url || data.url === failedUrl) return;
    setFailedUrl(data.url);
    void refetch();
  };
  return (
    <span ref={ref} className="evidence-thumb">
      {data?.url && data.url !== failedUrl && (
        // CORS, so the service worker can keep a readable copy of a photo from an S3 bucket too.
        <img src={data.url} alt="" crossOrigin="anonymous" loading="lazy" decoding="async" onError={onError} data-testid="evidence-thumbnail" />
      )}
    </span>
  );
}
