// What other parts may import from the evidence feature.
export { EvidenceTab } from './components/evidence-tab';
export { evidenceDescriptionsQuery, evidenceOnEntryQuery, evidenceQuery, useEvidence } from './api/list-evidence';
export { LazyFactSheetDialog } from './components/lazy-fact-sheet-dialog';
export { useEvidencePush } from './hooks/use-evidence-push';
export { NEEDS_CONNECTION_MESSAGE } from './lib/needs-connection';
