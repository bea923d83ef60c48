/**
 * Exhibit references. Petitions cite evidence as 'Exhibit N' (N = the row's
 * evidenceNumber); generated text must never cite a number the petition does
 * not have, because a reviewer would look for a document that is not there.
 */

// 'Exhibit 3', 'Exhibits 3 and 5', 'Exhibits 2, 4 & 7', 'Exhibits 3-5', 'Exhibits 3 to 5'.
const REF = /\bExhibits?\s+(\d+(?:\s*(?:,\s*(?:and\s+)?|\band\b|&|–|—|-|\bto\b)\s*\d+)*)/gi;

function parseList(list: string): number[] {
  const out: number[] = [];
  const parts = list.split(/\s*(,\s*(?:and\s+)?|\band\b|&)\s*/i);
  for (const part of parts) {
    const range = /^(\d+)\s*(?:–|—|-|\bto\b)\s*(\d+)$/i.exec(part.trim());
    if (range) {
      const from = Number(range[1]);
      const to = Number(range[2]);
      // A reversed range is read as its two ends; an absurd one ('Exhibit 3 -
      // 2021 award') as its first number only, since the second is not a ref.
      if (to >= from && to - from <= 200) for (let n = from; n <= to; n++) out.push(n);
      else if (to < from) out.push(from, to);
      else out.push(from);
    } else if (/^\d+$/.test(part.trim())) {
      out.push(Number(part.trim()));
    }
  }
  return out;
}

/** Every exhibit number the text cites, unique and ascending. */
export function findExhibitRefs(text: string): number[] {
  const found = new Set<number>();
  for (const match of text.matchAll(REF)) for (const n of parseList(match[1] ?? '')) found.add(n);
  return [...found].sort((a, b) => a - b);
}

/** Throws when the text cites an exhibit that is not among existingNumbers. */
export function assertExhibitRefs(text: string, existingNumbers: number[]): void {
  const known = new Set(existingNumbers);
  for (const n of findExhibitRefs(text)) {
    if (!known.has(n)) throw new Error(`Generated text cites Exhibit ${n}, which is not in this petition`);
  }
}

function joinRefs(nums: number[]): string {
  if (nums.length === 1) return `Exhibit ${nums[0]}`;
  return `Exhibits ${nums.slice(0, -1).join(', ')} and ${nums[nums.length - 1]}`;
}

/**
 * Rewrites references so only known numbers remain: a list loses its unknown
 * members, a reference with none left becomes 'an exhibit not in this petition'.
 */
// A reference with its pin cite's page ('Exhibit 9 at 2', pin-cites.ts): the page goes with the reference.
const REF_WITH_PAGE = new RegExp(`${REF.source}(?:\\s+at\\s+\\d{1,4}(?:\\s*[,–-]\\s*\\d{1,4})*(?![\\d\\p{L}]))?`, 'giu');

export function stripUnknownExhibitRefs(text: string, existingNumbers: number[]): string {
  const known = new Set(existingNumbers);
  return text.replace(REF_WITH_PAGE, (whole, list: string) => {
    const nums = parseList(list);
    const kept = [...new Set(nums.filter((n) => known.has(n)))];
    if (kept.length === nums.length) return whole;
    return kept.length === 0 ? 'an exhibit not in this petition' : joinRefs(kept);
  });
}

/**
 * Makes third-party text (quotes, file names) safe to embed: a document's own
 * 'Exhibit 12' refers to its own attachments, not to this petition's exhibits.
 */
export function neutraliseExhibitRefs(text: string): string {
  return text.replace(/\b(Exhibits?)(\s+)(?=\d)/gi, '$1 no.$2');
}
