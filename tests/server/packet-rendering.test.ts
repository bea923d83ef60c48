/**
 * The packet's own pages are seen, not only extracted (issue 30, item 1): cover, petition letter,
 * exhibit index, a separator, a stamped PDF page and a letter exhibit are rendered by pdf.js (in Node,
 * and in Debian's Chromium as a browser runs it) and by poppler (when installed). OCR must find the Latin words of each page's text layer, and where
 * the text layer has Cyrillic, Devanagari or Chinese the page must carry about the ink that text has when the
 * canvas draws it with the font file itself. A broken embedded font extracts fine and draws blank.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildPacket, type PacketInput } from '../../server/platform/packet';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { chromiumRenderer, hasChromium, hasPoppler, inkIn, openPdf, referenceInk, renderPdfjs, renderPoppler, stopChromium, stopOcr, textItems, wordsSeen, type Raster } from './packet-render-helpers';

const ZOE = 'Zoë Müller-Ångström';
const MARIA = 'Мария Иванова';
const WANG = '王小明';
const PRIYA = 'प्रिया शर्मा';
const SEEN_AT_LEAST = 0.8;

const input = async (): Promise<PacketInput> => ({
  pageSize: 'letter',
  cover: { applicant: ZOE, visaLabel: 'O-1A Extraordinary Ability', classification: 'Sciences', date: 'November 24, 2026' },
  petitionLetter: [{ title: 'Final merits', markdown: `# Summary\n\n${ZOE} leads the field, as ${MARIA}, ${PRIYA} and ${WANG} attest (Exhibit 2).` }],
  exhibits: [
    { label: 'Exhibit 1', number: 1, title: `Award to ${WANG} and ${ZOE}`, criterionTitle: 'Awards', kind: 'pdf', bytes: await makeTextPdf(['Certificate of award', 'Presented for original research']) },
    { label: 'Exhibit 2', number: 2, title: `Letter from ${MARIA} and ${PRIYA}`, criterionTitle: 'Judging', kind: 'letter', text: `# Letter of support\n\nI, ${MARIA}, have worked with ${ZOE}, ${PRIYA} and ${WANG} since 2019.\n\n${PRIYA}` },
  ],
});

/** Packet pages by kind: cover, letter and index; then exhibit 1's separator and stamped page; exhibit 2's letter. */
const PAGES = { cover: 1, 'petition letter': 2, 'exhibit index': 3, separator: 4, 'stamped PDF page': 5, 'letter exhibit': 7 } as const;

const script = (s: string) => (/\p{Script=Han}/u.test(s) ? 'NotoSansSC' : /[\p{Script=Cyrillic}\p{Script=Devanagari}]/u.test(s) ? 'NotoSans' : undefined);

describe('packet pages as a viewer draws them', () => {
  afterAll(async () => {
    await stopOcr();
    await stopChromium();
  });

  it('shows every word of the cover, letter, index, separator, stamps and letter exhibit, in Latin, Cyrillic, Devanagari and Chinese', async () => {
    const result = await buildPacket(await input(), { maxPartBytes: 12 * 1024 * 1024 });
    const part = result.parts[0];
    if (!part) throw new Error('no part');
    const doc = await openPdf(part.bytes);
    const renderers: [string, (n: number) => Promise<Raster>][] = [['pdf.js', (n) => renderPdfjs(doc, n)]];
    // pdf.js in Chromium opens the packet once and draws each page in turn, as a viewer does.
    const viewer = hasChromium() ? await chromiumRenderer(part.bytes) : undefined;
    if (viewer) renderers.push(['pdf.js in Chromium', (n) => viewer.render(n)]);
    if (hasPoppler()) renderers.push(['poppler', (n) => renderPoppler(part.bytes, n)]);

    const seen: Record<string, Record<string, number>> = {};
    const problems: string[] = [];
    for (const [kind, n] of Object.entries(PAGES)) {
      const items = await textItems(doc, n);
      const pageHeight = (await doc.getPage(n)).view[3] ?? 792;
      for (const [renderer, render] of renderers) {
        const page = await render(n);
        const { ratio, missing } = await wordsSeen(page, items.map((i) => i.str).join(' '));
        (seen[renderer] ??= {})[kind] = Math.round(ratio * 100) / 100;
        if (ratio < SEEN_AT_LEAST) problems.push(`${renderer}, ${kind}: OCR saw ${Math.round(ratio * 100)}% of the words (missing ${missing.join(' ')})`);
        for (const item of items) {
          const font = script(item.str);
          if (!font) continue;
          const ink = inkIn(page, pageHeight, item) / (await referenceInk(item.str, item.size, font));
          if (ink < 0.5 || ink > 2) problems.push(`${renderer}, ${kind}: '${item.str}' has ${ink.toFixed(2)}× the ink it should`);
        }
      }
    }
    await viewer?.close();
    console.log('OCR words-seen ratio by page kind', JSON.stringify(seen));
    expect(problems).toEqual([]);
  }, 180_000); // six pages, three renderers, OCR of each: on a busy 2-core machine well past the 60 s default
});
