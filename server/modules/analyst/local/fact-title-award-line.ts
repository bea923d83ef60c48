/**
 * A certificate sets the honour it confers on a line of its own, between its conferring words and its holder (issue 32,
 * decision 129): 'The Council of the Society confers its' / 'GOLD MEDAL FOR …' / 'upon Dr …', or 'ENGINEER OF THE YEAR' /
 * 'is awarded to' / 'NAME'. A line printed in spaced letters ('K I T T I W A K E') is the same honour written out below.
 */
import { isFurniture, readableCase } from '../exhibit-title-lines';

/** A verb of conferring left open at a line's end ('… confers its', 'hereby awards the'): the next line is what it confers. */
// The verb, not the noun: 'Certificate of Award' ends no sentence.
const OPEN = /\b(?:confers|awards|presents|bestows|grants)(?:\s+(?:its|the|this|their|upon))?\s*$/;
const OPEN_CAPITALS = /\b(?:CONFERS|AWARDS|PRESENTS|BESTOWS|GRANTS)(?:\s+(?:ITS|THE|THIS|THEIR|UPON))?\s*$/;
const leftOpen = (line: string) => line.split(/\s+/).length >= 2 && (OPEN.test(line) || OPEN_CAPITALS.test(line));
/** A line that hands what stands above it to its holder: 'upon Dr …', 'is awarded to', a bilingual 'À / to: …'. */
const TO_HOLDER = /^(?:upon\b|(?:is|are)\s+(?:hereby\s+)?(?:awarded|presented|given|granted|conferred)\s+(?:to|upon|on)\b|(?:[^\s/]{1,4}\s*\/\s*)?to\s*:)/i;
/** A festival's awards list hands the line above to the winner named with the work it is for: 'Ana Ruiz, for "The Long Shore"'. */
const WINNER_FOR_WORK = /^(?:(?:Dr|Prof|Ms|Mr|Mrs)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3},\s+for\s+["“‘']/u;
/** Letters set apart by spaces, a certificate's ornament ('A L D E R  M E D A L'). */
const SPACED = /^(?:\p{L}\s+){3,}\p{L}$/u;

const honourShaped = (line: string) => {
  const n = line.split(/\s+/).length;
  return n >= 2 && n <= 14 && /^\p{Lu}/u.test(line) && !/[.;:]$/.test(line) && !isFurniture(line) && !TO_HOLDER.test(line);
};

/** The honour's own line, in title case where printed in capitals; of a bilingual line ('… / GRAND PRIX, …'), its last part. */
export function awardLine(head: string): string | undefined {
  const lines = head.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 14);
  for (let i = 0; i < lines.length; i += 1) {
    let at = i;
    if (i > 0 && leftOpen(lines[i - 1]!)) while (lines[at] && SPACED.test(lines[at]!)) at += 1;
    else if (!(lines[i + 1] && (TO_HOLDER.test(lines[i + 1]!) || WINNER_FOR_WORK.test(lines[i + 1]!)))) continue;
    const found = lines[at];
    if (!found || !honourShaped(found)) continue;
    const last = found.split(/\s+\/\s+/).pop()!;
    // Each run of capitals in title case ('ALDER MEDAL for research …' → 'Alder Medal for research …').
    return last.replace(/\p{Lu}{2,}(?:[\s,&'’-]+\p{Lu}{2,})*/gu, (run) => readableCase(run));
  }
  return undefined;
}

/** A winners list's entry: 'Best Cross-Border Payments Platform: …', 'Regulator of the Year: …', up to the next entry. */
const ENTRY = /(?:^|(?<=[.!?)”"]\s{1,3})|\n)((?:Best|Outstanding)\s[^:\n.]{2,60}?|\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){0,3} of the Year):\s/gu;

/**
 * In an announcement of several winners, the entry that names the subject, by her surname, before the next entry
 * (she may be the entry's winner, its crew or its company's head): its category, and its work where quoted.
 */
export function winnersEntry(head: string, name: string): string | undefined {
  const entries = [...head.matchAll(ENTRY)];
  if (!entries.length) return undefined;
  const surname = name.split(/\s+/).filter((w) => w.length > 2).pop();
  if (!surname) return undefined;
  for (const [i, m] of entries.entries()) {
    const end = entries[i + 1]?.index ?? head.length;
    const span = head.slice(m.index, end);
    if (!span.includes(surname)) continue;
    const work = /^[^:]*:\s*["“]([^"”\n]{2,60})["”]/.exec(span)?.[1];
    return work ? `${m[1]}: "${work}"` : m[1];
  }
  return undefined;
}
