/**
 * A degree or diploma, a transcript, or a credential evaluation of a foreign degree: the EB-2 basis
 * (8 CFR 204.5(k)(3)(i)). Elsewhere a degree proves no criterion (it is routine paper, weights.ts).
 */
import { everywhere, type KindSpec } from './spec';

export const degree: KindSpec = {
  cues: [
    { re: /\b(the degree of|has been (awarded|conferred) the degree|confers? (up)?on [^.]{0,80} the degree|degree of (doctor|master|bachelor)|(doctor|master|bachelor) of (philosophy|science|arts|engineering|technology|business administration|laws))\b/i, weight: 4, label: 'the degree conferred' },
    { re: /\b(official transcript|academic transcript|transcript of (records|academic record)|cumulative (gpa|grade point average)|credits? earned|semester hours|course (code|title)\s)/i, weight: 3.5, label: 'a transcript' },
    { re: /\b(credential evaluation|educational equivalency|evaluation of (foreign )?(education|credentials)|is (the )?equivalent (of|to) (a|an) (U\.?S\.?|United States) (bachelor|master|doctor)|course-by-course evaluation)/i, weight: 4.5, label: 'a credential evaluation' },
    { re: /\b(diploma|registrar|commencement|convocation|with (high|highest)? ?(honou?rs|distinction)|magna cum laude|summa cum laude|cum laude)\b/i, weight: 1.5, label: 'a diploma or registrar' },
    { re: /\b(university|college|institute of technology|school of)\b/i, weight: 0.5, where: 'head', label: 'an institution' },
  ],
  fileName: /diploma|degree|transcript|evaluation|wes|ece/,
  facts: { subject: 'received', states: ['issuer', 'date', 'subject'] },
  // A degree is routine paper for the other visas (it never proves an award); for NIW it is the basis.
  proves: { ...everywhere('other'), 'EB-2 NIW': 'advanced_degree' },
};
