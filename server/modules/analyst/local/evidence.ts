/**
 * One evidence document: category, tags, an extractive description and a
 * relevance note that names the criterion, why it matched and what is missing.
 */
import { criteriaFor, findCriterion } from '../../../../src/contract/criteria';
import type { VisaType } from '../../../../src/contract/visa';
import type { AnalyseEvidenceInput, EvidenceAnalysis } from '../../../platform/analyst/analyst';
import { categoryLabel, DOCUMENT_KIND_LABELS, type DocumentKind } from '../../../../src/contract/categories';
import { isQuotable } from '../quotation-quality';
import { kindNoun } from '../kinds';
import { fallbackKind } from '../kinds/kind-fallback';
import { classify, type Classification } from './classify';
import { mergeUserFacts } from '../../../../src/contract/fact-sheet-merge';
import { buildFactSheet } from './fact-sheet';
import { fileByFacts, kindChosen, userKindCategory } from './filing';
import { correctFiling } from './filing-corrector';
import { filedByVocabulary } from './filing-features';
import { refileByModel } from './filing-fitted';
import { guidanceForProof, missingChecks } from './guidance';
import { readText, type ReadText } from './nlp';
import { factsLine, keyPhrases, sentenceScores, topSentences } from './summary';
import { asQuoted, listText, plural, quote, safeName, words, wordCount } from './text';
import { visaVocab } from './vocab';

const WORDS_PER_PAGE = 500;
/** A quotation is a whole sentence of the document: never clipped, so it stays verbatim. */
const MAX_QUOTE_WORDS = 45;

/** 'An award certificate or notice' from the kind's label. */
/** 'An award certificate or notice', to open a sentence. */
function kindPhrase(kind: DocumentKind): string {
  const noun = kindNoun(kind);
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

function filedUnder(visa: VisaType, category: string): string {
  const criterion = findCriterion(visa, category);
  return criterion ? `filed under **${criterion.title}** (${visa})` : `filed as **${categoryLabel(visa, category)}**`;
}

function emptyResult(input: AnalyseEvidenceInput, text: string): EvidenceAnalysis {
  const fromName = words(input.fileName.replace(/\.[a-z0-9]{1,5}$/i, '')).filter((w) => w.length > 2 && !/^\d+$/.test(w));
  const tags = [...new Set([...fromName, 'no readable text', 'needs review'])].slice(0, 8);
  return {
    category: 'other',
    kind: 'other',
    tags,
    description: text
      ? `Too little text could be read from this file (${safeName(input.fileName)}) to analyse it; all it contains is "${quote(text, 10)}". It may be a scan or an image without a text layer.`
      : `No readable text was found in this file (${safeName(input.fileName)}, ${input.mimeType || 'unknown type'}), so there is nothing to summarise. It may be a scan or an image without a text layer.`,
    relevance: `Relevance could not be assessed against the ${input.visaType} criteria because no text could be read. Upload a text-based PDF or a clearer scan so it can be analysed, or choose its category and describe it yourself.`,
    criteriaIds: [],
  };
}

function tagsFor(read: ReadText, c: Classification, visa: VisaType): string[] {
  const matched = c.criteria.slice(0, 2).flatMap((m) => m.matched);
  const tags = keyPhrases(read, matched, 6);
  const lower = new Set(tags.map((t) => t.toLowerCase()));
  const add = (t: string) => {
    if (tags.length < 8 && t && !lower.has(t.toLowerCase()) && ![...lower].some((x) => x.includes(t.toLowerCase()))) {
      tags.push(t);
      lower.add(t.toLowerCase());
    }
  };
  if (c.kind !== 'other') add(DOCUMENT_KIND_LABELS[c.kind].split(' or ')[0]!.toLowerCase());
  for (const kw of matched) add(kw);
  add(categoryLabel(visa, c.category));
  return tags.slice(0, 8);
}

/**
 * Whole sentences fit to quote: not too long, no third-party exhibit numbers, and what quotation-quality.ts
 * accepts (no heading, 'From:' line, column header, fragment or reference entry: decision 061).
 */
export function quotable(sentence: string): boolean {
  const n = wordCount(sentence);
  return n >= 5 && n <= MAX_QUOTE_WORDS && !/\bExhibits?\s+\d/i.test(sentence) && isQuotable(sentence);
}

function describe(input: AnalyseEvidenceInput, read: ReadText, c: Classification): string {
  const vocab = visaVocab(input.visaType);
  const scores = sentenceScores(read.sentences, vocab).map((s, i) => (quotable(read.sentences[i] ?? '') ? s : 0));
  const chosen = topSentences(read.sentences, scores, read.sentences.length > 12 ? 3 : 2);
  // The file name is shown as markdown: 'scan_0012.pdf' must not turn into italics.
  const shownName = safeName(input.fileName).replace(/([\\`*_[\]])/g, '\\$1');
  const lines = [`${kindPhrase(c.kind)}, ${filedUnder(input.visaType, c.category)}: ${shownName}.`];
  if (chosen.length > 0) {
    lines.push('', 'Its key sentences:', '');
    for (const i of chosen) lines.push(`- "${asQuoted(read.sentences[i] ?? '')}"`);
  } else {
    // No whole sentence (a certificate in capitals, a form, a photo): its opening words, as they stand.
    const opening = asQuoted(input.text).split(' ').slice(0, 25).join(' ');
    if (opening && !/\bExhibits?\s+\d/i.test(opening)) lines.push('', `Its text begins: "${opening}"`);
  }
  const facts = factsLine(read);
  if (facts) lines.push('', `Dates and amounts it states: ${facts}.`);
  lines.push('', `It runs to ${plural(wordCount(input.text), 'word')}.`);
  return lines.join('\n');
}


function bestSentenceFor(read: ReadText, visa: VisaType, criterionIndex: number): string | undefined {
  const scores = sentenceScores(read.sentences, visaVocab(visa), criterionIndex).map((s, i) => (quotable(read.sentences[i] ?? '') ? s : 0));
  const [i] = topSentences(read.sentences, scores, 1);
  return i === undefined ? undefined : read.sentences[i];
}

/**
 * `setAside`: filed as Other by the user or by its facts (src/contract/set-aside.ts). Then the note says it is
 * not counted, and names no criterion it might go under: the filing already decided that it proves none.
 */
function relevance(input: AnalyseEvidenceInput, read: ReadText, c: Classification, setAside = false): string {
  const visa = input.visaType;
  const criteria = criteriaFor(visa);
  const out: string[] = [];
  const main = findCriterion(visa, c.category);
  if (setAside) return `**Not counted.** Filed as Other, it proves no ${visa} criterion for the applicant.`;
  if (c.kind === 'identity') {
    out.push(`**Identity document.** It does not count toward any ${visa} criterion, but the application needs proof of identity and nationality.`);
  } else if (c.category === 'cv' || c.category === 'uk_cv') {
    const pages = Math.ceil(wordCount(input.text) / WORDS_PER_PAGE);
    out.push(main ? `**Criterion:** ${main.title} (${main.regulation}).` : `**CV/résumé.** A supporting document: it summarises the case, but each claim needs its own exhibit.`);
    out.push(pages > 3 ? `At about ${pages} pages it is likely over the 3-page limit the UK route sets; trim it.` : `At about ${plural(pages, 'page')} it fits a 3-page limit.`);
  } else if (main) {
    out.push(`**Criterion:** ${main.title} — ${visa}, ${main.regulation}.`);
  } else if (c.category === 'recommendation_letter') {
    out.push(`**Recommendation letter.** Letters support the criteria they discuss; ${visa} petitions usually include several from independent experts.`);
  } else {
    const closest = c.best ? findCriterion(visa, c.best.id) : undefined;
    out.push(`**No clear match** with the ${visa} criteria.${closest ? ` The closest is ${closest.title}.` : ''} If it is meant to support a criterion, add a note saying which, or upload a document that states the achievement directly.`);
  }

  const top = c.criteria.find((m) => m.id === c.category && m.matched.length > 0) ?? c.criteria[0];
  if (top && top.matched.length > 0) {
    const index = criteria.findIndex((k) => k.id === top.id);
    const sentence = index >= 0 ? bestSentenceFor(read, visa, index) : undefined;
    const title = findCriterion(visa, top.id)?.title ?? top.id;
    if (top.id === main?.id && c.kind !== 'other') out.push('', `**Why:** it reads as ${kindNoun(c.kind)} (${listText(c.cues.slice(0, 4))}), which is the kind of proof this criterion asks for.`);
    else if (top.id === main?.id) out.push('', `**Why:** it speaks to ${title} (${listText(top.matched.slice(0, 4))}).`);
    else out.push('', `**Supports:** ${title} (${listText(top.matched.slice(0, 4))}).`);
    if (sentence && quotable(sentence)) out.push('', `> "${asQuoted(sentence)}"`);
  } else if (main && c.kind !== 'other') {
    out.push('', `**Why:** it reads as ${kindNoun(c.kind)} (${listText(c.cues.slice(0, 4))}), which is the kind of proof this criterion asks for.`);
  }
  const others = c.criteria.filter((m) => m.id !== c.category && m.id !== top?.id).slice(0, 3);
  const otherTitles = others.map((m) => findCriterion(visa, m.id)?.title).filter((t): t is string => Boolean(t));
  if (otherTitles.length > 0) out.push('', `**Also relevant to:** ${listText(otherTitles)}.`);

  const guided = main?.proof ?? (c.category === 'recommendation_letter' ? 'recommendation_letters' : undefined);
  if (guided) {
    const g = guidanceForProof(guided);
    const missing = missingChecks(input.text, c.facts, g.checks);
    const advice = [...missing.map((m) => `It does not state ${m}.`), ...g.tips.slice(0, missing.length > 0 ? 1 : 2)];
    out.push('', '**To strengthen it:**', ...advice.map((a) => `- ${a}`));
  }
  return out.join('\n');
}

/** The user's category wins: the criteria list leads with it, and relevance and tags speak to it. */
function followUser(c: Classification, category: string | undefined): Classification {
  if (!category || category === c.category) return c;
  const own = c.criteria.find((m) => m.id === category) ?? { id: category, weight: 0, signal: 0, matched: [] };
  return { ...c, category, criteria: [own, ...c.criteria.filter((m) => m.id !== category)] };
}

/**
 * Filed by its facts rather than its kind: the criterion it seemed to prove is no longer claimed first; a
 * criterion the facts chose instead (an O-1B nomination's) leads the list.
 */
function refiled(c: Classification, category: string): Classification {
  if (category === c.category) return c;
  const others = c.criteria.filter((m) => m.id !== c.category && m.id !== category);
  if (category === 'other') return { ...c, category, criteria: others };
  return { ...c, category, criteria: [c.criteria.find((m) => m.id === category) ?? { id: category, weight: 0, signal: 0, matched: [] }, ...others] };
}

/** The document read and filed: its kind and vocabulary, its fact sheet, and the category its facts allow. */
export function readAndFile(input: AnalyseEvidenceInput) {
  const text = input.text.trim();
  const hand = readAndFileAs(input, text, classify(input.visaType, input.fileName, text, input.applicantName));
  // No cue claimed a kind and the criteria vocabulary alone files it (no reading decided it, the facts set nothing
  // aside): a fitted kind model reads it, where it is sure of a kind (decision 116).
  if (hand.classified.kind !== 'other' || hand.classified.cues.length > 0 || !filedByVocabulary(hand.classified, hand.filing)) return hand;
  const learned = fallbackKind(input.fileName, text.length > 200_000 ? text.slice(0, 200_000) : text, input.applicantName);
  return learned ? readAndFileAs(input, text, classify(input.visaType, input.fileName, text, input.applicantName, learned)) : hand;
}

/** The fact sheet and the filing of a document classified so. */
function readAndFileAs(input: AnalyseEvidenceInput, text: string, classified: Classification) {
  // The untrimmed text: a blank first page still counts as page 1. The user's facts win over the new reading.
  const reading = buildFactSheet({ text: input.text, fileName: input.fileName, mimeType: input.mimeType, kind: classified.kind, applicantName: input.applicantName });
  const sheet = mergeUserFacts(reading, input.factSheet);
  // The facts decide what the document proves; a category the user chose is kept whatever they say.
  // A kind the user chose files the page as that kind would be; no learned reading of its words overrules it.
  const userKind = kindChosen(sheet, reading.kind);
  const suggested = userKindCategory(sheet, reading.kind, input.visaType, text) ?? classified.category;
  const filing = input.category
    ? { category: input.category, reason: null }
    : fileByFacts(sheet, suggested, Boolean(input.applicantName?.trim()), input.visaType, text, userKind);
  return { text, classified, sheet, filing, userKind };
}

export function analyseEvidence(input: AnalyseEvidenceInput): EvidenceAnalysis {
  if (wordCount(input.text.trim()) < 3) return emptyResult(input, input.text.trim());
  const { text, classified, sheet, filing: hand, userKind } = readAndFile(input);
  const reading = { visaType: input.visaType, fileName: input.fileName, text, ...(input.applicantName ? { applicantName: input.applicantName } : {}), classified, sheet, hand };
  // The learned vocabulary refiles what the criteria vocabulary alone filed; then the learned corrector (decision 117).
  // Neither overrules a category or a kind the user chose (decision 118).
  const filing = input.category || userKind ? hand : correctFiling(reading, refileByModel(reading));
  // Refiled wherever the facts or a fitted filer moved it: to Other with a reason, or to a criterion (her paper by its
  // author line; the learned vocabulary's choice, which gives no reason). A category the user chose is left as it is.
  const c = followUser(!input.category && filing.category !== classified.category ? refiled(classified, filing.category) : classified, input.category);
  const read = readText(text);
  const setAside = c.category === 'other' && (input.category === 'other' || Boolean(filing.reason));
  const explained = relevance(input, read, c, setAside);
  return {
    category: c.category,
    kind: c.kind,
    tags: tagsFor(read, c, input.visaType),
    description: describe(input, read, c),
    relevance: filing.reason ? `${filing.reason}\n\n${explained}` : explained,
    criteriaIds: setAside ? [] : c.criteria.slice(0, 4).map((m) => m.id),
    factSheet: { ...sheet, filingReason: filing.reason },
  };
}
