import { MIN_PASSWORD_LENGTH } from '../../../src/contract/auth';
import { FORM_FIELD } from '../../platform/http/form-token';

/** The server-rendered sign-in / sign-up page at /api/login and sign-out page at /api/logout (no JS needed). */
export type LoginPageState = {
  mode: 'signin' | 'signup';
  returnTo: string;
  error?: string;
  /** A calm message above the form (after sign-up). */
  notice?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** The signed form token (the CSRF check's fallback when a browser sends no Origin). */
  csrf?: string;
  /** An OpenID provider is configured: offer it above the password form. */
  provider?: boolean;
};

export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function renderLoginPage(state: LoginPageState): string {
  const signup = state.mode === 'signup';
  const title = signup ? 'Create your account' : 'Sign in to Exhibit';
  const rt = `<input type="hidden" name="returnTo" value="${esc(state.returnTo)}">`;
  const token = state.csrf ? tokenField(state.csrf) : '';
  const error = state.error ? `<p class="error" role="alert">${esc(state.error)}</p>` : '';
  const notice = state.notice ? `<p class="notice" role="status">${esc(state.notice)}</p>` : '';
  const passwordHint = signup
    ? `<p class="hint" id="password-hint">At least ${MIN_PASSWORD_LENGTH} characters, hard to guess and not your name or email. A few unrelated words work well.</p>`
    : '';
  const nameFields = signup
    ? `<label for="firstName">First name</label>
       <input id="firstName" name="firstName" autocomplete="given-name" maxlength="200" value="${esc(state.firstName ?? '')}">
       <label for="lastName">Last name</label>
       <input id="lastName" name="lastName" autocomplete="family-name" maxlength="200" value="${esc(state.lastName ?? '')}">`
    : '';
  const confirm = signup
    ? `<label for="confirmPassword">Confirm password</label>
       <input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" maxlength="200">`
    : '';
  // No mode: /api/login sends the browser to the provider. A link, not a form: CSP form-action stays 'self'.
  const provider = state.provider ? linkButton('Sign in with your identity provider', loginHref(state.returnTo), 'secondary') : '';
  const switcher = signup
    ? `<form method="get" action="/api/login"><input type="hidden" name="mode" value="signin">${rt}<button type="submit" class="link">Sign In</button></form>`
    : `<form method="get" action="/api/login"><input type="hidden" name="mode" value="signup">${rt}<button type="submit" class="secondary">Create account</button></form>`;
  return htmlPage(
    title,
    `<h1>${title}</h1>
  <p class="sub">${signup ? 'It takes a minute. Your documents stay private to you.' : 'Welcome back.'}</p>
  ${notice}
  ${error}
  <form method="post" action="${signup ? '/api/signup' : '/api/login'}">
    ${rt}
    ${token}
    ${nameFields}
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="320" value="${esc(state.email ?? '')}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="${signup ? 'new-password' : 'current-password'}" required ${signup ? `minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="password-hint"` : ''} maxlength="200">
    ${passwordHint}
    ${confirm}
    <button type="submit">${signup ? 'Create account' : 'Sign In'}</button>
  </form>
  ${switcher}
  ${provider}`,
  );
}

/** /api/login keeping the return path (no mode: the provider's sign-in when one is configured). */
export const loginHref = (returnTo: string, mode?: 'signin') =>
  `/api/login?${new URLSearchParams({ ...(mode ? { mode } : {}), returnTo }).toString()}`;

/**
 * A link that looks like a button. Whatever may lead to the OpenID provider is a link: a form's
 * redirect to another origin would break CSP form-action 'self' (docs/decisions/039).
 */
export const linkButton = (label: string, href: string, kind: '' | 'secondary' | 'link' = '') =>
  `<a class="button${kind ? ` ${kind}` : ''}" href="${esc(href)}">${label}</a>`;

export const tokenField = (token: string) => `<input type="hidden" name="${FORM_FIELD}" value="${esc(token)}">`;

/** GET /api/logout: a question and a button, so that only a deliberate POST signs out. */
export function renderSignOutPage(csrf: string): string {
  return htmlPage(
    'Sign out of Exhibit?',
    `<h1>Sign out of Exhibit?</h1>
  <p class="sub">You can sign in again at any time.</p>
  <form method="post" action="/api/logout">
    ${tokenField(csrf)}
    <button type="submit">Sign Out</button>
  </form>
  <form method="get" action="/"><button type="submit" class="link">Cancel</button></form>`,
  );
}

/** `head`: extra elements for the page's head (the provider logout's refresh). */
export function htmlPage(title: string, main: string, head = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#3b5bdb">${head}
<title>${title} · Exhibit</title>
<link rel="icon" href="/favicon.svg">
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(400px, 100% - 32px); padding: 24px 0; }
  h1 { font-size: 1.5rem; margin: 0 0 4px; } p.sub { margin: 0 0 24px; opacity: .75; }
  label { display: block; font-weight: 600; margin: 14px 0 6px; }
  input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 10px 12px; font-size: 16px; border-radius: 8px; border: 1px solid #8888; background: Field; color: FieldText; }
  button, a.button { width: 100%; min-height: 44px; margin-top: 20px; font-size: 16px; font-weight: 600; border-radius: 8px; border: 0; background: #3b5bdb; color: #fff; cursor: pointer; }
  a.button { box-sizing: border-box; display: flex; align-items: center; justify-content: center; text-decoration: none; }
  button.secondary, a.button.secondary { background: transparent; color: #3b5bdb; border: 1px solid #3b5bdb; margin-top: 12px; }
  button.link, a.button.link { background: transparent; color: #3b5bdb; margin-top: 12px; }
  .error { color: #c92a2a; background: #c92a2a1a; padding: 10px 12px; border-radius: 8px; margin: 0 0 8px; }
  .notice { color: #2b8a3e; background: #2b8a3e1a; padding: 10px 12px; border-radius: 8px; margin: 0 0 8px; }
  p.hint { margin: 6px 0 0; font-size: .875rem; opacity: .75; }
  a.brand { color: inherit; text-decoration: none; font-weight: 700; display: inline-flex; align-items: center; min-height: 44px; }
</style></head>
<body><main>
  <a class="brand" href="/">Exhibit</a>
  ${main}
</main></body></html>`;
}
