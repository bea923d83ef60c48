/**
 * One exhibit as its own small PDF: the separator page, then its pages, each stamped with its
 * packet-wide page number, and the exhibit's own 'Exhibit 7 — Page 2 of 3'.
 */
import { PDFDict, PDFDocument, PDFName, type PDFPage } from 'pdf-lib';
import { FontSet, type PacketFonts } from './fonts';
import { STAMP_BASELINE, type Geometry } from './geometry';
import { addImagePage } from './image-page';
import { readContent } from './sources';
import { draftBand } from './draft-band';
import { fitPage } from './fit-page';
import { packContentStreams } from './pack-streams';
import { stampLine } from './stamp';
import { drawCentred, drawPages, layout, wrap } from './typeset';
import { blocksText } from './blocks';
import type { PacketExhibit } from './types';

type Unit = { bytes: Uint8Array; pages: number; firstPage: number; warnings: string[] };

function separatorPage(doc: PDFDocument, fonts: FontSet, exhibit: PacketExhibit, geometry: Geometry) {
  const page = doc.addPage([geometry.width, geometry.height]);
  const width = geometry.width - 2 * geometry.margin;
  let y = drawCentred(page, fonts, [exhibit.label.toUpperCase()], 28, true, geometry.height * 0.62, geometry);
  y = drawCentred(page, fonts, wrap(fonts, exhibit.title, 15, false, width), 15, false, y - 18, geometry);
  drawCentred(page, fonts, wrap(fonts, exhibit.criterionTitle, 11, false, width), 11, false, y - 12, geometry);
  return page;
}

/**
 * Many PDFs share one /Resources dictionary between all their pages. The stamp adds a font entry
 * to its page's resources, so on a shared dictionary every page would carry every other page's
 * entries: a 1,000-page exhibit grew to 13 MB and took 90 s. Each page gets its own shallow copy
 * (the fonts and images themselves stay shared objects).
 */
function ownResources(page: PDFPage): void {
  const context = page.doc.context;
  const shared = page.node.Resources();
  const own = shared ? shared.clone(context) : context.obj({});
  for (const key of ['Font', 'ExtGState', 'XObject']) {
    const sub = own.lookup(PDFName.of(key));
    if (sub instanceof PDFDict) own.set(PDFName.of(key), sub.clone(context));
  }
  page.node.set(PDFName.of('Resources'), own);
}

export async function renderExhibit(exhibit: PacketExhibit, firstPage: number, geometry: Geometry, packetFonts: PacketFonts, wordPdf?: () => Promise<Uint8Array>): Promise<Unit> {
  const doc = await PDFDocument.create();
  const fonts = await FontSet.embed(doc, packetFonts);
  const content = await readContent(exhibit, wordPdf);
  const warnings: string[] = content.warning ? [`${exhibit.label} (${exhibit.title}): ${content.warning}`] : [];
  const texts = [exhibit.label, exhibit.title, exhibit.criterionTitle, ...(content.type === 'blocks' ? blocksText(content.blocks) : [])];
  await fonts.prepare(texts);
  const unprintable = packetFonts.warning(`${exhibit.label} (${exhibit.title})`, texts);
  if (unprintable) warnings.push(unprintable);
  const separator = separatorPage(doc, fonts, exhibit, geometry);
  let pages: PDFPage[];
  switch (content.type) {
    case 'pdf': {
      pages = await doc.copyPages(content.source, content.source.getPageIndices());
      pages.forEach((page) => {
        doc.addPage(page);
        ownResources(page);
        fitPage(page, geometry);
      });
      break;
    }
    case 'image':
      pages = [await addImagePage(doc, content.image, geometry)];
      break;
    case 'blocks':
      pages = drawPages(doc, fonts, layout(fonts, content.blocks.length ? content.blocks : [{ kind: 'paragraph', text: '(This document has no text.)' }], geometry), geometry);
      break;
    case 'placeholder': {
      warnings.push(`${exhibit.label} (${exhibit.title}): ${content.reason}`);
      const blocks = [
        { kind: 'heading', level: 2, text: 'This exhibit could not be included' } as const,
        { kind: 'paragraph', text: content.reason } as const,
        { kind: 'paragraph', text: 'This page holds its place so that the exhibit numbers and page references stay right.' } as const,
      ];
      pages = drawPages(doc, fonts, layout(fonts, blocks, geometry), geometry);
      break;
    }
  }
  stampLine(separator, fonts, '', String(firstPage), STAMP_BASELINE, geometry.margin);
  pages.forEach((page, i) => {
    const stamp = `${exhibit.label} — Page ${i + 1} of ${pages.length}`;
    const number = String(firstPage + 1 + i);
    stampLine(page, fonts, stamp, number, STAMP_BASELINE, geometry.margin);
  });
  if (exhibit.draft) [separator, ...pages].forEach((page) => draftBand(page, fonts));
  packContentStreams(doc);
  const bytes = await doc.save({ useObjectStreams: true });
  return { bytes, pages: pages.length + 1, firstPage, warnings };
}
