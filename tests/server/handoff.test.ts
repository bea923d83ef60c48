import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINAL_MERITS } from '../../src/contract/criteria-report';
import type { HandoffUrlReply } from '../../src/contract/handoff';
import type { PacketReply } from '../../src/contract/packet';
import { caseDocuments, petitionPackets, recommendationLetters } from '../../server/platform/db/schema';
import { signDownloadUrl } from '../../server/platform/storage/signing';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { register, settled, uploadBytes, userWithPetition, waitFor, type Owner } from './evidence-helpers';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { unzip } from './packet-helpers';

// GET /api/petitions/{id}/handoff-url and the zip its signed link opens (decision 028), against the real
// server, database, job queue and object store; the zip is read back with yauzl and the drafts with mammoth.

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

describe.each(DATABASES)('attorney hand-off on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const db = () => server.deps.database.db;
  const handoffUrl = (owner: Pick<Owner, 'cookie' | 'petitionId'>) =>
    server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}/handoff-url`, headers: { cookie: owner.cookie } });
  const packet = async (owner: Owner) => {
    const res = await server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}/packet`, headers: { cookie: owner.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PacketReply;
  };

  async function addFile(owner: Owner, fileName: string, bytes: Buffer, extension: string, mimeType: string): Promise<string> {
    const fileUrl = await uploadBytes(server, owner.cookie, bytes, extension);
    const res = await register(server, owner, { fileName, fileUrl, fileSize: bytes.length, mimeType });
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json() as { evidence: { id: string } }).evidence.id;
    await settled(server, owner, id);
    return id;
  }

  /** Two exhibits (one the user titled like a spreadsheet formula), two statements with the same title, a letter; then the packet. */
  async function withPacket(visaType: 'O-1A' | 'UK_GLOBAL_TALENT' = 'O-1A') {
    const owner = await userWithPetition(server, visaType);
    await addFile(owner, 'IMG_0042.pdf', await makeTextPdf(['ACM Conference on Robust Learning', 'Best Paper Award', 'is hereby presented to', 'Ada Lovelace', 'June 2024']), '.pdf', 'application/pdf');
    const press = await addFile(owner, 'press.txt', Buffer.from('Press coverage of the work.'), '.txt', 'text/plain');
    const titled = await server.inject({ method: 'PATCH', url: `/api/evidence/${press}`, headers: { cookie: owner.cookie }, payload: { exhibitTitle: '=HYPERLINK("x","Prize, 2024")' } });
    expect(titled.statusCode, titled.body).toBe(200);
    await db().insert(caseDocuments).values([
      { petitionId: owner.petitionId, title: 'Final merits', content: '## Summary\n\nShe is extraordinary (Exhibit 1).', type: 'statement', criteriaId: FINAL_MERITS },
      { petitionId: owner.petitionId, title: 'Final merits', content: 'A second version of the summary.', type: 'statement', criteriaId: null },
    ]);
    await db().insert(recommendationLetters).values({
      petitionId: owner.petitionId,
      recommenderName: 'Grace Hopper',
      recommenderTitle: 'Professor',
      recommenderOrganization: 'Navy',
      relationship: 'Colleague',
      letterContent: 'Dear officer,\n\nI recommend her without reservation.\n\nSincerely,',
    });
    // The letter is an unsigned draft: asked for, it goes in marked DRAFT (otherwise it is left out).
    const started = await server.inject({ method: 'POST', url: `/api/petitions/${owner.petitionId}/packet`, headers: { cookie: owner.cookie }, payload: { includeDrafts: true } });
    expect(started.statusCode, started.body).toBe(202);
    const built = await waitFor('the packet build', async () => {
      const reply = await packet(owner);
      return reply.status === 'ready' || reply.status === 'failed' ? reply : undefined;
    }, 60_000);
    expect(built.status, built.error ?? '').toBe('ready');
    return { owner, built };
  }

  async function zipOf(owner: Owner) {
    const res = await handoffUrl(owner);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json() as HandoffUrlReply;
    // The link opens without the session cookie: the signature is the capability.
    const zip = await server.inject({ method: 'GET', url: reply.url });
    expect(zip.statusCode, zip.body).toBe(200);
    return { reply, zip, files: await unzip(zip.rawPayload) };
  }

  it('zips the packet part, every statement and letter as Word, the exhibit index and a README', async () => {
    const { owner, built } = await withPacket();
    const { reply, zip, files } = await zipOf(owner);
    expect(reply.stale).toBe(false);
    expect(reply.url).toMatch(new RegExp(`^/api/petitions/${owner.petitionId}/handoff\\.zip\\?.*sig=`));
    expect(reply.fileName).toMatch(/^Exhibit-handoff-O-1A-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="${reply.fileName}"; filename*=UTF-8''${reply.fileName}`);

    expect([...files.keys()].sort()).toEqual(
      ['README.txt', 'exhibit-index.csv', 'letters/Recommendation letter - Grace Hopper.docx', 'packet/Exhibit-packet.pdf', 'statements/Final merits (2).docx', 'statements/Final merits.docx'].sort(),
    );

    // The part is the stored packet, byte for byte.
    const [row] = await db().select().from(petitionPackets).where(eq(petitionPackets.petitionId, owner.petitionId));
    const stored = await server.deps.store.read(row!.parts[0]!.objectPath);
    expect(files.get('packet/Exhibit-packet.pdf')!.equals(stored)).toBe(true);
    expect(stored.length).toBe(built.parts[0]!.bytes);

    // The drafts read back as Word documents with their text; final merits comes first.
    const text = async (path: string) => (await mammoth.extractRawText({ buffer: files.get(path)! })).value;
    expect(await text('statements/Final merits.docx')).toMatch(/Final merits[\s\S]*Summary[\s\S]*She is extraordinary \(Exhibit 1\)\./);
    expect(await text('statements/Final merits (2).docx')).toContain('A second version of the summary.');
    const letter = await text('letters/Recommendation letter - Grace Hopper.docx');
    expect(letter).toContain('I recommend her without reservation.');
    expect(letter).toContain('Grace Hopper');

    // The index: a BOM, a header, one row per packet index entry; the formula-like title cannot run.
    const csv = files.get('exhibit-index.csv')!;
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(csv.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(['Label', 'Title', 'Criterion', 'Part', 'Start page', 'End page']);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4], r[5]])).toEqual(built.index.map((e) => [e.label, String(e.part), String(e.startPage), String(e.endPage)]));
    expect(rows[1]!.slice(0, 3)).toEqual(['Letter 1', 'Letter from Grace Hopper, Professor, Navy', 'Recommendation letters']);
    // Exhibits by their titles (decision 050), never their file names.
    expect(rows.map((r) => r[1])).toContain('Best Paper Award, ACM Conference on Robust Learning, June 2024');
    expect(rows.some((r) => /IMG_0042|press\.txt/.test(r[1]!))).toBe(false);
    const formula = rows.find((r) => r[1]!.includes('HYPERLINK'))!;
    expect(formula[1]).toBe(`'=HYPERLINK("x","Prize, 2024")`);
    for (const r of rows) for (const cell of r) expect(cell).not.toMatch(/^[=+\-@]/);

    // The README names every file and says the drafts need an attorney's review.
    const readme = files.get('README.txt')!.toString('utf8');
    for (const path of files.keys()) expect(readme).toContain(path);
    expect(readme).toContain("The statements and recommendation letters in this folder are unreviewed drafts. They have not been checked by an attorney and need an attorney's review before anything is filed.");
    expect(readme).toContain(`Packet built: ${new Date(built.builtAt!).toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    expect(readme).not.toMatch(/built before the latest changes/);
    expect(readme).not.toMatch(/own words/);
    // It says one thing: a packet with drafts in it is never 'ready to file', and the drafts inside it are named.
    expect(readme).not.toMatch(/ready to file/i);
    expect(readme).toContain("The packet's petition letter is made from these statements, so the packet is a draft too");
    expect(readme).toContain("The packet includes unsigned letters, marked 'DRAFT — NOT SIGNED' on every page: Letter 1 (Letter from Grace Hopper, Professor, Navy).");
  });

  it('a stale packet is still handed off, and the README says it was built before the latest changes', async () => {
    const { owner } = await withPacket();
    await db().insert(caseDocuments).values({ petitionId: owner.petitionId, title: 'Awards', content: 'The award (Exhibit 1).', type: 'statement', criteriaId: 'o1a_awards' });
    const { reply, files } = await zipOf(owner);
    expect(reply.stale).toBe(true);
    expect(files.get('README.txt')!.toString('utf8')).toContain('The packet was built before the latest changes to the petition');
    expect(files.has('statements/Awards.docx')).toBe(true);
  });

  it('for UK Global Talent the README says the statements and letters are outlines to write in their own words', async () => {
    const { owner } = await withPacket('UK_GLOBAL_TALENT');
    const { reply, files } = await zipOf(owner);
    expect(reply.fileName).toMatch(/^Exhibit-handoff-UK-Global-Talent-\d{4}-\d{2}-\d{2}\.zip$/);
    const readme = files.get('README.txt')!.toString('utf8');
    expect(readme).toContain('the statements and letters here are outlines only. The applicant and each recommender must write the final text in their own words');
    expect(readme).toContain("need an attorney's review");
  });

  it("refuses: another user's petition 404, no packet 409, a tampered or expired link 403", async () => {
    const empty = await userWithPetition(server);
    const none = await handoffUrl(empty);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: 'Build the packet first: the hand-off for your attorney includes it.' });

    const { owner } = await withPacket();
    const other = await userWithPetition(server);
    const foreign = await handoffUrl({ cookie: other.cookie, petitionId: owner.petitionId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Petition not found' });

    const { url } = (await handoffUrl(owner)).json() as HandoffUrlReply;
    // The same signature for another petition, a changed name, or a changed signature: not valid.
    for (const bad of [url.replace(owner.petitionId, empty.petitionId), url.replace(/name=[^&]+/, 'name=other.zip'), url.replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A'))]) {
      const res = await server.inject({ method: 'GET', url: bad });
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toEqual({ message: 'This download link is not valid' });
    }
    const expired = await signDownloadUrl(`/api/petitions/${owner.petitionId}/handoff.zip`, { fileName: 'a.zip', mimeType: 'application/zip', ttlSeconds: -1 });
    const late = await server.inject({ method: 'GET', url: expired });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: 'This download link has expired' });
  });
});
