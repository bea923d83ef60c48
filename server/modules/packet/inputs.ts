import { createHash } from 'node:crypto';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { FINAL_MERITS, NIW_CONCLUSION_TITLE } from '../../../src/contract/criteria-report';
import { ENDEAVOR_DOCUMENT_KIND, NIW_COVER_LABEL, niwFilingOrder } from '../../../src/contract/niw-packet';
import { packetHeading } from '../../../src/contract/packet';
import { hasProposedEndeavor } from '../../../src/contract/endeavor';
import { plainTextToMarkdown } from '../../../src/contract/plain-text-markdown';
import { criteriaFor, findCriterion } from '../../../src/contract/criteria';
import { visaDisplayName, type VisaType } from '../../../src/contract/visa';
import type { Db } from '../../platform/db/client';
import { caseDocuments, evidenceDocuments, petitions, profiles, recommendationLetters, type PacketIndexRow } from '../../platform/db/schema';
import type { ObjectStore } from '../../platform/storage/object-store';
import type { ExhibitKind, PacketExhibit, PacketInput } from '../../platform/packet';
import { exhibitTitleOf } from '../evidence/exhibit-titles';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The engine's kind for a stored file; anything it cannot lay out goes in as its extracted text. */
function exhibitKind(mimeType: string | null): ExhibitKind {
  const type = (mimeType ?? '').toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type === DOCX) return 'docx';
  return 'text';
}

/**
 * A digest of everything the packet prints, taken when a build starts: it differs from the current one
 * after any change that would change the packet (evidence added, deleted, recategorised, retitled or
 * reordered; a statement or letter written, edited, deleted or its status changed), including one made
 * while the build ran. Fields the packet does not print (vector-store state, notes) leave it alone.
 */
export async function contentFingerprint(db: Db, petitionId: string): Promise<string> {
  const digest = async (table: typeof evidenceDocuments | typeof caseDocuments | typeof recommendationLetters, fields: SQL) => {
    const [row] = await db
      .select({ d: sql<string>`coalesce(md5(string_agg(${fields}, chr(30) order by ${table.id})), '')` })
      .from(table)
      .where(eq(table.petitionId, petitionId));
    return row?.d ?? '';
  };
  const e = evidenceDocuments;
  const s = caseDocuments;
  const l = recommendationLetters;
  const parts = await Promise.all([
    digest(e, sql`concat_ws(chr(31), ${e.id}, ${e.evidenceNumber}, ${e.category}, ${e.exhibitTitle}, ${e.fileName}, ${e.fileUrl}, md5(coalesce(${e.extractedText}, '')))`),
    digest(s, sql`concat_ws(chr(31), ${s.id}, ${s.criteriaId}, ${s.title}, md5(${s.content}))`),
    digest(l, sql`concat_ws(chr(31), ${l.id}, ${l.status}, ${l.recommenderName}, ${l.recommenderTitle}, ${l.recommenderOrganization}, md5(${l.letterContent}))`),
  ]);
  // The cover prints the applicant's name and the visa; an NIW petition letter quotes the proposed endeavor.
  const head = await petitionHead(db, petitionId);
  const endeavor = head?.proposedEndeavor ? `\u001f${head.proposedEndeavor}` : '';
  return `v2:${parts.join(':')}:${createHash('md5').update(`${head?.applicant ?? ''}\u001f${head?.visaType ?? ''}${endeavor}`).digest('hex')}`;
}

/**
 * 'The Awards statement was written before Exhibit 13 was added.': a statement last written before a
 * document was added under its criterion does not yet argue from it.
 */
function statementsBehindEvidence(
  visaType: VisaType,
  statements: readonly { criteriaId: string | null; updatedAt: Date }[],
  evidence: readonly { evidenceNumber: number | null; category: string | null; createdAt: Date }[],
): string[] {
  const warnings: string[] = [];
  for (const statement of statements) {
    const criterion = statement.criteriaId ? findCriterion(visaType, statement.criteriaId) : undefined;
    if (!criterion) continue;
    const later = evidence.filter((e) => e.category === statement.criteriaId && e.evidenceNumber !== null && e.createdAt.getTime() > statement.updatedAt.getTime());
    for (const e of later) warnings.push(`The ${criterion.title} statement was written before Exhibit ${e.evidenceNumber} was added.`);
  }
  return warnings;
}

/**
 * 'Awards statement: Out of date: Exhibit 3 … was re-filed …': a statement or letter in the packet that a
 * correction marked (decision 062) is filed as it stands, and the build says so.
 */
function draftsOutOfDate(
  visaType: VisaType,
  statements: readonly { criteriaId: string | null; metadata: { stale?: string[] } | null }[],
  letters: readonly { recommenderName: string; metadata: { stale?: string[] } | null }[],
): string[] {
  const name = (criteriaId: string | null) => (criteriaId === FINAL_MERITS ? (hasProposedEndeavor(visaType) ? NIW_CONCLUSION_TITLE : 'Final Merits') : (criteriaId && findCriterion(visaType, criteriaId)?.title) || 'Petition');
  return [
    ...statements.flatMap((s) => (s.metadata?.stale ?? []).map((note) => `${name(s.criteriaId)} statement: ${note}`)),
    ...letters.flatMap((l) => (l.metadata?.stale ?? []).map((note) => `Letter from ${l.recommenderName}: ${note}`)),
  ];
}

type PacketSources = {
  input: PacketInput;
  index: Omit<PacketIndexRow, 'part' | 'startPage' | 'endPage'>[];
  /** What the user should know about what was left out or marked (unsigned letters). */
  warnings: string[];
};

type PacketChoices = { includeDrafts: boolean };

/** The petition's visa type and the applicant's name (the cover and the hand-off's README); undefined when it is gone. */
export async function petitionHead(db: Db, petitionId: string): Promise<{ visaType: VisaType; applicant: string; proposedEndeavor: string | null } | undefined> {
  const [head] = await db
    .select({ visaType: petitions.visaType, applicant: profiles.fullName, proposedEndeavor: petitions.proposedEndeavor })
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
export async function loadPacketSources(db: Db, store: ObjectStore, petitionId: string, today: Date, choices: PacketChoices = { includeDrafts: false }): Promise<PacketSources | null> {
  const head = await petitionHead(db, petitionId);
  if (!head) return null;
  const visaType: VisaType = head.visaType;
  const catalogue = criteriaFor(visaType);

  const statements = await db.select().from(caseDocuments).where(eq(caseDocuments.petitionId, petitionId)).orderBy(asc(caseDocuments.createdAt));
  const finalMerits = statements.filter((s) => s.criteriaId === FINAL_MERITS);
  const byCriterion = catalogue.flatMap((c) => statements.filter((s) => s.criteriaId === c.id));
  const petitionLetter = hasProposedEndeavor(visaType)
    ? niwPetitionLetter(byCriterion, finalMerits, head.proposedEndeavor)
    : [...finalMerits, ...byCriterion].map((s) => ({ title: s.title, markdown: s.content }));

  const allLetters = await db.select().from(recommendationLetters).where(eq(recommendationLetters.petitionId, petitionId)).orderBy(asc(recommendationLetters.createdAt));
  const { letters, warnings } = lettersToFile(allLetters, choices);
  const evidence = await db
    .select()
    .from(evidenceDocuments)
    .where(eq(evidenceDocuments.petitionId, petitionId))
    .orderBy(sql`${evidenceDocuments.evidenceNumber} asc nulls last`, asc(evidenceDocuments.createdAt));

  warnings.push(...statementsBehindEvidence(visaType, byCriterion, evidence), ...draftsOutOfDate(visaType, [...finalMerits, ...byCriterion], letters));

  const exhibits: PacketExhibit[] = [];
  const index: PacketSources['index'] = [];
  letters.forEach((letter, i) => {
    const title = letterTitle(letter);
    const draft = !isSigned(letter);
    // A letter the recommender signed through their link goes in as the signed PDF, certificate and all (decision 066).
    const signedPdf = letter.metadata?.signedByRecommender?.pdfPath;
    const content = signedPdf ? { kind: 'pdf' as const, read: () => store.read(signedPdf) } : { kind: 'letter' as const, text: letter.letterContent };
    exhibits.push({ label: `Letter ${i + 1}`, number: i + 1, title, criterionTitle: packetHeading(visaType, { evidenceId: null, criterionId: null }), ...content, ...(draft ? { draft } : {}) });
    index.push({ label: `Letter ${i + 1}`, evidenceId: null, title, criterionId: null, ...(draft ? { draft } : {}) });
  });
  evidence.forEach((row, i) => {
    const number = row.evidenceNumber ?? evidence.length + i + 1;
    const label = `Exhibit ${number}`;
    const title = exhibitTitleOf({ ...row, text: row.extractedText }, visaType);
    const kind = exhibitKind(row.mimeType);
    const fileUrl = row.fileUrl;
    // Only the kind that moves an exhibit's heading is kept (an NIW endeavor plan); the rest file by category.
    const documentKind = row.factSheet?.kind ?? row.aiAnalysis?.kind;
    const kindRef = documentKind === ENDEAVOR_DOCUMENT_KIND ? { kind: documentKind } : {};
    exhibits.push({
      label,
      number,
      title,
      criterionTitle: packetHeading(visaType, { evidenceId: row.id, criterionId: row.category, ...kindRef }),
      kind,
      ...(kind === 'text' ? { text: row.extractedText ?? '' } : { read: () => store.read(fileUrl.split('?')[0] ?? '') }),
    });
    index.push({ label, evidenceId: row.id, title, criterionId: row.category, ...kindRef });
  });
  // Plain-text files are typeset from their bytes when the analysis has not run yet.
  for (const [i, ex] of exhibits.entries()) {
    const row = evidence[i - letters.length];
    if (ex.kind === 'text' && !ex.text && row) ex.text = (await store.read(row.fileUrl.split('?')[0] ?? '')).toString('utf8');
  }

  // EB-2 NIW files as its brief argues: basis, endeavor, prong 1, 2, 3, then the rest (the index and the exhibits alike).
  const filed = visaType === 'EB-2 NIW' ? niwFilingOrder(exhibits.map((exhibit, i) => ({ exhibit, entry: index[i]! })), (x) => x.entry) : null;

  return {
    input: {
      pageSize: visaType === 'UK_GLOBAL_TALENT' ? 'a4' : 'letter',
      cover: {
        applicant: head.applicant,
        visaLabel: visaType === 'EB-2 NIW' ? NIW_COVER_LABEL : visaDisplayName(visaType),
        classification: visaType,
        date: today.toISOString().slice(0, 10),
      },
      petitionLetter,
      exhibits: filed ? filed.map((x) => x.exhibit) : exhibits,
    },
    index: filed ? filed.map((x) => x.entry) : index,
    warnings,
  };
}

type StatementRow = typeof caseDocuments.$inferSelect;

/**
 * The EB-2 NIW petition letter, in the order of an NIW brief: the basis statements, the proposed endeavor quoted
 * from the applicant's own card (never reworded), the prong statements, then the conclusion (the FINAL_MERITS
 * statement, filed under 'Conclusion' whatever an older draft was titled).
 */
function niwPetitionLetter(byCriterion: readonly StatementRow[], finalMerits: readonly StatementRow[], endeavor: string | null) {
  const section = (s: StatementRow) => ({ title: s.title, markdown: s.content });
  const isProng = (s: StatementRow) => (s.criteriaId ?? '').startsWith('niw_prong');
  const endeavorSection = endeavor?.trim()
    ? [{ title: 'The Proposed Endeavor', markdown: `The applicant describes the proposed endeavor in the applicant's own words:\n\n${plainTextToMarkdown(endeavor)}` }]
    : [];
  return [...byCriterion.filter((s) => !isProng(s)).map(section), ...endeavorSection, ...byCriterion.filter(isProng).map(section), ...finalMerits.map((s) => ({ ...section(s), title: NIW_CONCLUSION_TITLE }))];
}

type LetterRow = typeof recommendationLetters.$inferSelect;

const isSigned = (letter: LetterRow) => letter.status === 'final' || letter.status === 'sent';

const letterTitle = (letter: LetterRow) => `Letter from ${letter.recommenderName}, ${letter.recommenderTitle}, ${letter.recommenderOrganization}`;

/**
 * Only signed letters are exhibits: 'final' and 'sent' go in; a draft is left out with a warning that names it
 * and says how to include it, unless the user asked for drafts, which then go in marked on every page.
 * An unknown status reads as a draft (architecture.md §states).
 */
function lettersToFile(all: readonly LetterRow[], choices: PacketChoices): { letters: LetterRow[]; warnings: string[] } {
  const drafts = all.filter((l) => !isSigned(l));
  if (choices.includeDrafts) {
    return { letters: [...all], warnings: drafts.map((l) => `The letter from ${l.recommenderName} is an unsigned draft: it is in the packet marked 'DRAFT — NOT SIGNED' on every page. Replace it with the signed letter before filing.`) };
  }
  return {
    letters: all.filter(isSigned),
    warnings: drafts.map((l) => `The letter from ${l.recommenderName} is a draft, so it is not in the packet. Once it is signed, set its status to Final on the Letters tab and rebuild; or tick 'Include drafts, marked DRAFT' to include it marked as a draft.`),
  };
}
