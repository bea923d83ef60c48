import type { OidcFailureReason } from '../../platform/oidc/failure';
import type { RefusalReason } from './oidc-accounts';
import { esc, htmlPage, linkButton, loginHref, tokenField } from './login-page';

/** Every way a sign-in through the provider can end without a session, each with its own page. */
export type SignInProblem = OidcFailureReason | RefusalReason | 'expired' | 'builtin-off' | 'busy';

const PROBLEMS: Record<SignInProblem, { title: string; text: string }> = {
  cancelled: { title: 'Sign-in cancelled', text: 'You cancelled signing in at your identity provider, so you are not signed in. Nothing was changed.' },
  'provider-error': { title: 'Sign-in did not finish', text: 'Your identity provider did not sign you in. Try again; if it keeps happening, ask your administrator.' },
  unreachable: { title: 'Your identity provider cannot be reached', text: 'Exhibit could not reach your identity provider. Try again in a moment.' },
  rejected: {
    title: 'Sign-in could not be verified',
    text: "Your identity provider's answer did not pass Exhibit's checks, so you are not signed in. Try again; if it keeps happening, ask your administrator.",
  },
  expired: {
    title: 'This sign-in has expired',
    text: 'This sign-in was already used, took longer than 10 minutes, or was started in another browser. Start again from Exhibit.',
  },
  'no-email': {
    title: 'Your identity provider did not share your email',
    text: 'Exhibit needs the email address of your account. Ask your administrator to let your identity provider share it with Exhibit.',
  },
  unverified: {
    title: 'Your email address is not verified',
    text: 'Your identity provider says the email address of your account is not verified. Verify it there, then try again.',
  },
  'email-taken': {
    title: 'This email is used by another sign-in',
    text: 'An Exhibit account already uses this email address with another identity at your provider. Ask your administrator for help.',
  },
  'builtin-off': { title: 'Sign-in with a password is turned off', text: 'This Exhibit signs you in through your identity provider.' },
  busy: { title: 'Too many sign-in attempts', text: 'Wait a minute, then try again.' },
};

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${esc(value)}">`;


/** The page a sign-in that did not happen shows: what went wrong in plain words, and ways back. */
export function renderSignInProblem(problem: SignInProblem, opts: { returnTo: string; passwordSignIn: boolean; text?: string }): string {
  const { title } = PROBLEMS[problem];
  const text = esc(opts.text ?? PROBLEMS[problem].text);
  const again = problem === 'builtin-off' ? 'Sign in with your identity provider' : 'Try again';
  const password = opts.passwordSignIn && problem !== 'builtin-off' ? linkButton('Sign in with a password instead', loginHref(opts.returnTo, 'signin'), 'secondary') : '';
  return htmlPage(
    title,
    `<h1>${title}</h1>
  <p class="sub" role="alert">${text}</p>
  ${linkButton(again, loginHref(opts.returnTo))}
  ${password}
  ${linkButton('Back to Exhibit', '/', 'link')}`,
  );
}

type LinkPageState = { email: string; token: string; csrf: string; error?: string };

/** The one-time password check that links a provider identity to the account that already has its email. */
export function renderLinkPage(state: LinkPageState): string {
  const title = 'Link your identity provider';
  const error = state.error ? `<p class="error" role="alert">${esc(state.error)}</p>` : '';
  return htmlPage(
    title,
    `<h1>${title}</h1>
  <p class="sub">An Exhibit account already uses ${esc(state.email)}. Sign in to it with its password once to link it to your identity provider; after that, your identity provider signs you in.</p>
  ${error}
  <form method="post" action="/api/login/link">
    ${hidden('token', state.token)}
    ${tokenField(state.csrf)}
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" readonly value="${esc(state.email)}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200" autofocus>
    <button type="submit">Sign in and link</button>
  </form>
  ${linkButton('Cancel', '/', 'link')}`,
  );
}

/**
 * After POST /api/logout, for a session begun at the provider: a page that moves on to its
 * end-session endpoint. Not a 303: a form's redirect to another origin breaks CSP form-action
 * 'self', and the app's pages may come from the service worker's cache with an older policy.
 */
export function renderProviderLogout(endSessionUrl: string): string {
  const title = 'Signing you out';
  return htmlPage(
    title,
    `<h1>${title}</h1>
  <p class="sub">You are signed out of Exhibit. Your identity provider signs you out next.</p>
  ${linkButton('Continue', endSessionUrl)}`,
    `\n<meta http-equiv="refresh" content="0; url=${esc(endSessionUrl)}">`,
  );
}
