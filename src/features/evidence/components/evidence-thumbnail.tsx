import { useRef } from 'react';
import type { Evidence } from '../../../contract/entities';
import { useEvidenceDownloadUrl } from '../api/download-url';
import { useInView } from '../hooks/use-in-view';
import { isImage } from '../lib/evidence-view';

/** A small preview of a photo, loaded only once its row scrolls near the screen. */
export function EvidenceThumbnail({ evidence }: { evidence: Evidence }) {
  const ref = useRef<HTMLSpanElement>(null);
  const visible = useInView(ref);
  const image = isImage(evidence);
  const { data } = useEvidenceDownloadUrl(evidence.id, image && visible);
  if (!image) return null;
  return (
    <span ref={ref} className="evidence-thumb">
      {data?.url && <img src={data.url} alt="" loading="lazy" decoding="async" data-testid="evidence-thumbnail" />}
    </span>
  );
}
