/**
 * The document's sentences with their pages, as the fact sheet quotes them: within the paragraphs a
 * writer made (text.ts), split after a full stop that ends a sentence ('Dr.', 'No.', 'e.g.' do not).
 * A sentence is the document's own words, lines joined by a space, so it is found again on its page.
 */
import { pagesOf } from '../fact-check';
import { ownText, paragraphs } from './text';

export type PagedSentence = { text: string; page: number; inReferences: boolean };

/** Read up to this much: the facts of a certificate, letter or article come early. */
const MAX_CHARS = 40_000;
const ABBREVIATION = /\b(Dr|Prof|Mr|Mrs|Ms|St|No|Nos|Vol|pp|p|e\.g|i\.e|al|Inc|Ltd|Co|Jr|Sr|vs|etc|Fig|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|[A-Z])\.$/;

function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.!?]["'\u201d)\]]?\s+(?=["'\u201c(]?[A-Z0-9])/g;
  for (let m = re.exec(paragraph); m; m = re.exec(paragraph)) {
    const end = m.index + m[0].trimEnd().length;
    if (ABBREVIATION.test(paragraph.slice(start, m.index + 1))) continue;
    out.push(paragraph.slice(start, end).trim());
    start = m.index + m[0].length;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** Every sentence (or heading line) of the document, with its 1-based page and whether it is in a reference list. */
export function pagedSentences(text: string): PagedSentence[] {
  const body = text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text;
  const out: PagedSentence[] = [];
  let seenChars = 0;
  const ownLength = ownText(body).length;
  pagesOf(body).forEach((page, i) => {
    // Lines are kept apart where a heading or a list ends without a stop, as paragraphs() does.
    for (const para of paragraphs(page)) {
      const at = body.indexOf(para.split(' ')[0] ?? '', seenChars);
      for (const sentence of splitSentences(para)) out.push({ text: sentence, page: i + 1, inReferences: at >= ownLength });
    }
    seenChars += page.length + 1;
  });
  return out;
}
