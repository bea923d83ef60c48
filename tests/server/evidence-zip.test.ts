import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evidenceDocuments, storedObjects } from '../../server/platform/db/schema';
import { makeDocx, makeEncryptedZip, makeExe, makeManyFilesZip, makeTextPdf, makeZip, makeZipBomb } from '../fixtures/make-fixtures';
import { DATABASES, useTestServer } from './harness';
import { listEvidence, multipart, settled, userWithPetition, type Owner } from './evidence-helpers';

describe.each(DATABASES)('importing a zip of evidence on %s', (kind) => {
  const server = useTestServer(kind);
  const db = () => server.deps.database.db;
  const tmpFiles = () => fs.readdirSync(path.join(server.dataDir, 'tmp')).filter((f) => f.endsWith('.zip'));
  const upload = (owner: Pick<Owner, 'cookie' | 'petitionId'>, bytes: Buffer, fileName = 'evidence.zip', field = 'zipFile') => {
    const { payload, contentType } = multipart(field, fileName, bytes);
    return server.inject({
      method: 'POST',
      url: `/api/petitions/${owner.petitionId}/evidence/upload-zip`,
      headers: { cookie: owner.cookie, 'content-type': contentType },
      payload,
    });
  };
  const objectsOf = (userId: string) => db().select().from(storedObjects).where(eq(storedObjects.userId, userId));

  it('imports the documents and says which entries were skipped and why', async () => {
    const me = await userWithPetition(server);
    const zip = await makeZip([
      { name: 'awards/prize.pdf', data: await makeTextPdf(['Ada won the National Prize for Excellence in Computing, awarded by a jury.']) },
      { name: 'press.docx', data: await makeDocx(['The Times featured Ada in a newspaper interview.']) },
      { name: 'notes.txt', data: Buffer.from('Ada reviewed papers as a member of the program committee.') },
      { name: 'evil.exe', data: makeExe() },
      { name: '../x.pdf', data: Buffer.from('%PDF-1.4 escape') },
      { name: 'link.pdf', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
      { name: '__MACOSX/._prize.pdf', data: Buffer.from([0, 5, 22, 7]) },
    ]);
    const res = await upload(me, zip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Imported 3 files. Skipped 3: ../x.pdf (unsafe path), link.pdf (symbolic link), evil.exe (not a document).',
    });
    const list = await listEvidence(server, me);
    expect(list.map((e) => [e.evidenceNumber, e.fileName])).toEqual([
      [1, 'prize.pdf'],
      [2, 'press.docx'],
      [3, 'notes.txt'],
    ]);
    const done = await Promise.all(list.map((e) => settled(server, me, e.id)));
    expect(done.map((e) => e.processingStatus)).toEqual(['completed', 'completed', 'completed']);
    expect(tmpFiles()).toEqual([]);

    // The same zip again: everything is already there.
    const again = await upload(me, zip);
    expect((again.json() as { message: string }).message).toMatch(/^Imported 0 files\. Skipped 6: .*prize\.pdf \(already uploaded\)/);
    expect(await listEvidence(server, me)).toHaveLength(3);
  });

  it('refuses a zip bomb and keeps nothing from it', async () => {
    const me = await userWithPetition(server);
    const zip = await makeZip([
      { name: 'fine.txt', data: Buffer.from('A perfectly fine note about a journal article.') },
      { name: 'bomb.txt', data: Buffer.alloc(50 * 1024 * 1024), compress: true },
    ]);
    const res = await upload(me, zip);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: string }).error).toMatch(/zip bomb/);
    expect(await listEvidence(server, me)).toEqual([]);
    expect(await objectsOf(me.userId)).toEqual([]);
    expect(tmpFiles()).toEqual([]);
    const single = await upload(me, await makeZipBomb(50));
    expect((single.json() as { error: string }).error).toMatch(/zip bomb/);
  });

  it('refuses a zip of 5,000 tiny files with the limit in the message', async () => {
    const me = await userWithPetition(server);
    const res = await upload(me, await makeManyFilesZip(5000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'This zip has 5000 entries; the limit is 200.' });
    expect(await listEvidence(server, me)).toEqual([]);
  });

  it('skips encrypted entries and names the reason', async () => {
    const me = await userWithPetition(server);
    const zip = makeEncryptedZip('salary.txt', Buffer.from('confidential salary'), [{ name: 'cv.txt', data: Buffer.from('Curriculum vitae of Ada Lovelace, director of research.') }]);
    const res = await upload(me, zip);
    expect(res.json()).toEqual({ message: 'Imported 1 file. Skipped 1: salary.txt (encrypted).' });
  });

  it('answers with an error field for a file that is not a zip, a wrong name or a missing field', async () => {
    const me = await userWithPetition(server);
    const notZip = await upload(me, Buffer.from('this is not a zip archive at all'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toEqual({ error: 'This file is not a valid zip archive.' });
    const wrongName = await upload(me, await makeZip([{ name: 'a.txt', data: Buffer.from('hello there') }]), 'evidence.rar');
    expect(wrongName.json()).toEqual({ error: 'Please select a .zip file' });
    const upper = await upload(me, await makeZip([{ name: 'a.txt', data: Buffer.from('hello from an upper-case zip name') }]), 'EVIDENCE.ZIP');
    expect(upper.statusCode).toBe(200);
    const wrongField = await upload(me, Buffer.from('x'), 'evidence.zip', 'file');
    expect(wrongField.json()).toEqual({ error: 'Attach the zip in the field zipFile.' });
    const json = await server.inject({ method: 'POST', url: `/api/petitions/${me.petitionId}/evidence/upload-zip`, headers: { cookie: me.cookie }, payload: { zipFile: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: 'Send the zip as multipart/form-data in the field zipFile.' });
    expect(tmpFiles()).toEqual([]);
  });

  it("answers 404 for another user's petition, and 401 to visitors, before reading the upload", async () => {
    const me = await userWithPetition(server);
    const stranger = await server.signUp();
    const zip = await makeZip([{ name: 'a.txt', data: Buffer.from('a note about an award') }]);
    expect((await upload({ cookie: stranger.cookie, petitionId: me.petitionId }, zip)).statusCode).toBe(404);
    expect((await upload({ cookie: '', petitionId: me.petitionId }, zip)).statusCode).toBe(401);
    expect(await db().select().from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, me.petitionId))).toEqual([]);
  });
});
