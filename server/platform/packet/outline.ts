/**
 * The PDF outline (bookmarks) and page labels of one part. pdf-lib has no outline API, so the
 * dictionaries are written directly (PDF 32000-1, sections 12.3.3 and 12.4.2).
 */
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFRef } from 'pdf-lib';

export type OutlineEntry = { title: string; pageIndex: number; children?: OutlineEntry[] };

function writeItems(doc: PDFDocument, entries: readonly OutlineEntry[], parent: PDFRef): { first: PDFRef; last: PDFRef; count: number } {
  const refs = entries.map(() => doc.context.nextRef());
  let count = 0;
  entries.forEach((entry, i) => {
    const page = doc.getPage(entry.pageIndex);
    const dict = doc.context.obj({}) as PDFDict;
    dict.set(PDFName.of('Title'), PDFHexString.fromText(entry.title));
    dict.set(PDFName.of('Parent'), parent);
    dict.set(PDFName.of('Dest'), doc.context.obj([page.ref, PDFName.of('Fit')]));
    const prev = refs[i - 1];
    const next = refs[i + 1];
    if (prev) dict.set(PDFName.of('Prev'), prev);
    if (next) dict.set(PDFName.of('Next'), next);
    const ref = refs[i] as PDFRef;
    if (entry.children?.length) {
      const kids = writeItems(doc, entry.children, ref);
      dict.set(PDFName.of('First'), kids.first);
      dict.set(PDFName.of('Last'), kids.last);
      dict.set(PDFName.of('Count'), PDFNumber.of(kids.count));
      count += kids.count;
    }
    doc.context.assign(ref, dict);
    count += 1;
  });
  return { first: refs[0] as PDFRef, last: refs.at(-1) as PDFRef, count };
}

export function writeOutline(doc: PDFDocument, entries: readonly OutlineEntry[]): void {
  if (entries.length === 0) return;
  const root = doc.context.nextRef();
  const items = writeItems(doc, entries, root);
  doc.context.assign(
    root,
    doc.context.obj({ Type: 'Outlines', First: items.first, Last: items.last, Count: PDFNumber.of(items.count) }),
  );
  doc.catalog.set(PDFName.of('Outlines'), root);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/** Page labels so a viewer shows the packet-wide page numbers in every part. */
export function labelPages(doc: PDFDocument, firstPage: number): void {
  const nums = PDFArray.withContext(doc.context);
  nums.push(PDFNumber.of(0));
  nums.push(doc.context.obj({ S: 'D', St: PDFNumber.of(firstPage) }));
  doc.catalog.set(PDFName.of('PageLabels'), doc.context.obj({ Nums: nums }));
}
