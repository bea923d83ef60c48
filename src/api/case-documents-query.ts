import { queryOptions } from '@tanstack/react-query';
import type { CaseDocument } from '../contract/entities';
import { getJson } from './http';
import { keys } from './keys';

/**
 * GET /api/petitions/{id}/case-documents, newest first. The petition's summary cards count them and the case
 * feature lists them: the query lives here, since importing it through the case feature's index brought that
 * feature's note, viewer and markdown code onto the petition page (docs/decisions/043).
 */
export const caseDocumentsQuery = (petitionId: string) =>
  queryOptions({ queryKey: keys.caseDocuments(petitionId), queryFn: ({ signal }) => getJson<CaseDocument[]>(keys.caseDocuments(petitionId), signal) });
