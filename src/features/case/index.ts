// The petition page loads this index, with the tab, when the tab is chosen (docs/decisions/043).
export { CaseTab } from './components/case-tab';
export { useCaseDocuments, caseDocumentsQuery, statementFor } from './api/case-documents';
export { useStatementUpdates } from './hooks/use-statement-updates';
export { DraftNotes } from './components/draft-notes';
export { notesOf } from './format';
export { DownloadDocxButton } from './components/download-docx-button';
