/** A paper, preprint, chapter or essay by the applicant: an abstract, sections, a reference list, a DOI. */
import type { KindSpec } from './spec';

export const scholarlyPaper: KindSpec = {
  cues: [
    { re: /^\s*abstract\b/im, weight: 3, label: 'an abstract' },
    { re: /^\s*(\d+\.?\s*|I\.\s*)?introduction\s*$/im, weight: 1.5, label: 'an introduction section' },
    { re: /^\s*(references|bibliography|works cited)\s*$/im, weight: 2, label: 'a reference list' },
    { re: /\bet al\.?/i, weight: 0.5, label: "'et al.'" },
    { re: /\b(doi:|doi\.org|arXiv:|ISSN)\b/i, weight: 1, label: 'a DOI' },
    { re: /^\s*(keywords|index terms)\s*[:—-]/im, weight: 1.5, label: 'keywords' },
    { re: /^\s*(\d+\.?\s*)?(methods?|results|discussion|conclusions?|related work|experiments)\s*$/im, weight: 1, label: 'paper sections' },
    { re: /\b(proceedings of|journal of|transactions on|in proc\.)/i, weight: 0.5, label: 'a venue' },
    { re: /\b(in this (essay|article|paper|chapter),? (I|we)|this (essay|article|chapter) (is adapted|sets out|argues)|I (conclude|argue) (with|that))\b/i, weight: 2.5, label: 'the author writing in the first person' },
    { re: /^\s*(further reading|bibliography|notes)\s*:?/im, weight: 1, label: 'further reading' },
  ],
  fileName: /paper|preprint|manuscript|proceedings/,
  facts: { subject: 'wrote', states: ['date', 'subject', 'venue'] },
  // The UK route counts research under its contributions.
  proves: { 'O-1A': 'articles', 'O-1B': null, 'EB-1A': 'articles', 'EB-1B': 'articles', 'EB-1C': null, UK_GLOBAL_TALENT: 'contributions', 'EB-2 NIW': 'well_positioned' },
};
