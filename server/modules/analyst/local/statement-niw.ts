/**
 * EB-2 NIW prong 3 (Matter of Dhanasar; USCIS Policy Manual, Vol. 6, Part F, Ch. 5): the statement argues
 * only the balancing factors the applicant's own exhibits support — self-employment, urgency, a STEM field,
 * a government body's interest — each with a whole sentence quoted and pin-cited, never all of them by rote.
 */
import { pinCite } from '../pin-cites';
import type { ExhibitRecord } from './record';

type Factor = { name: string; argument: string; signal: RegExp };

const FACTORS: Factor[] = [
  { name: 'Self-employment', argument: 'a job offer and a labor certification are impractical for a founder or a self-employed person, who would have to be sponsored by the venture itself', signal: /\b(self-employed|founder|co-?founder|founded|my (own )?(company|firm|practice)|sole proprietor|incorporated (the|my|her|his) (company|firm))\b/i },
  { name: 'Urgency', argument: 'the national interest in the work is urgent enough that waiting for a labor certification would cost the United States its benefit', signal: /\b(urgent|urgency|public health|national security|pandemic|shortage|critical (infrastructure|minerals|and emerging technolog(y|ies))|emergency|outbreak)\b/i },
  { name: 'A STEM field', argument: 'USCIS policy gives weight to an advanced degree in a science, technology, engineering or mathematics field that the endeavor applies', signal: /\b(ph\.?\s?d|doctor of philosophy|master of science|m\.?\s?sc|master'?s degree)\b[^.]{0,80}\b(engineering|physics|chemistry|biology|computer|mathematics|statistics|materials|neuroscience|bioinformatics|data science|artificial intelligence|machine learning)\b/i },
  { name: "A U.S. government body's interest", argument: 'a letter from an interested U.S. government agency weighs in favour of the waiver', signal: /\b(department of (defense|energy|health|homeland security|agriculture|transportation|veterans affairs|commerce)|national (institutes? of health|science foundation|laboratory)|federal agency|U\.?S\.? (army|navy|air force|government)|DARPA|NASA|NIH|NSF|CDC|FDA)\b/i },
];

/** The factors the exhibits support, one line each with the sentence that shows it; none when no exhibit does. */
export function prong3Factors(records: readonly ExhibitRecord[]): { lines: string[]; unsupported: string[] } {
  const lines: string[] = [];
  const unsupported: string[] = [];
  const used = new Set<string>();
  for (const f of FACTORS) {
    const hit = records.flatMap((r) => r.sentences.filter((s) => f.signal.test(s.text) && !used.has(s.text)).map((s) => ({ r, s })))[0];
    if (!hit) {
      unsupported.push(f.name);
      continue;
    }
    used.add(hit.s.text);
    lines.push(`- **${f.name}.** ${f.argument.charAt(0).toUpperCase()}${f.argument.slice(1)}: "${hit.s.text}" (${pinCite(hit.r.number, hit.s.page)}).`);
  }
  return { lines, unsupported };
}
