/**
 * Unicode fonts for everything the packet writes (docs/decisions/024, 049): Noto Sans for Latin,
 * Greek and Cyrillic, Noto Sans SC (CJK) as a fallback embedded only into documents that need
 * it. Every document of a packet starts its subsets with the same glyphs, those of the packet's
 * own text, so the subsets come out byte-identical and a part keeps one copy of each
 * (share-fonts.ts). A character no font has is printed as U+FFFD.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// @pdf-lib/fontkit 1.1.1's dist was compiled with regenerator and calls a global `regeneratorRuntime` in its Indic
// shaper (Devanagari, the one Indic script Noto Sans has): without it any Hindi text threw (docs/decisions/143).
// The runtime defines that global when loaded, before fontkit lays out a text. By its name, not 'regenerator-runtime/
// runtime': that subpath has no extension, and plain Node's ES modules (dist-server) do not find it.
import 'regenerator-runtime';
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
 * Ligatures off: a ligature glyph is not among the shared starting glyphs, and would make a unit's subset differ.
 * Positioning (GPOS kerning, mark and cursive attachment, and the old kern table) off: pdf-lib reads only a layout's
 * glyphs and their advance widths, never the positions these compute, so they cost two thirds of every layout for
 * nothing (docs/decisions/139). None of these is a substitution feature of the packet's fonts (packet-fonts.test.ts).
 */
export const FEATURES = { liga: false, clig: false, kern: false, mark: false, mkmk: false, curs: false };

type Layout = (text: unknown, features?: unknown, ...rest: unknown[]) => unknown;

/**
 * Each text is laid out once while it is in use: pdf-lib lays a text out to measure it and again to encode it when
 * it is drawn, and every document of the packet encodes the same starting glyphs (embedSubset). A layout depends only
 * on the font, the text and the features, and pdf-lib only reads it, so the same one serves every call.
 */
function rememberLayouts<T>(font: T): T {
  const target = font as unknown as { layout: Layout };
  const layout = target.layout.bind(target);
  const runs = new Map<string, unknown>();
  target.layout = (text, features, ...rest) => {
    if (typeof text !== 'string' || features !== FEATURES || rest.length) return layout(text, features, ...rest);
    let run = runs.get(text);
    if (run === undefined) {
      // The texts of a page or two come back; a long document's must not pile up.
      if (runs.size >= 256) runs.clear();
      runs.set(text, (run = layout(text, features)));
    }
    return run;
  };
  return font;
}

/**
 * fontkit that parses each font file once per process (every exhibit is its own small PDF, and
 * parsing Noto Sans for each one would cost more than the exhibit itself), lays each text out once
 * (rememberLayouts) and repairs the subsetter's bugs (fontkit-repairs.ts).
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const cachedFontkit: Fontkit = {
  create(data, postscriptName) {
    const known = postscriptName === undefined ? parsed.get(data) : undefined;
    if (known) return known;
    const font = rememberLayouts(repairFont(fontkit.create(data, postscriptName)));
    if (postscriptName === undefined) parsed.set(data, font);
    return font;
  },
};
const characterSet = (data: Uint8Array) => new Set((cachedFontkit.create(data) as unknown as { characterSet: number[] }).characterSet);

/** Printed for a character no font has: Noto Sans has U+FFFD, a visible diamond with '?'. */
const REPLACEMENT = '\uFFFD';

/** Characters the typesetter never draws: controls become spaces; NFC so 'e'+U+0308 finds 'ë'. */
const cleanText = (text: string) => text.normalize('NFC').replace(/[\t\v\f\r\u0000-\u0008\u000e-\u001f\u007f]/g, ' ');

/** Characters of no script of their own (spaces, digits, punctuation, combining marks), and Devanagari's (runs). */
const neutral = /^[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]$/u;
const indic = /^\p{Script=Devanagari}$/u;

/** Invisible characters (joiners, variation selectors) that are dropped when no font has them. */
const ignorable = /^\p{Default_Ignorable_Code_Point}$/u;

/** Text the engine writes itself, beyond the input's: stamps, index ranges, list markers. */
const ENGINE_TEXT = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}—–•${REPLACEMENT}`;

const codes = (texts: readonly string[]) => new Set(texts.flatMap((t) => [...cleanText(t)].map((ch) => ch.codePointAt(0) ?? 0)));
const asText = (set: Iterable<number>) => String.fromCodePoint(...[...set].sort((a, b) => a - b));
/** A subset tag as PDF names them ('ABCDEF+'), from the glyphs a subset starts with. */
const tagOf = (text: string) => [...createHash('sha1').update(text).digest()].slice(0, 6).map((b) => String.fromCharCode(65 + (b % 26))).join('');

/** The packet's fonts and the characters of its own text, known before any page is drawn. */
export class PacketFonts {
  private cjkSet: Set<number> | undefined;

  private constructor(
    readonly files: FontFiles,
    private readonly mainSet: Set<number>,
    /** Sorted characters every document's subsets start with. */
    readonly mainText: string,
    private cjkCodes: Set<number>,
  ) {}

  static async for(texts: readonly string[]): Promise<PacketFonts> {
    const files = await loadMain();
    const mainSet = characterSet(files.regular);
    const wanted = codes([ENGINE_TEXT, ...texts]);
    const fonts = new PacketFonts(files, mainSet, asText([...wanted].filter((c) => mainSet.has(c))), new Set());
    await fonts.need(texts);
    fonts.cjkCodes = new Set([...wanted].filter((c) => !mainSet.has(c) && fonts.cjkSet?.has(c)));
    return fonts;
  }

  get cjkText(): string {
    return asText(this.cjkCodes);
  }

  /** True when these texts need the CJK fallback; reads it the first time. */
  async need(texts: readonly string[]): Promise<boolean> {
    const beyond = [...codes(texts)].some((c) => !this.mainSet.has(c) && !ignorable.test(String.fromCodePoint(c)));
    if (beyond) this.cjkSet ??= characterSet(await loadCjk());
    return beyond && [...codes(texts)].some((c) => !this.mainSet.has(c) && this.cjkSet?.has(c));
  }

  hasMain = (code: number) => this.mainSet.has(code);
  hasCjk = (code: number) => this.cjkSet?.has(code) ?? false;

  /** Characters of these texts that no font has (after `need`), each once. */
  unprintable(texts: readonly string[]): string[] {
    return asText([...codes(texts)].filter((c) => !this.hasMain(c) && !this.hasCjk(c) && !ignorable.test(String.fromCodePoint(c)))).split(/(?:)/u).filter(Boolean);
  }

  /** A warning naming `what` when some of its characters are in no font, or undefined. */
  warning(what: string, texts: readonly string[]): string | undefined {
    const lost = this.unprintable(texts);
    if (!lost.length) return undefined;
    const list = lost.map((ch) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`).join(', ');
    return `${what}: ${lost.length === 1 ? 'a character is' : 'some characters are'} in none of the packet's fonts (${list}), so ${lost.length === 1 ? 'it is' : 'they are'} printed as '${REPLACEMENT}'.`;
  }
}

export type Run = { text: string; font: PDFFont };

async function embedSubset(doc: PDFDocument, data: Uint8Array, startsWith: string): Promise<PDFFont> {
  const name = (cachedFontkit.create(data) as unknown as { postscriptName: string }).postscriptName;
  const font = await doc.embedFont(data, { subset: true, customName: `${tagOf(startsWith + name)}+${name}`, features: FEATURES });
  if (startsWith) font.encodeText(startsWith);
  return font;
}

/** The fonts embedded into one PDF document, with per-character fallback. */
export class FontSet {
  private cjk: PDFFont | undefined;
  private readonly widths = new Map<PDFFont, Map<string, number>>();

  private constructor(
    private readonly doc: PDFDocument,
    private readonly packet: PacketFonts,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  static async embed(doc: PDFDocument, packet: PacketFonts): Promise<FontSet> {
    doc.registerFontkit(cachedFontkit);
    const [regular, bold] = await Promise.all([embedSubset(doc, packet.files.regular, packet.mainText), embedSubset(doc, packet.files.bold, packet.mainText)]);
    return new FontSet(doc, packet, regular, bold);
  }

  /** Embeds the CJK fallback when any of these texts needs a glyph Noto Sans lacks. */
  async prepare(texts: readonly string[]): Promise<void> {
    if (this.cjk || !(await this.packet.need(texts))) return;
    this.cjk = await embedSubset(this.doc, await loadCjk(), this.packet.cjkText);
  }

  /**
   * Splits text into runs, each in the first font that has its characters; U+FFFD for none. Devanagari and other
   * letters are never in one run: fontkit shapes a run by the script of its first letter, and Devanagari shaped as
   * Latin would show its conjuncts apart and 'ि' after its consonant ('Exhibit 3 — नमस्ते').
   */
  runs(text: string, bold = false): Run[] {
    const main = bold ? this.bold : this.regular;
    const runs: Run[] = [];
    // Whether the last run's letters are Devanagari; undefined while it has none.
    let devanagari: boolean | undefined;
    for (const original of cleanText(text)) {
      const code = original.codePointAt(0) ?? 0;
      let ch = original;
      let font = main;
      if (this.packet.hasMain(code)) font = main;
      else if (this.cjk && this.packet.hasCjk(code)) font = this.cjk;
      else if (ignorable.test(ch)) continue;
      else ch = REPLACEMENT;
      const script = neutral.test(ch) ? undefined : indic.test(ch);
      const last = runs.at(-1);
      if (last && last.font === font && (script === undefined || devanagari === undefined || script === devanagari)) {
        last.text += ch;
        devanagari ??= script;
      } else {
        runs.push({ text: ch, font });
        devanagari = script;
      }
    }
    return runs;
  }

  width(text: string, size: number, bold = false): number {
    return this.runs(text, bold).reduce((sum, run) => sum + this.runWidth(run, size), 0);
  }

  /**
   * `run.font.widthOfTextAtSize(run.text, size)`, laid out once per font and text in this document: a page's stamp
   * is measured to fit, then placed and advanced past, and each measure is a full fontkit layout. pdf-lib's width is
   * the width at 1000 times size/1000, so the cached figure gives exactly the same number at every size.
   */
  runWidth(run: Run, size: number): number {
    let widths = this.widths.get(run.font);
    if (!widths) this.widths.set(run.font, (widths = new Map()));
    let at1000 = widths.get(run.text);
    if (at1000 === undefined) {
      // Only the same page's texts come back (word wrap measures ever longer lines): a long document's must not pile up.
      if (widths.size >= 256) widths.clear();
      widths.set(run.text, (at1000 = run.font.widthOfTextAtSize(run.text, 1000)));
    }
    return at1000 * (size / 1000);
  }
}
