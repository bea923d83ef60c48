// What other parts may import from the evidence feature.
export { EvidenceTab } from './components/evidence-tab';
export { evidenceDescriptionsQuery, evidenceQuery } from './api/list-evidence';
export { uploadEvidence, EvidenceUploadError, type UploadEvidenceOptions, type EvidenceUploadProgress } from './api/upload-evidence';
export { NEEDS_CONNECTION_MESSAGE } from './lib/needs-connection';
