/**
 * UK Global Talent: the endorsing bodies do not accept letters written with AI
 * or language tools (reference/filing-conventions.md), so the recommender gets
 * an outline to write from — headings, and bullet points with the evidence to
 * mention — never prose to sign.
 */
import { criteriaFor } from '../../../../src/contract/criteria';
import type { DraftLetterInput } from '../../../platform/analyst/analyst';
import { assertExhibitRefs, stripUnknownExhibitRefs } from '../exhibits';
import { readRelationship, type RelationshipKind } from '../relationship';
import { fromAchievements, fromEvidence, type Point } from './letter-points';
import { endSentence, listText, safeName } from './text';

function howYouKnow(kind: RelationshipKind, applicant: string): string {
  switch (kind) {
    case 'independent':
      return `Say that you have not worked with ${applicant}, and how you know the work: its publications, products, talks or standing in the field.`;
    case 'coauthor':
      return `Name the joint work, and say what ${applicant}'s own part in it was.`;
    case 'supervision':
      return `Say when, where and for how long, and what ${applicant} was responsible for.`;
    case 'collaborator':
      return `Name the collaboration, and say what ${applicant} contributed to it.`;
    case 'colleague':
      return `Say where and for how long you worked together, and what ${applicant} was responsible for.`;
    default:
      return `Say how, and for how long, you have known ${applicant}'s work.`;
  }
}

function pointBullet(p: Point): string {
  const where = p.exhibits.length === 0 ? '' : p.exhibits.length === 1 ? `Exhibit ${p.exhibits[0]}` : `Exhibits ${listText(p.exhibits.map(String))}`;
  if (p.quoted) return `- ${where}${p.fileName ? ` (${safeName(p.fileName)})` : ''} says: "${p.text}"`;
  return `- ${endSentence(p.text)}${where ? ` Evidence: ${where}.` : ''}`;
}

export function draftOutline(input: DraftLetterInput): string {
  const numbers = input.evidence.map((e) => e.evidenceNumber);
  const clean = (v: string) => stripUnknownExhibitRefs(v.trim().replace(/\s+/g, ' '), numbers);
  const r = { name: clean(input.recommender.name), title: clean(input.recommender.title), organization: clean(input.recommender.organization), relationship: clean(input.recommender.relationship) };
  const name = clean(input.applicantName) || 'the applicant';
  const listed = input.keyAchievements.map((a) => a.trim()).filter(Boolean);
  const points = listed.length > 0 ? fromAchievements('UK_GLOBAL_TALENT', listed, input.evidence) : fromEvidence('UK_GLOBAL_TALENT', input.evidence);
  const { kind } = readRelationship(r.relationship);
  // The CV and the letters are asked of everyone; the recommender speaks to the recognition criteria.
  const recognition = criteriaFor('UK_GLOBAL_TALENT')
    .filter((c) => !['uk_cv', 'uk_recommendation_letters'].includes(c.id))
    .map((c) => c.title);
  const criteria = [...new Set(points.flatMap((p) => p.criteria))].filter((c) => recognition.includes(c));

  const lines = [
    `Letter outline for ${r.name}: recommending ${name} for the UK Global Talent visa`,
    '',
    `Write the letter yourself, in your own words, from these points. The endorsing bodies accept only letters the recommender wrote personally, so this is a plan to write from, not text to sign. Keep it to at most 3 sides of A4, typed, dated and signed on your letterhead, and send your CV with it.`,
    '',
    '1. Who you are',
    `- ${r.name}, ${r.title}, ${r.organization}.`,
    '- Your own standing in the field: your role, and what you are known for.',
    '',
    `2. How you know ${name}`,
    `- The relationship, as described: ${endSentence(r.relationship)}`,
    `- ${howYouKnow(kind, name)}`,
    '',
    '3. The work to mention',
  ];
  if (points.length > 0) lines.push(...points.map(pointBullet));
  else lines.push(`- The pieces of ${name}'s work you know best, and what they changed in the field.`);
  lines.push(
    '',
    '4. Why it matters',
    `- For each point, explain from your own knowledge why it shows exceptional talent or exceptional promise: its reach, who uses it, and how it compares with the work of peers.`,
    `- The application is assessed on ${criteria.length > 0 ? listText(criteria) : listText(recognition)}; say what you can speak to.`,
    '',
    '5. Close',
    `- Your recommendation of ${name}, in a sentence or two of your own.`,
    '- Your contact details, the date and your signature.',
  );
  const outline = lines.join('\n');
  assertExhibitRefs(outline, numbers);
  return outline;
}
