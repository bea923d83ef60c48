/** A passport or identity card: no criterion, but the application needs it. */
import { everywhere, type KindSpec } from './spec';

export const identity: KindSpec = {
  cues: [
    { re: /\b(passport|identity card|national id|driver'?s? licen[cs]e|driving licen[cs]e|residence permit)\b/i, weight: 1.5, label: 'an identity document' },
    // A driving licence's card fields: 'DOB 03/14/1988', 'DL No. 41220938', 'Class C'.
    { re: /\bDOB\s*:?\s*\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\bDL\s*(?:No\.?|#)\s*\d|^\s*class\s+[A-D]\s*$/im, weight: 1.5, label: 'identity fields' },
    { re: /\b(date of birth|place of birth|date of expiry|date of issue|issuing authority|given names?|surname|nationality)\s*:/i, weight: 1.5, label: 'identity fields' },
    // A border's admission record (the I-94, an entry stamp's record): who was admitted, in which class, until when.
    { re: /\b(?:class of admission|admit(?:ted)? until(?: date)?|(?:most recent )?date of entry|admission (?:\(I-94\) )?record)\b\s*:/i, weight: 1.5, label: 'an admission record' },
  ],
  fileName: /passport|\bid\b/,
  facts: { subject: null, states: ['issuer', 'date'] },
  proves: everywhere('other'),
};
