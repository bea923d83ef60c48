/**
 * How sure the learned rankers are of the title and the issuer on a sheet (decision 113), for 'Please check'
 * (fact-flags.ts): the probability the issuer ranker gives the issuer chosen, the probability the title ranker gives
 * its first line, and whether no heading was read so the title is the file's name. The rankers rank the candidates
 * again here, from what fact-sheet.ts read the document into (the hand rules' answers included), so the sheet needs no
 * new fields.
 */
import type { DocumentKind } from '../../../../src/contract/categories';
import type { Fact, FactSheet } from '../../../../src/contract/fact-sheet';
import { buildExhibitTitle } from '../exhibit-title';
import type { PagedSentence } from './fact-sentences';
import { LEARNED_ISSUER } from './fact-issuer-learned';
import { LEARNED_TITLE } from './fact-title-learned';
import { describeIssuers, rankIssuers } from './issuer-ranker';
import { describeTitles, rankTitles } from './title-ranker';
import { plainWords } from './title-candidates';

/**
 * What fact-sheet.ts read the sheet from: the text, its sentences, the file and the kind the recogniser gave; the
 * exhibit title it started from, and the hand rules' title and issuer it gave the rankers.
 */
export type ReadFrom = {
  text: string;
  sentences: readonly PagedSentence[];
  fileName: string;
  mimeType?: string | undefined;
  recognised: DocumentKind;
  exhibitTitle: string;
  handTitle: string;
  handIssuer: Fact | null;
};

const sameWords = (a: string, b: string) => plainWords(a).join(' ') === plainWords(b).join(' ');

/** The issuer ranker's probability of the sheet's issuer among every name the document could be issued by (null: not ranked). */
export function issuerProbability(sheet: FactSheet, from: ReadFrom): number | null {
  if (!sheet.issuer || sheet.kind === 'cv') return null;
  // The hand rules' answer, as fact-sheet.ts gave it to the ranker: one of the candidates, described as the hand's.
  const ranked = rankIssuers(LEARNED_ISSUER, describeIssuers(sheet.kind, from.sentences, from.text, from.handIssuer));
  return ranked.find((r) => sameWords(r.candidate.value, sheet.issuer!.value))?.probability ?? null;
}

/** The title ranker's probability of the line it put first (null: a CV, whose title is never ranked). */
export function titleProbability(sheet: FactSheet, from: ReadFrom): number | null {
  if (sheet.kind === 'cv') return null;
  const doc = { kind: sheet.kind, hand: from.handTitle, issuer: sheet.issuer?.value ?? null, subject: sheet.subject?.value ?? null };
  return rankTitles(LEARNED_TITLE.weights, describeTitles(from.text, doc))[0]?.probability ?? null;
}

/** No heading was read: the title is the file's name, as an exhibit title falls back to it. */
export function titledByFileName(sheet: FactSheet, from: ReadFrom): boolean {
  const source = { fileName: from.fileName, mimeType: from.mimeType ?? null, kind: from.recognised };
  const stem = from.fileName.replace(/\.[a-z0-9]{1,5}$/i, '').trim();
  return stem !== '' && sheet.title.includes(stem) && from.exhibitTitle === buildExhibitTitle({ ...source, text: '' });
}
