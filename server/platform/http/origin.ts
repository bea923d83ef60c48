import { networkInterfaces } from 'node:os';
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

let ownAddresses: Set<string> | undefined;
/** This machine's interface addresses, read once: the addresses the server can be reached at directly. */
function machineAddresses(): Set<string> {
  return (ownAddresses ??= new Set(Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((a) => a.address.toLowerCase()))));
}

/**
 * Whether a Host names this machine: a loopback name or address, or one of its interface addresses.
 * Any other name may be a page whose DNS was rebound to this server (decision 012), so it is not
 * taken as the app's own origin unless PUBLIC_URL names it.
 */
function isOwnHost(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (/^127(\.\d{1,3}){3}$/.test(name) || name === '::1' || /^::ffff:127(\.\d{1,3}){3}$/.test(name)) return true;
  return machineAddresses().has(name);
}

/**
 * The origins a browser request may come from: PUBLIC_URL's, and the host it was addressed to (Host, or
 * X-Forwarded-Host behind a trusted proxy) under either scheme when that host is this machine, since a
 * TLS proxy that is not trusted makes an https page look like http here.
 */
export function allowedOrigins(request: FastifyRequest, publicUrl: string | undefined): string[] {
  const list: string[] = [];
  for (const scheme of ['http', 'https']) {
    const own = normalOrigin(`${scheme}://${request.host}`);
    if (own && isOwnHost(new URL(own).hostname)) list.push(own);
  }
  const pub = normalOrigin(publicUrl);
  if (pub) list.push(pub);
  return list;
}

/** What start-up says about the rule above when PUBLIC_URL is not set. */
export const ownHostsOnlyNotice = () =>
  `PUBLIC_URL is not set: changes are accepted only from pages opened at localhost or at this machine's own addresses (${[...machineAddresses()].join(', ')}). Set PUBLIC_URL to the address people open (e.g. https://exhibit.example.com) to accept it.`;

/** Is the request's Origin header one of ours? A missing or opaque ('null') Origin is not. */
export function originAllowed(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = normalOrigin(request.headers.origin);
  return !!origin && allowedOrigins(request, publicUrl).includes(origin);
}
