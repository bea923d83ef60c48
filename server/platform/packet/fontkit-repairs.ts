/**
 * Repairs for three bugs in @pdf-lib/fontkit 1.1.1's subsetter that made most packet text
 * invisible in poppler, pdf.js and Chromium (docs/decisions/049), and one that left glyphs out of
 * the text layer (4, decision 143). The package is unmaintained,
 * so the fixes are applied to the parsed font and its subsets here, where fonts are created.
 *
 * 1. TrueType: a subset smaller than 64 KB is written with a short `loca` (offsets / 2), but
 *    glyph records are copied unpadded. Noto Sans has 1,300+ odd-length glyphs ('l' is 23 bytes),
 *    so every glyph after the first odd one pointed one byte off and drew nothing or garbage.
 *    Each copied glyph is padded to an even length.
 * 2. CFF: the subset's header gets `offSize` = the whole CFF table's length (26 for Noto Sans SC)
 *    instead of 1–4; poppler rejects the font. It is written as 4.
 * 3. CID-keyed CFF: `fdForGlyph` returns the previous range's font dict for a glyph that starts a
 *    range, and the subset maps every glyph whose dict was already used to the last dict added
 *    (with its local subroutines). Both are replaced by a correct lookup and mapping.
 * 4. A glyph object is made once per font and keeps the characters it was first asked for. A glyph
 *    the subsetter first reads as a part of a composite glyph (one of Devanagari's vowel-sign
 *    variants) keeps none, and pdf-lib leaves a glyph without characters out of ToUnicode: pdf.js
 *    then extracted 'z' for 'ि'. Such a glyph takes the characters of the first layout that draws it.
 */
type Gid = number;
type FdSelect = { version: number; fds?: number[]; ranges?: { first: number; fd: number }[] };
type FontDict = { FontName?: unknown; Private?: { Subrs?: unknown[] } & Record<string, unknown> };
type Cff = {
  isCIDFont: boolean;
  length: number;
  topDict: { FDSelect?: FdSelect; FDArray: FontDict[] };
  fdForGlyph(gid: Gid): number | null;
};
type Glyph = { path: unknown; _usedSubrs: Record<string, boolean>; codePoints: number[] };
type FontkitFont = { 'CFF '?: Cff; getGlyph(gid: Gid, characters?: number[]): Glyph | null; createSubset(): Subset };
type Subset = {
  glyphs: Gid[];
  cff?: Cff;
  glyf?: Buffer[];
  offset?: number;
  _addGlyph?(gid: Gid): number;
  subsetFontdict?(topDict: Cff['topDict']): void;
  subsetSubrs?(subrs: unknown[], used: Record<string, boolean>): unknown[];
};

/** The font dict of a glyph, by FDSelect format 0 or 3 (ranges sorted by first glyph). */
function fdOf(select: FdSelect, gid: Gid): number | null {
  if (select.version === 0) return select.fds?.[gid] ?? null;
  let found: number | null = null;
  for (const range of select.ranges ?? []) {
    if (range.first > gid) break;
    found = range.fd;
  }
  return found;
}

function padGlyphs(subset: Subset): void {
  const add = subset._addGlyph;
  if (!add) return;
  subset._addGlyph = function (this: Subset, gid: Gid) {
    const id = add.call(this, gid);
    const record = this.glyf?.[id];
    if (this.glyf && record && record.length % 2 === 1) {
      // fontkit's own Buffer class (a bundled polyfill): its stream rejects Node's.
      const padded = (record.constructor as typeof Buffer).alloc(record.length + 1);
      record.copy(padded);
      this.glyf[id] = padded;
      this.offset = (this.offset ?? 0) + 1;
    }
    return id;
  };
}

function mapFontDicts(subset: Subset, cff: Cff, font: FontkitFont): void {
  subset.subsetFontdict = function (this: Subset, topDict) {
    const index = new Map<number, number>();
    const usedSubrs: Record<string, boolean>[] = [];
    const fds: number[] = [];
    topDict.FDArray = [];
    for (const gid of this.glyphs) {
      const fd = cff.fdForGlyph(gid) ?? 0;
      let at = index.get(fd);
      if (at === undefined) {
        at = topDict.FDArray.length;
        index.set(fd, at);
        topDict.FDArray.push({ ...cff.topDict.FDArray[fd] });
        usedSubrs.push({});
      }
      fds.push(at);
      const glyph = font.getGlyph(gid);
      void glyph?.path; // parsing the outline records the subroutines it calls
      Object.assign(usedSubrs[at] ?? {}, glyph?._usedSubrs);
    }
    topDict.FDSelect = { version: 0, fds };
    topDict.FDArray.forEach((dict, i) => {
      delete dict.FontName;
      if (dict.Private?.Subrs) dict.Private = { ...dict.Private, Subrs: this.subsetSubrs?.(dict.Private.Subrs, usedSubrs[i] ?? {}) };
    });
  };
}

/** Applies the repairs to a font just parsed by fontkit (before any glyph outline is read). */
export function repairFont<T>(parsed: T): T {
  const font = parsed as unknown as FontkitFont;
  const cff = font['CFF '];
  const select = cff?.topDict.FDSelect;
  if (cff && select) cff.fdForGlyph = (gid) => fdOf(select, gid);
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (gid, characters) => {
    const glyph = getGlyph(gid, characters);
    if (glyph && !glyph.codePoints.length && characters?.length) glyph.codePoints = characters;
    return glyph;
  };
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    if (!cff) padGlyphs(subset);
    else {
      // The header's offSize is read from cff.length; a view of the table that says 4.
      subset.cff = Object.create(cff, { length: { value: 4 } }) as Cff;
      if (cff.isCIDFont) mapFontDicts(subset, cff, font);
    }
    return subset;
  };
  return parsed;
}
