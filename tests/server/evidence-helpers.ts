import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Evidence } from '../../src/contract/entities';
import type { EvidenceListItem } from '../../src/contract/evidence-list';
import type { PushMessage } from '../../src/contract/push';
import type { VisaType } from '../../src/contract/visa';
import { evidenceDocuments } from '../../server/platform/db/schema';
import { QUEUES } from '../../server/platform/queue/names';
import { makeTextPdf } from '../fixtures/make-fixtures';
import type { TestServer } from './harness';
import { waitFor } from '../fixtures/wait-for';

// Shared by the evidence server tests: a user with a petition, the real upload path
// (presign → hash-checked PUT), registration, and waiting for the analysis job.

export type Owner = { cookie: string; userId: string; petitionId: string };

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function userWithPetition(server: TestServer, visaType: VisaType = 'O-1A'): Promise<Owner> {
  const { cookie, userId } = await server.signUp();
  const profile = await server.inject({ method: 'POST', url: '/api/profile', headers: { cookie }, payload: { fullName: 'Ada Lovelace', otherLinks: [] } });
  expect(profile.statusCode, profile.body).toBe(200);
  const petition = await server.inject({
    method: 'POST',
    url: '/api/petitions',
    headers: { cookie },
    payload: { profileId: (profile.json() as { id: string }).id, visaType },
  });
  expect(petition.statusCode, petition.body).toBe(201);
  return { cookie, userId, petitionId: (petition.json() as { id: string }).id };
}

/** Presign and PUT, as the browser does; returns the upload URL (its path is the object path). */
export async function uploadBytes(server: TestServer, cookie: string, bytes: Buffer, extension = '.pdf'): Promise<string> {
  const pre = await server.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie }, payload: { hash: sha256(bytes), extension } });
  expect(pre.statusCode, pre.body).toBe(200);
  const { uploadURL } = pre.json() as { uploadURL: string };
  const put = await server.inject({ method: 'PUT', url: uploadURL, headers: { cookie, 'content-type': 'application/octet-stream' }, payload: bytes });
  expect(put.statusCode, put.body).toBe(200);
  return uploadURL;
}

export function register(
  server: TestServer,
  owner: Pick<Owner, 'cookie' | 'petitionId'>,
  body: { fileName: string; fileUrl: string; fileSize?: number; mimeType?: string },
  headers: Record<string, string> = {},
) {
  return server.inject({
    method: 'POST',
    url: `/api/petitions/${owner.petitionId}/evidence`,
    headers: { cookie: owner.cookie, ...headers },
    payload: { fileSize: 0, mimeType: 'application/octet-stream', ...body },
  });
}

/** Upload then register; returns the new row. */
export async function addEvidence(server: TestServer, owner: Owner, fileName: string, bytes: Buffer, extension = '.pdf'): Promise<Evidence> {
  const fileUrl = await uploadBytes(server, owner.cookie, bytes, extension);
  const res = await register(server, owner, { fileName, fileUrl, fileSize: bytes.length });
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json() as { skipped: boolean; evidence?: Evidence };
  expect(reply.skipped).toBe(false);
  return reply.evidence!;
}

/** The list as the table shows it (decision 034). */
export async function listEvidence(server: TestServer, owner: Pick<Owner, 'cookie' | 'petitionId'>): Promise<EvidenceListItem[]> {
  const res = await server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}/evidence`, headers: { cookie: owner.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EvidenceListItem[];
}

/** One whole row (GET /api/evidence/{id}). */
export async function evidenceDetail(server: TestServer, owner: Pick<Owner, 'cookie'>, evidenceId: string): Promise<Evidence> {
  const res = await server.inject({ method: 'GET', url: `/api/evidence/${evidenceId}`, headers: { cookie: owner.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Evidence;
}

/** Every row of the petition, whole (the list, then GET /api/evidence/{id} for each), in the list's order. */
export async function wholeRows(server: TestServer, owner: Pick<Owner, 'cookie' | 'petitionId'>): Promise<Evidence[]> {
  const list = await listEvidence(server, owner);
  return Promise.all(list.map((row) => evidenceDetail(server, owner, row.id)));
}

export { waitFor };

/** Waits until the list shows the row in a final status (completed or failed) and returns the whole row. */
export async function settled(server: TestServer, owner: Owner, evidenceId: string, timeoutMs?: number): Promise<Evidence> {
  await waitFor(
    `evidence ${evidenceId} to finish`,
    async () => {
      const row = (await listEvidence(server, owner)).find((e) => e.id === evidenceId);
      return row && (row.processingStatus === 'completed' || row.processingStatus === 'failed') ? row : undefined;
    },
    timeoutMs,
  );
  return evidenceDetail(server, owner, evidenceId);
}

/** A real /ws client with the session cookie, collecting what the server pushes. */
export async function openPush(origin: string, cookie: string) {
  const { default: WebSocket } = await import('ws');
  const messages: PushMessage[] = [];
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`, { headers: { cookie, origin } });
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as PushMessage));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    next: (what: string, match: (m: PushMessage) => boolean, ms = 30_000) => waitFor(what, async () => messages.find(match), ms),
    close: () => socket.close(),
  };
}

/**
 * The evidence's analysis jobs once pg-boss has finished with them. The row is
 * marked final inside the handler, a moment before pg-boss completes the job, so
 * reading the jobs right after `settled` can still see one `active`.
 */
export function settledJobs(server: TestServer, evidenceId: string): Promise<{ state: string; retryCount: number }[]> {
  return waitFor(`the jobs of evidence ${evidenceId} to finish`, async () => {
    const jobs = await server.deps.boss!.findJobs(QUEUES.evidenceAnalysis, { data: { evidenceId } });
    return jobs.length > 0 && jobs.every((j) => !['created', 'retry', 'active'].includes(j.state)) ? jobs : undefined;
  });
}

/** A multipart/form-data body with one file part, as the browser's FormData sends it. */
export function multipart(field: string, fileName: string, bytes: Buffer, type = 'application/zip') {
  const boundary = `----exhibit${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An ordinary PDF goes through the pool and its text is read. */
export async function expectReadable(server: TestServer, owner: Owner) {
  const line = `Letter of recommendation for Ada Lovelace, ${randomUUID()}.`;
  const evidence = await addEvidence(server, owner, 'letter.pdf', await makeTextPdf([line]));
  const row = await settled(server, owner, evidence.id, 60_000);
  expect(row.processingStatus).toBe('completed');
  const [saved] = await server.deps.database.db
    .select({ text: evidenceDocuments.extractedText })
    .from(evidenceDocuments)
    .where(eq(evidenceDocuments.id, evidence.id));
  expect(saved?.text).toContain(line);
}
