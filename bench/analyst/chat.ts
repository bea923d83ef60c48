/**
 * Chat: twenty questions with known answers over Priya Raman's EB-1A petition (the first
 * CHAT_PETITION_SIZE EB-1A documents). A question passes when the answer cites the right
 * exhibit(s) and states the fact.
 */
import type { CriteriaReport } from '../../src/contract/criteria-report';
import { petitionStrength } from '../../src/contract/strength';
import type { Analyst, EvidenceForAnalysis, Passage } from '../../server/platform/analyst/analyst';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { ANSWER_CASES, ANSWERS_PETITION, HOLDOUT_CASES, HOLDOUT_PETITION } from '../../tests/fixtures/chat-answers';
import type { VisaType } from '../../src/contract/visa';
import type { ChatCase } from './judgement/types';
import { oneLine } from './print';

type Cite = { all: string[] } | { any: string[] } | { category: string } | null;
type Question = { q: string; cite: Cite; facts: Array<string | RegExp> };

/** Exhibits are named by file (numbers follow plan order); `category` means every exhibit labelled with it. */
const QUESTIONS: Question[] = [
  { q: 'What is my salary?', cite: { all: ['letter.pdf'] }, facts: ['$485,000'] },
  { q: 'Which exhibits support the awards criterion?', cite: { category: 'eb1a_awards' }, facts: [] },
  { q: 'Summarise Exhibit 5', cite: { all: ['document(3).pdf'] }, facts: ['Pacific Ledger', 'read whole books', 'Elena Marsh'] },
  { q: 'When was I elected a Fellow?', cite: { all: ['ISMLR_fellow.pdf'] }, facts: ['2023'] },
  { q: 'How many citations do I have?', cite: { all: ['scholar_profile.pdf'] }, facts: ['4,812', '4812'] },
  { q: 'Who invited me to review?', cite: { all: ['Invitation to review JMLR-23-0417.txt'] }, facts: ['Okafor'] },
  { q: 'What is missing for the memberships criterion?', cite: { all: ['ISMLR_fellow.pdf'] }, facts: ['certificate', 'admission', 'bylaws', 'requirement'] },
  { q: 'What is my h-index?', cite: { all: ['scholar_profile.pdf'] }, facts: [/\b23\b/] },
  { q: 'How many projects use SparseRoute?', cite: { any: ['Nimbus letter.docx', 'document(3).pdf', 'Albright_support_letter.docx', 'LB_letter_signed.pdf'] }, facts: ['40,000'] },
  { q: 'What is the number of my patent?', cite: { all: ['US11734562B2.pdf'] }, facts: ['11,734,562'] },
  { q: 'Summarise Exhibit 2', cite: { all: ['NeurIPS_outstanding_paper.pdf'] }, facts: ['Outstanding Paper Award'] },
  { q: 'Who wrote the article about me in The Pacific Ledger?', cite: { all: ['document(3).pdf'] }, facts: ['Elena Marsh'] },
  { q: 'Which exhibits support the judging criterion?', cite: { category: 'eb1a_judging' }, facts: [] },
  { q: 'What were my wages in 2023 according to my W-2?', cite: { all: ['W2_2023.pdf'] }, facts: ['512,340'] },
  { q: 'Which award did I receive for the sparse mixture routing paper?', cite: { any: ['NeurIPS_outstanding_paper.pdf', 'document(3).pdf', 'Albright_support_letter.docx', 'Raman_CV_2024.docx'] }, facts: ['Outstanding Paper Award'] },
  { q: 'How strong is my petition?', cite: null, facts: [] /* the strength number, filled in at run time */ },
  { q: 'How many users does the retrieval engine serve?', cite: { all: ['Lindqvist_letter.docx'] }, facts: ['12 million'] },
  { q: 'How many criteria must an EB-1A petition meet?', cite: null, facts: ['3 of 10', 'three of the ten', 'three of ten', 'at least 3', 'at least three', '3 of the 10'] },
  { q: 'When was the Pacific Ledger article published?', cite: { all: ['document(3).pdf'] }, facts: ['March 3, 2023', '3 March 2023'] },
  { q: 'Which exhibits support the high salary criterion?', cite: { category: 'eb1a_high_salary' }, facts: [] },
];

// --- Passage retrieval, emulated -------------------------------------------------------------
// The server retrieves with PostgreSQL full-text search (server/modules/chat/retrieve.ts): the documents
// matching all the question's terms (else any), ranked, at most 5, and from each up to 4 sentences
// that contain a term, in reading order. Here the same shape is built cheaply without a database:
// lower-cased words minus stop words, a crude suffix stemmer, sentences split as the server splits
// them, documents ranked by how many distinct terms they contain, then by sentence hits.
const STOP = new Set('a an and are as at be by did do does for from had has have how i in is it its me my of on or that the this to was were what when where which who whom why with about according any'.split(' '));
const stemOf = (w: string) => w.replace(/(ing|ed|es|s)$/, '').replace(/e$/, '');
const termsOf = (text: string) => [...new Set((text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).filter((w) => !STOP.has(w)).map(stemOf))].filter((t) => t.length > 1);
const SENTENCE_SPLIT = /(?<=[.!?])\s+|\n\s*\n/;

export function emulatePassages(question: string, exhibits: EvidenceForAnalysis[]): Passage[] {
  const terms = termsOf(question);
  const ranked = exhibits
    .map((e) => {
      const sentences = e.text.slice(0, 60_000).split(SENTENCE_SPLIT).map((s) => ({ s, t: new Set(termsOf(s)) }));
      const hits = sentences.filter((x) => terms.some((t) => x.t.has(t)));
      const distinct = terms.filter((t) => hits.some((h) => h.t.has(t))).length;
      return { e, hits, distinct };
    })
    .filter((r) => r.distinct > 0)
    .sort((a, b) => b.distinct - a.distinct || b.hits.length - a.hits.length || a.e.evidenceNumber - b.e.evidenceNumber)
    .slice(0, 5);
  return ranked.map((r) => ({ evidenceNumber: r.e.evidenceNumber, fileName: r.e.fileName, text: r.hits.slice(0, 4).map((h) => h.s.replace(/\s+/g, ' ').trim()).join('\n') }));
}

// --- Scoring ----------------------------------------------------------------------------------

/** A fact question (a name, a figure, a date) is answered first: its first sentence states the fact. Null for the others. */
export type ChatResult = { q: string; pass: boolean; cited: number[]; expected: string; factFound: boolean; first: boolean | null; answer: string };

/** What an answer's first sentence says before it cites its source ('… (Exhibit 5: "…")'). */
export const leadOf = (answer: string) => answer.split('\n')[0]!.split(/ \(Exhibit \d/)[0]!;
const FACT_QUESTION = /^(who|when|how many|how much|which (?!exhibits)|what (is|were|was) (my|the))\b/i;

export async function runChat(analyst: Analyst, exhibits: EvidenceForAnalysis[], labels: string[], report: CriteriaReport): Promise<ChatResult[]> {
  const numberOf = (file: string) => {
    const e = exhibits.find((x) => x.fileName === file);
    if (!e) throw new Error(`chat question names ${file}, which is not in the chat petition`);
    return e.evidenceNumber;
  };
  const strength = petitionStrength(report);
  const out: ChatResult[] = [];
  for (const item of QUESTIONS) {
    const { answer } = await analyst.answerQuestion({ visaType: 'EB-1A', question: item.q, passages: emulatePassages(item.q, exhibits), exhibits, report, evidenceCount: exhibits.length });
    const cited = findExhibitRefs(answer);
    let expected = 'none';
    let citeOk = true;
    if (item.cite && 'all' in item.cite) {
      const want = item.cite.all.map(numberOf);
      citeOk = want.every((n) => cited.includes(n));
      expected = `all of ${want.join(', ')}`;
    } else if (item.cite && 'any' in item.cite) {
      const want = item.cite.any.map(numberOf);
      citeOk = want.some((n) => cited.includes(n));
      expected = `any of ${want.join(', ')}`;
    } else if (item.cite) {
      const category = item.cite.category;
      const want = exhibits.filter((_, i) => labels[i] === category).map((e) => e.evidenceNumber);
      citeOk = want.every((n) => cited.includes(n));
      expected = `all of ${want.join(', ')}`;
    }
    const facts = item.q.startsWith('How strong') && strength !== null ? [new RegExp(`\\b${strength}\\b`)] : item.facts;
    const lower = answer.toLowerCase();
    const factFound = facts.length === 0 || facts.some((f) => (typeof f === 'string' ? lower.includes(f.toLowerCase()) : f.test(answer)));
    const asksFact = FACT_QUESTION.test(item.q) && !item.q.startsWith('How strong') && item.cite !== null && facts.length > 0;
    const first = asksFact ? facts.some((f) => (typeof f === 'string' ? leadOf(answer).toLowerCase().includes(f.toLowerCase()) : f.test(leadOf(answer)))) : null;
    out.push({ q: item.q, pass: citeOk && factFound, cited, expected, factFound, first, answer });
  }
  return out;
}

export function reportChat(results: ChatResult[]): number {
  for (const [i, r] of results.entries()) {
    console.log(`${String(i + 1).padStart(2)}. ${r.pass ? 'PASS' : 'FAIL'}  ${r.q}`);
    console.log(`    cited [${r.cited.join(', ')}], expected ${r.expected}; fact ${r.factFound ? 'stated' : 'missing'}`);
    if (!r.pass || r.first === false) console.log(`    answer: ${oneLine(r.answer, 220)}`);
  }
  const passed = results.filter((r) => r.pass).length;
  console.log(`Chat: ${passed}/${results.length}`);
  const asked = results.filter((r) => r.first !== null);
  console.log(`Chat answered first: ${asked.filter((r) => r.first).length}/${asked.length} fact questions state the fact in their first sentence`);
  return passed;
}

/** The questions of tests/fixtures/chat-answers.ts: how many state the name, figure or date in their first sentence. */
export async function runAnswersFirst(analyst: Analyst): Promise<number> {
  const sets = [
    { label: 'tuned set', visaType: 'O-1A' as const, cases: ANSWER_CASES, exhibits: ANSWERS_PETITION },
    { label: 'holdout, tuned after its first run (6/12)', visaType: 'O-1B' as const, cases: HOLDOUT_CASES, exhibits: HOLDOUT_PETITION },
  ];
  let total = 0;
  for (const { label, visaType, cases, exhibits } of sets) {
    let hits = 0;
    for (const c of cases) {
      const { answer } = await analyst.answerQuestion({ visaType, question: c.q, passages: emulatePassages(c.q, exhibits), exhibits, report: null, evidenceCount: exhibits.length });
      if (c.answer.every((a) => leadOf(answer).includes(a))) hits++;
      else console.log(`    not first: ${c.q} -> ${oneLine(answer, 160)}`);
    }
    console.log(`Chat answers first (tests/fixtures/chat-answers.ts, ${label}): ${hits}/${cases.length}`);
    total += hits;
  }
  return total;
}

// --- Fact questions over the judgement petitions (issue 32: 'answers first') ---------------------------

/** One petition's fact questions: its exhibits as the server hands them over, and its criteria report. */
export type FactPetition = { key: string; visa: VisaType; exhibits: EvidenceForAnalysis[]; report: CriteriaReport | null; cases: ChatCase[] };
/** `first`: the answer's first sentence states the name, number or date; `cites`: it cites the exhibit that states it. */
export type FactChatResult = { petition: string; q: string; first: boolean; cites: boolean; answered: boolean; answer: string };

export async function runFactChat(analyst: Analyst, petitions: FactPetition[]): Promise<FactChatResult[]> {
  const out: FactChatResult[] = [];
  for (const p of petitions) {
    for (const c of p.cases) {
      const want = p.exhibits.find((e) => e.fileName === c.cite);
      if (!want) throw new Error(`chat question "${c.q}" cites ${c.cite}, which is not in the ${p.key} petition`);
      const { answer } = await analyst.answerQuestion({ visaType: p.visa, question: c.q, passages: emulatePassages(c.q, p.exhibits), exhibits: p.exhibits, report: p.report, evidenceCount: p.exhibits.length });
      const lead = leadOf(answer).toLowerCase();
      const first = c.answer.some((a) => lead.includes(a.toLowerCase()));
      const cites = findExhibitRefs(answer).includes(want.evidenceNumber);
      out.push({ petition: p.key, q: c.q, first, cites, answered: first && cites, answer });
    }
  }
  return out;
}

export function reportFactChat(results: FactChatResult[]): number {
  for (const r of results.filter((x) => !x.answered)) console.log(`  not answered first (${r.petition}${r.first ? ', fact stated' : ''}${r.cites ? ', cites its exhibit' : ''}): ${r.q}\n    ${oneLine(r.answer, 220)}`);
  const answered = results.filter((r) => r.answered).length;
  console.log(`Chat, fact questions over the judgement petitions: ${answered}/${results.length} answered in the first sentence, citing the exhibit`);
  return answered;
}
