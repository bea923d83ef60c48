/**
 * The names a document could have been issued by (decision 094), each described in general terms for the learned
 * issuer ranker (issuer-ranker.ts): the hand rules' answer, the parts of its heading lines, bodies named after 'by' or
 * 'on behalf of', its signature block and footer, a labelled field ('Publisher: …'), an e-mail's sender, and any run
 * of capitalised words that ends in an organisation's word. What describes each is where it stands, how it is written
 * and what surrounds it, never which names the tuned sets use, so the ranker can carry over to unseen forms.
 */
import type { Fact, FactKind } from '../../../../src/contract/fact-sheet';
import { isAddress, isDateOnly, isFurniture } from '../exhibit-title-lines';
import { TITLE } from './fact-names';
import { escapeRegExp } from '../../../../src/contract/reg-exp';
import { factIn, type PagedSentence } from './fact-sentences';
import { HEADING_PARTS, notABody, orgLike } from './fact-source';

export type IssuerCandidate = { value: string; sentence: PagedSentence; at: number; sources: Set<string> };
type IssuerFeatures = Record<string, number>;

const HEAD_LINES = 8;
const SPAN_SENTENCES = 40;
const CLOSING = /^(sincerely|yours (sincerely|faithfully|truly)|respectfully|best( regards| wishes)?|kind regards|regards|warm regards|with (best|warm|kind) regards)\b/i;
const PARTICLE = "(?:of|for|and|the|de|di|del|della|la|le|du|des|da|do|der|y|und|et|&|on|in|at)";
const CAP_WORD = "(?:\\p{Lu}[\\p{L}\\d&'’.-]*|\\p{Lu}{2,}\\d*)";
/** A run of capitalised words, particles inside it ('Royal Society of Chemistry', 'Universidad de Chile'). */
const CAP_RUN = new RegExp(`${CAP_WORD}(?:\\s+(?:${PARTICLE}\\s+)*${CAP_WORD}){0,9}`, 'gu');
const AFTER_BY = /\b(?:by|on behalf of|from|courtesy of|issued by|published by|awarded by|presented by|organi[sz]ed by|hosted by|funded by)\s+(?:the\s+)?$/i;
const FIELD = /^(?:\(\d+\)\s*)?(publisher|issuer|issued by|issuing (?:body|authority|organi[sz]ation)|host|hosted by|organi[sz]er|organi[sz]ed by|presented by|awarding body|funder|funding (?:body|agency)|sponsor|institution|employer|company|organi[sz]ation|journal|source|venue|from|assignee|applicant)\s*:\s*(.+)$/i;
const PERSON_TITLE = new RegExp(`^${TITLE}`);
export const DOCUMENT_WORD = /\b(certificate|letter|statement|agreement|contract|notice|summary|minutes|report|results?|invoice|receipt|confirmation|programme|program|list|shortlist|nomination|invitation|release|bulletin|newsletter|schedule|agenda|recommendation|curriculum|vitae|resume|transcript|abstract|introduction)\b/i;
export const ORG_FAMILIES: Array<[string, RegExp]> = [
  ['academic', /\b(University|College|School|Institute|Institut|Universidad|Universidade|Università|Université|Universität|Academy|Academia|Laboratory|Laboratories|Hochschule|Faculty)\b/i],
  ['society', /\b(Society|Association|Federation|Union|Council|Guild|League|Alliance|Consortium|Network|Club|Chamber|Coalition|Forum)\b/i],
  ['government', /\b(Ministry|Department|Agency|Office|Commission|Administration|Authority|Service|Secretariat|Embassy|Consulate|Government|Bureau|Court|Parliament|Senate|Patent)\b/i],
  ['company', /\b(Inc|Ltd|Limited|LLC|GmbH|plc|Corporation|Company|Co|Group|Partners|LLP|S\.A|AG|AS|AB|Holdings|Technologies|Labs|Studios?|Records|Pictures|Films|Productions|Bank)\b\.?/],
  ['publication', /\b(Journal|Times|News|Magazine|Herald|Gazette|Post|Review|Press|Globe|Tribune|Chronicle|Daily|Weekly|Quarterly|Letters|Proceedings|Transactions|Bulletin|Publishers?|Media|Radio|TV|Broadcasting)\b/],
  ['arts', /\b(Gallery|Museum|Theatre|Theater|Opera|Ballet|Philharmonic|Symphony|Orchestra|Festival|Biennale|Biennial|Triennale|Company|Ensemble|House)\b/],
  ['prize', /\b(Prize|Prizes|Award|Awards|Medal|Foundation|Trust|Fund|Fellowship|Programme|Program|Challenge|Competition)\b/],
  ['committee', /\b(Committee|Board|Jury|Panel|Editors|Team|Desk)\b/],
  ['health', /\b(Hospital|Clinic|Clinics|Health|Medical|Centre|Center)\b/],
];

const norm = (v: string) => v.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
// … and a contract's party label ('Between: Haverkamp GmbH').
const clean = (v: string) => v.replace(/^between\b\s*:?\s*/i, '').replace(/^(?:the|The|THE)\s+/, '').replace(/[\s,;:.·|—–-]+$/u, '').replace(/^[\s,;:·|—–-]+/u, '').replace(/\s+/g, ' ').trim();

/** A name, not a sentence or a date: 2 to 120 characters, a capital in it, at most 14 words. */
function nameLike(v: string): boolean {
  if (v.length < 2 || v.length > 120 || !/\p{Lu}/u.test(v) || v.split(/\s+/).length > 10) return false;
  return !isDateOnly(v) && !isAddress(v) && !/^[\d\s.,/-]+$/.test(v) && !/[.!?]\s+\p{Lu}/u.test(v);
}

/** A line set out as a heading or a signature's line, not a sentence of prose: short, or in parts, with no closing stop after many words. */
const headingLike = (line: string) => line.length <= 160 && (HEADING_PARTS.test(line) || !/[.!?]$/.test(line.trim()) || line.split(/\s+/).length <= 6);

/** A heading's or signature line's parts, typed double hyphens among the separators ('FOR IMMEDIATE RELEASE -- SKYLARK KIDS -- BURBANK'). */
const lineParts = (line: string) => line.split(HEADING_PARTS).flatMap((part) => part.split(/\s+--\s+/));

/** Every candidate, each once by its plain words (the first place it stands wins; its sources gather). */
export function issuerCandidates(sentences: readonly PagedSentence[], hand: Fact | null): IssuerCandidate[] {
  const own = sentences.filter((s) => !s.inReferences);
  const byName = new Map<string, IssuerCandidate>();
  const add = (raw: string, s: PagedSentence, at: number, source: string) => {
    const value = clean(raw);
    if (!nameLike(value) || notABody(value) || !s.text.includes(value)) return;
    const key = norm(value);
    if (!key) return;
    const have = byName.get(key);
    if (have) have.sources.add(source);
    else byName.set(key, { value, sentence: s, at, sources: new Set([source]) });
  };
  if (hand) {
    const at = own.findIndex((s) => s.text === hand.sentence);
    const s = at >= 0 ? own[at]! : { text: hand.sentence ?? hand.value, page: hand.page ?? 1, inReferences: false };
    const value = clean(hand.value);
    if (value && s.text.includes(value)) byName.set(norm(value), { value, sentence: s, at: Math.max(at, 0), sources: new Set(['hand']) });
  }
  own.slice(0, HEAD_LINES).forEach((s, at) => {
    if (!headingLike(s.text) || isFurniture(s.text)) return;
    lineParts(s.text).forEach((part, i) => {
      add(part, s, at, i === 0 ? 'heading first part' : 'heading later part');
      // 'Harvard Medical School, Boston MA': the name before its place; 'Secretary General, Nordic Society …': after a title.
      if (part.includes(',')) part.split(/,\s*/).forEach((piece, j) => add(piece, s, at, j === 0 ? 'heading before comma' : 'heading after comma'));
    });
  });
  own.forEach((s, at) => {
    const field = FIELD.exec(s.text.trim());
    if (field && s.text.length <= 200) {
      const value = field[2]!.split(/\s+[·|•]\s+|<|\(|;/)[0]!.replace(/"/g, '');
      add(value, s, at, `field ${field[1]!.toLowerCase().replace(/\s+/g, ' ')}`);
    }
  });
  const closing = own.findIndex((s) => CLOSING.test(s.text.trim()));
  const signature = closing >= 0 ? own.slice(closing, closing + 6) : [];
  const footer = own.slice(-6);
  for (const [group, source] of [[signature, 'signature'], [footer, 'footer']] as const) {
    for (const s of group) {
      const at = own.indexOf(s);
      if (!headingLike(s.text)) continue;
      for (const part of lineParts(s.text)) for (const piece of part.split(/,\s*/)) add(piece, s, at, source);
    }
  }
  own.slice(0, SPAN_SENTENCES).forEach((s, at) => {
    for (const m of s.text.matchAll(CAP_RUN)) {
      const run = m[0].replace(new RegExp(`(?:\\s+${PARTICLE})+$`, 'u'), '');
      const before = s.text.slice(Math.max(0, m.index - 40), m.index);
      const source = AFTER_BY.test(before) ? `after ${AFTER_BY.exec(before)![0].trim().split(/\s+/)[0]!.toLowerCase()}` : 'capitalised run';
      // A run that names an organisation, or one a 'by' introduces; a lone capitalised word starting a sentence is no name.
      if (orgLike(run) || source !== 'capitalised run') add(run, s, at, source);
    }
  });
  return [...byName.values()];
}

const bucket = (n: number, edges: readonly number[]) => {
  const i = edges.findIndex((e) => n <= e);
  return i < 0 ? `>${edges[edges.length - 1]}` : `≤${edges[i]}`;
};

/** The candidate described: where it stands, how it is written, what surrounds it, and whether the hand rules chose it. */
export function issuerFeatures(c: IssuerCandidate, all: readonly IssuerCandidate[], doc: { kind: FactKind; text: string; sentences: number; hand: Fact | null }): IssuerFeatures {
  const f: IssuerFeatures = {};
  const on = (name: string, v = 1) => {
    f[name] = (f[name] ?? 0) + v;
  };
  const kindGroup = `kind ${doc.kind}`;
  const words = c.value.split(/\s+/);
  const handKey = doc.hand ? norm(doc.hand.value) : '';
  const key = norm(c.value);
  const isHand = c.sources.has('hand');
  on('bias');
  if (isHand) {
    on('hand');
    on(`hand & ${kindGroup}`);
  } else if (handKey && (key.includes(handKey) || handKey.includes(key))) on('overlaps hand');
  if (!doc.hand) on('hand empty');
  for (const source of c.sources) {
    on(`source ${source}`);
    const broad = source.startsWith('field') ? 'field' : source.startsWith('after') ? 'after' : source.startsWith('heading') ? 'heading' : source;
    on(`source ${broad} & ${kindGroup}`);
  }
  on(`sources ${Math.min(c.sources.size, 4)}`);
  on(`at ${bucket(c.at, [0, 1, 2, 4, 8, 16, 32])}`);
  if (c.at >= doc.sentences - 6) on('in last six');
  on(`words ${bucket(words.length, [1, 2, 3, 5, 8])}`);
  const line = c.sentence.text.trim();
  if (line === c.value) on('whole line');
  if (line.startsWith(c.value)) on('starts line');
  if (line.length <= 60) on('short line');
  if (c.value === c.value.toUpperCase() && /\p{Lu}{2}/u.test(c.value)) on('all capitals');
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length;
  on('capitalised share', capitalised);
  if (orgLike(c.value)) on('org-like');
  for (const [family, re] of ORG_FAMILIES) {
    if (re.test(c.value)) on(`org ${family}`);
    if (re.test(words[words.length - 1]!)) on(`ends ${family}`);
    if (re.test(words[0]!)) on(`starts ${family}`);
  }
  if (/\d/.test(c.value)) on('has digits');
  if (PERSON_TITLE.test(c.value)) on('person title');
  if (!orgLike(c.value) && words.length >= 2 && words.length <= 4 && words.every((w) => /^\p{Lu}\p{Ll}/u.test(w))) on('person-like');
  if (DOCUMENT_WORD.test(c.value)) on('document word');
  if (/@|https?:|www\./i.test(c.value)) on('address-like');
  if (/^(Dear|To|Re|Subject|Date)\b/i.test(line)) on('addressed line');
  const count = doc.text.split(c.value).length - 1;
  on(`repeated ${bucket(count, [1, 2, 4])}`);
  const acronym = new RegExp(`${escapeRegExp(c.value)}\\s*\\((\\p{Lu}{2,8})\\)`, 'u').test(doc.text);
  if (acronym) on('acronym given');
  const inside = all.filter((o) => o !== c && norm(o.value).includes(key)).length;
  if (inside > 0) on('inside another');
  if (all.some((o) => o !== c && key.includes(norm(o.value)) && norm(o.value).length > 0)) on('holds another');
  for (const [family, re] of ORG_FAMILIES) if (re.test(words[words.length - 1]!)) on(`ends ${family} & ${kindGroup}`);
  return f;
}


/** A candidate as the fact it would be. */
export const candidateFact = (c: IssuerCandidate): Fact => factIn(c.value, c.sentence);
