/** A licence to practise a profession, or a professional certification: exceptional ability (8 CFR 204.5(k)(3)(ii)(C)). */
import { everywhere, type KindSpec } from './spec';

export const licence: KindSpec = {
  cues: [
    { re: /\b(licen[cs]e (number|no\.?|#)|license is hereby|is (hereby )?licensed to practi[cs]e|licensed (professional engineer|physician|pharmacist|architect|nurse|attorney)|certificate of registration|registered (professional engineer|nurse|architect|pharmacist))\b/i, weight: 4, label: 'a licence to practise' },
    { re: /\b(has (met|satisfied) the requirements (for|of) certification|is (hereby )?certified (as|in)|board[- ]certified|certification (number|id|no\.?)|credential id|certified (public accountant|information systems|project management professional))\b/i, weight: 3.5, label: 'a professional certification' },
    { re: /\b(state board|licensing board|board of (registration|licensure|examiners|medicine|nursing|pharmacy)|regulatory (authority|council)|professional (regulation|licensing))\b/i, weight: 1.5, label: 'the licensing body' },
    { re: /\b(expir(es|ation date)|valid (until|through)|renewal|date of issue|issued on)\b/i, weight: 1, label: 'a validity period' },
  ],
  fileName: /licen[cs]e|certification|certified/,
  facts: { subject: 'received', states: ['issuer', 'date', 'subject'] },
  proves: { ...everywhere('other'), 'EB-2 NIW': 'licence' },
};
