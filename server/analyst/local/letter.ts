/**
 * A recommendation letter in the recommender's voice: who they are, how they
 * know the applicant, specific achievements tied to the exhibits that prove
 * them, why those matter for the visa's criteria, then a signature. Letters
 * that only praise carry little weight, so every claim is anchored in evidence.
 */
import { criteriaFor, VISA_RULES } from '../../../src/contract/criteria';
import type { VisaType } from '../../../src/contract/visa';
import type { DraftLetterInput, EvidenceForAnalysis } from '../analyst';
import { assertExhibitRefs, stripUnknownExhibitRefs } from '../exhibits';
import { criterionSnippets, matchingSnippets } from './snippets';
import { supportByCriterion } from './support';
import { endSentence, listText } from './text';
import { matchText, visaVocab } from './vocab';

const ADDRESSEE: Record<VisaType, string> = {
  'O-1A': 'U.S. Citizenship and Immigration Services',
  'O-1B': 'U.S. Citizenship and Immigration Services',
  'EB-1A': 'U.S. Citizenship and Immigration Services',
  'EB-1B': 'U.S. Citizenship and Immigration Services',
  'EB-1C': 'U.S. Citizenship and Immigration Services',
  UK_GLOBAL_TALENT: 'The Endorsing Body, Global Talent visa',
};

type Point = { text: string; exhibits: number[]; criteria: string[] };

/** The titles of the criteria a piece of text speaks to (strongest first). */
function criteriaOf(visa: VisaType, text: string): string[] {
  const titles = criteriaFor(visa).map((c) => c.title);
  return matchText(visaVocab(visa), text)
    .map((m, i) => ({ m, title: titles[i] ?? m.id }))
    .filter(({ m }) => m.signal >= 0.3)
    .sort((a, b) => b.m.signal - a.m.signal)
    .slice(0, 2)
    .map(({ title }) => title);
}

/** Achievements the user listed, each tied to the exhibit that best shows it (if any does). */
function fromAchievements(visa: VisaType, achievements: string[], evidence: EvidenceForAnalysis[]): Point[] {
  const numbers = evidence.map((e) => e.evidenceNumber);
  return achievements.map((raw) => {
    // The user may cite exhibits themselves; keep the real ones, drop the rest.
    const text = stripUnknownExhibitRefs(raw.trim().replace(/\s+/g, ' '), numbers);
    const hits = matchingSnippets(text, evidence, 2, 0.3);
    return { text, exhibits: [...new Set(hits.map((h) => h.evidenceNumber))], criteria: criteriaOf(visa, text) };
  });
}

/** Without listed achievements, the strongest exhibit of each well-supported criterion speaks instead. */
function fromEvidence(visa: VisaType, evidence: EvidenceForAnalysis[]): Point[] {
  const ranked = supportByCriterion(visa, evidence)
    .filter((cs) => cs.supports.length > 0)
    .sort((a, b) => (b.supports[0]?.strength ?? 0) - (a.supports[0]?.strength ?? 0))
    .slice(0, 4);
  const points: Point[] = [];
  const used = new Set<number>();
  for (const cs of ranked) {
    const top = cs.supports.find((s) => !used.has(s.evidence.evidenceNumber));
    if (!top) continue;
    used.add(top.evidence.evidenceNumber);
    const [snippet] = criterionSnippets(visa, cs.criterion.id, [top.evidence]);
    if (snippet) points.push({ text: `"${snippet.sentence.replace(/[.;:,]+$/, '')}"`, exhibits: [top.evidence.evidenceNumber], criteria: [cs.criterion.title] });
  }
  return points;
}

function refs(nums: number[]): string {
  if (nums.length === 0) return '';
  return nums.length === 1 ? ` (see Exhibit ${nums[0]})` : ` (see Exhibits ${listText(nums.map(String))})`;
}

export function draftLetter(input: DraftLetterInput): string {
  const { visaType: visa } = input;
  const numbers = input.evidence.map((e) => e.evidenceNumber);
  const clean = (v: string) => stripUnknownExhibitRefs(v.trim(), numbers);
  const r = { ...input.recommender, name: clean(input.recommender.name), title: clean(input.recommender.title), organization: clean(input.recommender.organization), relationship: clean(input.recommender.relationship) };
  const name = clean(input.applicantName) || 'the applicant';
  const listed = input.keyAchievements.map((a) => a.trim()).filter(Boolean);
  const points = listed.length > 0 ? fromAchievements(visa, listed, input.evidence) : fromEvidence(visa, input.evidence);
  const rule = VISA_RULES[visa];

  const lines: string[] = [`To: ${ADDRESSEE[visa]}`, '', `Re: Letter of recommendation for ${name}, ${rule.name}`, '', 'Dear Officer,', ''];
  lines.push(
    `My name is ${r.name}, and I am ${r.title} at ${r.organization}. I write to recommend ${name} in the strongest terms and to explain, from my own knowledge, why ${name}'s work stands out in our field.`,
    '',
  );
  // The relationship is the user's words: a sentence of its own, or a short label like 'colleague'.
  const rel = r.relationship.trim();
  const relSentence = /^(i|we|my|our|she|he|they)\b/i.test(rel) ? endSentence(rel.charAt(0).toUpperCase() + rel.slice(1)) : endSentence(`My relationship to ${name}: ${rel || 'we work in the same field'}`);
  lines.push(`${relSentence} This gives me a direct view of the work described below.`, '');

  if (points.length > 0) {
    lines.push(`Several of ${name}'s achievements deserve particular attention:`, '');
    for (const p of points) lines.push(`- ${endSentence(`${p.text.replace(/[.;]+$/, '')}${refs(p.exhibits)}`)}`);
    lines.push('');
  } else {
    lines.push(`${name}'s record, as I know it, shows the kind of achievement that is rare in our field.`, '');
  }

  const criteria = [...new Set(points.flatMap((p) => p.criteria))];
  if (criteria.length > 0) {
    lines.push(
      `These achievements matter for this petition. They go to ${listText(criteria.map((c) => `the ${c} criterion`))} of the ${visa} requirements (${rule.threshold.text}). In my judgement they reflect sustained recognition by others in the field, not a single success.`,
      '',
    );
  } else {
    lines.push(`In my judgement, ${name} is among the most capable people in the field that I have worked with, and meets the high standard the ${visa} route sets.`, '');
  }
  lines.push(
    `I recommend ${name} without reservation. I would be glad to answer any questions about this letter${r.email ? ` at ${r.email}` : ''}.`,
    '',
    'Sincerely,',
    '',
    r.name,
    r.title,
    r.organization,
  );
  if (r.email) lines.push(r.email);
  const letter = lines.join('\n');
  assertExhibitRefs(letter, numbers);
  return letter;
}
