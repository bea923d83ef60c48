import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { makeTextPdf } from '../fixtures/make-fixtures';
import type { VisaType } from '../../src/contract/visa';
import { SAME_ORIGIN } from './fixtures';

/**
 * Gives the signed-in user of `page` a profile and one draft petition through the real
 * API (POST /api/profile, POST /api/petitions), for specs that start at the petition page.
 * Stable: other specs depend on this signature. A worker fixture passes `{ request }` of its own.
 */
export async function createProfileAndPetition(
  page: Pick<Page, 'request'>,
  { visaType = 'O-1A', fullName = 'Ada Lovelace' }: { visaType?: VisaType; fullName?: string } = {},
): Promise<{ profileId: string; petitionId: string }> {
  const profileRes = await page.request.post('/api/profile', { headers: SAME_ORIGIN,
    data: { fullName, linkedinUrl: '', githubUrl: '', scholarUrl: '', otherLinks: [] },
  });
  if (!profileRes.ok()) throw new Error(`POST /api/profile failed: ${profileRes.status()} ${await profileRes.text()}`);
  const profileId = ((await profileRes.json()) as { id: string }).id;
  const petitionRes = await page.request.post('/api/petitions', { headers: SAME_ORIGIN, data: { profileId, visaType } });
  if (!petitionRes.ok()) throw new Error(`POST /api/petitions failed: ${petitionRes.status()} ${await petitionRes.text()}`);
  const petitionId = ((await petitionRes.json()) as { id: string }).id;
  return { profileId, petitionId };
}

/**
 * Adds a text PDF as evidence the way the client does (SHA-256, presign, PUT, register the
 * object path) through the signed-in user's real API. Throws with the server's words on failure. `headers`: the
 * Origin of another server than the suite's (own-server.ts).
 */
export async function addPdfEvidence(page: Page, petitionId: string, fileName: string, lines: string[], headers: Record<string, string> = SAME_ORIGIN): Promise<void> {
  await addEvidenceFile(page, petitionId, { fileName, mimeType: 'application/pdf', bytes: await makeTextPdf(lines) }, headers);
}

/** Adds any file as evidence the way the client does (SHA-256, presign, PUT, register), as addPdfEvidence does a PDF. */
export async function addEvidenceFile(
  page: Pick<Page, 'request'>,
  petitionId: string,
  { fileName, mimeType, bytes }: { fileName: string; mimeType: string; bytes: Buffer },
  headers: Record<string, string> = SAME_ORIGIN,
): Promise<void> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const presign = await page.request.post('/api/objects/upload', { headers, data: { hash, extension: extname(fileName).toLowerCase() } });
  if (!presign.ok()) throw new Error(`presign failed: ${presign.status()} ${await presign.text()}`);
  const { uploadURL } = (await presign.json()) as { uploadURL: string };
  const put = await page.request.put(uploadURL, { data: bytes, headers: { ...headers, 'content-type': mimeType } });
  if (!put.ok()) throw new Error(`PUT failed: ${put.status()} ${await put.text()}`);
  const register = await page.request.post(`/api/petitions/${petitionId}/evidence`, {
    headers,
    data: { fileName, fileUrl: new URL(uploadURL, 'http://local').pathname, fileSize: bytes.length, mimeType },
  });
  if (register.status() !== 200) throw new Error(`register failed: ${register.status()} ${await register.text()}`);
}

/** Waits until `count` of the petition's evidence rows are analysed (read through the real API). */
export async function waitForAnalysis(page: Page, petitionId: string, count: number, timeout = 60_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/petitions/${petitionId}/evidence`);
        const rows = (await res.json()) as Array<{ processingStatus: string | null }>;
        return rows.filter((r) => r.processingStatus === 'completed').length;
      },
      { timeout, message: 'evidence analysis did not complete' },
    )
    .toBe(count);
}

export type FilledPetitionSeed = {
  evidenceFileName: string;
  letter: { recommenderName: string; recommenderTitle: string; recommenderOrganization: string; relationship: string };
  idempotencyPrefix: string;
};

/**
 * An O-1A petition with one analysed award letter, a recommendation letter, a criteria report and a
 * generated statement: every tab has something to show. Returns its id.
 */
export async function seedFilledPetition(page: Page, profileId: string, seed: FilledPetitionSeed): Promise<string> {
  const created = await page.request.post('/api/petitions', { headers: SAME_ORIGIN, data: { profileId, visaType: 'O-1A' } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { id: petitionId } = (await created.json()) as { id: string };
  await addPdfEvidence(page, petitionId, seed.evidenceFileName, [
    'Ada Lovelace won the 2023 National Prize for Excellence in Computing.',
    'The award is given each year to one recipient chosen by a jury of recognised experts from 400 nominees.',
  ]);
  const letter = await page.request.post(`/api/petitions/${petitionId}/recommendation-letters`, {
    headers: { ...SAME_ORIGIN, 'Idempotency-Key': `${seed.idempotencyPrefix}-${petitionId}` },
    data: { ...seed.letter, keyAchievements: [] },
  });
  expect(letter.status(), await letter.text()).toBe(201);
  await waitForAnalysis(page, petitionId, 1);
  const report = await page.request.post(`/api/petitions/${petitionId}/criteria-report`, { headers: SAME_ORIGIN });
  expect(report.status(), await report.text()).toBeLessThan(300);
  const statement = await page.request.post(`/api/petitions/${petitionId}/generate-statement`, { headers: SAME_ORIGIN, data: { criteriaId: 'o1a_awards', criteriaTitle: 'Awards' } });
  expect(statement.status(), await statement.text()).toBe(202);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/petitions/${petitionId}/case-documents`)).json()) as unknown[]).length, {
      timeout: 30_000,
      message: 'the statement was not generated',
    })
    .toBe(1);
  return petitionId;
}

/**
 * When the petition page's tab panel first painted (the paint time of its first LCP entry inside `.petition-tab-panel`: the upload
 * hint, or a larger element of the panel drawn in the same frame), and when each of `paths` was first asked for
 * (-1 if it was not). NaN for the paint if none came within 5 s. For checking that something is fetched only
 * after the first screen has painted (decisions 047, 048).
 */
export async function askedAfterPanelPaint(page: Page, paths: string[]): Promise<{ painted: number; asked: Record<string, number> }> {
  return page.evaluate(
    (paths) =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          const panel = list.getEntries().find((e) => (e as LargestContentfulPaint).element?.closest('.petition-tab-panel'));
          if (!panel) return;
          observer.disconnect();
          const resources = performance.getEntriesByType('resource');
          const asked = Object.fromEntries(paths.map((p) => [p, resources.find((e) => new URL(e.name).pathname === p)?.startTime ?? -1]));
          // The frame's paint on the main thread (paintTime), not when the compositor presented it (startTime): the
          // page can only know the former, and under load the two were 9 ms apart, enough to fail a fetch started
          // rightly after the paint.
          resolve({ painted: (panel as LargestContentfulPaint & { paintTime?: number }).paintTime ?? panel.startTime, asked });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ painted: Number.NaN, asked: {} }), 5000);
      }),
    paths,
  );
}
