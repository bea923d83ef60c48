import type { FastifyReply, FastifyRequest } from 'fastify';

// Conditional GET for lists the client refetches often (docs/decisions/034): the route reads a version of
// what it would send (one small query), answers 304 when the client already holds that version, and else
// sends the JSON bytes kept for it, built and serialized once per version instead of once per request.

type Entry = { version: string; body: Buffer };

/** Serialized replies by key (e.g. one petition's list), each kept while its version holds; least recently used go first. */
export class VersionedBodies {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string, version: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: string, body: Buffer): void {
    this.drop(key);
    // One reply that would fill most of the room would only push everything else out.
    if (body.length > this.maxBytes / 4) return;
    this.entries.set(key, { version, body });
    this.bytes += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match holds this ETag (the weak comparison RFC 9110 §13.1.2 asks for), or is '*'. */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = opaque(etag);
  return [header]
    .flat()
    .flatMap((h) => h.split(','))
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

export type VersionedReply = {
  bodies: VersionedBodies;
  key: string;
  /**
   * Read before `build` runs: if the data changes in between, the body is newer than its version and is
   * kept under a version that will not come back, so a stale body is never served under a current version.
   */
  version: string;
  build: () => Promise<unknown>;
};

/**
 * A weak ETag (the bytes differ with compression; @fastify/compress passes 304s and encodes the 200 as
 * usual), 304 when the client has this version, else the kept or freshly built JSON.
 */
export async function sendVersioned(request: FastifyRequest, reply: FastifyReply, { bodies, key, version, build }: VersionedReply): Promise<FastifyReply> {
  const etag = `W/"${version}"`;
  reply.header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  let body = bodies.get(key, version);
  if (!body) {
    body = Buffer.from(JSON.stringify(await build()));
    bodies.set(key, version, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
