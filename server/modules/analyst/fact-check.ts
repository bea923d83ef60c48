/**
 * Pages and sentences of an extracted text, and the check that holds every fact sheet to the document
 * (decision 056): each fact's sentence is in the document, on the page the fact names. Extraction marks
 * a page break with a form feed (\f, extract/index.ts); a text without one is a single page.
 */
import type { Fact, FactField, FactSheet } from '../../../src/contract/fact-sheet';

const PAGE_BREAK = '\f';

/** The document's pages, in order (page 1 first). */
export function pagesOf(text: string): string[] {
  return text.split(PAGE_BREAK);
}

/** The 1-based page of a character offset. */
export function pageAt(text: string, offset: number): number {
  let page = 1;
  for (let i = text.indexOf(PAGE_BREAK); i >= 0 && i < offset; i = text.indexOf(PAGE_BREAK, i + 1)) page++;
  return page;
}

/** Compared with whitespace made single and quotes made plain: line breaks and OCR spacing are not the words. */
function flat(text: string): string {
  return text.replace(/[\u201c\u201d]/g, '"').replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim();
}

/** Whether `sentence` stands in the document on `page`. */
export function isOnPage(text: string, sentence: string, page: number): boolean {
  const onPage = pagesOf(text)[page - 1];
  return onPage !== undefined && flat(sentence).length > 0 && flat(onPage).includes(flat(sentence));
}

function factsOf(sheet: FactSheet): Array<[string, FactField, Fact]> {
  const out: Array<[string, FactField, Fact]> = [];
  const add = (name: string, field: FactField, fact: Fact | null) => {
    if (fact) out.push([name, field, fact]);
  };
  add('issuer', 'issuer', sheet.issuer);
  add('date', 'date', sheet.date);
  add('subject', 'subject', sheet.subject);
  add('role', 'applicantRole', sheet.roleFact);
  add('venue', 'venue', sheet.venue);
  add('signer', 'signer', sheet.signer);
  sheet.figures.forEach((f, i) => add(`figure ${i + 1}`, 'figures', f));
  return out;
}

/**
 * The facts whose sentence is not in the document on the page they name, or whose value is not in their
 * sentence: empty when the sheet holds. Whichever analyst wrote the sheet, it is checked by this. A fact the
 * user stated (its field in `userFields`) may claim no sentence (decision 060); an analyst's fact must.
 */
export function factSheetProblems(sheet: FactSheet, text: string): string[] {
  const problems: string[] = [];
  for (const [name, field, fact] of factsOf(sheet)) {
    if (fact.sentence === null || fact.page === null) {
      if (!sheet.userFields.includes(field)) problems.push(`The ${name} "${fact.value}" has no sentence from the document`);
    } else if (!isOnPage(text, fact.sentence, fact.page)) problems.push(`The ${name}'s sentence is not on page ${fact.page}: "${fact.sentence}"`);
    else if (!flat(fact.sentence).toLowerCase().includes(flat(fact.value).toLowerCase())) problems.push(`The ${name} "${fact.value}" is not in its sentence`);
  }
  return problems;
}
