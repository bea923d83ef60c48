import * as oidc from 'openid-client';
import { OidcFailure } from './failure';
import type { OidcSettings } from './settings';

/** What the callback learnt: the ID token's claims merged with the UserInfo answer, and the raw ID token. */
export type OidcSignIn = { claims: Record<string, unknown> & { sub: string }; idToken: string };

/** What one authorization request must remember until its callback (docs/decisions/039). */
export type OidcChecks = { state: string; nonce: string; codeVerifier: string };

export type OidcClient = {
  issuer: string;
  /** Fresh state, nonce and PKCE verifier, and the provider URL that carries their public halves. */
  authorizationRequest(redirectUri: string): Promise<{ url: URL; checks: OidcChecks }>;
  /** Redeems the code in `callbackUrl` (exactly once at the provider) and verifies the ID token. */
  finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcSignIn>;
  /** The provider's RP-initiated logout URL, or null when it has no end-session endpoint. */
  endSessionUrl(postLogoutRedirectUri: string, idTokenHint: string | undefined): Promise<URL | null>;
};

const SCOPE = 'openid email profile';
/** Seconds for each request to the provider (discovery, token, UserInfo, JWKS). */
const TIMEOUT_SECONDS = 10;

const isLoopbackIssuer = (issuer: string) => new URL(issuer).protocol === 'http:';

/** The failure's messages down its cause chain: openid-client wraps the precise one (e.g. which claim). */
function detailOf(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e instanceof Error && parts.length < 4; e = e.cause) {
    // A provider's OAuth error (ResponseBodyError) names itself in `error`, e.g. invalid_grant.
    const oauthError = (e as { error?: unknown }).error;
    parts.push(typeof oauthError === 'string' ? `${e.message} (${oauthError})` : e.message);
  }
  return parts.join(': ') || String(err);
}

function classify(err: unknown): OidcFailure {
  if (err instanceof OidcFailure) return err;
  if (err instanceof oidc.AuthorizationResponseError) {
    const reason = err.error === 'access_denied' ? 'cancelled' : 'provider-error';
    return new OidcFailure(reason, `${err.error}${err.error_description ? `: ${err.error_description}` : ''}`);
  }
  // fetch throws TypeError when the provider cannot be reached; timeouts come as OAUTH_TIMEOUT.
  const code = (err as { code?: string }).code;
  if (err instanceof TypeError || code === 'OAUTH_TIMEOUT' || code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
    return new OidcFailure('unreachable', detailOf(err));
  }
  return new OidcFailure('rejected', detailOf(err));
}

/**
 * OpenID Connect through openid-client: authorization code with PKCE (S256), state and nonce,
 * `client_secret_basic` at the token endpoint. The provider's metadata is discovered on first
 * use and kept; a failed discovery is tried again on the next sign-in, so a provider that is
 * down at start-up does not stop the app.
 */
export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () =>
    (discovered ??= oidc
      .discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, oidc.ClientSecretBasic(settings.clientSecret), {
        // settings.ts allows plain http for a loopback issuer only.
        execute: isLoopbackIssuer(settings.issuerUrl) ? [oidc.allowInsecureRequests] : [],
        timeout: TIMEOUT_SECONDS,
      })
      .catch((err: unknown) => {
        discovered = undefined;
        throw new OidcFailure('unreachable', detailOf(err));
      }));

  return {
    issuer: settings.issuerUrl,
    async authorizationRequest(redirectUri) {
      const config = await configuration();
      const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },
    async finish(callbackUrl, checks) {
      try {
        const config = await configuration();
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims || !tokens.id_token) throw new OidcFailure('rejected', 'the token response has no ID token');
        // Many providers put email and names only in UserInfo; its `sub` must be the ID token's.
        const userInfo = config.serverMetadata().userinfo_endpoint
          ? await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)
          : {};
        return { claims: { ...userInfo, ...idClaims }, idToken: tokens.id_token };
      } catch (err) {
        throw classify(err);
      }
    },
    async endSessionUrl(postLogoutRedirectUri, idTokenHint) {
      const config = await configuration().catch(() => undefined);
      if (!config?.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(config, {
        post_logout_redirect_uri: postLogoutRedirectUri,
        ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
      });
    },
  };
}
