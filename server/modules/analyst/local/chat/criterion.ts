/**
 * A criterion's exhibits, and what it still lacks. 'Filed under' follows the
 * exhibit's category as the user left it; an exhibit filed elsewhere that
 * speaks of the criterion is listed apart, as one that also mentions it (an
 * article about a prize is press, not an award).
 */
import type { Criterion } from '../../../../../src/contract/criteria';
import { stripUnknownExhibitRefs } from '../../exhibits';
import { contentStems, listText, plural } from '../text';
import { countPhrases, evidenceTerms, phrases, termPattern, type Target } from './concepts';
import { catalogue, categoryOf, exhibitName, kindPhrase, setAsideWords, type Ctx, type Doc, type Reply } from './context';
import { rankSentences } from './exhibit';
import { stemPattern } from './facts-patterns';
import type { Sentence } from './sentences';

const MAX_LISTED = 12;
const MAX_ALSO = 5;

function targetWords(target: Target): string[] {
  return target.concept ? evidenceTerms(target.concept) : (target.criterion?.keywords ?? [target.label]);
}

/** Where a list looks for a sentence when none names the criterion: what a document is, it says early. */
const LIST_READ_CHARS = 4_000;

/** The sentence of the exhibit that best speaks to the criterion, for the list. */
function pickSentence(ctx: Ctx, doc: Doc, target: Target, mustMention: boolean): Sentence | undefined {
  const words = phrases(targetWords(target));
  const quick = new RegExp(termPattern(targetWords(target)).source, 'i');
  const focus = { concepts: target.concept ? [target.concept] : [] };
  const among = ctx.book.matching(doc, quick).filter((s) => quick.test(s.text) && countPhrases(s.stems, words) > 0);
  if (among.length > 0) return rankSentences(ctx, doc, { ...focus, among })[0];
  return mustMention ? undefined : rankSentences(ctx, doc, { ...focus, among: ctx.book.of(doc, LIST_READ_CHARS) })[0];
}

/**
 * '- **Exhibit 1 (award.pdf)**, an award certificate: "..."'. A sentence with double quotes of
 * its own goes below in a blockquote, so its quotation marks stay as the document has them.
 */
function listItem(doc: Doc, sentence: Sentence | undefined, where: string): string[] {
  const head = `- **${exhibitName(doc)}**${where}`;
  if (!sentence) return [head];
  if (/["\u201c\u201d]/.test(sentence.text)) return [`${head}:`, '', `  > ${sentence.text}`, `  > \u2014 ${exhibitName(doc)}`, ''];
  return [`${head}: "${sentence.text}"`];
}

/**
 * Exhibits filed elsewhere whose text names the criterion, most mentions first. `setAside` picks the ones
 * that prove nothing for her (listed apart, never as a candidate for the criterion) or the others.
 */
function alsoMentioning(ctx: Ctx, target: Target, setAside = false): Array<{ doc: Doc; sentence: Sentence }> {
  const pattern = termPattern(targetWords(target));
  const counted = ctx.docs
    .filter((d) => !(d.category && target.categories.includes(d.category)) && Boolean(d.setAside) === setAside)
    .map((doc) => ({ doc, hits: doc.text.match(pattern)?.length ?? 0 }))
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.doc.n - b.doc.n);
  const out: Array<{ doc: Doc; sentence: Sentence }> = [];
  for (const { doc } of counted) {
    if (out.length >= MAX_ALSO) break;
    const sentence = pickSentence(ctx, doc, target, true);
    if (sentence) out.push({ doc, sentence });
  }
  return out.sort((a, b) => a.doc.n - b.doc.n);
}

export function filedUnder(ctx: Ctx, categories: string[]): Doc[] {
  return ctx.docs.filter((d) => d.category !== null && categories.includes(d.category));
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** 'Which exhibits support the awards criterion?', 'what do I have for judging?'. */
export function answerCriterion(ctx: Ctx, target: Target): Reply {
  const filed = filedUnder(ctx, target.categories);
  const also = alsoMentioning(ctx, target);
  const lines: string[] = [];
  if (filed.length > 0) {
    lines.push(`**${target.label}**: ${plural(filed.length, 'exhibit is', 'exhibits are')} filed under it.`, '');
    filed.forEach((doc, i) => {
      const kind = kindPhrase(doc.kind);
      lines.push(...listItem(doc, i < MAX_LISTED ? pickSentence(ctx, doc, target, false) : undefined, kind ? `, ${kind}` : ''));
    });
  } else {
    lines.push(`No exhibit is filed under **${target.label}** yet.`);
    if (target.criterion) lines.push('', `For this criterion the catalogue looks for: ${listText(target.criterion.examples.map(lowerFirst))}.`);
  }
  if (also.length > 0) {
    const noun = target.concept?.noun ?? target.label;
    lines.push('', `${also.length === 1 ? 'This exhibit is' : 'These exhibits are'} filed elsewhere but also mention${also.length === 1 ? 's' : ''} ${noun}:`, '');
    for (const { doc, sentence } of also) {
      const category = categoryOf(ctx, doc);
      lines.push(...listItem(doc, sentence, category ? `, filed under ${category}` : ''));
    }
    if (filed.length === 0) lines.push('', 'If one of them is really evidence for this criterion, change its category on the Evidence tab.');
  }
  // Named so the user sees why they are missing, never offered for the criterion (decision 062).
  const aside = alsoMentioning(ctx, target, true);
  if (aside.length > 0) {
    lines.push('', `${aside.length === 1 ? 'This exhibit mentions' : 'These exhibits mention'} ${target.concept?.noun ?? target.label} but ${aside.length === 1 ? 'is' : 'are'} not counted as yours:`, '');
    for (const { doc } of aside) lines.push(`- **${exhibitName(doc)}**: ${setAsideWords(doc.setAside ?? '')}`);
  }
  return { lines, cited: [...filed.map((d) => d.n), ...also.map((a) => a.doc.n), ...aside.map((a) => a.doc.n)], sources: filed.length === 0 && target.criterion ? [catalogue(ctx.visa)] : [] };
}

// Words of the catalogue's examples that name no particular evidence.
const GENERIC = new Set(contentStems('evidence document documents showing show shows your you from with other how many number each any naming describing explaining confirming the a of or and for by'));

/**
 * Whether an exhibit looks like one of the catalogue's evidence types: most of the type's own
 * words are in its file name, tags or text (raw-text patterns, so no exhibit is read twice).
 */
function covers(doc: Doc, example: string): boolean {
  const wanted = [...new Set(contentStems(example).filter((w) => !GENERIC.has(w)))];
  if (wanted.length === 0) return false;
  const haystack = `${doc.fileName}\n${doc.tags.join('\n')}\n${doc.text}`;
  const found = wanted.filter((w) => new RegExp(stemPattern([w])!.source, 'i').test(haystack)).length;
  return found >= Math.ceil(wanted.length / 2);
}

function reportLines(ctx: Ctx, criterion: Criterion): string[] {
  const score = ctx.report?.criteriaScores.find((s) => s.criteriaId === criterion.id);
  if (!score) return [];
  const numbers = ctx.docs.map((d) => d.n);
  const tips = score.suggestions.map((s) => stripUnknownExhibitRefs(s, numbers)).slice(0, 3);
  return ['', `Your criteria report rates it ${score.strength} (${score.score}%).${tips.length > 0 ? ' Its suggestions:' : ''}`, ...(tips.length > 0 ? ['', ...tips.map((t) => `- ${t}`)] : [])];
}

/** 'What is missing for judging?': the catalogue's evidence types against the exhibits filed under it. */
export function answerMissing(ctx: Ctx, target: Target): Reply {
  const criterion = target.criterion;
  const filed = filedUnder(ctx, target.categories);
  if (!criterion) return answerCriterion(ctx, target);
  const cited = new Set<number>();
  const lines = [`For **${criterion.title}** the catalogue looks for:`, ''];
  for (const example of criterion.examples) {
    const have = filed.filter((d) => covers(d, example));
    have.forEach((d) => cited.add(d.n));
    lines.push(`- ${example}: ${have.length > 0 ? `you have ${listText(have.slice(0, 3).map(exhibitName))}` : '**missing**'}`);
  }
  lines.push('');
  if (filed.length === 0) lines.push(`No exhibit is filed under ${criterion.title} yet.`);
  else {
    const other = filed.filter((d) => !cited.has(d.n)).slice(0, 6);
    lines.push(`${plural(filed.length, 'exhibit is', 'exhibits are')} filed under it${other.length > 0 ? `, also ${listText(other.map(exhibitName))}` : ''}.`);
    other.forEach((d) => cited.add(d.n));
  }
  lines.push(...reportLines(ctx, criterion));
  return { lines, cited: [...cited], sources: ctx.report ? ['your criteria report', catalogue(ctx.visa)] : [catalogue(ctx.visa)] };
}
