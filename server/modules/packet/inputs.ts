import { asc, eq, sql } from 'drizzle-orm';
import { FINAL_MERITS } from '../../../src/contract/criteria-report';
import { packetHeading } from '../../../src/contract/packet';
import { criteriaFor } from '../../../src/contract/criteria';
import { visaDisplayName, type VisaType } from '../../../src/contract/visa';
import type { Db } from '../../platform/db/client';
import { caseDocuments, evidenceDocuments, petitions, profiles, recommendationLetters, type PacketIndexRow } from '../../platform/db/schema';
import type { ObjectStore } from '../../platform/storage/object-store';
import type { ExhibitKind, PacketExhibit, PacketInput } from '../../platform/packet';
import { exhibitTitleOf } from '../evidence/exhibit-titles';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The engine's kind for a stored file; anything it cannot lay out goes in as its extracted text. */
export function exhibitKind(mimeType: string | null): ExhibitKind {
  const type = (mimeType ?? '').toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type === DOCX) return 'docx';
  return 'text';
}

/** Counts of the rows a packet is built from: a deletion changes it, so the packet reads as stale. */
export async function contentFingerprint(db: Db, petitionId: string): Promise<string> {
  const count = async (table: typeof evidenceDocuments | typeof caseDocuments | typeof recommendationLetters) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.petitionId, petitionId));
    return row?.n ?? 0;
  };
  return `${await count(evidenceDocuments)}:${await count(caseDocuments)}:${await count(recommendationLetters)}`;
}

/** The latest change to anything the packet holds. */
export async function latestChange(db: Db, petitionId: string): Promise<Date | null> {
  const latest = async (table: typeof evidenceDocuments | typeof caseDocuments | typeof recommendationLetters) => {
    const [row] = await db
      .select({ at: sql<string | null>`max(greatest(${table.updatedAt}, ${table.createdAt}))` })
      .from(table)
      .where(eq(table.petitionId, petitionId));
    return row?.at ? new Date(row.at).getTime() : 0;
  };
  const at = Math.max(await latest(evidenceDocuments), await latest(caseDocuments), await latest(recommendationLetters));
  return at ? new Date(at) : null;
}

export type PacketSources = { input: PacketInput; index: Omit<PacketIndexRow, 'part' | 'startPage' | 'endPage'>[] };

/** The petition's visa type and the applicant's name (the cover and the hand-off's README); undefined when it is gone. */
export async function petitionHead(db: Db, petitionId: string): Promise<{ visaType: VisaType; applicant: string } | undefined> {
  const [head] = await db
    .select({ visaType: petitions.visaType, applicant: profiles.fullName })
    .from(petitions)
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(eq(petitions.id, petitionId))
    .limit(1);
  return head;
}

/**
 * Everything the engine needs, in filing order: the petition letter (final merits, then criterion
 * statements in catalogue order), the letters, then the evidence by exhibit number. Files are read
 * from the store only when the engine reaches them. Null when the petition is gone.
 */
export async function loadPacketSources(db: Db, store: ObjectStore, petitionId: string, today: Date): Promise<PacketSources | null> {
  const head = await petitionHead(db, petitionId);
  if (!head) return null;
  const visaType: VisaType = head.visaType;
  const catalogue = criteriaFor(visaType);

  const statements = await db.select().from(caseDocuments).where(eq(caseDocuments.petitionId, petitionId)).orderBy(asc(caseDocuments.createdAt));
  const finalMerits = statements.filter((s) => s.criteriaId === FINAL_MERITS);
  const byCriterion = catalogue.flatMap((c) => statements.filter((s) => s.criteriaId === c.id));
  const petitionLetter = [...finalMerits, ...byCriterion].map((s) => ({ title: s.title, markdown: s.content }));

  const letters = await db.select().from(recommendationLetters).where(eq(recommendationLetters.petitionId, petitionId)).orderBy(asc(recommendationLetters.createdAt));
  const evidence = await db
    .select()
    .from(evidenceDocuments)
    .where(eq(evidenceDocuments.petitionId, petitionId))
    .orderBy(sql`${evidenceDocuments.evidenceNumber} asc nulls last`, asc(evidenceDocuments.createdAt));

  const exhibits: PacketExhibit[] = [];
  const index: PacketSources['index'] = [];
  letters.forEach((letter, i) => {
    const title = `Letter from ${letter.recommenderName}, ${letter.recommenderTitle}, ${letter.recommenderOrganization}`;
    exhibits.push({ label: `Letter ${i + 1}`, number: i + 1, title, criterionTitle: packetHeading(visaType, { evidenceId: null, criterionId: null }), kind: 'letter', text: letter.letterContent });
    index.push({ label: `Letter ${i + 1}`, evidenceId: null, title, criterionId: null });
  });
  evidence.forEach((row, i) => {
    const number = row.evidenceNumber ?? evidence.length + i + 1;
    const label = `Exhibit ${number}`;
    const title = exhibitTitleOf({ ...row, text: row.extractedText }, visaType);
    const kind = exhibitKind(row.mimeType);
    const fileUrl = row.fileUrl;
    exhibits.push({
      label,
      number,
      title,
      criterionTitle: packetHeading(visaType, { evidenceId: row.id, criterionId: row.category }),
      kind,
      ...(kind === 'text' ? { text: row.extractedText ?? '' } : { read: () => store.read(fileUrl.split('?')[0] ?? '') }),
    });
    index.push({ label, evidenceId: row.id, title, criterionId: row.category });
  });
  // Plain-text files are typeset from their bytes when the analysis has not run yet.
  for (const [i, ex] of exhibits.entries()) {
    const row = evidence[i - letters.length];
    if (ex.kind === 'text' && !ex.text && row) ex.text = (await store.read(row.fileUrl.split('?')[0] ?? '')).toString('utf8');
  }

  return {
    input: {
      pageSize: visaType === 'UK_GLOBAL_TALENT' ? 'a4' : 'letter',
      cover: { applicant: head.applicant, visaLabel: visaDisplayName(visaType), classification: visaType, date: today.toISOString().slice(0, 10) },
      petitionLetter,
      exhibits,
    },
    index,
  };
}
