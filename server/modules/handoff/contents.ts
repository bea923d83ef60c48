import { stripInvisibleFormat } from '../../../src/contract/text';
import { packetHeading } from '../../../src/contract/packet';
import { visaDisplayName, type VisaType } from '../../../src/contract/visa';
import type { PacketIndexRow } from '../../platform/db/schema';

// The two text files of the hand-off zip (decision 028). Both are filing text the user forwards to
// an attorney: they describe the documents, never how Exhibit made them.

/** One file in the zip and what the README says it is. */
export type HandoffEntry = { path: string; description: string };

/**
 * A cell a spreadsheet will not run: one starting with = + - @ (or a tab or carriage return, which
 * some spreadsheets skip before reading a formula) gets a leading apostrophe, then RFC 4180 quoting.
 */
export function csvCell(value: string | number): string {
  // Rows stored before names were cleaned at the contract may still hold bidi overrides.
  let text = stripInvisibleFormat(String(value));
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** exhibit-index.csv: a header row, one row per exhibit, CRLF line ends, UTF-8 with a BOM so Excel reads accents. */
export function exhibitIndexCsv(visaType: VisaType, index: readonly PacketIndexRow[]): Buffer {
  const header = ['Label', 'Title', 'Criterion', 'Part', 'Start page', 'End page'];
  const rows = index.map((e) => [e.label, e.title, packetHeading(visaType, e), e.part, e.startPage, e.endPage]);
  const text = [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

/** A name not yet taken in its folder (compared without case, as Windows and macOS do): 'X.docx', 'X (2).docx'. */
export function uniqueName(taken: Set<string>, folder: string, fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  for (let n = 1; ; n++) {
    const path = `${folder}/${n === 1 ? base : `${base} (${n})`}${ext}`;
    if (!taken.has(path.toLowerCase())) {
      taken.add(path.toLowerCase());
      return path;
    }
  }
}

type ReadmeInput = {
  visaType: VisaType;
  applicant: string;
  preparedOn: Date;
  builtAt: Date;
  stale: boolean;
  entries: readonly HandoffEntry[];
  /** Unsigned letters inside the packet, marked DRAFT on every page, e.g. 'Letter 2 (Letter from …)'. */
  draftLetters: readonly string[];
};

const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** README.txt: what the folder is, that the drafts need an attorney's review, and what each file is. */
export function readmeText(input: ReadmeInput): Buffer {
  const uk = input.visaType === 'UK_GLOBAL_TALENT';
  const lines = [
    `Petition documents for attorney review`,
    `Applicant: ${input.applicant || 'not given'}`,
    `Visa: ${visaDisplayName(input.visaType)}`,
    `Prepared: ${when(input.preparedOn)}`,
    `Packet built: ${when(input.builtAt)}`,
    '',
    'PLEASE NOTE',
    "The statements and recommendation letters in this folder are unreviewed drafts. They have not been checked by an attorney and need an attorney's review before anything is filed.",
    "The packet's petition letter is made from these statements, so the packet is a draft too: review and correct the statements, rebuild the packet, and only then file it.",
    ...(input.draftLetters.length
      ? [
          '',
          `The packet includes unsigned letters, marked 'DRAFT — NOT SIGNED' on every page: ${input.draftLetters.join('; ')}. Replace each with the letter its writer signed and rebuild the packet before filing.`,
        ]
      : []),
    ...(uk
      ? [
          '',
          'UK Global Talent: the statements and letters here are outlines only. The applicant and each recommender must write the final text in their own words: the endorsing bodies do not accept text written with AI tools.',
        ]
      : []),
    ...(input.stale
      ? [
          '',
          'The packet was built before the latest changes to the petition (its evidence, statements, letters or exhibit order). It may not match the drafts in this folder; rebuild it for a current version.',
        ]
      : []),
    '',
    'WHAT EACH FILE IS',
    ...input.entries.map((e) => `- ${e.path}: ${e.description}`),
    '',
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}
