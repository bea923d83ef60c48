/**
 * The rows of a table set out with bars that a paralegal marks (decision 126): the total row, the row that names the
 * applicant, a statement's row for one measure (streams, downloads), the last row of a running total and the US
 * company's row of a list of holdings, each as the figure, word for word (a fact's value stands in its sentence), not
 * every other row's numbers.
 */
import type { Figure } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';
import { surnameTest } from './fact-names';

/** Whether a figure is a table's row kept whole: a figure for the sheet, never a phrase of prose. */
export const isTableRow = (value: string): boolean => /\s\|\s/.test(value);
/**
 * A table copied as text with its columns set apart by runs of spaces ('3     Mateus Oliveira     BRA      9,105'), as a
 * ranking or a chart is: three cells or more, no bar.
 */
const isSpacedRow = (text: string) => !isTableRow(text) && text.trim().split(/\s{2,}/).length >= 3;
/** A row's cells between its bars; an empty cell stays ('Total | | US$ 750,000 | 100%'), bars at the ends make none. */
const cellsOf = (text: string) => (isSpacedRow(text) ? text.trim().split(/\s{2,}/) : text.trim().replace(/^\|\s*|\s*\|$/g, '').split('|').map((c) => c.trim()));
/** A row has two cells or more ('| Total | 8,500.00 |' too), set apart by a bar with a space before it, or by runs of spaces. */
const isRow = (text: string) => (isTableRow(text) && cellsOf(text).length >= 2) || isSpacedRow(text);
const NUMBER = /\d/;
/** A cell that is a figure: a number, perhaps with its currency before it or its unit after it ('US$ 750,000', '96%', '98 m'). */
const FIGURE_CELL = /^(?:[^\d\s]{1,4}\s?)?\d[\d,.]*\s?(?:%|[\p{L}]{1,8})?$/u;
/** A heading row: no cell is a figure, and most hold no number ('City | Performances | Tickets sold | Gross'). */
const isHeader = (cells: string[]) => !cells.some((c) => FIGURE_CELL.test(c)) && cells.filter((c) => NUMBER.test(c)).length <= cells.length / 4;
/** Columns whose numbers are no figure of hers: a lane, a bib, a code, a date, a reference. */
const NOT_FIGURE_COLUMN = /^(?:lane|bib|heat|seed|order|no\.?|#|id|code|ref(?:erence)?|date|date issued|year|week|wk|tel|phone|postcode|zip|address|certificate)$/i;
const PLACE_COLUMN = /^(?:rank|place|pos\.?|position|final rank|placing)$/i;
const TOTAL_ROW = /^(?:grand\s+)?(?:total|totals|overall|all (?:cities|venues|territories|markets))\b/i;
/** A column of holdings: '%', 'Holding', 'Ownership interest', 'Held directly by Rheinschrauben AG'. */
const OWNERSHIP_COLUMN = /^%$|\bpercent|\bownership\b|\bowned\b|\bheld\b|\bholding\b|\binterest\b|\bshareholding\b|\bstake\b/i;
/** A statement's row for one measure of her work ('Streams (all services) | 3,112,480 | 12,449.92'). */
const MEASURE_ROW = /^(?:total\s+)?(?:streams?|streaming|downloads?|views?|plays|listeners|units|copies|tickets|admissions|attendance)\b/i;
const RUNNING_TOTAL_COLUMN = /^(?:cumulative|to date|running total|total to date|cumulative gross)$/i;
const US_COMPANY = /\b(?:United States|USA|U\.S\.A?\.?|Inc\.|LLC|Corp(?:oration)?\b)/;
/** Each table row's figures worth keeping, by the sentence that holds the row (a short row is a sentence of its own). */
export function tableFigures(sentences: PagedSentence[], applicantName: string | undefined): Figure[] {
  const hers = surnameTest(applicantName);
  const out: Figure[] = [];
  let header: string[] | null = null;
  let page = 0;
  const owners: Figure[] = [];
  let lastRunning: Figure | null = null;
  const flushRunning = () => {
    // The last row of a running total may be the total row, kept already.
    if (lastRunning && !out.includes(lastRunning)) out.push(lastRunning);
    lastRunning = null;
  };
  for (const s of sentences) {
    if (s.page !== page) {
      flushRunning();
      header = null;
      page = s.page;
    }
    if (!isRow(s.text)) continue;
    const cells = cellsOf(s.text);
    if (isHeader(cells)) {
      flushRunning();
      header = cells;
      continue;
    }
    if (!header || cells.length !== header.length) continue;
    // A row is counted, never a prize's amount: the statement names an award's amount from its own sentence.
    const row: Figure = { kind: 'count', value: s.text.trim(), sentence: s.text, page: s.page };
    // The first column's number is the row's index ('Sign-in | Name'), unless it is her place or rank.
    const figureColumns = header.flatMap((label, i) => (NUMBER.test(cells[i]!) && !NOT_FIGURE_COLUMN.test(label) && !/^(?:19|20)\d\d$/.test(cells[i]!) && (i > 0 || PLACE_COLUMN.test(label)) ? [label] : []));
    if (figureColumns.length === 0) continue;
    if (TOTAL_ROW.test(cells[0]!) || MEASURE_ROW.test(cells[0]!) || hers?.(s.text)) out.push(row);
    else if (header.some((label, i) => OWNERSHIP_COLUMN.test(label) && /%$/.test(cells[i]!))) owners.push(row);
    if (figureColumns.some((label) => RUNNING_TOTAL_COLUMN.test(label))) lastRunning = row;
  }
  flushRunning();
  // Of a list of holdings, the US company's (the petition's employer), else the first.
  const owner = owners.find((f) => US_COMPANY.test(f.value)) ?? owners[0];
  return owner && !out.some((f) => f.sentence === owner.sentence) ? [...out, owner] : out;
}
