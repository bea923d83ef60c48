/** A patent: its number, front-page fields, claims. */
import type { KindSpec } from './spec';

export const patent: KindSpec = {
  cues: [
    { re: /\b(united states patent|US patent|patent no\.?|patent number|U\.S\. Pat\.|european patent|patent application)\b/i, weight: 2.5, label: 'a patent number' },
    { re: /^\s*(inventors?|assignee|appl\. no|filed|date of patent)\s*:/im, weight: 2, label: 'patent front-page fields' },
    // A publication's INID codes: '(54) Title:', '(71) Applicant:', '(72) Inventors:'.
    { re: /^\s*\((?:54|71|72|73)\)\s*(?:title|applicants?|inventors?|assignees?)\b/im, weight: 2.5, label: 'patent front-page fields' },
    { re: /\bpatent cooperation treaty\b|\bInternational Publication Number\b/i, weight: 2.5, label: 'a patent number' },
    { re: /\b(what is claimed is|we claim|I claim|claims?:)\b/i, weight: 2, label: 'claims' },
  ],
  fileName: /patent/,
  facts: { subject: null, states: ['issuer', 'date'] },
  proves: { 'O-1A': 'contributions', 'O-1B': null, 'EB-1A': 'contributions', 'EB-1B': 'contributions', 'EB-1C': null, UK_GLOBAL_TALENT: 'contributions', 'EB-2 NIW': 'well_positioned' },
};
