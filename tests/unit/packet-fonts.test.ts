/**
 * Characters no packet font has are printed as U+FFFD, never as blank text, with a warning naming the exhibit; the
 * layout features the engine turns off change no glyph it draws.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf';
import { buildPacket } from '../../server/platform/packet';
import { FEATURES } from '../../server/platform/packet/fonts';

const canvasImport = () => import('@napi-rs/canvas');

describe('packet fonts', () => {
  it('prints an emoji or an Ethiopic letter as U+FFFD and warns which exhibit has it', async () => {
    const result = await buildPacket(
      {
        pageSize: 'letter',
        cover: { applicant: 'Ada Example 😀', visaLabel: 'O-1A', classification: 'Sciences', date: 'November 24, 2026' },
        petitionLetter: [],
        exhibits: [{ label: 'Exhibit 7', number: 7, title: 'Note ሀ', criterionTitle: 'Awards', kind: 'text', text: 'Smile 😀\ufe0f, joined.' }],
      },
      { maxPartBytes: 12 * 1024 * 1024 },
    );
    expect(result.warnings).toEqual([
      "The cover: a character is in none of the packet's fonts (U+1F600), so it is printed as '\uFFFD'.",
      "Exhibit 7 (Note ሀ): some characters are in none of the packet's fonts (U+1200, U+1F600), so they are printed as '\uFFFD'.",
    ]);
    const doc = await getDocumentProxy(new Uint8Array(result.parts[0]?.bytes ?? []), { CanvasFactory: await createIsomorphicCanvasFactory(canvasImport) });
    const text = async (n: number) => ((await (await doc.getPage(n)).getTextContent()).items as { str?: string }[]).map((i) => i.str ?? '').join('');
    expect(await text(1)).toContain('Ada Example \uFFFD');
    expect(await text(3)).toContain('Note \uFFFD');
    expect(await text(4)).toContain('Smile \uFFFD, joined.');
  });

  it('turns off only features that position glyphs: every text keeps its glyphs and their advance widths', () => {
    const file = (pkg: string, name: string) => readFileSync(join(dirname(createRequire(import.meta.url).resolve(pkg)), '..', 'fonts', name));
    const fonts = [file('@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'), file('@embedpdf/fonts-latin', 'NotoSans-Bold.ttf'), file('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf')];
    // What pdf-lib reads of a layout: the glyphs it encodes, and their advance widths that it sums.
    type Layout = { glyphs: { id: number; advanceWidth: number }[] };
    const texts = [
      'Exhibit 12 — Page 3 of 40',
      '2005',
      'Café naïve ą ǫ i\u0307\u0301 e\u0301 0\ufe00 ½ 1\u20442 fi ffl',
      'Tiếng Việt — Ελληνικά — Биография',
      '中文简历：第一页',
    ];
    for (const data of fonts) {
      const font = fontkit.create(data) as unknown as { layout(text: string, features: object): Layout; GSUB?: { featureList: { tag: string }[] } };
      // The features turned off beyond ligatures are none of the font's substitutions, so no glyph can change...
      const substitutions = new Set(font.GSUB?.featureList.map((f) => f.tag));
      // (fontkit writes the features it applied into the object it is given, each as true: the ones off stay false.)
      const off = Object.entries(FEATURES).flatMap(([tag, on]) => (on || tag === 'liga' || tag === 'clig' ? [] : [tag]));
      expect(off.length).toBeGreaterThan(0);
      expect(off.filter((tag) => substitutions.has(tag))).toEqual([]);
      // ...and in fact none does.
      for (const text of texts) {
        const shown = (features: object) => font.layout(text, features).glyphs.map((g) => [g.id, g.advanceWidth]);
        expect(shown(FEATURES), text).toEqual(shown({ liga: false, clig: false }));
      }
    }
  });
});
