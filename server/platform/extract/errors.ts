/**
 * What every parser shares: the result shape, the text cap and the user-facing failure. Its own
 * file so the parsers (docx, ocr, pdf) and the dispatcher (index.ts) do not import each other.
 */
type ExtractMethod = 'pdf-text' | 'pdf-ocr' | 'docx' | 'plain' | 'ocr';

export interface ExtractResult {
  text: string;
  method: ExtractMethod;
}

/** Extracted text is cut to this many characters. */
export const MAX_TEXT_CHARS = 200_000;

/** A failure whose message is meant for the user (shown as-is). */
export class ExtractError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExtractError';
  }
}
