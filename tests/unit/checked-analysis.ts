import { expect } from 'vitest';
import { factSheetSchema } from '../../src/contract/fact-sheet';
import type { VisaType } from '../../src/contract/visa';
import { factSheetProblems } from '../../server/modules/analyst/fact-check';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

/**
 * The built-in analyst on `text`, its fact sheet parsed by the contract and every fact checked to be in the
 * document on the page it names. The MIME type follows the file name (a .txt is plain text, else a PDF's text).
 */
export function checkedAnalysis(text: string, applicantName: string | undefined, visaType: VisaType = 'EB-1A', fileName = 'document.pdf') {
  const mimeType = fileName.endsWith('.txt') ? 'text/plain' : 'application/pdf';
  const analysis = analyseEvidence({ visaType, fileName, mimeType, text, ...(applicantName ? { applicantName } : {}) });
  const sheet = factSheetSchema.parse(analysis.factSheet);
  expect(factSheetProblems(sheet, text)).toEqual([]);
  return { analysis, sheet, reason: sheet.filingReason };
}
