import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';
import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { PDFDocumentProxy } from 'unpdf/pdfjs';
import { tesseractLangPath } from '../../server/platform/extract/ocr';

// Renders packet pages as a viewer does (pdf.js, and poppler when installed), reads them back with
// OCR, and measures ink where the text layer says a word is: text that extracts but does not draw
// (a broken font) fails here, not in the text-based tests.

const canvasImport = () => import('@napi-rs/canvas');
const require = createRequire(import.meta.url);
export const SCALE = 3;

export type Raster = { width: number; height: number; gray: Uint8Array; png: Buffer };
export type Word = { str: string; x: number; y: number; width: number; size: number };

export const hasPoppler = () => spawnSync('pdftoppm', ['-v']).error === undefined;

export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const CanvasFactory = await createIsomorphicCanvasFactory(canvasImport);
  return getDocumentProxy(new Uint8Array(bytes), { CanvasFactory });
}

/** The text layer of a page: each item with its baseline origin and size in PDF points. */
export async function textItems(doc: PDFDocumentProxy, n: number): Promise<Word[]> {
  const content = await (await doc.getPage(n)).getTextContent();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim() ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, size: Math.hypot(item.transform[2] as number, item.transform[3] as number) }] : [],
  );
}

async function raster(png: Buffer): Promise<Raster> {
  const { data, info } = await sharp(png).flatten({ background: '#fff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, gray: new Uint8Array(data), png };
}

export async function renderPdfjs(doc: PDFDocumentProxy, n: number): Promise<Raster> {
  return raster(Buffer.from(await renderPageAsImage(doc, n, { canvasImport, scale: SCALE })));
}

export async function renderPoppler(bytes: Uint8Array, n: number): Promise<Raster> {
  const dir = mkdtempSync(join(tmpdir(), 'packet-render-'));
  try {
    writeFileSync(join(dir, 'part.pdf'), bytes);
    execFileSync('pdftoppm', ['-r', String(72 * SCALE), '-f', String(n), '-l', String(n), '-singlefile', '-png', join(dir, 'part.pdf'), join(dir, 'page')], { stdio: 'ignore' });
    return await raster(readFileSync(join(dir, 'page.png')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type PdfDoc = { getPage(n: number): Promise<{ getViewport(o: { scale: number }): { width: number; height: number }; render(o: object): { promise: Promise<void> } }> };

/** pdf.js as the browser runs it: the same build, in Debian's Chromium, drawing on the page's own canvas. */
const PDFJS_FILE = join(dirname(require.resolve('unpdf')), 'pdfjs.mjs');
const ORIGIN = 'http://packet.test';
let browser: Promise<Browser> | undefined;

export const hasChromium = () => spawnSync('/usr/bin/chromium', ['--version']).error === undefined;

export type PageRenderer = { render(n: number): Promise<Raster>; close(): Promise<void> };

/**
 * One browser page that loads pdf.js and opens the packet once, then draws any of its pages on demand: what a viewer
 * does when the reader turns the pages, and one module load and one parse of the file instead of one per page.
 */
export async function chromiumRenderer(bytes: Uint8Array): Promise<PageRenderer> {
  browser ??= chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await (await browser).newPage();
  // Nothing leaves the machine: the page, pdf.js and the packet are answered here.
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/pdfjs.mjs') return route.fulfill({ body: readFileSync(PDFJS_FILE), contentType: 'text/javascript' });
    if (path === '/part.pdf') return route.fulfill({ body: Buffer.from(bytes), contentType: 'application/pdf' });
    return route.fulfill({ body: '<!doctype html><canvas></canvas>', contentType: 'text/html' });
  });
  await page.goto(`${ORIGIN}/`);
  // A module script loads pdf.js and opens the packet: an import() inside evaluate would be rewritten by the test runner's transform.
  await page.addScriptTag({
    type: 'module',
    content: "import * as pdfjs from '/pdfjs.mjs'; const data = new Uint8Array(await (await fetch('/part.pdf')).arrayBuffer()); window.packet = await pdfjs.getDocument({ data }).promise;",
  });
  await page.waitForFunction(() => 'packet' in window);
  return {
    async render(n) {
      const dataUrl = await page.evaluate(
        async ({ n, scale }) => {
          const doc = (window as unknown as { packet: PdfDoc }).packet;
          const pdfPage = await doc.getPage(n);
          const viewport = pdfPage.getViewport({ scale });
          const canvas = document.querySelector('canvas') as HTMLCanvasElement;
          canvas.width = Math.ceil(viewport.width);
          canvas.height = Math.ceil(viewport.height);
          await pdfPage.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
          return canvas.toDataURL('image/png');
        },
        { n, scale: SCALE },
      );
      return raster(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
    },
    close: () => page.close(),
  };
}
export const stopChromium = async () => (await browser)?.close();

let worker: Promise<Tesseract.Worker> | undefined;
export const ocrWorker = () =>
  (worker ??= Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, { langPath: tesseractLangPath(), cacheMethod: 'none', gzip: true, logger: () => {} }));
/** Ends the OCR worker; the next ocrWorker() starts a fresh one (a describe.each stops it after each database). */
export async function stopOcr(): Promise<void> {
  const ending = worker;
  worker = undefined;
  await (await ending)?.terminate();
}

/** Latin words of at least two letters, lower-cased and without accents (OCR reads 'Zoë' as 'Zoé' or 'Zoe'). */
export const latinWords = (text: string) =>
  (text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(/[a-z0-9]{2,}/g) ?? []).filter((w) => !/^\d+$/.test(w) || w.length > 1);

/** At most one letter added, dropped or changed: OCR's usual slip on accented names ('Miller' for 'Müller'). */
function nearly(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

/** Share of the text layer's Latin words that OCR finds on the rendered page (long words allow one slip). */
export async function wordsSeen(page: Raster, textLayer: string): Promise<{ ratio: number; missing: string[] }> {
  const { data } = await (await ocrWorker()).recognize(page.png);
  const seen = latinWords(data.text);
  const found = (w: string) => seen.includes(w) || (w.length >= 5 && seen.some((s) => nearly(w, s)));
  const expected = latinWords(textLayer);
  const missing = expected.filter((w) => !found(w));
  return { ratio: expected.length ? (expected.length - missing.length) / expected.length : 1, missing };
}

/** Dark pixels inside a box given in PDF points (origin bottom-left) on a page `pageHeight` tall. */
export function inkIn(page: Raster, pageHeight: number, box: { x: number; y: number; width: number; size: number }): number {
  const left = Math.floor(box.x * SCALE);
  const right = Math.ceil((box.x + box.width) * SCALE);
  const top = Math.floor((pageHeight - box.y - box.size) * SCALE);
  const bottom = Math.ceil((pageHeight - box.y + box.size * 0.3) * SCALE);
  let dark = 0;
  for (let y = Math.max(0, top); y < Math.min(page.height, bottom); y++) {
    for (let x = Math.max(0, left); x < Math.min(page.width, right); x++) if ((page.gray[y * page.width + x] ?? 255) < 128) dark++;
  }
  return dark;
}

const FONT_FILES = {
  NotoSans: join(dirname(require.resolve('@embedpdf/fonts-latin')), '..', 'fonts', 'NotoSans-Regular.ttf'),
  NotoSansSC: join(dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', 'NotoSansHans-Regular.otf'),
};

/** Dark pixels of the same text drawn by the canvas with the font file itself: what the page should show. */
export async function referenceInk(text: string, size: number, font: keyof typeof FONT_FILES): Promise<number> {
  const { createCanvas, GlobalFonts } = await canvasImport();
  if (!GlobalFonts.has(`Ref${font}`)) GlobalFonts.registerFromPath(FONT_FILES[font], `Ref${font}`);
  const px = size * SCALE;
  const canvas = createCanvas(Math.ceil(px * text.length * 1.2) + 10, Math.ceil(px * 1.5));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000';
  ctx.font = `${px}px Ref${font}`;
  ctx.fillText(text, 5, px * 1.1);
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) dark++;
  return dark;
}
