/**
 * What the kind recogniser reads of a document, as named features (decision 080): each kind spec's cues
 * firing, the readings of weights.ts, the CV's sections, and a bounded set of form readings (a mail header,
 * a salutation, a letterhead in capitals, a dated masthead, list-like lines, whose voice it is in). The hand
 * weights add the cues up; a fitted model (kind-model.ts) weighs every feature, as bench/analyst/fit-kinds.ts
 * fits it on the tuned sets.
 */
import { DOCUMENT_KINDS, type DocumentKind } from '../../../../src/contract/categories';
import { KIND_SPECS } from './kind-specs';
import { aboutPay, adoptionWeight, isRoutine, PERIOD_AMOUNT } from './weights';
import { escapeRegExp } from '../../../../src/contract/reg-exp';

export type Features = Record<string, number>;

const CV_HEADING = /^\s*(education|experience|work experience|professional experience|employment( history)?|skills|technical skills|publications|selected publications|awards( and honou?rs)?|honou?rs( and (awards|memberships))?|languages|research interests|teaching( experience)?|references|grants|service|invited talks|talks|talks and keynotes|selected works?|patents|memberships|open source|projects|solo exhibitions|group exhibitions|selected exhibitions|collections|residencies|filmography|discography|performances|credits|personal data|profile|summary|positions|appointments|practice|media|press|prizes|exhibitions|teaching|titles|career highlights|achievements|results|training|sponsors|rankings?|world ranking)\s*(:|\([^)\n]{0,40}\)\s*$|$)/gim;

const plain = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, ' ').trim();

/** 'TOVE LINDAHL · Hydrologist · Tromsø', 'Ana Ruiz — Curriculum Vitae': a page that opens with its owner's name alone on its heading. */
function opensWithName(text: string, applicantName: string | undefined): boolean {
  const name = applicantName && plain(applicantName);
  const first = text.split('\n').map((l) => l.trim()).find(Boolean);
  if (!name || !first) return false;
  const part = plain(first.split(/\s+[·•|—–-]\s+|,\s*/)[0]!).replace(/^(?:dr|prof|professor|mr|mrs|ms|mx) /, '');
  return part === name;
}

/** A name line and a contact line ('— CV', an e-mail, a GitHub address) open a CV. */
const CV_CONTACT_LINE = /^[^\n]{0,60}(\s[—–-]\s(CV|Résumé|Resume)|@[\w-]+\.\w+|github\.com\/)/im;

/** How many distinct CV section headings the text has, with one more for an owner's name or contact line opening it. */
export function cvSections(body: string, head: string, applicantName: string | undefined): number {
  const headings = new Set([...body.matchAll(CV_HEADING)].map((m) => (m[1] ?? '').toLowerCase())).size;
  return headings + (CV_CONTACT_LINE.test(head) || opensWithName(head, applicantName) ? 1 : 0);
}

/** The by-line or author line names the applicant: the piece is theirs (authorship), not about them (press). */
export function writtenByApplicant(text: string, applicantName: string | undefined): boolean {
  const surname = applicantName?.trim().split(/\s+/).filter((w) => w.length > 1).pop();
  if (!surname) return false;
  const esc = escapeRegExp(surname);
  const byline = new RegExp(`^\\s*(?:[Bb]y|BY|[Ww]ritten by|[Ww]ords by)\\s+[^\\n]{0,60}\\b${esc}\\b`, 'mu');
  return byline.test(text.slice(0, 1500));
}

/** Each spec's cues under a stable name, 'award: names the winner' (a label repeated within a kind is numbered). */
const CUE_NAMES: ReadonlyMap<DocumentKind, readonly string[]> = new Map(
  DOCUMENT_KINDS.map((kind) => {
    const seen = new Map<string, number>();
    return [
      kind,
      KIND_SPECS[kind].cues.map((cue) => {
        const n = (seen.get(cue.label) ?? 0) + 1;
        seen.set(cue.label, n);
        return `${kind}: ${cue.label}${n > 1 ? ` #${n}` : ''}`;
      }),
    ];
  }),
);

/** The places a cue reads: the opening 500 characters, the first lines, or the whole (first 60,000 characters). */
export function regions(text: string): { head: string; title: string; body: string } {
  return { head: text.slice(0, 500), title: text.split('\n').slice(0, 4).join('\n').slice(0, 250), body: text.length > 60_000 ? text.slice(0, 60_000) : text };
}

const DATE = /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4}|\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{4}|\d{4}-\d{2}-\d{2})\b/i;
const CLOSING = /^\s*(sincerely|yours (sincerely|faithfully|truly)|respectfully|best regards|kind regards|regards|with (best|warm) regards)\b/im;
const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

/** The form of the page, whatever its words: the readings a paralegal takes in at a glance. */
function formFeatures(text: string, head: string, applicantName: string | undefined): Features {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const first = lines[0] ?? '';
  const letters = first.replace(/[^\p{L}]/gu, '');
  const words = Math.max(1, count(text, /\S+/g));
  const surname = applicantName?.trim().split(/\s+/).filter((w) => w.length > 1).pop();
  const named = surname ? count(text, new RegExp(`\\b${escapeRegExp(surname)}\\b`, 'giu')) : 0;
  const listLines = lines.filter((l) => /^(?:[-•*·–]|\d{1,3}[.)]|\(\d+\))\s/.test(l) || /\s[|·]\s|\t/.test(l)).length;
  const out: Features = {
    'form: a mail header': Number(/^(from|to|subject|sent|date|cc):\s/im.test(head)),
    'form: a salutation': Number(/^\s*(dear|to whom it may concern)\b/im.test(text.slice(0, 1500))),
    'form: a closing': Number(CLOSING.test(text)),
    'form: a letterhead in capitals': Number(letters.length >= 4 && letters === letters.toUpperCase()),
    'form: a dated masthead': Number(DATE.test(text.slice(0, 300))),
    'form: a by-line': Number(/^\s*(by|written by)\s+\p{Lu}/imu.test(head)),
    'form: an abstract': Number(/^\s*abstract\b/im.test(text.slice(0, 3000))),
    'form: a reference list': Number(/^\s*(references|bibliography|works cited)\s*:?\s*$/im.test(text)),
    'form: an amount with a period': Number(PERIOD_AMOUNT.test(text)),
    'form: an amount': Number(/(?:[$£€¥₹]|\b(?:USD|EUR|GBP)\s?)\s?\d/.test(text)),
    'form: percentages': Math.min(1, count(text, /\d\s?%/g) / 3),
    'form: list-like lines': lines.length ? listLines / lines.length : 0,
    'form: short': Number(words < 150),
    'form: long': Number(words > 800),
    'form: first person': Math.min(1, (count(text, /\b(I|my|me)\b/g) * 20) / words),
    'form: third person': Math.min(1, (count(text, /\b(she|he|her|his|they|their)\b/gi) * 20) / words),
    'form: we': Math.min(1, (count(text, /\b(we|our|us)\b/gi) * 20) / words),
    'form: the applicant named once': Number(named === 1),
    'form: the applicant named often': Number(named >= 3),
    'form: the applicant not named': Number(!!surname && named === 0),
    'form: a headline': Number(first.length > 0 && first.split(/\s+/).length <= 14 && !/[.:;]$/.test(first) && !/^(dear|from|to|subject)\b/i.test(first)),
  };
  return out;
}

/** Every feature of a document, the zero ones left out. */
export function kindFeatures(fileName: string, text: string, applicantName?: string): Features {
  const { head, title, body } = regions(text);
  const name = fileName.toLowerCase();
  const out: Features = {};
  for (const kind of DOCUMENT_KINDS) {
    const spec = KIND_SPECS[kind];
    const names = CUE_NAMES.get(kind)!;
    spec.cues.forEach((cue, i) => {
      if (cue.re.test(cue.where === 'head' ? head : cue.where === 'title' ? title : body)) out[names[i]!] = 1;
    });
    if (spec.fileName?.test(name)) out[`${kind}: its file name`] = 1;
  }
  const sections = cvSections(body, head, applicantName);
  if (sections > 0) out['cv: sections'] = Math.min(sections, 8) / 4;
  if (aboutPay(text)) out['reading: about pay'] = 1;
  if (isRoutine(text)) out['reading: routine'] = 1;
  if (writtenByApplicant(text, applicantName)) out["reading: the applicant's by-line"] = 1;
  const adoption = adoptionWeight(text);
  if (adoption > 0) out['reading: others adopted the work'] = Math.min(adoption, 4) / 2;
  for (const [k, v] of Object.entries(formFeatures(text, head, applicantName))) if (v) out[k] = v;
  return out;
}
