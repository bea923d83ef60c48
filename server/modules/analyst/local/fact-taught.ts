/**
 * Someone else's prize on a results line that names her only as their teacher (issue 32, decision 114): 'First Prize:
 * A. Pupil (Town), teacher Her Name'. The placing is the pupil's; she taught them, as a coach or a supervisor named
 * beside a winner helped the winner. Read from the line's order: a name, then her name after the relation's noun.
 */
import type { FactSheet } from '../../../../src/contract/fact-sheet';
import { LISTED_NAME, nameAsWritten } from './fact-names';
import type { PagedSentence } from './fact-sentences';

type Subject = NonNullable<FactSheet['subject']>;

/** 'Prize: Name (note), teacher ', 'Winner - Name, coach ': the winner's name, then the noun of the one named after. */
const WINNER_THEN_HELPER = new RegExp(`(?:^|[:–—-]\\s*)(${LISTED_NAME})(?:\\s*\\([^)]{1,40}\\))?,\\s*(?:(?:her|his|their)\\s+)?(?:teacher|coach|mentor|supervisor|trainer|tutor|instructor|adviser|advisor)\\s+(.+)$`, 'u');

/** The winner whose teacher (coach, mentor) she is, when every line that names her names her only so. */
export function taughtWinner(named: PagedSentence[], applicantName: string | undefined): Subject | null {
  let winner: Subject | null = null;
  for (const s of named) {
    const line = s.text.split('\n').find((l) => nameAsWritten(l, applicantName)) ?? s.text;
    const m = WINNER_THEN_HELPER.exec(line.trim());
    if (!m || !nameAsWritten(m[2]!, applicantName) || nameAsWritten(m[1]!, applicantName)) return null;
    winner ??= { value: m[1]!.trim(), sentence: s.text, page: s.page, relation: 'received', isApplicant: false };
  }
  return winner;
}
