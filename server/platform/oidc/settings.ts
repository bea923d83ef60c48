import { z } from 'zod';

/** OpenID Connect sign-in as configured (docs/decisions/039). */
export type OidcSettings = { issuerUrl: string; clientId: string; clientSecret: string };

/** How people sign in: the identity provider when set, and the built-in accounts unless turned off. */
export type AuthSettings = { oidc: OidcSettings | undefined; authBuiltin: boolean };

const authEnvSchema = z.object({
  OIDC_ISSUER_URL: z.string().trim().url().optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).max(500).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  AUTH_BUILTIN: z.enum(['true', 'false']).default('true'),
});

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Plain http only on this machine's loopback (a provider in tests or on the same host): anywhere
 * else the authorization code, the tokens and the client secret would cross the network in clear.
 */
function issuerUrlProblem(value: string): string | undefined {
  const url = new URL(value);
  if (url.search || url.hash) return 'an issuer URL has no query or fragment';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  return `must use https (plain http only for a loopback issuer: 127.0.0.1, ::1 or localhost); not ${url.origin}`;
}

/** The auth variables, checked together; every problem is one 'NAME: why' line. */
export function parseAuthEnv(env: NodeJS.ProcessEnv): AuthSettings | string[] {
  const parsed = authEnvSchema.safeParse(env);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const e = parsed.data;
  const problems: string[] = [];
  const anyOidc = e.OIDC_ISSUER_URL ?? e.OIDC_CLIENT_ID ?? e.OIDC_CLIENT_SECRET;
  if (anyOidc !== undefined) {
    for (const name of ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
      if (e[name] === undefined) problems.push(`${name}: required for OpenID Connect sign-in (set OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together)`);
    }
  }
  const issuerProblem = e.OIDC_ISSUER_URL ? issuerUrlProblem(e.OIDC_ISSUER_URL) : undefined;
  if (issuerProblem) problems.push(`OIDC_ISSUER_URL: ${issuerProblem}`);
  const authBuiltin = e.AUTH_BUILTIN === 'true';
  if (!authBuiltin && !e.OIDC_ISSUER_URL) {
    problems.push('AUTH_BUILTIN: false turns off the built-in accounts, so OIDC_ISSUER_URL must be set or no one could sign in');
  }
  if (problems.length) return problems;
  const oidc = e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
    ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
    : undefined;
  return { oidc, authBuiltin };
}
