import type { EvidenceListItem } from '../../../contract/evidence-list';
import { tagsState } from '../lib/evidence-view';

/** The Tags cell: the tags, or what is happening instead (processing, not analyzed, the error). */
export function EvidenceTags({ evidence }: { evidence: EvidenceListItem }) {
  const state = tagsState(evidence);
  if (state.kind === 'failed') return <span className="evidence-error" data-testid="evidence-error">{state.text}</span>;
  if (state.kind !== 'ready') return <span className="muted">{state.text}</span>;
  if (evidence.aiTags.length === 0) return <span className="muted">—</span>;
  // Spans styled as IonBadge in its 'light' colour: a row has up to a dozen tags, each a custom element before.
  return (
    <span className="evidence-tags">
      {evidence.aiTags.map((tag) => (
        <span key={tag} className="evidence-tag">
          {tag}
        </span>
      ))}
    </span>
  );
}
