import { describe, expect, it } from 'vitest';
import { vectorStoreLine } from '../../src/features/evidence/lib/vector-store-line';

describe('the vector store line of the evidence details dialog', () => {
  it('says nothing for a document never sent to a store', () => {
    expect(vectorStoreLine({ vectorStoreStatus: null, vectorStoreError: null })).toBeNull();
  });

  it('names the provider’s store once indexed, and the provider’s words when it failed', () => {
    expect(vectorStoreLine({ vectorStoreStatus: 'completed', vectorStoreError: null })).toBe("In the provider's vector store");
    expect(vectorStoreLine({ vectorStoreStatus: 'failed', vectorStoreError: '400 The file type is not supported.' })).toBe('Vector store: failed — 400 The file type is not supported.');
    expect(vectorStoreLine({ vectorStoreStatus: 'failed', vectorStoreError: null })).toBe('Vector store: failed');
  });

  it('says the document is on its way while queued or indexing, and when it was cancelled', () => {
    expect(vectorStoreLine({ vectorStoreStatus: 'pending', vectorStoreError: null })).toBe('Vector store: being added');
    expect(vectorStoreLine({ vectorStoreStatus: 'in_progress', vectorStoreError: null })).toBe('Vector store: being added');
    expect(vectorStoreLine({ vectorStoreStatus: 'cancelled', vectorStoreError: null })).toBe('Vector store: cancelled');
  });
});
