/**
 * A sales or audience report is about the work it reports (decision 130): its title field ('Title: X, Season 2',
 * 'Production: X (choreography …)', 'Programme: X') or the title its heading quotes ('Box-office summary — "X", 2025
 * tour'). A paralegal writes the work, not her, as what such a report is about; its filing stays the report's.
 */
import type { FactSheet } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';

type Subject = NonNullable<FactSheet['subject']>;

const FIELD_NAME = '(?:Title|Production|Programme|Program|Film|Series|Show|Album|Book|Release)';
const TITLE_FIELD = new RegExp(`^${FIELD_NAME}\\s*:\\s*(.+)$`, 'iu');
/** Where a title field's name ends: its season, its credits in brackets, the next field. */
const TITLE_END = /,\s|\s\(|\s\||\s[—–·-]\s|\s{2,}/u;
const QUOTED = /["“]([^"”\n]{2,60})["”]/u;

function titleIn(text: string): string | undefined {
  const field = TITLE_FIELD.exec(text)?.[1];
  const title = (field ? field.split(TITLE_END)[0]! : QUOTED.exec(text)?.[1])?.replace(/^["“]|["”]$/g, '').trim();
  return title && title.length >= 2 && title.length <= 60 && /\p{L}/u.test(title) ? title : undefined;
}

/** The work a report's first lines name, as its subject: not the applicant, whatever her part in it. */
export function reportedWork(text: string, sentences: PagedSentence[]): Subject | null {
  // Read line by line: a heading's lines run together into one sentence.
  for (const line of text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean).slice(0, 4)) {
    const title = titleIn(line);
    const at = title ? sentences.find((s) => s.text.includes(title)) : undefined;
    if (title && at) return { value: title, sentence: at.text, page: at.page, relation: 'written_about', isApplicant: false };
  }
  return null;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a sheet's subject is the work its report names (the filing reads the report as hers, as it did with no subject). */
export function isReportedWork(sheet: Pick<FactSheet, 'kind' | 'subject'>): boolean {
  const subject = sheet.subject;
  if (sheet.kind !== 'sales_report' || !subject || subject.isApplicant || subject.relation !== 'written_about') return false;
  const title = escaped(subject.value);
  return new RegExp(`\\b${FIELD_NAME}\\s*:\\s*${title}|["“]${title}["”]`, 'iu').test(subject.sentence ?? '');
}
