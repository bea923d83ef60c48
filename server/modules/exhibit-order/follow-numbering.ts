import { and, eq, isNotNull } from 'drizzle-orm';
import { findExhibitRefs } from '../analyst/exhibits';
import type { Db } from '../../platform/db/client';
import { evidenceDocuments, petitions } from '../../platform/db/schema';
import { ConflictError } from '../../platform/errors';
import { renumberJson, type NumberMap } from './renumber-citations';

/**
 * A generator (statement job, letter, criteria report) reads the evidence with its numbers, drafts for
 * seconds or minutes, then saves. A reorder that commits in between would leave the saved 'Exhibit 3'
 * meaning another document (decision 032). So the generator keeps the numbering it saw, and the save,
 * under the petition lock the reorder takes, rewrites the draft from the seen numbers to the current ones.
 */

/** evidence id → the exhibit number it had when the generator read the evidence. */
export type Numbering = ReadonlyMap<string, number>;

/** How a draft written against a seen numbering reads against today's. */
type Renumbering = {
  /** seen number → current number, for every seen exhibit that still exists. */
  map: NumberMap;
  /** Seen numbers whose document was deleted since (or lost its number). */
  gone: ReadonlySet<number>;
  /** Every exhibit number the petition has now. */
  current: number[];
};

/** The draft cites a document deleted while it was being written: saving it would cite the wrong document or none. */
export class EvidenceChangedError extends ConflictError {}

const evidenceChangedMessage = (what: string) => `The evidence changed while the ${what} was being written; generate it again.`;

async function numberingOf(db: Db, petitionId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: evidenceDocuments.id, n: evidenceDocuments.evidenceNumber })
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.petitionId, petitionId), isNotNull(evidenceDocuments.evidenceNumber)));
  return new Map(rows.map((r) => [r.id, r.n!]));
}

/**
 * Runs the generator's reads in one transaction holding a share lock on the petition row, so no reorder
 * or registration (both take it for update) lands between them: the evidence, the report and the
 * numbering returned all read one numbering. `read` must use the transaction it is given, never `db`.
 */
export async function readWithNumbering<T>(db: Db, petitionId: string, read: (tx: Db) => Promise<T>): Promise<{ value: T; seen: Numbering }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: petitions.id }).from(petitions).where(eq(petitions.id, petitionId)).for('share');
    const seen = await numberingOf(tx, petitionId);
    return { value: await read(tx), seen };
  });
}

/**
 * Inside the save's transaction: locks the petition row as the reorder does (so none commits until the
 * save does) and compares today's numbering with the seen one. Null when the petition is gone.
 */
export async function lockNumbering(tx: Db, petitionId: string, seen: Numbering): Promise<Renumbering | null> {
  const [petition] = await tx.select({ id: petitions.id }).from(petitions).where(eq(petitions.id, petitionId)).for('update');
  if (!petition) return null;
  return compareNumbering(seen, await numberingOf(tx, petitionId));
}

/** Pure: the seen → current map, and the seen numbers whose document is no longer an exhibit. */
export function compareNumbering(seen: Numbering, now: ReadonlyMap<string, number>): Renumbering {
  const map = new Map<number, number>();
  const gone = new Set<number>();
  for (const [id, n] of seen) {
    const current = now.get(id);
    if (current === undefined) gone.add(n);
    else map.set(n, current);
  }
  return { map, gone, current: [...now.values()] };
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The draft (a string, or any JSON of strings: title, content, notes, a report) with every citation moved
 * from the seen numbers to the current ones, in one pass (renumber-citations.ts). Throws
 * EvidenceChangedError when it cites a document deleted meanwhile, and when anything it cites is not an
 * exhibit now: what is saved cites only documents that are there, and the ones it meant.
 */
export function followNumbering<T>(draft: T, renumbering: Renumbering, what: string): T {
  const cited = stringsIn(draft).flatMap(findExhibitRefs);
  if (cited.some((n) => renumbering.gone.has(n))) throw new EvidenceChangedError(evidenceChangedMessage(what));
  const moved = [...renumbering.map].some(([from, to]) => from !== to);
  const next = moved ? renumberJson(draft, renumbering.map) : draft;
  const current = new Set(renumbering.current);
  if (stringsIn(next).flatMap(findExhibitRefs).some((n) => !current.has(n))) throw new EvidenceChangedError(evidenceChangedMessage(what));
  return next;
}

/**
 * What the user typed into the request (a letter's achievements) follows the same map, but is not refused:
 * the user's own words are stored as typed (their numbers are theirs to check), only moved with their documents.
 */
export function followTypedNumbering<T>(typed: T, renumbering: Renumbering): T {
  return [...renumbering.map].some(([from, to]) => from !== to) ? renumberJson(typed, renumbering.map) : typed;
}
