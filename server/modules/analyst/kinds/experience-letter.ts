/**
 * An experience letter: an employer confirming the title, the dates and whether the work was full-time.
 * For NIW it is the experience that makes a bachelor's an advanced degree (bachelor's + 5 years) or
 * exceptional ability's ten years; the dates are counted by src/contract/niw-basis.ts.
 */
import { coveredMonths, monthOf, periodsIn } from '../../../../src/contract/niw-dates';
import type { KindSpec } from './spec';

/** A letter stating ten or more years of work is exceptional ability's ten-year criterion. */
const TEN_YEARS = /\b(1\d|[2-4]\d|ten|eleven|twelve|fifteen|twenty)\+? (full[- ]time )?years\b/i;
const TEN_YEARS_IN_MONTHS = 120;

/** … or whose dates of work add up to ten years ('from 3 January 2005 to 30 June 2013 … from 1 July 2013 to 29 July 2016'). */
function tenYearsWorked(text: string): boolean {
  const now = new Date();
  return TEN_YEARS.test(text) || coveredMonths(periodsIn(text, monthOf(now.getFullYear(), now.getMonth()))) >= TEN_YEARS_IN_MONTHS;
}

export const experienceLetter: KindSpec = {
  cues: [
    { re: /\b(experience (letter|certificate|verification)|verification of (employment|experience)|employment verification|service certificate|relieving letter|certificate of (employment|service|experience))\b/i, weight: 2.5, label: 'an experience letter' },
    // … headed as one in translation or in the original: 'Employment certificate', 'Work certificate', 'Attestation de travail'.
    { re: /\b(?:employment|work) certificate\b|\battestation (?:de travail|d['’]emploi)\b|\bcertificado (?:de trabajo|laboral)\b/i, weight: 2.5, label: 'an experience letter' },
    { re: /\b(was|has been|is) (employed|working|engaged)\b[^.]{0,120}\b(from|since)\s+(\w+\s+)?(\d{1,2},?\s+)?(19|20)\d\d\b/i, weight: 2.5, label: 'dates of employment' },
    // … a past period with the day before the month, as most of the world writes it, and its end: 'was employed by our firm
    // full-time from 1 February 2013, after completing his bachelor's, until 31 January 2019'.
    { re: /\bwas (?:employed|working|engaged)\b[^.]{0,120}\bfrom\s+\d{1,2}(?:st|nd|rd|th)?\s+\p{L}+\s+(?:19|20)\d\d\b[^.]{0,120}\b(?:until|till|to)\s+\d{1,2}(?:st|nd|rd|th)?\s+\p{L}+\s+(?:19|20)\d\d\b/iu, weight: 2.5, label: 'dates of employment' },
    // … or told in the past with its two ends: 'worked at the Institute from September 2009 to August 2021 as …'.
    { re: /\bworked (?:at|for|in|with) (?:the |our )?[^.]{0,80}?\bfrom\s+(?:\p{L}+\s+)?(?:19|20)\d\d\b[^.]{0,30}?\b(?:to|until|till)\s+(?:\p{L}+\s+)?(?:19|20)\d\d\b/iu, weight: 2.5, label: 'dates of employment' },
    { re: /\b(full[- ]time|part[- ]time|\d{2} hours (per|a|each) week|hours per week)\b/i, weight: 2, label: 'full-time or part-time' },
    { re: /\b(position|title|designation|job title) (of|as|was|held)\b|\b(held|holds|occupies|occupied) the (position|title|post)\b/i, weight: 1, label: 'the title held' },
    { re: /\b(duties|responsibilities) (included|were|include)\b/i, weight: 1, label: 'the duties' },
    // A former employer telling the post she held in its own unit: 'Ms. Ruiz was Head of Credit Products in our Retail unit',
    // 'was Costume Designer of our series'; and the writer she answered to ('reporting to me', 'answered only to … me'; 'she reports to me' is a current post's).
    { re: /\bwas\s+(?:the\s+|our\s+)?(?:\p{Lu}[\p{L}-]+\s+){1,4}(?:(?:of|in|on|at|for)\s+)(?:\p{Lu}[\p{L}-]+\s+){0,3}(?:of\s+|in\s+)?our\b/u, weight: 2.5, label: 'her post in our body' },
    { re: /\breport(?:ing|ed)\s+(?:directly\s+)?to\s+me\b|\banswered\s+(?:only\s+|directly\s+)?to\b[^.]{0,40}\bme\b/i, weight: 1, label: 'she answered to the writer' },
    { re: /\b(to whom it may concern|this is to certify)\b/i, weight: 0.5, label: 'a certificate form' },
  ],
  fileName: /experience|employment_?verif|service_?cert/,
  facts: { subject: 'paid', states: ['issuer', 'date', 'subject', 'signer'] },
  // Elsewhere it reads as an employment letter about the role (EB-1C: the role abroad). EB-1B asks three years of research
  // experience as a condition of the petition, as it asks the offer: a certificate of that service proves no criterion.
  proves: { 'O-1A': 'critical_role', 'O-1B': 'critical_role', 'EB-1A': 'critical_role', 'EB-1B': 'other', 'EB-1C': 'managerial_abroad', UK_GLOBAL_TALENT: null, 'EB-2 NIW': 'advanced_degree' },
  otherwise: { when: tenYearsWorked, proves: { 'O-1A': 'critical_role', 'O-1B': 'critical_role', 'EB-1A': 'critical_role', 'EB-1B': 'other', 'EB-1C': 'managerial_abroad', UK_GLOBAL_TALENT: null, 'EB-2 NIW': 'experience' } },
};
