import { documentTextOutline } from 'ionicons/icons';
import { useRef } from 'react';
import { Icon } from '../../../components/icon';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { SIGNED_LINK_FRESH_MS, useEvidenceDownloadUrl } from '../api/download-url';
import { useInView } from '../hooks/use-in-view';
import { useSignedImage } from '../hooks/use-signed-image';
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
      <Icon icon={documentTextOutline} className="row-icon evidence-type-icon" />
      <span className="evidence-type-label">{type}</span>
    </span>
  );
}

function PhotoThumbnail({ evidence }: { evidence: EvidenceListItem }) {
  const ref = useRef<HTMLSpanElement>(null);
  const visible = useInView(ref);
  // A link that would no longer load (expired, refused, not seen before going offline) is asked for afresh; until a
  // new one works, the place stays empty rather than showing a broken image.
  const { src, onLoad, onError } = useSignedImage(useEvidenceDownloadUrl(evidence.id, visible), SIGNED_LINK_FRESH_MS, visible);
  return (
    <span ref={ref} className="evidence-thumb">
      {src && (
        // CORS, so the service worker can keep a readable copy of a photo from an S3 bucket too.
        <img src={src} alt="" crossOrigin="anonymous" loading="lazy" decoding="async" onLoad={onLoad} onError={onError} data-testid="evidence-thumbnail" />
      )}
    </span>
  );
}
