/**
 * The packet's Word exhibits through LibreOffice, when it is installed (docs/decisions/029): all
 * of them in one run before the layout starts, since LibreOffice's start costs seconds and each
 * document after it a fraction of one.
 */
import { convertDocxBatch, findSoffice, SofficeError, type DocxConversions } from '../documents/soffice';
import { isOleFile } from './sources';
import type { PacketExhibit } from './types';

type WordPdfs = {
  /** Exhibit `i`'s PDF reader, or undefined when it is not a Word exhibit or LibreOffice is absent. */
  for(i: number): (() => Promise<Uint8Array>) | undefined;
  dispose(): Promise<void>;
};

const NONE: WordPdfs = { for: () => undefined, dispose: async () => undefined };

export async function convertWordExhibits(exhibits: readonly PacketExhibit[]): Promise<WordPdfs> {
  const soffice = findSoffice();
  const word = exhibits.flatMap((exhibit, i) => (exhibit.kind === 'docx' ? [i] : []));
  if (!soffice || word.length === 0) return NONE;
  const readers = word.map((i) => async () => {
    const exhibit = exhibits[i]!;
    const bytes = exhibit.bytes ?? (await exhibit.read?.().catch(() => undefined));
    // Missing and password-protected files get their placeholder from the engine, never a LibreOffice prompt.
    return bytes && !isOleFile(bytes) ? bytes : null;
  });
  let conversions: DocxConversions;
  try {
    conversions = await convertDocxBatch(readers, { soffice });
  } catch (error) {
    const failure = error instanceof SofficeError ? error : new SofficeError('LibreOffice could not be run');
    return { for: (i) => (word.includes(i) ? () => Promise.reject(failure) : undefined), dispose: NONE.dispose };
  }
  const position = new Map(word.map((exhibitIndex, n) => [exhibitIndex, n]));
  return {
    for(i) {
      const n = position.get(i);
      return n === undefined ? undefined : () => conversions.pdf(n);
    },
    dispose: () => conversions.dispose(),
  };
}
