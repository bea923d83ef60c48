/**
 * A recommendation letter in the recommender's voice: who they are, how they
 * know the applicant (what the user described, said in the first person, never more), specific
 * achievements tied to the exhibits that prove them, why those matter for the
 * visa's criteria, then a signature. Letters that only praise carry little
 * weight, so every claim is anchored in evidence. The UK route gets an outline
 * instead (letter-outline.ts): its endorsing bodies want the writer's own prose.
 */
import { VISA_RULES } from '../../../../src/contract/criteria';
import type { VisaType } from '../../../../src/contract/visa';
import type { DraftLetterInput } from '../../../platform/analyst/analyst';
import { shortName } from '../draft-contexts';
import { readRelationship, type RelationshipKind } from '../relationship';
import { assertExhibitRefs, stripUnknownExhibitRefs } from '../exhibits';
import { draftOutline } from './letter-outline';
import { relationshipInVoice } from './relationship-voice';
import { fromAchievements, fromEvidence, type Point } from './letter-points';
import { endSentence, exhibitList, listText } from './text';

const ADDRESSEE = 'U.S. Citizenship and Immigration Services';

function refs(nums: number[]): string {
  if (nums.length === 0) return '';
  return nums.length === 1 ? ` (see Exhibit ${nums[0]})` : ` (see Exhibits ${listText(nums.map(String))})`;
}

/** One line per point: the user's words as they are, an exhibit's sentence in quotation marks after its number. */
function pointLine(p: Point): string {
  if (p.quoted) return `- ${exhibitList(p.exhibits)}: "${p.text}"`;
  return `- ${endSentence(`${p.text}${refs(p.exhibits)}`)}`;
}

/**
 * What the relationship lets the recommender say about how they know the work. Each kind
 * says only what its words imply, and does not say who led whom: 'my advisor' may be
 * written by either side.
 */
function knowledgeLine(kind: RelationshipKind, applicant: string, said: { never?: boolean; howKnown?: boolean } = {}): string {
  switch (kind) {
    case 'independent':
      // Say only what the relationship sentences have not said already.
      if (said.never && said.howKnown) return '';
      if (said.howKnown) return `I have not collaborated with ${applicant}.`;
      if (said.never) return `I know ${applicant}'s work through its publications and its record in our field.`;
      return `I have not collaborated with ${applicant}; I know ${applicant}'s work through its publications and its record in our field.`;
    case 'coauthor':
      return `As a co-author, I know ${applicant}'s part in our joint work at first hand.`;
    case 'supervision':
      return 'That working relationship gave me first-hand knowledge of the work described below.';
    case 'collaborator':
      return 'Our collaboration gave me first-hand knowledge of the work described below.';
    case 'colleague':
      return `Working alongside ${applicant} gave me first-hand knowledge of the work described below.`;
    default:
      return `I write from what I know of ${applicant}'s work and from the record described below.`;
  }
}

/** The letter, and notes for the user on what it leaves for the recommender to say. */
export function draftLetter(input: DraftLetterInput): { content: string; notes: string[] } {
  if (input.visaType === 'UK_GLOBAL_TALENT') return { content: draftOutline(input), notes: [] };
  const visa: VisaType = input.visaType;
  const numbers = input.evidence.map((e) => e.evidenceNumber);
  const clean = (v: string) => stripUnknownExhibitRefs(v.trim(), numbers);
  const r = { ...input.recommender, name: clean(input.recommender.name), title: clean(input.recommender.title), organization: clean(input.recommender.organization), relationship: clean(input.recommender.relationship) };
  const name = clean(input.applicantName) || 'the applicant';
  const listed = input.keyAchievements.map((a) => a.trim()).filter(Boolean);
  const points = listed.length > 0 ? fromAchievements(visa, listed, input.evidence) : fromEvidence(visa, input.evidence);
  const rule = VISA_RULES[visa];
  const { kind } = readRelationship(r.relationship);
  const short = shortName(name);
  const voice = relationshipInVoice(r.relationship, short, kind === 'independent');

  const lines: string[] = [`To: ${ADDRESSEE}`, '', `Re: Letter of recommendation for ${name}, ${rule.name}`, '', 'Dear Officer,', ''];
  lines.push(`My name is ${r.name}, and I am ${r.title} at ${r.organization}. I write to recommend ${name} in the strongest terms and to explain why ${short}'s work stands out in our field.`, '');
  // The neutral sentence and the 'other' knowledge line say the same thing: say it once.
  const said = voice.neutral && kind === 'other' ? '' : voice.text;
  lines.push([said, knowledgeLine(kind, short, { never: voice.saysNever, howKnown: voice.saysHowKnown })].filter(Boolean).join(' '), '');

  if (points.length > 0) {
    lines.push(`Several of ${short}'s achievements deserve particular attention:`, '');
    for (const p of points) lines.push(pointLine(p));
    lines.push('');
  } else {
    lines.push(`${short}'s record, as I know it, shows the kind of achievement that is rare in our field.`, '');
  }

  const criteria = [...new Set(points.flatMap((p) => p.criteria))];
  const notes = [...voice.notes];
  if (visa === 'EB-2 NIW') {
    // NIW letters speak to the endeavor: why it matters beyond one employer, and why this person can carry it forward (Dhanasar prongs 1 and 2).
    lines.push(
      points.length > 0
        ? `These achievements matter for this petition: they are the record of success that shows ${short} is well positioned to advance the proposed endeavor.`
        : `${short}'s record is the kind that shows a person well positioned to advance the proposed endeavor.`,
      '',
      `In my judgement, the work ${short} proposes to carry on in the United States matters well beyond any one employer or its clients, and ${short} has the training, the record and the standing with its potential users to carry it forward.`,
      '',
    );
    notes.push("An NIW letter carries most weight when it says, in the recommender's own words, why the proposed endeavor matters to the field or the country and who would use the work; ask the recommender to add that before signing, and prefer independent experts and potential users of the work.");
  } else if (criteria.length > 0) {
    lines.push(
      `These achievements matter for this petition. They go to ${listText(criteria.map((c) => `the ${c} criterion`))} of the ${visa} requirements. In my judgement they reflect sustained recognition by others in the field, not a single success.`,
      '',
    );
  } else {
    lines.push(`In my judgement, ${short} is among the most capable people in our field whose work I know, and meets the high standard the ${visa} route sets.`, '');
  }
  lines.push(
    `I recommend ${short} without reservation. I would be glad to answer any questions about this letter${r.email ? ` at ${r.email}` : ''}.`,
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
  return { content: letter, notes };
}
