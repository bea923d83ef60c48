/**
 * Her own result, read beside her name: a results sheet, a juried call or a contest's page that names her as
 * eliminated, knocked out or not selected records a loss, whatever it says of the winners beside her.
 */

/** Words that say an entrant lost or was turned down. */
const LOSS = /\b(?:eliminated|knocked out|did not (?:advance|qualify|progress|place|make the cut)|failed to (?:advance|qualify)|not (?:been )?(?:selected|chosen|accepted|shortlisted)|(?:was|were) unsuccessful|out in (?:the )?(?:round|heat|semi-?final|quarter-?final|first|second|third))\b/i;
/** What separates one entrant's result from the next on a results line. */
const BOUNDARY = /[—–;|]/;
const REACH = 50;

/** The words beside `name` in `sentence` (up to the nearest separator either side) say its holder lost. */
export function lostBeside(sentence: string, name: string): boolean {
  const at = sentence.indexOf(name);
  if (at < 0) return false;
  const before = sentence.slice(Math.max(0, at - REACH), at).split(BOUNDARY).pop() ?? '';
  const after = sentence.slice(at + name.length, at + name.length + REACH).split(BOUNDARY)[0] ?? '';
  return LOSS.test(before) || LOSS.test(after);
}
