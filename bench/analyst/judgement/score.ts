/**
 * Scoring one judgement case: the category, the reason, and each fact-sheet field against what the case
 * expects. Pure: the runner (run.ts) analyses, this compares.
 */
import type { FactSheet } from '../../../src/contract/fact-sheet';
import type { EvidenceAnalysis } from '../../../server/platform/analyst/analyst';
import type { Expected, JudgementCase, Petition } from './types';

export const FIELDS = ['kind', 'subject', 'isApplicant', 'applicantRole', 'issuer', 'date', 'figures'] as const;
export type Field = (typeof FIELDS)[number];

/** true/false: scored; null: the case does not ask for this field. */
export type FieldScores = Record<Field, boolean | null>;

export type CaseResult = {
  petition: Petition;
  case: JudgementCase;
  text: string;
  mimeType: string;
  analysis: EvidenceAnalysis;
  category: boolean;
  reason: boolean;
  /** The judgement: filed where it must be, with the reason it must give (or none). */
  judged: boolean;
  fields: FieldScores;
};

/** Lower case, accents and titles gone: 'Dr. Sofía Ortega-Ruiz' → ['sofia', 'ortega-ruiz']. */
function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(dr|prof|professor|mr|mrs|ms|mx|sir|dame)\.?\s+/g, '')
    .split(/[\s,]+/)
    .filter((w) => w.length > 1);
}

const plain = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

function subjectRight(sheet: FactSheet, want: Expected['subject']): boolean {
  if (want === null) return sheet.subject === null;
  const got = sheet.subject ? nameWords(sheet.subject.value) : [];
  return nameWords(want.name).some((w) => got.includes(w));
}

function issuerRight(sheet: FactSheet, want: Expected['issuer']): boolean | null {
  if (want === undefined) return null;
  if (want === null) return sheet.issuer === null;
  const got = sheet.issuer ? plain(sheet.issuer.value) : '';
  return (Array.isArray(want) ? want : [want]).some((w) => got.includes(plain(w)));
}

function dateRight(sheet: FactSheet, want: Expected['date']): boolean | null {
  if (want === undefined) return null;
  if (want === null) return sheet.date === null;
  return sheet.date !== null && plain(sheet.date.value) === plain(want);
}

export function scoreFields(sheet: FactSheet | null | undefined, want: Expected): FieldScores {
  if (!sheet) {
    return { kind: false, subject: false, isApplicant: want.subject ? false : null, applicantRole: false, issuer: want.issuer === undefined ? null : false, date: want.date === undefined ? null : false, figures: want.figures.length > 0 ? false : null };
  }
  return {
    kind: sheet.kind === want.kind,
    subject: subjectRight(sheet, want.subject),
    isApplicant: want.subject ? sheet.subject?.isApplicant === want.subject.isApplicant : null,
    applicantRole: sheet.applicantRole === want.role,
    issuer: issuerRight(sheet, want.issuer),
    date: dateRight(sheet, want.date),
    figures: want.figures.length > 0 ? want.figures.every((f) => sheet.figures.some((g) => plain(g.value).includes(plain(f)))) : null,
  };
}

export function scoreCase(petition: Petition, c: JudgementCase, text: string, mimeType: string, analysis: EvidenceAnalysis): CaseResult {
  const reasonGiven = analysis.factSheet?.filingReason ?? null;
  const category = analysis.category === c.expect.category;
  const reason = c.expect.reason === null ? reasonGiven === null : reasonGiven !== null && c.expect.reason.test(reasonGiven);
  return { petition, case: c, text, mimeType, analysis, category, reason, judged: category && reason, fields: scoreFields(analysis.factSheet, c.expect) };
}

/** Per field: how many cases scored it, and how many were right. */
export function fieldAccuracy(results: CaseResult[]): Record<Field, { right: number; total: number }> {
  const out = {} as Record<Field, { right: number; total: number }>;
  for (const f of FIELDS) {
    const scored = results.map((r) => r.fields[f]).filter((s): s is boolean => s !== null);
    out[f] = { right: scored.filter(Boolean).length, total: scored.length };
  }
  return out;
}
