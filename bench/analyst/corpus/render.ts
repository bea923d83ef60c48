/**
 * Turns a labelled document into the bytes a user would upload: a text PDF (pdf-lib), a Word
 * document (the test fixtures' minimal .docx), a phone photo of the text (the fixtures' 5x7
 * bitmap font, JPEG), or a plain text file.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { makeDocx, makeTextJpeg } from '../../../tests/fixtures/make-fixtures';
import type { CorpusDoc } from './types';

/** Characters the fixtures' bitmap font can draw; anything else is dropped from photos. */
const PHOTO_CHARS = /[^A-Z0-9.,\-:'/()&!? ]/g;
const PHOTO_COLS = 44;

/** What rendering reads of a document: the held-out sets render their own document types too. */

function wrap(text: string, fits: (line: string) => boolean): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && !fits(next)) {
        out.push(line);
        line = word;
      } else line = next;
    }
    out.push(line);
  }
  return out;
}

/** Standard PDF fonts speak WinAnsi only: strip accents they lack, replace the rest. */
function encodable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
        try {
          font.encodeText(plain);
          return plain;
        } catch {
          // A line break inside a paragraph (a certificate's set lines) stays one: wrap() starts a printed line there.
          return ch === '\t' ? '    ' : ch === '\n' ? '\n' : '-';
        }
      }
    })
    .join('');
}

/** What rendering needs of a document: its format, its paragraphs and its file name. */
export type Printable = Pick<CorpusDoc, 'format' | 'paragraphs' | 'fileName'>;

/** A paragraph that is only a form feed starts a new page (a PDF's second page, a reference list). */
const PAGE_BREAK = '\f';

async function renderPdf(doc: Printable): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = 500;
  let page = pdf.addPage([612, 792]);
  let y = 740;
  doc.paragraphs.forEach((para, i) => {
    if (para === PAGE_BREAK) {
      page = pdf.addPage([612, 792]);
      y = 740;
      return;
    }
    // The first line is a masthead, letterhead or title: set it larger and bold, as printed.
    const font = i === 0 ? bold : regular;
    const size = i === 0 ? 14 : 10.5;
    const text = encodable(font, para.replace(/\t/g, '    '));
    const lines = text.trim() ? wrap(text, (l) => font.widthOfTextAtSize(l, size) <= width) : [];
    for (const line of lines) {
      if (y < 60) {
        page = pdf.addPage([612, 792]);
        y = 740;
      }
      page.drawText(line, { x: 56, y, size, font, color: rgb(0, 0, 0) });
      y -= size * 1.45;
    }
    y -= lines.length === 0 ? 8 : 4;
  });
  pdf.setTitle(doc.fileName.replace(/\.[a-z]+$/i, ''));
  // A fixed date keeps the bytes the same on every run.
  pdf.setCreationDate(new Date('2024-05-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-05-01T00:00:00Z'));
  return Buffer.from(await pdf.save());
}

function photoLines(doc: Printable): string[] {
  const upper = doc.paragraphs.map((p) => p.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[—–]/g, '-').replace(PHOTO_CHARS, ' ').replace(/\s+/g, ' ').trim());
  return upper.filter(Boolean).flatMap((p) => wrap(p, (l) => l.length <= PHOTO_COLS));
}

export async function renderDoc(doc: Printable): Promise<Buffer> {
  switch (doc.format) {
    case 'pdf':
      return renderPdf(doc);
    case 'docx':
      return makeDocx(doc.paragraphs);
    case 'photo':
      // Scale 3 reads as cleanly as 4 with tesseract and is about twice as fast.
      return makeTextJpeg(photoLines(doc), { scale: 3, quality: 85 });
    case 'txt':
      return Buffer.from(`${doc.paragraphs.join('\n')}\n`, 'utf8');
  }
}
