/**
 * One hand-written document of the second held-out set: its label and its text. Nothing here is
 * generated from the tuning corpus or the first held-out set; every line is written out so a
 * reader can judge the label against the text.
 */
import type { DocumentKind } from '../../../src/contract/categories';
import type { CategoryKey, Format } from '../corpus/types';

export type H2Doc = {
  cat: CategoryKey;
  kind: DocumentKind;
  format: Format;
  fileName: string;
  /** Wording that points at another category (the label's `distractor`). */
  trap?: string;
  /** Paragraphs as rendered; for photos, a few short lines (upper-cased by the renderer). */
  p: string[];
};

export const h = (cat: CategoryKey, kind: DocumentKind, format: Format, fileName: string, p: string[], trap?: string): H2Doc => ({ cat, kind, format, fileName, p, ...(trap ? { trap } : {}) });
