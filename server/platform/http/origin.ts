import type { FastifyRequest } from 'fastify';

/** `scheme://host[:port]` with default ports dropped, or undefined for anything that is not an http(s) origin. */
export function normalOrigin(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins a browser request may come from: the host it was addressed to (Host, or
 * X-Forwarded-Host behind a trusted proxy) under either scheme, since a TLS proxy that is not
 * trusted makes an https page look like http here, and PUBLIC_URL's.
 */
export function allowedOrigins(request: FastifyRequest, publicUrl: string | undefined): string[] {
  const list: string[] = [];
  for (const scheme of ['http', 'https']) {
    const own = normalOrigin(`${scheme}://${request.host}`);
    if (own) list.push(own);
  }
  const pub = normalOrigin(publicUrl);
  if (pub) list.push(pub);
  return list;
}

/** Is the request's Origin header one of ours? A missing or opaque ('null') Origin is not. */
export function originAllowed(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = normalOrigin(request.headers.origin);
  return !!origin && allowedOrigins(request, publicUrl).includes(origin);
}
