/**
 * An exhibit's fact sheet as a statement request carries it (decision 061): the facts to argue from,
 * each with its page for the pin cite. With AI_SEND_DOCUMENTS=false no sentence of a document leaves the
 * server, so the facts go as their values and pages only, and only short ones (a name, a date, a figure;
 * never six words of the document in a row, as exhibits.ts sends).
 */
import type { Fact, FactSheet } from '../../../../src/contract/fact-sheet';

/** Without documents, a value of more words than this would be a line of the document, not a fact. */
const MAX_PRIVATE_WORDS = 5;

type FactForModel = { value: string; page: number; sentence?: string };

type FactsForModel = {
  kind: FactSheet['kind'];
  issuer?: FactForModel;
  date?: FactForModel;
  subject?: FactForModel & { isApplicant: boolean };
  signer?: FactForModel;
  venue?: FactForModel;
  figures: Array<FactForModel & { kind: string }>;
};

export function factsForModel(sheet: FactSheet, withSentences: boolean): FactsForModel {
  const one = (f: Fact | null): FactForModel | undefined => {
    if (!f || f.page === null || (!withSentences && f.value.split(/\s+/).length > MAX_PRIVATE_WORDS)) return undefined;
    return { value: f.value, page: f.page, ...(withSentences && f.sentence ? { sentence: f.sentence } : {}) };
  };
  const subject = one(sheet.subject);
  return {
    kind: sheet.kind,
    issuer: one(sheet.issuer),
    date: one(sheet.date),
    subject: subject ? { ...subject, isApplicant: sheet.subject!.isApplicant } : undefined,
    signer: one(sheet.signer),
    venue: one(sheet.venue),
    figures: sheet.figures.flatMap((f) => {
      const figure = one(f);
      return figure ? [{ ...figure, kind: f.kind }] : [];
    }),
  };
}
