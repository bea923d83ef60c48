/** What the draft guarantees (guarantees.ts) check a text against, and what they report. */
export type GuaranteeRule = 'quote' | 'instruction' | 'tool-talk' | 'fact' | 'exhibit-ref' | 'quotation' | 'pin-cite';
export type Violation = { rule: GuaranteeRule; detail: string };

export type DraftContext = {
  /** The exhibits the text may cite and quote (every analysed exhibit of the petition). */
  exhibits: Array<{ evidenceNumber: number; text: string }>;
  /** The user's private instructions: they steer, they are never pasted. */
  instructions?: string;
  /** Filing text (statements, letters) must not talk about the tool; chat answers may. */
  filing: boolean;
  /** Other trusted sources a fact may come from: the applicant's name, the recommender, the catalogue's legal text. */
  allowed?: string[];
  /** Every quotation carries its page as 'Exhibit N at P' (statements, decision 061). */
  pinCites?: boolean;
};
