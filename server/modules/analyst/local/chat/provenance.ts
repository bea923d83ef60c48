/**
 * Where a document comes from, in its own words: the line it opens with (a
 * masthead, a letterhead, a form's title), its by-line and who signed it. A
 * summary names these, and 'who invited me?' is answered by the signature.
 */

const CLOSING = /^(sincerely|yours sincerely|yours faithfully|yours truly|best regards|kind regards|regards|with best wishes|respectfully|on behalf of [^,]+),?$/i;
const BYLINE = /^(By|Written by|Words by|Story by)\s+\p{Lu}/u;

const lines = (text: string) =>
  text
    .slice(0, 30_000)
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

// Quoted inside an answer: a document's own 'Exhibit 12' would read as one of this petition's.
const usable = (l: string) => l.length <= 100 && !/\bExhibits?\s+\d/i.test(l);
const quoted = (l: string) => `"${l.replace(/"/g, "'")}"`;

/** The name (and title) under the letter's closing, e.g. 'Dr. Samuel Okafor, Action Editor'. */
function signatureOf(text: string): string | undefined {
  const all = lines(text);
  for (let i = all.length - 1; i >= 0; i--) {
    if (!CLOSING.test(all[i]!)) continue;
    const after = all.slice(i + 1, i + 3).filter((l) => usable(l) && l.length <= 70 && !/@|https?:|^\+?[\d\s().-]+$/.test(l));
    if (after.length > 0 && /\p{Lu}/u.test(after[0]!)) return after.join(', ');
  }
  return undefined;
}

export function provenanceLines(text: string): string[] {
  const all = lines(text);
  const out: string[] = [];
  const head = all[0];
  if (head && usable(head) && head.split(' ').length <= 14) out.push(`It opens with ${quoted(head)}.`);
  const byline = all.slice(0, 15).find((l) => BYLINE.test(l) && usable(l));
  if (byline) out.push(`Its by-line reads ${quoted(byline)}.`);
  const signature = signatureOf(text);
  if (signature) out.push(`It is signed by ${signature}.`);
  return out;
}
