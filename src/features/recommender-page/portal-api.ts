import { LINK_INVALID_MESSAGE, RECOMMENDER_CSRF_HEADER, RECOMMENDER_TOKEN_HEADER } from '../../contract/recommender-questionnaire';
import type { Answers, Portal } from '../../contract/recommenders';

/** The link as the page was opened with it: the request in the path, the token after '#'. */
export type Link = { id: string; token: string };

export function linkFromLocation(location: Pick<Location, 'pathname' | 'hash'>): Link | null {
  const id = /^\/recommend\/([0-9a-f-]{36})\/?$/i.exec(location.pathname)?.[1];
  const token = location.hash.replace(/^#/, '');
  return id && token ? { id, token } : null;
}

/** A reply the server refused, with its message (and the fields at fault, for a 400). */
export class PortalError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The request never reached the server (offline, or the connection dropped). */
export class OfflineError extends Error {}

async function call<T>(link: Link, path: string, init: RequestInit & { csrf?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { [RECOMMENDER_TOKEN_HEADER]: link.token, ...(init.headers as Record<string, string>) };
  if (init.csrf) headers[RECOMMENDER_CSRF_HEADER] = init.csrf;
  let res: Response;
  try {
    res = await fetch(`/api/recommend/${link.id}${path}`, { ...init, headers, credentials: 'omit', cache: 'no-store' });
  } catch {
    throw new OfflineError('No connection');
  }
  const body = (await res.json().catch(() => ({}))) as { message?: string; fieldErrors?: Record<string, string> };
  if (!res.ok) throw new PortalError(res.status, res.status === 404 ? LINK_INVALID_MESSAGE : (body.message ?? 'Something went wrong. Please try again.'), body.fieldErrors);
  return body as T;
}

const json = (method: string, body: unknown, csrf: string): RequestInit & { csrf: string } => ({ method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, csrf });

export const portalApi = {
  load: (link: Link) => call<Portal>(link, ''),
  saveAnswers: (link: Link, csrf: string, answers: Answers) => call<{ ok: true }>(link, '/answers', json('PUT', answers, csrf)),
  saveLetter: (link: Link, csrf: string, letterText: string) => call<{ ok: true }>(link, '/letter', json('PUT', { letterText }, csrf)),
  arrange: (link: Link, csrf: string) => call<{ letterText: string }>(link, '/arrange', json('POST', {}, csrf)),
  decline: (link: Link, csrf: string, reason: string) => call<{ ok: true }>(link, '/decline', json('POST', { reason }, csrf)),
  sign: (link: Link, csrf: string, body: { fullName: string; confirmed: true; strokes: number[][][] }) =>
    call<{ letterId: string; signedAt: string; sha256: string }>(link, '/sign', json('POST', body, csrf)),
  upload: (link: Link, csrf: string, file: File) =>
    call<{ letterText: string }>(link, '/upload', { method: 'PUT', body: file, headers: { 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) }, csrf }),
};
