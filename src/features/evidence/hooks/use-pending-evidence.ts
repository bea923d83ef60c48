import type { PendingItem } from '../../../components/pending-items';
import { removeFromOutbox, retryPendingItem, usePendingItems } from '../../../offline';

const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Evidence uploads waiting in the outbox for this petition, as pending rows of the Evidence tab. */
export function usePendingEvidence(petitionId: string, refresh: () => Promise<unknown>) {
  const queued = usePendingItems((i) => i.kind === 'evidence' && i.petitionId === petitionId, refresh);
  const items: PendingItem[] = queued.map((i) => {
    // An item an older build stored may lack its payload.
    const file = i.kind === 'evidence' ? i.evidence : undefined;
    return {
      id: i.id,
      label: file?.fileName ?? 'Document',
      detail: file ? sizeLabel(file.size) : undefined,
      failed: i.state === 'failed',
      error: i.error,
      landing: i.landing,
    };
  });
  return {
    items,
    retry: (id: string) => void retryPendingItem(id),
    cancel: (id: string) => void removeFromOutbox(id),
  };
}
