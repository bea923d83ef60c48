import { lazy } from 'react';

// The tab loads when chosen: the petition page takes the documents query from here, not the tab and its packet card.
export const CaseTab = lazy(() => import('./components/case-tab').then((m) => ({ default: m.CaseTab })));
export { useCaseDocuments, caseDocumentsQuery, statementFor } from './api/case-documents';
export { useStatementUpdates } from './hooks/use-statement-updates';
export { DraftNotes } from './components/draft-notes';
export { notesOf } from './format';
export { DownloadDocxButton } from './components/download-docx-button';
