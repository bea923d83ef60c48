/**
 * The recommender's own letter (PDF or DOCX, on letterhead), through the same hostile-file checks as
 * evidence: its type sniffed from the bytes, never the name; its text read in the isolated extraction worker
 * under the limits of platform/extract/limits.ts; a file with no readable text refused.
 */
import { DOCX_MIME, MAX_EVIDENCE_BYTES } from '../../../src/contract/evidence-rules';
import { ownerOfPetition } from '../../platform/db/ownership';
import type { Deps } from '../../platform/deps';
import { LimitError, ValidationError } from '../../platform/errors';
import { ExtractError } from '../../platform/extract/errors';
import { extractIsolated } from '../../platform/extract/pool';
import { sniffType } from '../../platform/extract/sniff';
import { storeEvidenceBytes } from '../evidence/store-bytes';
import { assertOpen, LinkInvalidError, updateRequestRow } from './portal';
import type { RequestRow } from './requests';

const LETTER_TYPES = new Set(['application/pdf', DOCX_MIME]);

export async function uploadOwnLetter(deps: Deps, row: RequestRow, bytes: Buffer, fileName: string): Promise<{ letterText: string }> {
  assertOpen(row);
  if (bytes.length === 0) throw new ValidationError('This file is empty.');
  if (bytes.length > MAX_EVIDENCE_BYTES) throw new LimitError(`The letter can be at most ${Math.round(MAX_EVIDENCE_BYTES / 1024 / 1024)} MB.`);
  const sniffed = await sniffType(bytes, fileName);
  if (!sniffed || !LETTER_TYPES.has(sniffed.mime)) throw new ValidationError('Upload your letter as a PDF or a Word document (.docx).');
  let text: string;
  try {
    text = (await extractIsolated(bytes, sniffed.mime)).text.trim();
  } catch (error) {
    if (error instanceof ExtractError) throw new ValidationError(error.message);
    throw error;
  }
  if (!text) throw new ValidationError('No text could be read from this file. Upload a PDF with selectable text or a Word document.');
  const owner = await ownerOfPetition(deps.database.db, row.petitionId);
  if (!owner) throw new LinkInvalidError();
  const { objectPath } = await storeEvidenceBytes(deps, owner, bytes, sniffed);
  await updateRequestRow(deps, row, { letterText: text, letterOrigin: 'uploaded', uploadPath: objectPath, uploadMime: sniffed.mime, status: 'answered' });
  return { letterText: text };
}
