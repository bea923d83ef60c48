import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ILevelsOptions,
  type INumberingOptions,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { parseMarkdown, type Inline, type MarkdownBlock } from './markdown-blocks';

// Word drafts (issue 14 item 6, docs/decisions/023): a title and markdown in, a .docx out. It knows
// no product area: the caller says whether the page is a letter (letterhead room, signature block).
// Raw HTML in the markdown is kept as its literal text, as the app's viewers show it. The markdown is
// read by the shared walker (markdown-blocks.ts, docs/decisions/029) the packet's typesetter uses too.

/**
 * The fonts the file names, per script class: Word has no fallback list in one name, but picks the
 * font by the character's class, so Latin, Greek and Cyrillic take the first, CJK the East Asian one
 * and Arabic or Hebrew the complex-script one. All three ship with Word on Windows and macOS.
 */
export const DOCX_FONTS = { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: 'Yu Gothic', cs: 'Arial' } as const;

const TWIPS_PER_INCH = 1440;
const BODY_SIZE = 22; // half-points: 11 pt

export type DocxSignature = {
  /** 'Sincerely,' or the letter's own closing. */
  closing: string;
  /** Printed under the signature line: name, then title, organization and so on. Blank lines are dropped. */
  lines: readonly string[];
};

export type DocxInput = {
  title: string;
  markdown: string;
  /** Shown as the first heading (statements); a letter keeps it only in the file's properties. */
  showTitle?: boolean;
  /** A letter: about 1.5 in of blank space above the text on every page, for printing on letterhead. */
  letterhead?: boolean;
  /** A letter's line breaks are its layout (address, greeting): keep them rather than joining the lines. */
  keepLineBreaks?: boolean;
  /** Space to sign in, a signature line, and who signs, after the body. */
  signature?: DocxSignature;
  /** Markdown after the signature block (a letter's postscript). */
  postscript?: string;
};

type Marks = { bold?: boolean; italics?: boolean; code?: boolean };

class Writer {
  private readonly numbering: INumberingOptions['config'][number][] = [];

  constructor(private readonly keepLineBreaks: boolean) {}

  numberingConfig(): INumberingOptions['config'] {
    return this.numbering;
  }

  private runs(inlines: readonly Inline[], base: Marks = {}): ParagraphChild[] {
    return inlines.flatMap((run) =>
      run.kind === 'break' ? [new TextRun({ break: 1 })] : this.text(run.text, { bold: run.bold, italics: run.italic ?? base.italics, code: run.kind === 'code' }),
    );
  }

  private text(value: string, marks: Marks): TextRun[] {
    const base: IRunOptions = {
      bold: marks.bold,
      italics: marks.italics,
      ...(marks.code ? { font: { ascii: 'Consolas', hAnsi: 'Consolas', eastAsia: DOCX_FONTS.eastAsia, cs: DOCX_FONTS.cs } } : {}),
    };
    if (!this.keepLineBreaks) return [new TextRun({ ...base, text: value.replace(/[ \t]*\n[ \t]*/g, ' ') })];
    return value.split('\n').map((line, i) => new TextRun({ ...base, text: line, break: i > 0 ? 1 : undefined }));
  }

  blocks(blocks: readonly MarkdownBlock[], quoteDepth = 0): (Paragraph | Table)[] {
    return blocks.flatMap((block) => this.block(block, quoteDepth));
  }

  private block(block: MarkdownBlock, quoteDepth: number): (Paragraph | Table)[] {
    const indent = quoteDepth > 0 ? { left: Math.round(0.5 * TWIPS_PER_INCH * quoteDepth) } : undefined;
    switch (block.kind) {
      case 'heading':
        return [new Paragraph({ heading: HEADINGS[block.level - 1], children: this.runs(block.runs) })];
      case 'paragraph':
        return [new Paragraph({ indent, children: this.runs(block.runs, { italics: quoteDepth > 0 || undefined }) })];
      case 'table':
        return [tableOf(block.rows)];
      case 'list':
        return this.list(block, 0);
      case 'quote':
        return this.blocks(block.children, quoteDepth + 1);
      case 'code':
      case 'html':
        return [new Paragraph({ indent, children: this.text(block.text, { code: block.kind === 'code' }) })];
      // A rule has no words of its own.
      case 'rule':
        return [];
    }
  }

  private list(list: Extract<MarkdownBlock, { kind: 'list' }>, level: number): Paragraph[] {
    const reference = list.ordered ? this.orderedList(list.start, level) : undefined;
    return list.items.flatMap((item) =>
      item.flatMap((child, i): Paragraph[] => {
        if (child.kind === 'list') return this.list(child, Math.min(level + 1, 8));
        if (child.kind !== 'paragraph' && child.kind !== 'heading') return this.blocks([child]).filter((b) => b instanceof Paragraph);
        // The item's first paragraph carries its bullet or number; later ones sit under it.
        const runs = this.runs(child.runs);
        if (i > 0) return [new Paragraph({ indent: { left: Math.round(0.5 * TWIPS_PER_INCH * (level + 1)) }, children: runs })];
        return [
          new Paragraph({
            children: runs,
            ...(reference ? { numbering: { reference, level } } : { bullet: { level } }),
          }),
        ];
      }),
    );
  }

  /** Each numbered list counts on its own from where the markdown starts it ('3.' starts at 3). */
  private orderedList(start: number, level: number): string {
    const reference = `numbered-${this.numbering.length + 1}`;
    const levels: ILevelsOptions[] = Array.from({ length: 9 }, (_, l) => ({
      level: l,
      format: LevelFormat.DECIMAL,
      text: `%${l + 1}.`,
      alignment: AlignmentType.START,
      start: l === level ? start : 1,
      style: { paragraph: { indent: { left: Math.round(0.5 * TWIPS_PER_INCH * (l + 1)), hanging: Math.round(0.25 * TWIPS_PER_INCH) } } },
    }));
    this.numbering.push({ reference, levels });
    return reference;
  }
}

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

function tableOf(rows: readonly (readonly string[])[]): Table {
  const width = Math.max(1, ...rows.map((r) => r.length));
  const border = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border },
    rows: rows.map(
      (row, r) =>
        new TableRow({
          // Only the first row repeats on each page (a 'false' here still reads as a header row to some readers).
          ...(r === 0 ? { tableHeader: true } : {}),
          children: Array.from(
            { length: width },
            (_, c) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: row[c] ?? '', bold: r === 0 })] })] }),
          ),
        }),
    ),
  });
}

/** Room to sign (about three lines), a line to sign on, then who signs. */
function signatureBlock({ closing, lines }: DocxSignature): Paragraph[] {
  const who = lines.map((l) => l.trim()).filter(Boolean);
  return [
    new Paragraph({ spacing: { before: 240 }, keepNext: true, children: [new TextRun(closing.trim() || 'Sincerely,')] }),
    new Paragraph({
      spacing: { before: 720 },
      keepNext: true,
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
      indent: { right: Math.round(3.5 * TWIPS_PER_INCH) },
      children: [],
    }),
    ...who.map((line, i) => new Paragraph({ keepNext: i < who.length - 1 || undefined, children: [new TextRun({ text: line, bold: i === 0 || undefined })] })),
  ];
}

/** The .docx file for a title and its markdown. */
export async function markdownToDocx(input: DocxInput): Promise<Buffer> {
  const writer = new Writer(input.keepLineBreaks ?? false);
  const tree = parseMarkdown(input.markdown);
  const body = writer.blocks(tree);
  // A draft that opens with its own top heading already shows its title.
  const first = tree[0];
  const titled = first?.kind === 'heading' && first.level === 1;
  const children = [
    ...(input.showTitle && !titled ? [new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(input.title)] })] : []),
    ...body,
    ...(input.signature ? signatureBlock(input.signature) : []),
    ...(input.postscript?.trim() ? [new Paragraph({ children: [] }), ...writer.blocks(parseMarkdown(input.postscript))] : []),
  ];
  const inch = TWIPS_PER_INCH;
  const doc = new Document({
    title: input.title,
    creator: '',
    styles: {
      default: {
        document: { run: { font: DOCX_FONTS, size: BODY_SIZE }, paragraph: { spacing: { after: 160, line: 276 } } },
        heading1: { run: { font: DOCX_FONTS, size: 30, bold: true }, paragraph: { spacing: { before: 240, after: 120 } } },
        heading2: { run: { font: DOCX_FONTS, size: 26, bold: true }, paragraph: { spacing: { before: 200, after: 100 } } },
        heading3: { run: { font: DOCX_FONTS, size: 24, bold: true }, paragraph: { spacing: { before: 160, after: 80 } } },
      },
    },
    numbering: { config: writer.numberingConfig() },
    sections: [
      {
        properties: {
          page: {
            // US Letter; a letter leaves 1.5 in above the text for the letterhead.
            size: { width: 8.5 * inch, height: 11 * inch },
            margin: { top: input.letterhead ? 2.5 * inch : inch, bottom: inch, left: inch, right: inch, header: 0.5 * inch, footer: 0.5 * inch },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
