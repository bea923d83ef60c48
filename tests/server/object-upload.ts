import { expect } from 'vitest';
import type { UploadResponse } from '../../src/contract/objects';
import type { ListeningServer } from './harness';
import { sha256 } from './evidence-helpers';

// The browser's side of an upload, for either store: presign, then a real HTTP PUT to wherever the
// ticket points (our /objects route, or the S3 bucket) with exactly the headers it names.

export async function presign(server: ListeningServer, cookie: string, bytes: Buffer, extension = '.pdf'): Promise<UploadResponse> {
  const res = await server.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie }, payload: { hash: sha256(bytes), extension } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UploadResponse;
}

/** PUTs `body` as the page would: the cookie and Origin go only to our own origin. */
export function putTicket(server: ListeningServer, ticket: UploadResponse, cookie: string, body: Buffer): Promise<Response> {
  const url = new URL(ticket.uploadURL, server.origin);
  const ours = url.origin === server.origin;
  return fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { ...ticket.headers, ...(ours ? { cookie, origin: server.origin } : {}) } });
}

/** PUT /api/evidence-file: the registration check, without making an evidence row. */
export function registerFile(server: ListeningServer, cookie: string, objectPath: string) {
  return server.inject({ method: 'PUT', url: '/api/evidence-file', headers: { cookie }, payload: { evidenceUrl: objectPath } });
}

/** Presign and PUT; fails the test unless the store took the bytes. Returns the object path. */
export async function storeBytes(server: ListeningServer, cookie: string, bytes: Buffer, extension = '.pdf'): Promise<string> {
  const ticket = await presign(server, cookie, bytes, extension);
  const put = await putTicket(server, ticket, cookie, bytes);
  expect(put.status, await put.clone().text()).toBe(200);
  return ticket.objectPath;
}

/** GETs a download link (relative to the server, or on the bucket). */
export function download(server: ListeningServer, url: string): Promise<Response> {
  return fetch(new URL(url, server.origin));
}
