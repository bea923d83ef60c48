/**
 * DOCX exhibits in the packet with LibreOffice present (a stand-in `soffice` named by
 * SOFFICE_PATH): its pages are placed and stamped like a PDF's; when it fails, the built-in
 * typesetting is used, a warning names the exhibit, and the numbering is the same.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDocumentProxy } from 'unpdf';
import type { PDFDocumentProxy } from 'unpdf/pdfjs';
import { buildPacket, type PacketExhibit, type PacketInput, type PacketResult } from '../../server/platform/packet';
import { STAND_IN_MARKER, writeFakeSoffice } from '../fixtures/fake-soffice';
import { makeDocx, makeTextPdf } from '../fixtures/make-fixtures';

const MB = 1024 * 1024;
let soffice: string;
let logDir: string;

beforeAll(async () => {
  soffice = await writeFakeSoffice();
  logDir = await mkdtemp(join(tmpdir(), 'packet-soffice-'));
});
afterAll(async () => {
  await rm(dirname(soffice), { recursive: true, force: true });
  await rm(logDir, { recursive: true, force: true });
});
const clearEnv = () => {
  for (const name of ['SOFFICE', 'SOFFICE_PATH', 'FAKE_SOFFICE_MODE', 'FAKE_SOFFICE_LOG']) delete process.env[name];
};
afterEach(clearEnv);

async function input(): Promise<PacketInput> {
  const exhibits: PacketExhibit[] = [
    { label: 'Exhibit 1', number: 1, title: 'Membership certificate', criterionTitle: 'Membership', kind: 'docx', bytes: await makeDocx(['Membership certificate', 'Senior member since 2019.']) },
    { label: 'Exhibit 2', number: 2, title: 'Award notice', criterionTitle: 'Awards', kind: 'pdf', bytes: await makeTextPdf(['The award notice']) },
  ];
  return {
    pageSize: 'letter',
    cover: { applicant: 'Ada Example', visaLabel: 'O-1A Extraordinary Ability', classification: 'Sciences', date: 'November 24, 2026' },
    petitionLetter: [{ title: 'Final merits', markdown: 'She is a senior member (Exhibit 1).' }],
    exhibits,
  };
}

async function build(env: Record<string, string>): Promise<{ result: PacketResult; doc: PDFDocumentProxy; exhibitText: string[] }> {
  clearEnv();
  Object.assign(process.env, env);
  const result = await buildPacket(await input(), { maxPartBytes: 12 * MB });
  const doc = await getDocumentProxy(new Uint8Array(result.parts[0]?.bytes ?? []));
  const entry = result.index[0];
  if (!entry) throw new Error('no index entry');
  const exhibitText: string[] = [];
  for (let n = entry.startPage + 1; n <= entry.endPage; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    exhibitText.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return { result, doc, exhibitText };
}

describe('a DOCX exhibit with LibreOffice on hand', () => {
  it('is placed as the PDF LibreOffice writes, stamped like any copied PDF page', async () => {
    const log = join(logDir, 'ok.jsonl');
    const { result, doc, exhibitText } = await build({ SOFFICE_PATH: soffice, FAKE_SOFFICE_LOG: log });
    expect(existsSync(log)).toBe(true);
    expect(result.warnings).toEqual([]);
    expect(exhibitText).toHaveLength(1);
    expect(exhibitText[0]).toContain(STAND_IN_MARKER);
    expect(exhibitText[0]).toContain('Senior member since 2019.');
    expect(exhibitText[0]).toContain('Exhibit 1 — Page 1 of 1');
    // A copied page is brought to the packet's page size like any other (decision 052).
    const entry = result.index[0]!;
    const [left = 0, bottom = 0, right = 0, top = 0] = (await doc.getPage(entry.endPage)).view;
    expect([right - left, top - bottom]).toEqual([612, 792]);
  });

  it('falls back to the built-in typesetting with a warning naming the exhibit when LibreOffice fails or writes a broken PDF', async () => {
    const builtIn = await build({ SOFFICE: 'off' });
    expect(builtIn.result.warnings).toEqual([]);
    for (const mode of ['fail', 'broken']) {
      const { result, exhibitText } = await build({ SOFFICE_PATH: soffice, FAKE_SOFFICE_MODE: mode });
      expect(result.warnings, mode).toEqual([
        expect.stringMatching(/^Exhibit 1 \(Membership certificate\): LibreOffice .+, so this Word document was typeset from its text, headings, lists and tables instead of its exact Word layout\.$/),
      ]);
      expect(exhibitText.join(' '), mode).not.toContain(STAND_IN_MARKER);
      expect(exhibitText.join(' '), mode).toContain('Senior member since 2019.');
      // The same pages and numbers as without LibreOffice at all.
      expect(result.index, mode).toEqual(builtIn.result.index);
      expect(exhibitText, mode).toEqual(builtIn.exhibitText);
    }
  });

  it('converts every Word exhibit of the packet in one LibreOffice run, and never hands it a password-protected file', async () => {
    clearEnv();
    const log = join(logDir, 'batch.jsonl');
    Object.assign(process.env, { SOFFICE_PATH: soffice, FAKE_SOFFICE_LOG: log });
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]);
    const exhibits: PacketExhibit[] = [
      ...['First', 'Second', 'Third'].map((word, i) => ({ label: `Exhibit ${i + 1}`, number: i + 1, title: `${word} letter`, criterionTitle: 'Awards', kind: 'docx' as const, read: async () => makeDocx([`${word} document body.`]) })),
      { label: 'Exhibit 4', number: 4, title: 'Locked', criterionTitle: 'Awards', kind: 'docx', bytes: ole },
    ];
    const result = await buildPacket({ ...(await input()), exhibits }, { maxPartBytes: 12 * MB });
    const runs = (await readFile(log, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { args: string[] });
    expect(runs).toHaveLength(1);
    expect(runs[0]!.args.filter((a) => a.endsWith('.docx'))).toHaveLength(3);
    const doc = await getDocumentProxy(new Uint8Array(result.parts[0]!.bytes));
    for (const [i, word] of ['First', 'Second', 'Third'].entries()) {
      const text = (await (await doc.getPage(result.index[i]!.endPage)).getTextContent()).items.map((t) => ('str' in t ? t.str : '')).join(' ');
      expect(text).toContain(STAND_IN_MARKER);
      expect(text).toContain(`${word} document body.`);
      expect(text).toContain(`Exhibit ${i + 1} — Page 1 of 1`);
    }
    expect(result.warnings).toEqual([expect.stringContaining('Exhibit 4 (Locked): This Word document is password-protected')]);
  });

  it('is not used with SOFFICE=off', async () => {
    const log = join(logDir, 'off.jsonl');
    const { result, exhibitText } = await build({ SOFFICE: 'off', SOFFICE_PATH: soffice, FAKE_SOFFICE_LOG: log });
    expect(existsSync(log)).toBe(false);
    expect(result.warnings).toEqual([]);
    expect(exhibitText.join(' ')).not.toContain(STAND_IN_MARKER);
  });
});
