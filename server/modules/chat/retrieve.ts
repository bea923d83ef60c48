import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Passage } from '../../platform/analyst/analyst';
import type { Db } from '../../platform/db/client';
import { evidenceDocuments } from '../../platform/db/schema';

/** How many documents, and sentences of each, a question brings back. */
const MAX_DOCUMENTS = 5;
const SENTENCES_PER_DOCUMENT = 4;
/** Documents are searched for sentences up to this size: what answers a question comes early. */
const MAX_SCAN_CHARS = 60_000;
const MAX_SENTENCE_CHARS = 600;
// Sentence ends, or a blank line (headings and list items often end without a full stop).
const SENTENCE_SPLIT = '(?<=[.!?])\\s+|\\n\\s*\\n';

/** Every term of the question, any of which may match: the fallback when all together find nothing. */
const anyTerm = (question: string) => sql`replace(plainto_tsquery('english', ${question})::text, ' & ', ' | ')::tsquery`;
const allTerms = (question: string) => sql`websearch_to_tsquery('english', ${question})`;

type Doc = { id: string; evidenceNumber: number; fileName: string; opening: string };

async function findDocuments(db: Db, petitionId: string, query: SQL): Promise<Doc[]> {
  const rank = sql<number>`ts_rank(${evidenceDocuments.searchVector}, ${query})`;
  const rows = await db
    .select({
      id: evidenceDocuments.id,
      evidenceNumber: evidenceDocuments.evidenceNumber,
      fileName: evidenceDocuments.fileName,
      opening: sql<string>`left(coalesce(${evidenceDocuments.extractedText}, ''), 400)`,
    })
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.petitionId, petitionId), isNotNull(evidenceDocuments.evidenceNumber), sql`${evidenceDocuments.searchVector} @@ ${query}`))
    .orderBy(desc(rank), asc(evidenceDocuments.evidenceNumber))
    .limit(MAX_DOCUMENTS);
  return rows.map((r) => ({ ...r, evidenceNumber: r.evidenceNumber! }));
}

type SentenceHit = { id: string; i: number; t: string; rank: number };

/** The sentences of the found documents that contain any term of the question, best first. */
async function matchingSentences(db: Db, ids: string[], question: string): Promise<SentenceHit[]> {
  const q = anyTerm(question);
  const result = await db.execute(sql`
    SELECT s.id, s.i::int AS i, s.t, ts_rank(to_tsvector('english', s.t), ${q}) AS rank
    FROM (
      SELECT e.id, x.t, x.i
      FROM ${evidenceDocuments} e
      CROSS JOIN LATERAL regexp_split_to_table(left(coalesce(e.extracted_text, ''), ${MAX_SCAN_CHARS}), ${SENTENCE_SPLIT}) WITH ORDINALITY AS x(t, i)
      WHERE ${inArray(sql`e.id`, ids)}
    ) s
    WHERE to_tsvector('english', s.t) @@ ${q}
    ORDER BY rank DESC, s.i ASC`);
  // node-postgres and PGlite both answer { rows }; ts_rank is a real (a JS number in both).
  return (result as unknown as { rows: SentenceHit[] }).rows.map((r) => ({ ...r, rank: Number(r.rank) }));
}

const tidy = (s: string) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > MAX_SENTENCE_CHARS ? `${one.slice(0, MAX_SENTENCE_CHARS)}…` : one;
};

/**
 * Full-text retrieval over one petition's evidence (Postgres, so it is the same on PGlite and
 * PostgreSQL): the documents that match all the question's terms, or failing that any of
 * them, ranked by ts_rank; from each, the sentences around the matched terms, in reading order.
 */
export async function retrievePassages(db: Db, petitionId: string, question: string): Promise<Passage[]> {
  let docs = await findDocuments(db, petitionId, allTerms(question));
  if (docs.length === 0) docs = await findDocuments(db, petitionId, anyTerm(question));
  if (docs.length === 0) return [];

  const hits = await matchingSentences(db, docs.map((d) => d.id), question);
  return docs.map((doc) => {
    const own = hits.filter((h) => h.id === doc.id).slice(0, SENTENCES_PER_DOCUMENT).sort((a, b) => a.i - b.i);
    // Only the file name matched: its opening is the best summary there is.
    const text = own.length > 0 ? own.map((h) => tidy(h.t)).join('\n') : tidy(doc.opening);
    return { evidenceNumber: doc.evidenceNumber, fileName: doc.fileName, text };
  });
}

/** How many documents the petition has (the chat greets with it; the analyst says what it searched). */
export async function countEvidence(db: Db, petitionId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, petitionId));
  return Number(row?.n ?? 0);
}
