import { makeTextPdf } from '../fixtures/make-fixtures';
import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

// The app passes its own Content-Security-Policy (server/platform/http/security-headers.ts): a
// signed-in petition page, its /ws push socket and an upload (hash worker, WebAssembly, blob
// URLs) raise no `securitypolicyviolation`. Chromium also logs each violation as a console
// error, which the fixtures' console guard fails on; this listens for the event itself.
test('a signed-in petition page with an open push socket and an upload breaks no CSP directive', async ({ page, account }) => {
  void account;
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`);
    });
  });
  const { petitionId } = await createProfileAndPetition(page);
  const socket = page.waitForEvent('websocket', (ws) => new URL(ws.url()).pathname === '/ws');
  const response = await page.goto(`/petition/${petitionId}`);
  expect(response?.headers()['content-security-policy']).toMatch(/connect-src 'self' ws:\/\//);
  const ws = await socket;
  await expect(page.getByText('No evidence uploaded yet')).toBeVisible();

  await page.getByTestId('evidence-file-input').setInputFiles({
    name: 'award.pdf',
    mimeType: 'application/pdf',
    buffer: await makeTextPdf(['Ada Lovelace received the National Prize for Excellence in Computing.']),
  });
  await expect(page.getByTestId('evidence-row').filter({ hasText: 'award.pdf' })).toBeVisible();

  expect(ws.isClosed()).toBe(false);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});
