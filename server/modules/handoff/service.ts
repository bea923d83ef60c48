import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { criteriaFor } from '../../../src/contract/criteria';
import { FINAL_MERITS } from '../../../src/contract/criteria-report';
import { hasProposedEndeavor } from '../../../src/contract/endeavor';
import { HANDOFF_NEEDS_PACKET_MESSAGE, HANDOFF_WITHDRAWN_MESSAGE, handoffZipFileName, type HandoffUrlReply } from '../../../src/contract/handoff';
import { letterDocxFileName, statementDocxFileName } from '../../../src/contract/word-drafts';
import type { VisaType } from '../../../src/contract/visa';
import type { Db } from '../../platform/db/client';
import { ownerOfPetition } from '../../platform/db/ownership';
import { caseDocuments, petitionPackets, recommendationLetters } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { ConflictError, notFound } from '../../platform/errors';
import { signDownloadUrl } from '../../platform/storage/signing';
import { letterDocx } from '../letters/docx';
import { petitionHead } from '../packet/inputs';
import { isPacketStale } from '../packet/state';
import { holdsDeletedEvidence } from '../packet/withdraw';
import { caseDocumentDocx } from '../statements/docx';
import { exhibitIndexCsv, readmeText, uniqueName, type HandoffEntry } from './contents';

// The attorney hand-off (issue 14 item 7, decision 028): a signed link, then one zip streamed from the
// packet parts in the store, the Word drafts made as the zip reaches them, the index and a README.

const HANDOFF_LINK_SECONDS = 300;
const ZIP_MIME = 'application/zip';

/** The signed path the zip is served at: the signature binds the petition id, so a link opens one petition's zip. */
export const handoffZipPath = (petitionId: string) => `/api/petitions/${petitionId}/handoff.zip`;

/**
 * A packet with parts to hand off: a stale one is handed off too, and says so; one holding a document the
 * user deleted is not (decision 055), checked first because its parts were taken away.
 */
async function handOffPacket(db: Db, petitionId: string) {
  const [row] = await db.select().from(petitionPackets).where(eq(petitionPackets.petitionId, petitionId)).limit(1);
  if (row && (await holdsDeletedEvidence(db, row.index))) throw new ConflictError(HANDOFF_WITHDRAWN_MESSAGE);
  if (!row?.builtAt || row.parts.length === 0) throw new ConflictError(HANDOFF_NEEDS_PACKET_MESSAGE);
  return { row: { ...row, builtAt: row.builtAt }, stale: await isPacketStale(db, row) };
}

/** GET …/handoff-url for the owner's petition (already checked): a 5-minute signed link to the zip. */
export async function handoffLink(db: Db, petition: { id: string; visaType: VisaType }, now = new Date()): Promise<HandoffUrlReply> {
  const { stale } = await handOffPacket(db, petition.id);
  const fileName = handoffZipFileName(petition.visaType, now);
  const url = await signDownloadUrl(handoffZipPath(petition.id), { fileName, mimeType: ZIP_MIME, ttlSeconds: HANDOFF_LINK_SECONDS });
  return { url, fileName, stale };
}

/** Statements in filing order: final merits, then by criterion in catalogue order, then the rest as written (EB-2 NIW: its conclusion last). */
function inFilingOrder<T extends { criteriaId: string | null }>(visaType: VisaType, docs: readonly T[]): T[] {
  const catalogue = criteriaFor(visaType).map((c) => c.id);
  const closing = hasProposedEndeavor(visaType) ? catalogue.length + 1 : -1;
  const rank = (d: T) => (d.criteriaId === FINAL_MERITS ? closing : d.criteriaId && catalogue.includes(d.criteriaId) ? catalogue.indexOf(d.criteriaId) : catalogue.length);
  return [...docs].sort((a, b) => rank(a) - rank(b));
}

/** Hands yazl a stream made only when the zip reaches the entry, so one file at a time is open or in memory. */
function lazy(make: () => Promise<Readable | Buffer>) {
  return (cb: (err: unknown, stream: NodeJS.ReadableStream) => void) => {
    make().then(
      (made) => cb(null, Buffer.isBuffer(made) ? Readable.from([made]) : made),
      (err: unknown) => cb(err, Readable.from([])),
    );
  };
}

/**
 * The zip for a verified link: the petition as it is now. 404 when the petition is gone, 409 when its
 * packet is. The stream errors (and the download breaks off) if a stored part cannot be read.
 */
export async function handoffZip(deps: Deps, petitionId: string, now = new Date()): Promise<NodeJS.ReadableStream> {
  const { db } = deps.database;
  const head = await petitionHead(db, petitionId);
  const userId = await ownerOfPetition(db, petitionId);
  if (!head || !userId) throw notFound('This file no longer exists');
  const { row, stale } = await handOffPacket(db, petitionId);
  const statements = inFilingOrder(
    head.visaType,
    await db.select({ id: caseDocuments.id, title: caseDocuments.title, criteriaId: caseDocuments.criteriaId }).from(caseDocuments).where(eq(caseDocuments.petitionId, petitionId)).orderBy(asc(caseDocuments.createdAt)),
  );
  const letters = await db
    .select({ id: recommendationLetters.id, name: recommendationLetters.recommenderName, title: recommendationLetters.recommenderTitle, organization: recommendationLetters.recommenderOrganization })
    .from(recommendationLetters)
    .where(eq(recommendationLetters.petitionId, petitionId))
    .orderBy(asc(recommendationLetters.createdAt));

  const zip = new ZipFile();
  const taken = new Set<string>();
  const entries: HandoffEntry[] = [];
  const mtime = now;

  let firstPage = 1;
  for (const [i, part] of row.parts.entries()) {
    const path = uniqueName(taken, 'packet', part.fileName);
    const pages = `pages ${firstPage}–${firstPage + part.pages - 1}`;
    firstPage += part.pages;
    const what = row.parts.length > 1 ? `part ${i + 1} of ${row.parts.length} of the petition packet (PDF, ${pages})` : `the petition packet (PDF, ${part.pages} pages)`;
    entries.push({ path, description: `${what}: cover, petition letter, exhibit index and the exhibits, each page stamped and numbered.` });
    // PDFs are compressed already: stored, not deflated again.
    zip.addReadStreamLazy(path, { mtime, compress: false, size: part.bytes }, lazy(() => deps.store.stream(part.objectPath)));
  }
  for (const doc of statements) {
    const path = uniqueName(taken, 'statements', statementDocxFileName(doc.title));
    entries.push({ path, description: `draft of the statement "${doc.title}" (Word), unreviewed.` });
    zip.addReadStreamLazy(path, { mtime }, lazy(async () => (await caseDocumentDocx(db, userId, doc.id)).body));
  }
  for (const letter of letters) {
    const path = uniqueName(taken, 'letters', letterDocxFileName(letter.name));
    entries.push({ path, description: `draft recommendation letter from ${letter.name}, ${letter.title}, ${letter.organization} (Word, with room for letterhead and signature), unreviewed.` });
    zip.addReadStreamLazy(path, { mtime }, lazy(async () => (await letterDocx(db, userId, letter.id)).body));
  }
  entries.push({ path: 'exhibit-index.csv', description: 'the exhibit index as a spreadsheet: label, title, criterion, packet part, and first and last page of each exhibit.' });
  entries.push({ path: 'README.txt', description: 'this file.' });

  zip.addBuffer(exhibitIndexCsv(head.visaType, row.index), 'exhibit-index.csv', { mtime });
  zip.addBuffer(readmeText({ visaType: head.visaType, applicant: head.applicant, preparedOn: now, builtAt: row.builtAt, stale, entries, draftLetters: row.index.filter((e) => e.draft).map((e) => `${e.label} (${e.title})`) }), 'README.txt', { mtime });
  // A part or draft that cannot be read breaks the download off rather than ending a zip without it.
  zip.on('error', (err: unknown) => (zip.outputStream as Readable).destroy(err instanceof Error ? err : new Error(String(err))));
  zip.end();
  return zip.outputStream;
}
