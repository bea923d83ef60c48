/**
 * One evidence document: category, tags, an extractive description and a
 * relevance note that names the criterion, why it matched and what is missing.
 */
import { criteriaFor, findCriterion } from '../../../src/contract/criteria';
import type { VisaType } from '../../../src/contract/visa';
import type { AnalyseEvidenceInput, EvidenceAnalysis } from '../analyst';
import { classify, type Classification } from './classify';
import { guidanceFor, missingChecks } from './guidance';
import { readText, type ReadText } from './nlp';
import { factsLine, keyPhrases, sentenceScores, topSentences } from './summary';
import { listText, plural, quote, safeName, words, wordCount } from './text';
import { firstHit, visaVocab } from './vocab';

const WORDS_PER_PAGE = 500;

const KIND_LABEL: Record<string, string> = {
  identity: 'An identity document',
  cv_resume: 'A CV/résumé',
  recommendation_letter: 'A recommendation letter',
  other: 'A document',
};

function label(visa: VisaType, category: string): string {
  const criterion = findCriterion(visa, category);
  return criterion ? `Evidence for **${criterion.title}**` : (KIND_LABEL[category] ?? 'A document');
}

function emptyResult(input: AnalyseEvidenceInput, text: string): EvidenceAnalysis {
  const fromName = words(input.fileName.replace(/\.[a-z0-9]{1,5}$/i, '')).filter((w) => w.length > 2);
  const tags = [...new Set([...fromName, input.mimeType.split('/')[1] ?? 'file', 'no text'])].slice(0, 8);
  while (tags.length < 3) tags.push(tags.length === 1 ? 'unread' : 'needs review');
  return {
    category: 'other',
    tags,
    description: text
      ? `Too little text could be read from this file (${safeName(input.fileName)}) to analyse it; all it contains is "${quote(text, 10)}". It may be a scan or an image without a text layer.`
      : `No readable text was found in this file (${safeName(input.fileName)}, ${input.mimeType || 'unknown type'}), so there is nothing to summarise. It may be a scan or an image without a text layer.`,
    relevance: `Relevance could not be assessed against the ${input.visaType} criteria because no text could be read. Upload a text-based PDF or a clearer scan so it can be analysed, or describe the document in your notes.`,
    criteriaIds: [],
    kind: 'other',
  };
}

function tagsFor(read: ReadText, c: Classification, visa: VisaType): string[] {
  const matched = c.criteria.slice(0, 2).flatMap((m) => m.matched);
  const tags = keyPhrases(read, matched, 6);
  const lower = new Set(tags.map((t) => t.toLowerCase()));
  for (const kw of matched) {
    if (tags.length >= 8) break;
    if (![...lower].some((t) => t.includes(kw))) {
      tags.push(kw);
      lower.add(kw);
    }
  }
  const fallback = [findCriterion(visa, c.category)?.title ?? c.category.replace(/_/g, ' '), visa, 'evidence'];
  for (const f of fallback) if (tags.length < 3 && !lower.has(f.toLowerCase())) tags.push(f);
  return tags.slice(0, 8);
}

function describe(input: AnalyseEvidenceInput, read: ReadText, c: Classification): string {
  const vocab = visaVocab(input.visaType);
  const scores = sentenceScores(read.sentences, vocab);
  const picked = topSentences(read.sentences, scores, read.sentences.length > 12 ? 3 : 2);
  const chosen = picked.length > 0 ? picked : read.sentences.slice(0, 2).map((_, i) => i);
  const lines = [`${label(input.visaType, c.category)} — ${safeName(input.fileName)}.`, ''];
  for (const i of chosen) lines.push(`- "${quote(read.sentences[i] ?? '', 45)}"`);
  const facts = factsLine(read);
  if (facts) lines.push('', `Mentions: ${facts}.`);
  const words = wordCount(input.text);
  lines.push('', `_Summary quoted from the document's own sentences (${chosen.length} of ${read.sentences.length}; ${plural(words, 'word')}), chosen by the offline analyst._`);
  return lines.join('\n');
}

function bestSentenceFor(read: ReadText, visa: VisaType, criterionIndex: number): string | undefined {
  const scores = sentenceScores(read.sentences, visaVocab(visa), criterionIndex);
  const [i] = topSentences(read.sentences, scores, 1);
  return i === undefined ? undefined : read.sentences[i];
}

function relevance(input: AnalyseEvidenceInput, read: ReadText, c: Classification): string {
  const visa = input.visaType;
  const criteria = criteriaFor(visa);
  const out: string[] = [];
  const main = findCriterion(visa, c.category);
  if (c.category === 'identity') {
    out.push(`**Identity document.** It does not count toward any ${visa} criterion, but the application needs proof of identity and nationality.`);
  } else if (c.category === 'cv_resume' || c.category === 'uk_cv') {
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
    const terms = listText(top.matched.slice(0, 6).map((k) => `"${k}"`));
    const title = findCriterion(visa, top.id)?.title ?? top.id;
    out.push('', top.id === main?.id ? `**Why:** the text uses terms this criterion looks for (${terms}).` : `**Supports:** ${title}, using terms that criterion looks for (${terms}).`);
    if (sentence) out.push('', `> ${quote(sentence, 45, firstHit(sentence, top.matched))}`);
  }
  const others = c.criteria.filter((m) => m.id !== c.category && m.id !== top?.id).slice(0, 3);
  const otherTitles = others.map((m) => findCriterion(visa, m.id)?.title).filter((t): t is string => Boolean(t));
  if (otherTitles.length > 0) out.push('', `**Also relevant to:** ${listText(otherTitles)}.`);

  const guided = main?.id ?? (c.category === 'recommendation_letter' ? 'x_recommendation_letters' : undefined);
  if (guided) {
    const g = guidanceFor(guided);
    const missing = missingChecks(input.text, c.facts, g.checks);
    const advice = [...missing.map((m) => `It does not state ${m}.`), ...g.tips.slice(0, missing.length > 0 ? 1 : 2)];
    out.push('', '**To strengthen it:**', ...advice.map((a) => `- ${a}`));
  }
  out.push('', `_Based on matching the extracted text against the ${visa} criteria vocabulary._`);
  return out.join('\n');
}

export function analyseEvidence(input: AnalyseEvidenceInput): EvidenceAnalysis {
  const text = input.text.trim();
  if (wordCount(text) < 3) return emptyResult(input, text);
  const c = classify(input.visaType, input.fileName, text);
  const read = readText(text);
  return {
    category: c.category,
    tags: tagsFor(read, c, input.visaType),
    description: describe(input, read, c),
    relevance: relevance(input, read, c),
    criteriaIds: c.criteria.slice(0, 4).map((m) => m.id),
    kind: 'other',
  };
}
