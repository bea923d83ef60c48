/** The applicant's CV: 'curriculum vitae' or a résumé's sections. */
import type { KindSpec } from './spec';

export const cv: KindSpec = {
  cues: [
    { re: /\bcurriculum vitae\b|^\s*(resume|résumé|cv)\s*$/im, weight: 3, where: 'head', label: "'curriculum vitae'" },
    // Its heading says what it is: 'ROHAN KURIAKOSE, PhD — Curriculum Vitae', whatever honours it goes on to list.
    { re: /^[^\n]{0,80}\b(curriculum vitae|résumé|resume|CV)\s*$/im, weight: 3, where: 'title', label: 'a CV heading' },
    // Her profile on a professional network: its headline ('Principal Architect at X | Tashkent | 3,400 followers') and
    // the sections a CV has.
    { re: /^\s*LinkedIn\s*$[\s\S]{0,400}\b(?:followers|connections)\b[\s\S]{0,1500}^\s*Experience\s*$[\s\S]{0,2000}^\s*Education\s*$/im, weight: 3, label: 'a profile with its experience and education' },
  ],
  fileName: /\bcv\b|resume|vitae/,
  facts: { subject: null, states: [] },
  // A supporting document: the UK route lists it as an item of its own (uk_cv), the US visas file it as CV.
  proves: { 'O-1A': 'cv', 'O-1B': 'cv', 'EB-1A': 'cv', 'EB-1B': 'cv', 'EB-1C': 'cv', UK_GLOBAL_TALENT: 'cv', 'EB-2 NIW': 'cv' },
};
