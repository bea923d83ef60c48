/**
 * One document kind, declared once (issue 32 item 11, decision 063): what it looks like (structural
 * cues, a file-name hint), what a paralegal reads from it (the fact-sheet fields it states), and what it
 * proves under each visa. The analyst's classifier, the fact sheet and the advice read these specs;
 * a kind is added or changed here and nowhere else.
 */
import type { FixedCategory } from '../../../../src/contract/categories';
import type { Proof } from '../../../../src/contract/criteria';
import type { SUBJECT_RELATIONS } from '../../../../src/contract/fact-sheet';
import type { VisaType } from '../../../../src/contract/visa-types';

/** A structural cue. head: the opening 500 characters; title: the first few lines only (a headline). */
type Cue = { re: RegExp; weight: number; where?: 'head' | 'title' | 'all'; label: string };

/**
 * What a document of the kind is filed as under one visa: the visa's criterion that asks for this proof
 * (the catalogue's `proof`), a fixed category, or null when its form decides nothing there and its words do.
 */
export type Files = Proof | FixedCategory | null;

/** Complete by type: a visa left out is a compile error. */
type Proves = Record<VisaType, Files>;

/** The fact-sheet fields a document of the kind states (src/contract/fact-sheet.ts). */
type FactField = 'issuer' | 'date' | 'subject' | 'figures' | 'venue' | 'signer';

export type KindSpec = {
  /** What the document looks like, never which achievement words it uses: an article that mentions a prize is still an article. */
  cues: readonly Cue[];
  /** A weak hint from the file name: it breaks ties and never decides on its own. */
  fileName?: RegExp;
  /** What a paralegal reads from it: whom it is about (how that person relates to it) and the facts it states. */
  facts: { subject: (typeof SUBJECT_RELATIONS)[number] | null; states: readonly FactField[] };
  proves: Proves;
  /** A second reading that wins when the text fits it better (a letter about pay rather than the role). */
  otherwise?: { when: (text: string) => boolean; proves: Proves };
  /** A reading that comes before both, for the visas it names only (an offer of the US post under EB-1C). */
  first?: { when: (text: string) => boolean; proves: Partial<Proves> };
};

/** The same filing under every visa (an identity document is Other wherever it is filed). */
export const everywhere = (files: Files): Proves => ({ 'O-1A': files, 'O-1B': files, 'EB-1A': files, 'EB-1B': files, 'EB-1C': files, UK_GLOBAL_TALENT: files, 'EB-2 NIW': files });
