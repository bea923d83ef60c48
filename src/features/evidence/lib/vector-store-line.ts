import type { Evidence } from '../../../contract/entities';

type VectorStoreFields = Pick<Evidence, 'vectorStoreStatus' | 'vectorStoreError'>;

/**
 * Where the document stands in the provider's vector store (decision 037), for the evidence
 * details dialog; null when it was never sent to one (the built-in analyst, or not yet added).
 */
export function vectorStoreLine({ vectorStoreStatus: status, vectorStoreError: error }: VectorStoreFields): string | null {
  switch (status) {
    case null:
      return null;
    case 'completed':
      return "In the provider's vector store";
    case 'failed':
      return error ? `Vector store: failed — ${error}` : 'Vector store: failed';
    case 'cancelled':
      return 'Vector store: cancelled';
    default:
      // pending (queued here) or in_progress (the provider is indexing it)
      return 'Vector store: being added';
  }
}
