/**
 * The signed letter as a PDF (issue 35 item 4): the letter (their uploaded PDF's own pages, or their text
 * typeset), their drawn signature and typed name under it, and a last page 'Signature certificate' with the
 * audit record. Typeset with the packet's fonts so any script they write in prints.
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { SIGN_CONFIRMATION, type SignatureRecord } from '../../../src/contract/recommenders';
import { textBlocks } from '../../platform/packet/blocks';
import { PacketFonts, FontSet } from '../../platform/packet/fonts';
import { geometryFor } from '../../platform/packet/geometry';
import { drawPages, drawText, layout, wrap } from '../../platform/packet/typeset';
import type { PageSizeName } from '../../platform/packet/types';

const CERTIFICATE_TITLE = 'Signature certificate';

type SignedPdfInput = {
  pageSize: PageSizeName;
  letterText: string;
  /** The recommender's own PDF (on letterhead): its pages are the letter, as they made it. */
  uploadedPdf?: Uint8Array;
  signaturePng: Uint8Array;
  signer: { name: string; title: string; organization: string };
  record: SignatureRecord;
  requestId: string;
};

const SIG_W = 180;
const SIG_H = 60;
const BODY = 11;

export async function signedLetterPdf(input: SignedPdfInput): Promise<Uint8Array> {
  const geometry = geometryFor(input.pageSize);
  const { width, height, margin } = geometry;
  const certificateLines = certificate(input);
  const texts = [input.letterText, input.signer.name, input.signer.title, input.signer.organization, ...certificateLines.map((l) => l.text)];
  const doc = await PDFDocument.create();
  doc.setTitle(`Letter from ${input.signer.name}`);
  doc.setProducer('Exhibit');
  const fonts = await FontSet.embed(doc, await PacketFonts.for(texts));
  await fonts.prepare(texts);

  let last;
  let y: number;
  if (input.uploadedPdf) {
    const source = await PDFDocument.load(input.uploadedPdf, { ignoreEncryption: false });
    const pages = await doc.copyPages(source, source.getPageIndices());
    pages.forEach((p) => doc.addPage(p));
    last = doc.addPage([width, height]);
    y = height - margin;
  } else {
    const laid = layout(fonts, textBlocks(input.letterText), geometry);
    last = drawPages(doc, fonts, laid, geometry).at(-1)!;
    y = Math.min(height - margin, ...(laid.at(-1) ?? []).map((i) => i.y)) - BODY * 2;
  }
  // The signature block needs its image and three lines; a page too full for it starts a fresh one.
  if (y - SIG_H - BODY * 5 < margin) {
    last = doc.addPage([width, height]);
    y = height - margin;
  }
  const image = await doc.embedPng(input.signaturePng);
  last.drawImage(image, { x: margin, y: y - SIG_H, width: SIG_W, height: SIG_H });
  y -= SIG_H + 4;
  last.drawLine({ start: { x: margin, y }, end: { x: margin + SIG_W, y }, thickness: 0.5, color: rgb(0.3, 0.3, 0.3) });
  for (const [line, bold] of [[input.signer.name, true], [input.signer.title, false], [input.signer.organization, false], [`Signed electronically on ${input.record.signedAt.slice(0, 10)}`, false]] as const) {
    if (!line) continue;
    y -= BODY * 1.4;
    drawText(last, fonts, line, margin, y, BODY, bold);
  }

  // The certificate: always the last page.
  const cert = doc.addPage([width, height]);
  let cy = height - margin - 18;
  drawText(cert, fonts, CERTIFICATE_TITLE, margin, cy, 18, true);
  cy -= 30;
  for (const { text, bold } of certificateLines) {
    for (const line of wrap(fonts, text, BODY, bold, width - 2 * margin)) {
      cy -= BODY * 1.45;
      drawText(cert, fonts, line, margin, cy, BODY, bold);
    }
    cy -= 4;
  }
  cy -= SIG_H + 10;
  cert.drawImage(image, { x: margin, y: cy, width: SIG_W, height: SIG_H });
  return doc.save();
}

function certificate(input: SignedPdfInput): Array<{ text: string; bold: boolean }> {
  const { record } = input;
  return [
    { text: 'Signed by', bold: true },
    { text: `${record.name} (${[input.signer.title, input.signer.organization].filter(Boolean).join(', ')})`, bold: false },
    { text: 'Signed at (UTC)', bold: true },
    { text: record.signedAt, bold: false },
    { text: 'IP address', bold: true },
    { text: record.ip, bold: false },
    { text: 'User agent', bold: true },
    { text: record.userAgent || 'not sent', bold: false },
    { text: 'SHA-256 of the signed text', bold: true },
    { text: record.sha256, bold: false },
    { text: 'Request', bold: true },
    { text: input.requestId, bold: false },
    { text: 'Declaration', bold: true },
    { text: `The signer typed their full name, drew this signature and confirmed: '${SIGN_CONFIRMATION}'.`, bold: false },
  ];
}
