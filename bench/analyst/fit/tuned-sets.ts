/**
 * The tuned sets as one labelled table for fitting and cross-validation (decision 080): every document of
 * the corpus, the judgement cases, the NIW documents, holdout, holdout2, holdout4 to holdout9, holdout11 and
 * holdout12 (tuned on since decisions 084 and 085), holdout14 (tuned on in the tenth session, and in the
 * learned vocabulary's fit since), holdout15 (tuned on since 2026-11-30, branch tune15), holdout16 (tuned on since
 * 2026-11-30, branch tune16) and holdout17 (tuned on since 2026-11-30, branch tune17; neither yet in the learned
 * vocabulary's fit; the learned issuer fits on holdout17 with --with-holdout17, decision 094), holdout18, holdout19 and
 * holdout20 (tuned on since decisions 097, 101 and 105; in the learned title's fit since decision 109, which measured
 * the learned issuer and vocabulary refitted with them and kept both as they were) and holdout21 (tuned on since
 * decision 108; in this table since decision 110, which measured the learned title refitted with it) and holdout22 (tuned on
 * since decision 114; in this table since; decision 117 measured the learned title, issuer and vocabulary refitted with it
 * and kept all three as they were, and fitted the learned filing corrector now in use on every set here and on each of
 * holdout14–22 as read before its tuning) and holdout23 (tuned on since decision 125, and in this table since; its
 * readings before tuning are `readings/holdout23*.json`, at b6598d4) and holdout24 (tuned on since decision 127, and in this
 * table since; its readings before tuning are `readings/holdout24*.json`, at 51fe641) and holdout25 (tuned on since decision 133,
 * and in this table since; its readings before tuning are `readings/holdout25*.json`, at 6d42b94) and holdout26 (tuned on since
 * decision 141, and in this table since; its readings before tuning are `readings/holdout26*.json`, at b7a54b6), extracted as an upload
 * is (phone photos through OCR, whose upper-case lines the recogniser must read too), with its set, visa, applicant, kind and category.
 * The never-tuned sets (holdout3, holdout10, holdout13, holdout27, holdout28, holdout29, niw-holdout) are not read here, and must never be.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../src/contract/categories';
import type { VisaType } from '../../../src/contract/visa-types';
import { extractText } from '../../../server/platform/extract/index';
import { sniffType } from '../../../server/platform/extract/sniff';
import { buildCorpus } from '../corpus/index';
import { renderDoc, type Printable } from '../corpus/render';
import { buildHoldout } from '../holdout/plan';
import { buildHoldout2 } from '../holdout2/plan';
import { buildHoldout4 } from '../holdout4/plan';
import { buildHoldout5 } from '../holdout5/plan';
import { buildHoldout6 } from '../holdout6/plan';
import { buildHoldout7 } from '../holdout7/plan';
import { buildHoldout8 } from '../holdout8/plan';
import { buildHoldout9 } from '../holdout9/plan';
import { buildHoldout11 } from '../holdout11/plan';
import { buildHoldout12 } from '../holdout12/plan';
import { buildHoldout14 } from '../holdout14/plan';
import { buildHoldout15 } from '../holdout15/plan';
import { buildHoldout16 } from '../holdout16/plan';
import { buildHoldout17 } from '../holdout17/plan';
import { buildHoldout18 } from '../holdout18/plan';
import { buildHoldout19 } from '../holdout19/plan';
import { buildHoldout20 } from '../holdout20/plan';
import { buildHoldout21 } from '../holdout21/plan';
import { buildHoldout22 } from '../holdout22/plan';
import { buildHoldout23 } from '../holdout23/plan';
import { buildHoldout24 } from '../holdout24/plan';
import { buildHoldout25 } from '../holdout25/plan';
import { buildHoldout26 } from '../holdout26/plan';
import { PETITIONS } from '../judgement/index';
import { niwDocs } from '../niw/docs';

export type TunedDoc = {
  set: string;
  id: string;
  fileName: string;
  mimeType: string;
  text: string;
  visa: VisaType;
  applicant?: string;
  /** The kinds the label accepts, as its set's scorer reads them (a fact-sheet kind: 'nomination', 'grant' …). */
  kinds: string[];
  /** Scored against the fact sheet's kind (sets with fact labels) or the analysis's kind (the older sets). */
  kindOf: 'sheet' | 'analysis';
  category: string;
  /** The issuer the label accepts (any of these names; null: none), where the set labels it (the judgement cases, holdout4 on). */
  issuer?: string[] | null;
  /** The words a title must hold (any one of these), where the set labels it (holdout4 on). */
  title?: string[];
  /** Whether the document is about the applicant, where the set labels it (the judgement cases, holdout4 on; decision 099). */
  isApplicant?: boolean;
  /** The applicant's roles the label accepts, where it gives one. */
  role?: string[];
  /** A judgement case: a document a word-matcher would misfile (every case of the judgement set; holdout4 on: those with a `judgement`). */
  judgement?: boolean;
};

type Labels = Pick<TunedDoc, 'issuer' | 'title' | 'isApplicant' | 'role' | 'judgement'>;
type Source = Printable & { set: string; id: string; visa: VisaType; applicant?: string; kinds: string[]; kindOf: TunedDoc['kindOf']; category: string } & Labels;

const list = (k: string | readonly string[] | undefined) => (k === undefined ? [] : typeof k === 'string' ? [k] : [...k]);

function sources(): Source[] {
  const older = (set: string, docs: ReturnType<typeof buildCorpus>): Source[] =>
    docs.map((d) => ({ ...d, set, visa: d.visa, kinds: [d.kind], kindOf: 'analysis', category: d.expectedCategory, ...(d.applicant ? { applicant: d.applicant } : {}) }));
  return [
    ...older('corpus', buildCorpus()),
    ...PETITIONS.flatMap((p) =>
      p.cases.map((c): Source => ({ set: 'judgement', id: c.id, fileName: c.fileName, format: c.format, paragraphs: c.paragraphs, visa: p.visa, applicant: p.applicant, kinds: [c.expect.kind], kindOf: 'sheet', category: c.expect.category, ...(c.expect.issuer === undefined ? {} : { issuer: c.expect.issuer === null ? null : list(c.expect.issuer) }), ...(c.expect.subject ? { isApplicant: c.expect.subject.isApplicant } : {}), role: [c.expect.role], judgement: true })),
    ),
    ...niwDocs().map((d): Source => ({ set: 'niw', id: d.id, fileName: d.fileName, format: 'txt', paragraphs: [d.text], visa: 'EB-2 NIW', applicant: d.applicant, kinds: [d.kind], kindOf: 'analysis', category: d.category })),
    ...older('holdout', buildHoldout()),
    ...older('holdout2', buildHoldout2()),
    ...fourth('holdout4', buildHoldout4()),
    ...fourth('holdout5', buildHoldout5()),
    ...fourth('holdout6', buildHoldout6()),
    ...fourth('holdout7', buildHoldout7()),
    ...fourth('holdout8', buildHoldout8()),
    ...fourth('holdout9', buildHoldout9()),
    ...fourth('holdout11', buildHoldout11()),
    ...fourth('holdout12', buildHoldout12()),
    ...fourth('holdout14', buildHoldout14()),
    ...fourth('holdout15', buildHoldout15()),
    ...fourth('holdout16', buildHoldout16()),
    ...fourth('holdout17', buildHoldout17()),
    ...fourth('holdout18', buildHoldout18()),
    ...fourth('holdout19', buildHoldout19()),
    ...fourth('holdout20', buildHoldout20()),
    ...fourth('holdout21', buildHoldout21()),
    ...fourth('holdout22', buildHoldout22()),
    // Tuned on since decision 125.
    ...fourth('holdout23', buildHoldout23()),
    // Tuned on since decision 127.
    ...fourth('holdout24', buildHoldout24()),
    // Tuned on since decision 133.
    ...fourth('holdout25', buildHoldout25()),
    // Tuned on since decision 141.
    ...fourth('holdout26', buildHoldout26()),
  ];
}

/** A set written in holdout4's form, with its fact labels' issuer and title. */
export function fourth(set: string, docs: ReturnType<typeof buildHoldout4>): Source[] {
  return docs.map((d) => ({
    set, id: d.id, fileName: d.fileName, format: d.format, paragraphs: [...d.p], visa: d.visa, applicant: d.applicant, kinds: list(d.facts.kind), kindOf: 'sheet', category: d.category,
    ...(d.facts.issuer === undefined ? {} : { issuer: list(d.facts.issuer) }),
    ...(d.facts.title === undefined ? {} : { title: list(d.facts.title) }),
    ...(d.facts.isApplicant === undefined ? {} : { isApplicant: d.facts.isApplicant }),
    ...(d.facts.role === undefined ? {} : { role: list(d.facts.role) }),
    ...(d.judgement ? { judgement: true } : {}),
  }));
}

export async function extract(s: Source): Promise<TunedDoc> {
  // The NIW documents are plain text as extraction would give it; the rest are rendered and read back.
  let mimeType = 'text/plain';
  let text = s.paragraphs.join('\n\n');
  if (s.set !== 'niw') {
    const bytes = await renderDoc(s);
    mimeType = (await sniffType(bytes, s.fileName))?.mime ?? 'application/octet-stream';
    text = (await extractText(bytes, mimeType)).text;
  }
  const labels: Labels = {
    ...(s.issuer === undefined ? {} : { issuer: s.issuer }),
    ...(s.title === undefined ? {} : { title: s.title }),
    ...(s.isApplicant === undefined ? {} : { isApplicant: s.isApplicant }),
    ...(s.role === undefined ? {} : { role: s.role }),
    ...(s.judgement ? { judgement: true } : {}),
  };
  return { set: s.set, id: s.id, fileName: s.fileName, mimeType, text, visa: s.visa, ...(s.applicant ? { applicant: s.applicant } : {}), kinds: s.kinds, kindOf: s.kindOf, category: s.category, ...labels };
}

/** Every tuned document, extracted (or read back from `cache`, a file this writes on the first run). */
export async function loadTunedSets(cache?: string): Promise<TunedDoc[]> {
  if (cache) {
    const saved = await readFile(cache, 'utf8').catch(() => null);
    if (saved) return JSON.parse(saved) as TunedDoc[];
  }
  const out: TunedDoc[] = [];
  for (const s of sources()) out.push(await extract(s));
  if (cache) await writeFile(cache, JSON.stringify(out));
  return out;
}

/**
 * The recogniser's target for a label: its first document kind. The fact sheet reads a nomination or a
 * shortlist from a document recognised as an award, a grant or a guest list from one of no kind.
 */
export function targetKind(doc: TunedDoc): DocumentKind | null {
  for (const k of doc.kinds) {
    const kind = k === 'nomination' || k === 'shortlist' ? 'award' : k === 'grant' || k === 'event_programme' ? 'other' : k;
    if ((DOCUMENT_KINDS as readonly string[]).includes(kind)) return kind as DocumentKind;
  }
  return null;
}
