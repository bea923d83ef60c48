import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES, GZIP_OPTIONS } from './compression';

// Conditional GET for lists the client refetches often (docs/decisions/034): the route reads a version of
// what it would send (one small query), answers 304 when the client already holds that version, and else
// sends the JSON kept for it, built, serialized and compressed once per version instead of once per request.

type Encoding = 'br' | 'gzip' | 'identity';
type Entry = { version: string; body: Buffer; encoded: Partial<Record<Encoding, Promise<Buffer>>>; encodedBytes: number };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ENCODERS: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, BROTLI_OPTIONS),
  gzip: (body) => gzip(body, GZIP_OPTIONS),
};

/** Serialized replies by key (e.g. one petition's list), each kept while its version holds; least recently used go first. */
export class VersionedBodies {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string, version: string): Buffer | undefined {
    return this.entry(key, version)?.body;
  }

  /** The kept body in this encoding, compressed once (off the event loop) and kept beside it. */
  encoded(key: string, version: string, encoding: Encoding): Promise<Buffer> | undefined {
    const entry = this.entry(key, version);
    if (!entry) return undefined;
    if (encoding === 'identity') return Promise.resolve(entry.body);
    return (entry.encoded[encoding] ??= ENCODERS[encoding](entry.body).then((out) => {
      // Counted only while its entry is still kept; a dropped entry's copy goes with it.
      if (this.entries.get(key) === entry) {
        entry.encodedBytes += out.length;
        this.bytes += out.length;
        this.evict();
      }
      return out;
    }));
  }

  set(key: string, version: string, body: Buffer): void {
    this.drop(key);
    // One reply that would fill most of the room would only push everything else out.
    if (body.length > this.maxBytes / 4) return;
    this.entries.set(key, { version, body, encoded: {}, encodedBytes: 0 });
    this.bytes += body.length;
    this.evict();
  }

  private entry(key: string, version: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private evict() {
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length + entry.encodedBytes;
    this.entries.delete(key);
  }
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match holds this ETag (compared weakly, as RFC 9110 section 13.1.2 asks), or is '*'. */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = opaque(etag);
  return [header]
    .flat()
    .flatMap((h) => h.split(','))
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Brotli, else gzip, when Accept-Encoding takes it (q > 0), as @fastify/compress chooses; else none. */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : 'identity';
}

type VersionedReply = {
  bodies: VersionedBodies;
  key: string;
  /**
   * Read before `build` runs: if the data changes in between, the body is newer than its version and is
   * kept under a version that will not come back, so a stale body is never served under a current version.
   */
  version: string;
  build: () => Promise<unknown>;
  /** COMPRESSION: off means the reply goes as it is (a proxy in front compresses). */
  compress: boolean;
};

/**
 * A weak ETag (the bytes differ with the encoding), 304 when the client has this version, else the kept or
 * freshly built JSON in the encoding the request takes. Sent with its Content-Encoding set, so
 * @fastify/compress leaves it as it is; small replies go as they are, like everything under its threshold.
 */
export async function sendVersioned(request: FastifyRequest, reply: FastifyReply, { bodies, key, version, build, compress }: VersionedReply): Promise<FastifyReply> {
  const etag = `W/"${version}"`;
  reply.header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  let body = bodies.get(key, version);
  if (!body) {
    body = Buffer.from(JSON.stringify(await build()));
    bodies.set(key, version, body);
  }
  reply.type('application/json; charset=utf-8');
  if (!compress || body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(body);
  const encoded = (await bodies.encoded(key, version, encoding)) ?? (await ENCODERS[encoding](body));
  return reply.header('content-encoding', encoding).send(encoded);
}
