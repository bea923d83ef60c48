/**
 * Two ways a document names her without being about her. Named among a production's ensemble ('Corps de ballet: …, Maya Okafor, …', 'Chorus: …'): a paralegal reads
 * that as the cast sheet of someone else's production with her in the ranks, never as her lead or starring role.
 */
import { escapeRegExp } from '../../../../src/contract/reg-exp';

/**
 * A line billing the ensemble, the chorus or the extras by name, several to a line, or a band's players, counted or by
 * section ('Players (38): Tenor - A. Cudjoe, K. Ruiz, …'), or counted with one named ('Corps de ballet: 24 dancers
 * including …').
 */
export const ENSEMBLE_LINE = /^\s*(?:(?:the )?corps de ballet|ensemble|chorus|extras|swings?|understudies|artists of the company|company dancers|dancers|supernumeraries|players|musicians|band members)\b[^:\n]{0,30}:\s*(?:[^\n]*,[^\n]*,|[^\n]*\b(?:\d+|twenty|thirty|forty) (?:dancers|singers|players|musicians|actors|performers|members)\b[^\n]*\b(?:including|among them|with)\s)/iu;

/** Her only billing is in the ranks: the sentences that name her are all ensemble lines. */
export const onlyInEnsemble = (sentences: readonly string[]): boolean => sentences.length > 0 && sentences.every((s) => ENSEMBLE_LINE.test(s));

/**
 * An invitation to come as a guest ('invite you as a guest of …', 'confirm your attendance', 'dietary requirements', an
 * engraved card's 'requests the pleasure of the company of'):
 * she attends the evening, which recognises someone else or no one. An invitation to judge, speak or perform is not this.
 */
export const AS_GUEST =
  /\binvit\w*\s+you\b[^.]{0,80}\b(?:as (?:a|our|my) guests?|to attend|to join us)\b|\bconfirm (?:your|his|her) attendance\b|\bdietary requirements\b|\brequests? the (?:pleasure|honou?r) of (?:the |your )?(?:company|presence)\b/i;
const TAKES_PART = /\b(?:judge|judging|jury|juror|review|referee|speak|speaker|keynote|talk|lecture|panel(?:ist)?|perform|present(?:er|ing)? (?:the|an?)|exhibit|shortlist\w*|finalists?|nominat\w*|winner|you (?:have )?won|receive the)\b/i;
export const invitedAsGuest = (text: string): boolean => AS_GUEST.test(text) && !TAKES_PART.test(text);

/** The words that bill a performer as the evening's star: its soloist, headliner, featured or guest artist. */
const STAR = '(?:(?:guest |featured )?soloist|headliner|headlining act|featured (?:artist|performer)|guest artist)';

/**
 * A programme that bills her as its star, her name and the billing side by side ('Ana Ruiz, tenor pan soloist and
 * arranger', 'Soloist: Ana Ruiz', 'featuring Ana Ruiz'): the evening is hers, not one she attended. The line that
 * does it, or undefined.
 */
export function billedAsStar(text: string, name: string | undefined): string | undefined {
  if (!name) return undefined;
  const esc = escapeRegExp(name);
  const re = new RegExp(`${esc},?\\s+(?:the\\s+)?(?:[\\p{L}-]+\\s+){0,3}${STAR}\\b|\\b${STAR}\\s*[:—–-]\\s*${esc}\\b|\\b(?:featuring|starring)\\s+${esc}\\b`, 'iu');
  const lines = text.split(/\r?\n/);
  // A recital's billing under its heading: her name and her instrument alone on a line ('Ana Ruiz, organ').
  const recital = new RegExp(`^\\s*${esc},\\s+${INSTRUMENT}\\s*$`, 'iu');
  return lines.find((line) => re.test(line)) ?? lines.filter((l) => l.trim()).slice(0, HEADING_LINES).find((line) => recital.test(line));
}

/** The lines a recital's heading and billing take. */
const HEADING_LINES = 4;
/** What a recitalist is billed by: an instrument or a voice. */
const INSTRUMENT = '(?:organ|piano|fortepiano|harpsichord|violin|viola|cello|violoncello|double bass|guitar|lute|harp|flute|recorder|oboe|clarinet|bassoon|horn|trumpet|trombone|tuba|saxophone|accordion|percussion|marimba|kora|oud|sitar|soprano|mezzo-soprano|contralto|alto|countertenor|tenor|baritone|bass-baritone|bass|voice)';

/** A cast list's line: the role, dot leaders, the singer or actor ('Un pastore ........ Carlotta Vichi'). */
const CAST_LINE = /^\s*(.+?)\s*\.{4,}\s*(.+?)\s*$/;
/** The production's title as its heading sets it, in capitals ('TOSCA', 'LA TRAVIATA'). */
const TITLE_CAPS = /^\s*(?:\p{Lu}{2,}\s+)*\p{Lu}{3,}\s*$/u;

/**
 * A cast list that bills her below its leads (third or later of four or more), with the production's title role sung or
 * played by someone else ('TOSCA' / 'Floria Tosca ........ Anna Pirozzi' / … / 'Un pastore ........ Carlotta Vichi'):
 * she has a supporting part, not the lead. The title role's holder, or undefined.
 */
export function billedBelowTitleRole(text: string, name: string | undefined): string | undefined {
  if (!name) return undefined;
  const lines = text.split(/\r?\n/);
  const cast = lines.map((l) => CAST_LINE.exec(l)).filter((m): m is RegExpExecArray => m !== null);
  const at = cast.findIndex((m) => m[2]!.includes(name));
  if (cast.length < 4 || at < 2) return undefined;
  // The title is among the heading lines above the first cast line.
  const titles = lines.slice(0, lines.findIndex((l) => CAST_LINE.test(l))).filter((l) => TITLE_CAPS.test(l)).flatMap((l) => l.trim().split(/\s+/).filter((w) => w.length >= 4));
  const titleRole = cast.find((m, i) => i !== at && titles.some((t) => new RegExp(`\\b${escapeRegExp(t)}\\b`, 'iu').test(m[1]!)));
  return titleRole ? titleRole[2] : undefined;
}
