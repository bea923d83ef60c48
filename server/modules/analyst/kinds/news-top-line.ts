/**
 * A news page's top set on one line: the outlet, the day and its section (or desk, edition, page), the parts set off
 * with dashes, dots, bars or commas ('FRONT RANGE LEDGER -- Thursday, January 16, 2025 -- Transportation', 'EURASIA
 * DISPATCH . 21 May 2024 . Central Asia', 'Ala-Too Times, No. 51, 9 July 2024, page 6, Science'), then a headline of
 * its own line. A paralegal reads it as a clipping whatever the story says, as an OCR'd or translated page sets it.
 */
import { MONTH } from '../exhibit-title-lines';

const DAY = String.raw`(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?`;
const DATE = new RegExp(String.raw`\b${DAY}(?:${MONTH}\s+\d{1,2},?\s+(?:19|20)\d\d|\d{1,2}\s+${MONTH}\s+(?:19|20)\d\d|${MONTH}\s+(?:19|20)\d\d)`);
/** Dashes, spaced dots, bars, bullets or commas between the parts. */
const SEPARATOR = /\s+(?:--|[—–.·|•])\s+|,\s+/;
/** A translator's or a scan's note before the top ('Translation from German.'). */
const NOTE = /^(?:certified\s+)?translation(?:\s+from\s+\p{L}+)?\s*[.:]\s*/iu;
/** A body's own paper, not an outlet's page: its release, notice, minutes, order or record. */
const OWN_PAPER = /\b(?:release|notice|circular|minutes|agenda|invoice|statement|order|resolution|decision|register|report|certificate|newsletter|bulletin|programme|program|advisory|alert|memo(?:randum)?|results?|standings|scores?)\b/i;
/** A letterhead's street address ('825 S Kansas Ave'). */
const ADDRESS = /^\d+\s+(?:\p{Lu}\.?\s+)?\p{Lu}[\p{L}]*(?:\s+\p{Lu}[\p{L}]*)*\s+(?:Ave(?:nue)?|St(?:reet)?|Road|Rd|Blvd|Boulevard|Lane|Ln|Drive|Dr|Way|Place|Pl|Square|Sq)\.?$/u;
/** A journal's volume and issue ('Volume 13, Issue 5'): a paper's page, not a newspaper's. */
const VOLUME = /\b(?:vol(?:ume)?\.?|issue)\s*\d/i;
/** A letter's file reference ('Ref. Ares(2023)6012345', 'Our ref: 14/2'). */
const REFERENCE = /^(?:ref\b|our ref|your ref|reference\b)/i;
/** A document's own number ('VA-2024-19'), or a programme's credit ('Choreography: Ana Ruiz'): no page's section. */
const CODE_OR_CREDIT = /\b\p{Lu}{1,5}-\d{2,4}(?:-\d+)*\b|:/u;
/** What a letter's or a form's next line opens with, or a timetable's ('09:00 Opening remarks'), not a headline. */
const NOT_HEADLINE = /^(?:Dear|To\b|Re\b|RE\b|Subject|SUBJECT|Attn|From:|Date:|\d{1,2}[:.]\d{2}\b)/;

/** Whether the line is an outlet's top line: its name, the day and a section, desk, edition or page. */
export function isNewsTopLine(line: string): boolean {
  const date = DATE.exec(line);
  if (!date || OWN_PAPER.test(line) || VOLUME.test(line)) return false;
  const parts = line.replace(NOTE, '').replace(date[0], '\u0000').split(SEPARATOR).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 3 || parts.filter((p) => p === '\u0000').length !== 1) return false;
  const [outlet, ...rest] = parts;
  if (!/^\p{Lu}[^\d]*$/u.test(outlet!) || outlet!.split(/\s+/).length > 6) return false;
  return rest.every((p) => p === '\u0000' || (p.length <= 40 && p.split(/\s+/).length <= 5 && !ADDRESS.test(p) && !REFERENCE.test(p) && !CODE_OR_CREDIT.test(p)));
}

/** Whether one of the text's first three lines is an outlet's top line, with a headline after it. */
export function hasNewsTopLine(text: string): boolean {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  for (let i = 0; i < Math.min(3, lines.length); i++) {
    if (!isNewsTopLine(lines[i]!)) continue;
    // A page number wrapped onto its own line ('… Weekend . page' / '14') is still the top.
    const next = lines.slice(i + 1).find((l) => !/^\d{1,4}$/.test(l)) ?? '';
    // A headline is one phrase: a line of parts set off with bars or dots is a list's row ('Lot 112 · … · Sold for …').
    return next.split(/\s+/).length >= 3 && !NOT_HEADLINE.test(next) && !/[.:;,]$/.test(next) && !/\s[·|•]\s/.test(next);
  }
  return false;
}
