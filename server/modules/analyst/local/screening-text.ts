/**
 * The words of a screening: what each visa requires, why a visa was marked
 * down, and the strengths found, each quoting the applicant's own sentence.
 * Every count written is computed from the same lists the sentence names.
 */
import { findCriterion, proofOf, VISA_RULES, type Proof } from '../../../../src/contract/criteria';
import { visaDisplayName, type VisaType } from '../../../../src/contract/visa';
import type { CriterionEvidence, ProfileFacts, Scored, Unit } from './screening-signals';
import { clip } from './text';

export function titleOf(visa: VisaType, id: string): string {
  return findCriterion(visa, id)?.title ?? id;
}

/** Who wrote what the screening read: 'Your CV', 'Your profile' or 'Your CV and profile'. */
export function readFrom(f: ProfileFacts): { subject: string; verb: string } {
  if (f.hasCv && f.hasDescription) return { subject: 'Your CV and profile', verb: 'show' };
  return { subject: f.hasCv ? 'Your CV' : 'Your profile', verb: 'shows' };
}

/** The applicant's sentence as written; a very long one is cut at word boundaries, the cut marked '…'. */
export function verbatim(sentence: string): string {
  return clip(sentence, 45);
}

/** 'O-1A needs ..., or evidence for at least 3 of its 8 criteria' (no full stop). */
export function requirement(visa: VisaType): string {
  const { required, of } = VISA_RULES[visa].threshold;
  const name = visaDisplayName(visa);
  switch (visa) {
    case 'O-1A':
      return `${name} needs a major, internationally recognised award, or evidence for at least ${required} of its ${of} criteria`;
    case 'O-1B':
      return `${name} needs a nomination for or a win of a major arts award (such as an Academy Award, an Emmy or a Grammy), or evidence for at least ${required} of its ${of} criteria`;
    case 'EB-1A':
      return `${name} needs a one-time major international award, or evidence for at least ${required} of its ${of} criteria, followed by a review of the record as a whole`;
    case 'EB-1B':
      return `${name} needs evidence for at least ${required} of its ${of} criteria, at least three years of teaching or research, and a permanent or tenure-track job offer from a US employer`;
    case 'EB-1C':
      return `${name} needs all ${of} of its requirements, and the US employer files the petition`;
    case 'UK_GLOBAL_TALENT':
      return `${name} needs at least ${required} of its ${of} criteria: a CV, letters from three established experts, and evidence for two of awards, media recognition, and patents or contributions`;
    case 'EB-2 NIW':
      return `${name} needs an advanced degree (a master's or higher, or a bachelor's followed by five years of progressive experience) or exceptional ability (3 of 6 criteria), and a proposed endeavor that meets all three prongs of Matter of Dhanasar`;
  }
}

const has = (f: ProfileFacts, visa: VisaType, id: string) => (f.evidence[visa].find((e) => e.id === id)?.sentences.length ?? 0) > 0;

/** Why a visa was marked up or down, in whole sentences. */
export function screeningNotes(visa: VisaType, f: ProfileFacts, metCount: number, artsShare: number): string[] {
  const notes: string[] = [];
  const award = visa === 'O-1B' ? f.majorArtsAward : visa === 'EB-1A' ? (f.majorAwardWon ?? f.majorArtsAwardWon) : visa === 'O-1A' ? f.majorAwardWon : undefined;
  if (visa === 'O-1A' && artsShare > 0.5) notes.push('O-1A covers the sciences, education, business and athletics; your profile reads mainly as work in the arts, which O-1B covers.');
  if (visa === 'O-1B' && metCount === 0 && !award) {
    notes.push('O-1B is for the arts and for film or television; nothing in your profile names a performance, exhibition, film, album or review of your artistic work, so O-1B does not fit.');
  }
  if (visa === 'EB-1B') {
    if (!f.academicRole) notes.push('EB-1B is for professors and researchers; your profile names no teaching or research post.');
    if (f.careerYears < 3) notes.push('EB-1B needs at least three years of teaching or research experience, which the dates given do not confirm.');
    if (!f.permanentOffer) notes.push('EB-1B also needs a permanent or tenure-track offer from a US employer, which a CV usually cannot show.');
  }
  if (visa === 'EB-1C') {
    notes.push(
      has(f, visa, 'eb1c_managerial_abroad')
        ? 'Every EB-1C requirement must be met, and the US employer files the petition.'
        : 'EB-1C is for a manager or executive who, for at least one of the last three years, managed or directed a team or function at a part of the same company group outside the United States; your profile names no such role abroad, so EB-1C does not fit.',
    );
  }
  if (visa === 'UK_GLOBAL_TALENT') {
    notes.push('You will also need letters from three established experts in your field.');
    if (f.cvWords > 1500) notes.push(`Your CV is about ${f.cvWords.toLocaleString('en-US')} words, which is likely more than the three-page limit.`);
  }
  if (award) notes.push(`You name the ${award.name} as ${visa === 'O-1B' && award !== f.majorArtsAwardWon ? 'a nomination or a win' : 'won'}; if it is yours, it meets the major award alternative on its own.`);
  return notes;
}

/** How each kind of strength is introduced, before the applicant's own sentence. */
const LEADS: Partial<Record<Proof, string>> = {
  awards: 'names an award',
  memberships: 'names a membership',
  press: 'records coverage of your work in the media',
  judging: 'records a review or judging role',
  contributions: 'records the use or impact of your work',
  articles: 'records published work',
  critical_role: 'records a leading role',
  high_salary: 'states your pay',
  exhibitions: 'records an exhibition of your work',
  commercial_success: 'records commercial success',
  lead_role: 'records a lead role',
  expert_recognition: 'records recognition from experts in your field',
  managerial_abroad: 'records a managerial role abroad',
  qualifying_relationship: 'records how the companies in your group are related',
  us_business: 'records the US employer’s business',
  us_position: 'records the US position offered',
};

/** Where a visa's criterion reads its proof more narrowly: O-1B's critical reviews, EB-1B's research, the UK's talks and products. */
const VISA_LEADS: Partial<Record<VisaType, Partial<Record<Proof, string>>>> = {
  'O-1B': { press: 'records critical reviews of your work' },
  'EB-1B': { contributions: 'records the use or impact of your research' },
  UK_GLOBAL_TALENT: { press: 'records recognition of your work in the media or as a speaker', contributions: 'records a patent, product or other contribution' },
};

function leadFor(visa: VisaType | undefined, proof: Proof | undefined): string {
  return (proof && ((visa && VISA_LEADS[visa]?.[proof]) ?? LEADS[proof])) ?? 'records';
}

function sourceName(unit: Unit): string {
  return unit.source === 'cv' ? 'Your CV' : 'Your profile';
}

/** A whole sentence: 'Your CV names an award: “…”.' */
function strengthLine(lead: string, unit: Unit): string {
  const quoted = `“${verbatim(unit.text)}”`;
  return `${sourceName(unit)} ${lead}: ${quoted}${/[.!?…]$/.test(unit.text.trim()) ? '' : '.'}`;
}

/** The strongest points across the visas that fit best, one per kind of proof, each quoting the sentence. */
export function strengths(f: ProfileFacts, ranked: Scored[]): string[] {
  const out: string[] = [];
  const award = f.majorAwardWon ?? f.majorArtsAward;
  if (award) out.push(strengthLine(leadFor(undefined, 'awards'), award.unit));
  if (f.citations > 0) out.push(`Your ${f.hasCv ? 'CV' : 'profile'} reports at least ${f.citations.toLocaleString('en-US')} citations of your work.`);
  const seenKinds = new Set<Proof | undefined>();
  const seenSentences = new Set(award ? [award.unit.text] : []);
  const all: Array<{ e: CriterionEvidence; rank: number; visa: VisaType }> = ranked.flatMap((r, rank) => r.met.map((e) => ({ e, rank, visa: r.type })));
  all.sort((a, b) => b.e.sentences.length - a.e.sentences.length || a.rank - b.rank);
  for (const { e, visa } of all) {
    // One strength per kind of proof: O-1A's and EB-1B's contributions are the same point.
    const kind = proofOf(e.id);
    const first = e.sentences.find((u) => !seenSentences.has(u.text));
    if (!first || seenKinds.has(kind)) continue;
    seenKinds.add(kind);
    seenSentences.add(first.text);
    out.push(strengthLine(leadFor(visa, kind), first));
    if (out.length >= 6) break;
  }
  return out;
}

/** 'To strengthen Judging for O-1A, add the invitation ….' from a guidance tip, as one whole sentence. */
export function strengthenTip(title: string, visa: VisaType, tip: string): string {
  const lead = `To strengthen ${title} for ${visaDisplayName(visa)}`;
  const body = tip.replace(/[.\s]+$/, '');
  const lower = body.charAt(0).toLowerCase() + body.slice(1);
  if (/^(Add|Include|Show|Provide|Give|Get|Keep|Ask|Upload|Collect|Gather)\b/.test(body)) return `${lead}, ${lower}.`;
  if (/^Each\b/.test(body)) return `${lead}, note that ${lower}.`;
  return `${lead}, gather ${lower}.`;
}
