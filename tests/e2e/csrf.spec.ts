import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { createProfileAndPetition, addPdfEvidence, waitForAnalysis } from './helpers';
import { expect, PASSWORD, SAME_ORIGIN, test, WITHOUT_SERVICE_WORKER } from './fixtures';

test.use(WITHOUT_SERVICE_WORKER);

// An attacker's own web server, started by the test: its pages are reached as
// http://127.0.0.1:<port> (same site as the app, another port: SameSite cookies do not stop it)
// and as http://localhost:<port> (another site). It also counts requests for a beacon image.

const APP = `http://127.0.0.1:${process.env.E2E_PORT}`;
let attacker: http.Server;
let attackerPort = 0;
const pages = new Map<string, string>();
let beaconHits = 0;

test.beforeAll(async () => {
  attacker = http.createServer((req, res) => {
    if (req.url?.startsWith('/beacon.png')) {
      beaconHits++;
      res.writeHead(200, { 'content-type': 'image/png' }).end();
      return;
    }
    const html = pages.get(req.url ?? '');
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

// The app's refusals show in the attacker's frames as blocked or failed loads; that is the point.
test.use({ allowConsoleErrors: [/X-Frame-Options|frame-ancestors|Refused to (display|frame)|ERR_BLOCKED_BY_RESPONSE/] });

const field = (name: string, value: string) => `<input name="${name}" value="${value}">`;

/** How many of the page's writes to the app have finished (answered, or blocked by the browser). */
function finishedWrites(page: Page) {
  let n = 0;
  const count = (req: Request) => {
    if (req.url().startsWith(APP) && req.method() === 'POST') n++;
  };
  page.on('requestfinished', count);
  page.on('requestfailed', count);
  return () => n;
}

test('a page on another port of the same host cannot add a letter or overwrite the profile of the signed-in user', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page, { fullName: 'Ada Lovelace' });
  const lettersUrl = `${APP}/api/petitions/${petitionId}/recommendation-letters`;
  const letter = { recommenderName: 'Mallory', recommenderTitle: 'Attacker', recommenderOrganization: 'Evil', recommenderEmail: '', relationship: 'none' };
  pages.set(
    '/same-site',
    `<!doctype html><title>win a prize</title>
<iframe name="a"></iframe><iframe name="b"></iframe>
<form id="letter" method="post" target="a" action="${lettersUrl}">${Object.entries(letter).map(([k, v]) => field(k, v)).join('')}</form>
<form id="profile" method="post" target="b" action="${APP}/api/profile">${field('fullName', 'Mallory Owned')}</form>
<script>
  document.getElementById('letter').submit();
  document.getElementById('profile').submit();
  const send = (url, body) => fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) }).catch(() => undefined);
  send(${JSON.stringify(lettersUrl)}, ${JSON.stringify({ ...letter, keyAchievements: [] })});
  send(${JSON.stringify(`${APP}/api/profile`)}, { fullName: 'Mallory Fetched', otherLinks: [] });
</script>`,
  );
  const writes = finishedWrites(page);
  await page.goto(`http://127.0.0.1:${attackerPort}/same-site`);
  await expect.poll(writes, { message: 'the attacker page sent its four writes' }).toBe(4);

  const letters = await page.request.get(`/api/petitions/${petitionId}/recommendation-letters`);
  expect(await letters.json()).toEqual([]);
  const profile = await page.request.get('/api/profile');
  expect(((await profile.json()) as { fullName: string }).fullName).toBe('Ada Lovelace');
});

test("a page on another site cannot sign the user in as the attacker (login CSRF)", async ({ page, account, request }) => {
  const mallory = `mallory-${Date.now()}@example.com`;
  const signup = await request.post('/api/signup', { headers: SAME_ORIGIN, form: { email: mallory, password: PASSWORD, confirmPassword: PASSWORD }, maxRedirects: 0 });
  expect(signup.status()).toBe(303); // a new account is signed in, in the test's own context (docs/decisions/014)
  pages.set(
    '/login-csrf',
    `<!doctype html><title>loading</title>
<form id="f" method="post" action="${APP}/api/login">${field('email', mallory)}${field('password', PASSWORD)}</form>
<script>document.getElementById('f').submit();</script>`,
  );
  const login = page.waitForResponse((res) => res.url() === `${APP}/api/login` && res.request().method() === 'POST');
  await page.goto(`http://localhost:${attackerPort}/login-csrf`);
  expect((await login).status()).toBe(403);

  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(account.email);
});

test('a link to /api/logout from another site asks first; the Sign Out button signs out', async ({ page, account }) => {
  void account;
  pages.set('/logout-link', `<!doctype html><title>cats</title><a id="go" href="${APP}/api/logout">cute cats</a><img src="${APP}/api/logout" alt="">`);
  await page.goto(`http://localhost:${attackerPort}/logout-link`);
  await page.locator('#go').click();
  await expect(page.getByRole('heading', { name: 'Sign out of Exhibit?' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('an image in markdown the user can edit loads nothing from another host', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await addPdfEvidence(page, petitionId, 'award.pdf', ['Best Paper Award 2023', 'Awarded to Ada Lovelace']);
  await waitForAnalysis(page, petitionId, 1);
  const [evidence] = (await (await page.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ id: string }>;
  const beacon = `http://127.0.0.1:${attackerPort}/beacon.png`;
  const edit = await page.request.patch(`/api/evidence/${evidence!.id}`, {
    headers: SAME_ORIGIN,
    data: { aiDescription: `A best paper award. ![tracking pixel](${beacon}) Given in 2023.` },
  });
  expect(edit.status(), await edit.text()).toBe(200);

  beaconHits = 0;
  await page.goto(`/petition/${petitionId}`);
  await page.getByTestId('open-description').first().click();
  const dialog = page.getByTestId('evidence-text-dialog');
  await expect(dialog).toContainText('A best paper award. tracking pixel Given in 2023.');
  await expect(dialog.locator('img')).toHaveCount(0);
  // Give a request every chance to arrive before counting.
  await page.waitForLoadState('networkidle');
  expect(beaconHits).toBe(0);
});
