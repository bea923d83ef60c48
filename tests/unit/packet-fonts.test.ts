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

  it('builds a packet titled and written in Hindi, and its text layer has the Devanagari words', async () => {
    // Noto Sans has Devanagari; fontkit shapes it with its Indic shaper (conjuncts, reph, pre-base vowel signs).
    // Bengali and Tamil are in none of the packet's fonts: printed as U+FFFD, with the warning.
    const result = await buildPacket(
      {
        pageSize: 'letter',
        cover: { applicant: 'प्रिया शर्मा', visaLabel: 'O-1A', classification: 'Sciences', date: 'November 24, 2026' },
        petitionLetter: [],
        exhibits: [{ label: 'Exhibit 3', number: 3, title: 'नमस्ते दुनिया', criterionTitle: 'Awards', kind: 'text', text: 'यह प्रमाणपत्र हिन्दी भाषा में है। বাংলা' }],
      },
      { maxPartBytes: 12 * 1024 * 1024 },
    );
    expect(result.warnings).toEqual(["Exhibit 3 (नमस्ते दुनिया): some characters are in none of the packet's fonts (U+0982, U+09AC, U+09B2, U+09BE), so they are printed as '\uFFFD'."]);
    const doc = await getDocumentProxy(new Uint8Array(result.parts[0]?.bytes ?? []), { CanvasFactory: await createIsomorphicCanvasFactory(canvasImport) });
    const text = async (n: number) => ((await (await doc.getPage(n)).getTextContent()).items as { str?: string }[]).map((i) => i.str ?? '').join(' ');
    // Every character written is in the text layer, and no other: pdf.js read 'z' for a vowel sign that had no
    // ToUnicode entry. The characters are compared sorted, since the glyphs, and so the text, are in visual order:
    // a vowel sign written before its consonant ('ि' in 'दुनिया'), a reph ('र्' in 'शर्मा') drawn after it.
    const letters = (s: string) => [...s.replace(/\s/g, '')].sort().join('');
    expect(letters(await text(1))).toContain(letters('प्रिया शर्मा'));
    expect(letters(await text(3))).toContain(letters('नमस्ते दुनिया'));
    expect(letters(await text(4))).toContain(letters('यह प्रमाणपत्र हिन्दी भाषा में है।'));
    // Words with neither read back as written.
    expect(await text(2)).toContain('नमस्ते');
    expect(await text(3)).toContain('नमस्ते');
    for (const word of ['यह', 'भाषा', 'में', 'है।']) expect(await text(4)).toContain(word);
    expect(await text(4)).toContain('\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD');
    // The title is shaped alike after the index's Latin 'Exhibit 3 — ' and alone on the separator: fontkit shapes a
    // text by the script of its first letter, and Devanagari shaped as Latin shows 'ि' after its consonant.
    const itemWith = async (n: number, word: string) =>
      ((await (await doc.getPage(n)).getTextContent()).items as { str?: string }[]).map((i) => (i.str ?? '').replace(/\s+/g, '')).find((s) => s.includes(word));
    expect(await itemWith(2, 'नमस्ते')).toBe(`Exhibit3—${await itemWith(3, 'नमस्ते')}`);
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
