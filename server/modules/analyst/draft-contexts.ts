/**
 * What each kind of draft is checked against (guarantees.ts): one definition, used by the module
 * that saves the draft and by the OpenAI analyst's repair round alike, so a model's draft is held
 * to exactly the rules the saved text is.
 */
import type { AnswerQuestionInput, DraftLetterInput, DraftStatementInput } from '../../platform/analyst/analyst';
import { trustedSources } from './framework';
import type { DraftContext } from './guarantee-types';

type StatementSource = Pick<DraftStatementInput, 'visaType' | 'applicantName' | 'instructions' | 'evidence'>;

/** A statement: filing text; the user's instructions and their notes on exhibits steer and are never pasted. */
export function statementContext(source: StatementSource): DraftContext {
  return {
    exhibits: source.evidence.map((e) => ({ evidenceNumber: e.evidenceNumber, text: e.text })),
    instructions: [source.instructions, ...source.evidence.map((e) => e.userNotes)].filter(Boolean).join('\n'),
    filing: true,
    allowed: trustedSources(source.visaType, [source.applicantName]),
    pinCites: true,
  };
}

/** What the user typed for a letter: facts the letter may state without an exhibit. */
/** After the first mention, a titled name is said as a recommender would: 'Dr. Okafor', not 'Dr. Maya Okafor' each time. */
export function shortName(name: string): string {
  const m = /^((?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\.?)\s+(?:[\p{L}.'’-]+\s+)+([\p{L}'’-]+)$/u.exec(name.trim());
  return m ? `${m[1]} ${m[2]}` : name;
}

function typedForLetter(input: Pick<DraftLetterInput, 'applicantName' | 'recommender' | 'keyAchievements'>): string[] {
  const r = input.recommender;
  // The letter calls a titled applicant by the short form after the first mention: it is the typed name too.
  return [input.applicantName, shortName(input.applicantName), r.name, r.title, r.organization, r.relationship, r.email ?? '', ...input.keyAchievements];
}

/** A letter: filing text; facts from the exhibits or from what the user typed. */
export function letterContext(input: Pick<DraftLetterInput, 'visaType' | 'evidence' | 'applicantName' | 'recommender' | 'keyAchievements'>): DraftContext {
  return {
    exhibits: input.evidence.map((e) => ({ evidenceNumber: e.evidenceNumber, text: e.text })),
    filing: true,
    allowed: trustedSources(input.visaType, typedForLetter(input)),
  };
}

/** A chat answer: quotations from the exhibits or the passages searched; it may talk about how it searched. */
export function answerContext(input: Pick<AnswerQuestionInput, 'exhibits' | 'passages'>): DraftContext {
  return {
    exhibits: [...input.exhibits, ...input.passages].map((e) => ({ evidenceNumber: e.evidenceNumber, text: e.text })),
    filing: false,
  };
}
