import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowedOrigins } from './origin';

/** `ws://` and `wss://` for each origin a page of ours may have (the push socket's address). */
function socketOrigins(request: FastifyRequest, publicUrl: string | undefined): string {
  const list = allowedOrigins(request, publicUrl).map((origin) => origin.replace(/^http/, 'ws'));
  return [...new Set(list)].join(' ');
}

/**
 * Helmet's headers with a CSP that allows no inline script, and nothing from another host but
 * the object store's bucket when there is one (images only from us, the bucket, data: and
 * blob:), CORP same-origin, HSTS only when the request came over TLS, and
 * `Cache-Control: no-store` on /api replies (user data must not sit in caches).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { publicUrl } = app.deps.config;
  // An S3 store's bucket: the browser PUTs uploads to it and loads thumbnails from it (decision 038).
  const storeOrigins = [...app.deps.store.browserOrigins];
  // Helmet's directive functions see only the raw request; the host it was addressed to (behind a
  // trusted proxy too) is Fastify's, so it is worked out first and handed over here.
  const sockets = new WeakMap<IncomingMessage, string>();
  app.addHook('onRequest', async (request, reply) => {
    sockets.set(request.raw, socketOrigins(request, publicUrl));
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // hash-wasm compiles WebAssembly in the hashing worker; that is not JavaScript eval. No inline script.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Ionic sets inline styles on its components.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storeOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", (req) => sockets.get(req) ?? '', ...storeOrigins],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Same-origin requests keep their Referer and, for writes, their Origin, which the CSRF check needs.
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (SUBRESOURCE_DESTINATIONS.has(String(request.headers['sec-fetch-dest']))) omitDocumentHeaders(reply);
  });
}

/**
 * Headers that only a document reads, or a worker from its own script's reply. A first visit fetches some fifty
 * scripts and stylesheets, which never become either, so they go without them: about 600 bytes a reply
 * (docs/decisions/040). nosniff, CORP and HSTS stay on every reply.
 */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/**
 * What the browser says it will use the reply for (Sec-Fetch-Dest). A worker's script ('worker',
 * 'serviceworker'), a page, or a fetch whose use is unknown ('empty': the service worker's precache; no header
 * at all) keeps every header.
 */
const SUBRESOURCE_DESTINATIONS = new Set(['script', 'style', 'font']);

function omitDocumentHeaders(reply: FastifyReply): void {
  // Helmet writes them on the raw response.
  for (const name of DOCUMENT_HEADERS) reply.raw.removeHeader(name);
  // A cache must not hand this reply to a request for another destination (a worker's script keeps its CSP).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Sec-Fetch-Dest` : 'Sec-Fetch-Dest');
}
