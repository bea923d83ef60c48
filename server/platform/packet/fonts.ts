/**
 * Unicode fonts for everything the packet writes (docs/decisions/024): Noto Sans for Latin,
 * Greek and Cyrillic, Noto Sans SC (CJK) as a fallback embedded only into documents that need
 * it. Both are subset on save, so a page carries only the glyphs it uses.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { repairFont } from './fontkit-repairs';

const require = createRequire(import.meta.url);
const fontDir = (pkg: string) => join(dirname(require.resolve(pkg)), '..', 'fonts');

type FontFiles = { regular: Uint8Array; bold: Uint8Array };
let mainFiles: Promise<FontFiles> | undefined;
let cjkFile: Promise<Uint8Array> | undefined;

const loadMain = () =>
  (mainFiles ??= (async () => {
    const dir = fontDir('@embedpdf/fonts-latin');
    const [regular, bold] = await Promise.all([
      readFile(join(dir, 'NotoSans-Regular.ttf')),
      readFile(join(dir, 'NotoSans-Bold.ttf')),
    ]);
    return { regular, bold };
  })());

const loadCjk = () => (cjkFile ??= readFile(join(fontDir('@embedpdf/fonts-sc'), 'NotoSansHans-Regular.otf')));

/**
 * fontkit that parses each font file once per process (every exhibit is its own small PDF, and
 * parsing Noto Sans for each one would cost more than the exhibit itself) and repairs the
 * subsetter's bugs (fontkit-repairs.ts).
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const cachedFontkit: Fontkit = {
  create(data, postscriptName) {
    const known = postscriptName === undefined ? parsed.get(data) : undefined;
    if (known) return known;
    const font = repairFont(fontkit.create(data, postscriptName));
    if (postscriptName === undefined) parsed.set(data, font);
    return font;
  },
};

export type Run = { text: string; font: PDFFont };

/** Characters the typesetter never draws: controls become spaces. */
export const cleanText = (text: string) => text.replace(/[\t\v\f\r\u0000-\u0008\u000e-\u001f\u007f]/g, ' ');

/** The fonts embedded into one PDF document, with per-character fallback. */
export class FontSet {
  private cjk: PDFFont | undefined;
  private readonly regularSet: Set<number>;
  private readonly boldSet: Set<number>;

  private constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.regularSet = new Set(regular.getCharacterSet());
    this.boldSet = new Set(bold.getCharacterSet());
  }

  static async embed(doc: PDFDocument): Promise<FontSet> {
    doc.registerFontkit(cachedFontkit);
    const files = await loadMain();
    const [regular, bold] = await Promise.all([
      doc.embedFont(files.regular, { subset: true }),
      doc.embedFont(files.bold, { subset: true }),
    ]);
    return new FontSet(doc, regular, bold);
  }

  /** Embeds the CJK fallback when any of these texts needs a glyph Noto Sans lacks. */
  async prepare(texts: readonly string[]): Promise<void> {
    if (this.cjk) return;
    const missing = texts.some((t) => [...t].some((ch) => !this.regularSet.has(ch.codePointAt(0) ?? 0) && ch.trim() !== ''));
    if (missing) this.cjk = await this.doc.embedFont(await loadCjk(), { subset: true });
  }

  /** Splits text into runs, each in the first font that has its characters. */
  runs(text: string, bold = false): Run[] {
    const main = bold ? this.bold : this.regular;
    const mainSet = bold ? this.boldSet : this.regularSet;
    const runs: Run[] = [];
    for (const ch of cleanText(text)) {
      const font = mainSet.has(ch.codePointAt(0) ?? 0) || !this.cjk ? main : this.cjk;
      const last = runs.at(-1);
      if (last && last.font === font) last.text += ch;
      else runs.push({ text: ch, font });
    }
    return runs;
  }

  width(text: string, size: number, bold = false): number {
    return this.runs(text, bold).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }
}
