import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HandoffUrlReply } from '../../src/contract/handoff';
import type { PacketReply } from '../../src/contract/packet';
import { runPacketJob } from '../../server/modules/packet/job';
import { evidenceDocuments, petitionPackets } from '../../server/platform/db/schema';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { userWithPetition, type Owner } from './evidence-helpers';
import { DATABASES, useTestServer } from './harness';
import { openPdf, packetApi, pageText, unzip } from './packet-helpers';

// A deletion reaches every download (issue 31 item 4, decision 055): once a document is deleted, nothing
// built with it can still be downloaded (the packet's parts, a part link issued before, the hand-off),
// until a rebuild leaves it out.

/** Words only the deleted document holds, in its text and its name. */
const SECRET = 'Globex salary offer';
const KEPT = 'Press coverage of the work';

describe.each(DATABASES)('a deleted document leaves every download on %s', (kind) => {
  const server = useTestServer(kind);
  const db = () => server.deps.database.db;
  const { post, get, finished, addFile } = packetApi(server);

  const handoffUrl = (owner: Owner) => server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}/handoff-url`, headers: { cookie: owner.cookie } });

  /** Everything the user can still download for the petition, as text: each offered part, and the hand-off zip if it is offered. */
  async function downloadableText(owner: Owner, reply: PacketReply): Promise<string> {
    const texts: string[] = [];
    const pdfText = async (bytes: Uint8Array) => {
      const doc = await openPdf(bytes);
      for (let n = 1; n <= doc.numPages; n++) texts.push(await pageText(doc, n));
    };
    for (const part of reply.parts) {
      const res = await server.inject({ method: 'GET', url: part.url });
      if (res.statusCode === 200) await pdfText(res.rawPayload);
    }
    const link = await handoffUrl(owner);
    if (link.statusCode === 200) {
      const zip = await server.inject({ method: 'GET', url: (link.json() as HandoffUrlReply).url });
      expect(zip.statusCode, zip.body).toBe(200);
      for (const [path, bytes] of await unzip(zip.rawPayload)) {
        if (path.endsWith('.pdf')) await pdfText(bytes);
        else if (!path.endsWith('.docx')) texts.push(bytes.toString('utf8'));
      }
    }
    return texts.join('\n');
  }

  /** A packet of two documents, one of them the one the user will delete. */
  async function builtWithTwo() {
    const owner = await userWithPetition(server);
    const secret = await addFile(owner, 'globex-salary.txt', Buffer.from(`${SECRET}: 250,000 a year.`), '.txt', 'text/plain');
    await addFile(owner, 'press.pdf', await makeTextPdf([KEPT]), '.pdf', 'application/pdf');
    await post(owner);
    const built = await finished(owner);
    expect(built.status, built.error ?? '').toBe('ready');
    expect(built.withdrawn).toBe(false);
    expect(await downloadableText(owner, built)).toContain(SECRET);
    return { owner, secret, built };
  }

  it('withholds the packet, its old part links and the hand-off, and a rebuild brings them back without it', async () => {
    const { owner, secret, built } = await builtWithTwo();
    const handedOff = (await handoffUrl(owner)).json() as HandoffUrlReply;

    const deleted = await server.inject({ method: 'DELETE', url: `/api/evidence/${secret}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const after = await get(owner);
    expect(after).toMatchObject({ status: 'ready', stale: true, withdrawn: true, parts: [] });
    // The link the page held from before the deletion no longer serves the packet.
    const old = await server.inject({ method: 'GET', url: built.parts[0]!.url });
    expect(old.statusCode, 'a part link issued before the deletion still downloaded the packet').toBe(404);
    // Neither does a hand-off: asked for now, or through a link issued before.
    const refused = await handoffUrl(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This packet holds a document you deleted. Rebuild the packet, then download it again.' });
    const oldZip = await server.inject({ method: 'GET', url: handedOff.url });
    expect(oldZip.statusCode).toBe(409);
    expect(await downloadableText(owner, after)).not.toContain(SECRET);

    await post(owner);
    const rebuilt = await finished(owner, 120_000, built.builtAt);
    expect(rebuilt).toMatchObject({ status: 'ready', stale: false, withdrawn: false });
    expect(rebuilt.parts.length).toBeGreaterThan(0);
    const text = await downloadableText(owner, rebuilt);
    expect(text).toContain(KEPT);
    expect(text, 'the deleted document is in the rebuilt downloads').not.toContain(SECRET);
    expect(text.toLowerCase()).not.toContain('globex');
  });

  it('a document deleted while the packet is being built leaves the built packet withdrawn, its parts gone', async () => {
    const owner = await userWithPetition(server);
    const secret = await addFile(owner, 'globex-salary.pdf', await makeTextPdf([SECRET]), '.pdf', 'application/pdf');
    await addFile(owner, 'press.txt', Buffer.from(KEPT), '.txt', 'text/plain');
    await db().insert(petitionPackets).values({ petitionId: owner.petitionId, status: 'queued', maxPartBytes: 12_000_000 });
    // The delete commits after the build read the document and before it stores the parts.
    const store = server.deps.store;
    let deleted = false;
    const deletingStore: typeof store = {
      ...store,
      read: async (path: string) => {
        const bytes = await store.read(path);
        if (!deleted) {
          deleted = true;
          await db().delete(evidenceDocuments).where(eq(evidenceDocuments.id, secret));
        }
        return bytes;
      },
    };
    await runPacketJob({ ...server.deps, store: deletingStore }, { petitionId: owner.petitionId });
    expect(deleted).toBe(true);
    expect(await get(owner)).toMatchObject({ status: 'ready', withdrawn: true, parts: [] });
    const [row] = await db().select().from(petitionPackets).where(eq(petitionPackets.petitionId, owner.petitionId));
    expect(row!.parts).toEqual([]);
    expect((await handoffUrl(owner)).statusCode).toBe(409);
  });
});
