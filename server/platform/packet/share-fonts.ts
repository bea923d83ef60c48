/**
 * One copy of each packet font per part (docs/decisions/049). Every unit embeds its own subsets,
 * but they start with the same glyphs (fonts.ts), so most come out identical object for object;
 * pages copied into a part then point at as many copies as there were units. Fonts of ours
 * (a subset tag 'ABCDEF+Noto…') that are equal in every object and byte are made one: pages are
 * pointed at the first copy and the other copies are deleted. Fonts of the exhibits' own PDFs
 * are left alone.
 */
import { createHash, type Hash } from 'node:crypto';
import { PDFArray, PDFDict, type PDFDocument, PDFName, type PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';

const OURS = /^\/[A-Z]{6}\+Noto/;

/** Every object the font reaches, and a digest of their content (references followed, not compared by number). */
function fingerprint(doc: PDFDocument, root: PDFRef): { digest: string; refs: PDFRef[] } {
  const refs: PDFRef[] = [];
  const hash = createHash('sha256');
  const walk = (obj: PDFObject | undefined, h: Hash): void => {
    if (obj instanceof PDFRef) {
      refs.push(obj);
      h.update('R(');
      walk(doc.context.lookup(obj), h);
      h.update(')');
    } else if (obj instanceof PDFDict || obj instanceof PDFRawStream) {
      const dict = obj instanceof PDFRawStream ? obj.dict : obj;
      h.update('<<');
      for (const [key, value] of [...dict.entries()].sort(([a], [b]) => a.asString().localeCompare(b.asString()))) {
        h.update(key.asString());
        walk(value, h);
      }
      h.update('>>');
      if (obj instanceof PDFRawStream) h.update(obj.contents);
    } else if (obj instanceof PDFArray) {
      h.update('[');
      obj.asArray().forEach((item) => walk(item, h));
      h.update(']');
    } else h.update(` ${obj?.toString() ?? 'null'}`);
  };
  walk(root, hash);
  return { digest: hash.digest('hex'), refs };
}

/** Points every page at one copy of each identical font of ours; returns how many copies were dropped. */
export function shareFonts(doc: PDFDocument): number {
  const first = new Map<string, PDFRef>();
  const seen = new Map<string, PDFRef>();
  const dropped = new Set<PDFRef>();
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    if (!fonts) continue;
    for (const [key, value] of fonts.entries()) {
      if (!(value instanceof PDFRef)) continue;
      const canonical = seen.get(value.toString());
      if (canonical) {
        fonts.set(key, canonical);
        continue;
      }
      const base = doc.context.lookupMaybe(value, PDFDict)?.get(PDFName.of('BaseFont'))?.toString() ?? '';
      if (!OURS.test(base)) {
        seen.set(value.toString(), value);
        continue;
      }
      const { digest, refs } = fingerprint(doc, value);
      const kept = first.get(digest);
      if (kept) {
        refs.forEach((ref) => dropped.add(ref));
        fonts.set(key, kept);
        seen.set(value.toString(), kept);
      } else {
        first.set(digest, value);
        seen.set(value.toString(), value);
      }
    }
  }
  dropped.forEach((ref) => doc.context.delete(ref));
  return dropped.size;
}
