// Sign-in failures apart from openid-client, so the routes that catch them do not load it at start.

/** Why a sign-in through the provider did not happen, in the terms the pages speak. */
export type OidcFailureReason = 'cancelled' | 'provider-error' | 'unreachable' | 'rejected';

export class OidcFailure extends Error {
  constructor(
    readonly reason: OidcFailureReason,
    /** For the log only: the provider's words or the check that failed, never shown to the user. */
    readonly detail: string,
  ) {
    super(`OpenID Connect sign-in failed (${reason}): ${detail}`);
  }
}
