/**
 * The conclusion of an EB-2 NIW brief (issue 36 item 5, part 6). NIW has no final merits step, so nothing
 * here speaks of Kazarian: it closes as an NIW brief does. The EB-2 basis actually shown (decided by the
 * contract's rule from the exhibits, as the report decides it), then each Dhanasar prong summarised from
 * the exhibits filed under it with a whole sentence quoted and pin-cited, the weakest prong named plainly,
 * and the request that the job offer and labor certification be waived. A basis or prong the record does
 * not support is never asserted.
 */
import { findCriterion, VISA_RULES } from '../../../../src/contract/criteria';
import { NIW_CONCLUSION_TITLE, type CriteriaScore } from '../../../../src/contract/criteria-report';
import type { NiwBasis } from '../../../../src/contract/niw-basis';
import type { DraftedStatement, DraftStatementInput } from '../../../platform/analyst/analyst';
import { pageAt } from '../fact-check';
import { pinCite } from '../pin-cites';
import { parseInstructions, steerOrder, steeringNotes } from './instructions';
import { readRecord, type ExhibitRecord } from './record';
import { buildCriteriaReport } from './report';
import { niwBasisOfExhibits, PRONGS } from './report-niw';
import { prong3Factors } from './statement-niw';
import { supportByCriterion } from './support';
import { exhibitList, listText, plural } from './text';
import { escapeRegExp } from '../../../../src/contract/reg-exp';

const VISA = 'EB-2 NIW';
/** As the final merits reads the report: 70 and above establishes, 40 and above supports, below that is not argued. */
const ESTABLISHED = 70;
const SUPPORTED = 40;

const flat = (s: string) => s.replace(/[\u201c\u201d]/g, '"').replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
const numberOf = (source: string | undefined) => Number(/\d+/.exec(source ?? '')?.[0] ?? NaN);

/** Where a line the basis rule read (a degree, a period of work) stands in its exhibit: a whole sentence to quote if one holds it, and its page. */
function locate(records: readonly ExhibitRecord[], source: string | undefined, line: string): { record: ExhibitRecord; quote?: string; page: number } | undefined {
  const record = records.find((r) => r.number === numberOf(source));
  if (!record) return undefined;
  const want = flat(line);
  const sentence = record.sentences.find((s) => flat(s.text).includes(want) || want.includes(flat(s.text)));
  if (sentence) return { record, quote: sentence.text, page: sentence.page };
  const at = record.evidence.text.indexOf(line);
  return { record, page: at >= 0 ? pageAt(record.evidence.text, at) : 1 };
}

function cite(found: { record: ExhibitRecord; quote?: string; page: number }): string {
  return found.quote ? `"${found.quote}" (${pinCite(found.record.number, found.page)})` : `(${pinCite(found.record.number, found.page)})`;
}

/** The basis paragraph, naming the basis the rule found, or saying plainly that none is shown yet. */
function basisSection(basis: NiwBasis, records: readonly ExhibitRecord[], name: string): { lines: string[]; phrase?: string } {
  const lines = ['## Eligibility for EB-2 classification', ''];
  const degree = basis.degree && locate(records, basis.degree.source, basis.degree.text);
  if (basis.route === 'advanced_degree' && degree) {
    const level = basis.degree!.level === 'doctorate' ? 'a doctorate' : "a master's degree";
    lines.push(`${name} is a member of the professions holding an advanced degree under 8 CFR 204.5(k)(2): ${level}, ${degree.quote ? `as the record states: ${cite(degree)}` : `as the record shows ${cite(degree)}`}.`, '');
    return { lines, phrase: `a member of the professions holding an advanced degree (${level})` };
  }
  if (basis.route === 'bachelor_plus_five' && degree && basis.experience) {
    const periods = basis.experience.counted.flatMap((c) => locate(records, c.source, c.text) ?? []);
    const pins = [...new Map(periods.map((p) => [p.record.number, pinCite(p.record.number, p.page)])).values()];
    lines.push(
      `${name} is a member of the professions holding an advanced degree under 8 CFR 204.5(k)(2): a bachelor's degree, ${degree.quote ? `${cite(degree)},` : `${cite(degree)}`} followed by ${basis.experience.years} years of full-time, progressive experience in the specialty gained after it${pins.length > 0 ? ` (${pins.join('; ')})` : ''}, at least the five years the regulation requires.`,
      '',
    );
    return { lines, phrase: "a member of the professions holding a bachelor's degree followed by at least five years of progressive experience" };
  }
  if (basis.route === 'exceptional_ability') {
    const met = basis.exceptionalAbility.met.map((id) => {
      const filed = records.filter((r) => r.evidence.category === id).map((r) => r.number);
      const title = findCriterion(VISA, id)?.title ?? id;
      return filed.length > 0 ? `${title} (${exhibitList(filed)})` : title;
    });
    lines.push(`${name} has exceptional ability under 8 CFR 204.5(k)(3)(ii), shown by ${met.length} of its six criteria, at least three being required: ${listText(met)}.`, '');
    return { lines, phrase: 'an individual of exceptional ability' };
  }
  lines.push("The record does not yet establish the EB-2 basis: an advanced degree (a master's or higher, or a bachelor's followed by five years of progressive experience), or exceptional ability shown by three of its six criteria.", '');
  return { lines };
}

type ProngReading = { id: string; title: string; short: string; score: number; supported: boolean; established: boolean };

/** One prong: what the exhibits filed under it show, in one quoted sentence (prong 3: the balancing factors they support). */
function prongParagraph(input: DraftStatementInput, id: string, short: string, score: number, name: string, used: Set<string>): { lines: string[]; reading: ProngReading; cited: number[] } {
  const criterion = findCriterion(VISA, id);
  const title = criterion?.title ?? id;
  const supports = supportByCriterion(VISA, input.evidence).find((s) => s.criterion.id === id)?.supports ?? [];
  const primary = supports.filter((s) => s.primary);
  const records = readRecord((primary.length > 0 ? primary : supports).map((s) => s.evidence), input.applicantName).filter((r) => !r.aboutSomeoneElse);
  const supported = primary.length > 0 && records.length > 0 && score >= SUPPORTED;
  const reading = { id, title, short, score, supported, established: supported && score >= ESTABLISHED };
  if (!supported) return { lines: [`**${title}.** The record does not yet show that this prong is met.`, ''], reading, cited: [] };

  const refs = exhibitList(records.map((r) => r.number));
  const many = records.length > 1;
  const lead = reading.established ? `${refs} show${many ? '' : 's'} that this prong is met` : `${refs} support${many ? '' : 's'} this prong`;
  if (id === 'niw_prong3_balance') {
    const factors = prong3Factors(records);
    if (factors.lines.length > 0) return { lines: [`**${title}.** ${lead}: on balance, waiving the job offer and labor certification benefits the United States for the reasons the exhibits give.`, '', ...factors.lines, ''], reading, cited: records.map((r) => r.number) };
  }
  const words = (criterion?.keywords ?? []).filter((k) => k.length > 3).map(escapeRegExp);
  const keyword = words.length > 0 ? new RegExp(`\\b(${words.join('|')})`, 'i') : null;
  const all = records.flatMap((r) => r.sentences.filter((s) => !used.has(s.text)).map((s) => ({ r, s })));
  const best = all.find(({ s }) => keyword?.test(s.text) && s.text.includes(name.split(/\s+/).pop() ?? '\u0000')) ?? all.find(({ s }) => keyword?.test(s.text)) ?? all[0];
  if (!best) return { lines: [`**${title}.** ${lead}.`, ''], reading, cited: records.map((r) => r.number) };
  used.add(best.s.text);
  return { lines: [`**${title}.** ${lead}: "${best.s.text}" (${pinCite(best.r.number, best.s.page)}).`, ''], reading, cited: records.map((r) => r.number) };
}

export function draftNiwConclusion(input: DraftStatementInput): DraftedStatement {
  const name = input.applicantName.trim() || 'The beneficiary';
  const steering = parseInstructions(input.instructions);
  const ordered = steerOrder(input.evidence, (e) => e.evidenceNumber, (e) => e.text.slice(0, 5000), steering);
  const read = readRecord(ordered, input.applicantName);
  // A degree or a letter about someone else proves nothing for the beneficiary.
  const records = read.filter((r) => !r.aboutSomeoneElse);
  const own = { ...input, evidence: records.map((r) => r.evidence) };
  const scores: readonly CriteriaScore[] = (input.report ?? buildCriteriaReport({ visaType: VISA, evidence: own.evidence }).report).criteriaScores;
  const basis = niwBasisOfExhibits(own.evidence, [...scores]);

  const lines = [`# ${NIW_CONCLUSION_TITLE}`, '', `**Beneficiary:** ${name}  `, `**Visa:** ${VISA_RULES[VISA].name}`, ''];
  const eligibility = basisSection(basis, records, name);
  lines.push(...eligibility.lines);

  lines.push('## The three prongs of Matter of Dhanasar', '');
  const used = new Set<string>();
  const readings: ProngReading[] = [];
  const cited = new Set<number>();
  for (const [id, short] of PRONGS) {
    const p = prongParagraph(own, id, short, scores.find((s) => s.criteriaId === id)?.score ?? 0, name, used);
    lines.push(...p.lines);
    readings.push(p.reading);
    p.cited.forEach((n) => cited.add(n));
  }
  const weakest = [...readings].sort((a, b) => a.score - b.score)[0]!;
  const weak = weakest.score < ESTABLISHED;
  if (weak) {
    lines.push(
      weakest.supported
        ? `Of the three prongs, the record is thinnest on ${weakest.short.toLowerCase()}: the exhibits support it, with less to show than for the others.`
        : `Of the three prongs, the record is weakest on ${weakest.short.toLowerCase()}, which the exhibits do not yet show.`,
      '',
    );
  }

  lines.push('## Request', '');
  const allShown = basis.met && eligibility.phrase !== undefined && readings.every((r) => r.supported);
  if (allShown) {
    lines.push(
      `${name} qualifies for classification under EB-2 as ${eligibility.phrase}, and on balance each of the three prongs of Matter of Dhanasar is met: the proposed endeavor has substantial merit and national importance, ${name} is well positioned to advance it, and the United States benefits from waiving the job offer and labor certification. It is therefore respectfully requested that the requirement of a job offer, and with it the labor certification, be waived in the national interest, and that the petition be approved.`,
    );
  } else {
    const shown = [...(eligibility.phrase ? ['the EB-2 basis'] : []), ...readings.filter((r) => r.supported).map((r) => r.short.toLowerCase())];
    lines.push(
      `${shown.length > 0 ? `On the record as it stands, the exhibits show ${listText(shown)}. ` : ''}${name} respectfully requests that the requirement of a job offer and labor certification be waived in the national interest.`,
    );
  }

  const notes = [`Closes the brief as an NIW petition does: the EB-2 basis the record shows, each prong of Matter of Dhanasar from the exhibits filed under it, and the request for the waiver. Quotations are whole sentences of the exhibits they cite, each with the exhibit's own page ('Exhibit N at P').`];
  const missing = [...(basis.met ? [] : ['the EB-2 basis']), ...readings.filter((r) => !r.supported).map((r) => r.title)];
  if (missing.length > 0) notes.push(`Not asserted, because the record does not yet support ${missing.length === 1 ? 'it' : 'them'}: ${listText(missing)}. Complete this conclusion once ${missing.length === 1 ? 'it is' : 'they are'} shown.`);
  if (weak) notes.push(`The weakest prong is ${weakest.title} (${weakest.score}%); evidence for it strengthens the whole petition most.`);
  const others = read.length - records.length;
  if (others > 0) notes.push(`${plural(others, 'exhibit')} ${others === 1 ? 'records' : 'record'} someone else's achievement (${exhibitList(read.filter((r) => r.aboutSomeoneElse).map((r) => r.number))}), so ${others === 1 ? 'it is' : 'they are'} not relied on.`);
  notes.push(...steeringNotes(steering, input.instructions, [...cited]));
  return { title: NIW_CONCLUSION_TITLE, content: lines.join('\n'), notes };
}
