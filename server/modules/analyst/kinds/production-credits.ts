/**
 * A production's programme, playbill, cast sheet or credits: the cast against their roles, the creative
 * team, the run. It bills the applicant in a role, which is what O-1B's lead-role criterion asks for.
 */
import type { KindSpec } from './spec';

export const productionCredits: KindSpec = {
  cues: [
    { re: /^\s*(the )?(cast( list)?|cast \(in (order of appearance|credits order)\)|principal roles|who'?s who( in the cast)?|full credits|creative team)\s*$/im, weight: 3, label: 'a cast list' },
    // A cast list headed by its production ('Hedda Gabler — Cast', 'The Tempest - cast list').
    { re: /^[^\n]{2,80}\s[—–-]\s*(the )?cast( list)?\s*$/im, weight: 3, label: 'a cast list' },
    // A cast sheet's heading ('SWAN LAKE — cast for 12 May') and its ensemble lines ('Chorus: A, B, C').
    { re: /^[^\n]{0,80}\bcast (for|of) (the )?\S|^\s*(corps de ballet|ensemble|chorus|extras|swings?|voice cast|additional voices|other voices)\b[^\n:]{0,30}:\s*\p{Lu}[^\n]*,/imu, weight: 2.5, label: 'a cast sheet' },
    // Roles billed against names with dot leaders, line after line: 'THE KEEPER ..... Ana Ruiz'.
    { re: /^[^\n.]{2,40}(?:\.{4,}|…{2,})\s?\S[^\n]*\n(?:[^\n]*\n)?[^\n.]{2,40}(?:\.{4,}|…{2,})\s?\S/mu, weight: 2.5, label: 'roles billed against names' },
    { re: /\b(playbill|house programme|programme notes|cast sheet|cast subject to change|understudies)\b/i, weight: 2, label: 'a playbill or programme' },
    { re: /\b((opera|ballet|a play|melodrama|musical) in (one|two|three|four|five) acts)\b/i, weight: 2, label: 'the work and its acts' },
    { re: /^[^\n]{3,60},\s*(piano|violin|viola|cello|soprano|mezzo-soprano|tenor|baritone|bass-baritone|guitar|harp)\s*$/im, weight: 2, label: 'a performer billed with an instrument or voice' },
    { re: /\b(starring|in the title role|(sings|dances|plays) the title role|as soloist|appears as soloist)\b/i, weight: 2, label: 'a billing' },
    // A concert's billing of its soloist and leader on a line of its own: 'Balafon solo and direction: Ana Ruiz', 'Solo
    // violin: …', 'Musical direction: …'.
    { re: /^[^\n:]{0,40}\b(?:solo|soloist)(?:\s+and\s+(?:musical\s+)?direction)?\s*:\s*\p{Lu}|^\s*(?:solo|musical direction)\b[^\n:]{0,30}:\s*\p{Lu}/imu, weight: 2, label: 'a soloist billed' },
    // A series' or film's credits list by its heading ('Production credits (as broadcast)', 'End credits', 'end credit roll').
    { re: /\b(production|full|end|closing|opening|series) credits\b|\bend[- ]credit roll\b/i, weight: 2.5, label: 'a credits list' },
    // A festival's or gala's top billing: 'Headline chef: …', 'Headliner: …', 'HEADLINER - ANA RUIZ TRIO', the act on the
    // next printed line ('21:00 - HEADLINER' over 'ANA RUIZ TRIO'), 'headlined by …'.
    { re: /\b([Hh]eadline ([Cc]hef|[Aa]ct|[Aa]rtist|[Pp]erformer|[Gg]uest)|[Hh]eadliner|HEADLINER)(?:\s*(?::|[—–-])|[ \t]*\n)\s*\p{Lu}|\b[Hh]eadlined by \p{Lu}/u, weight: 2.5, label: 'a headline billing' },
    // A shoot's call sheet: the production's own schedule, billing its cast and host ('CALL SHEET', 'Crew call 06:30').
    // A casting record (a deal memo with no fee): the role line and the billing line ('Role: KELPIE, the title
    // character (lead voice, series regular …)', 'Billing: first position in the voice cast'), tune26.
    // Only where the page states no money: with a fee or a rate it is the fee agreement the pay record reads.
    // Read from the page's start only (`(?<![\s\S])`), the no-money test once: a look-behind of any length at every
    // position made this cue quadratic (ten seconds on a 675-line exhibit).
    { re: /(?<![\s\S])(?![\s\S]*(?:[$£€¥]\s?\d|\b(?:USD|EUR|GBP|US\$|CAD|AUD)\s?\d|\b(?:fees?|rate|salary|compensation)\b))[\s\S]*?(?:^\s*Role\s*:\s*[^\n]{0,60}\b(?:the )?title (?:character|role)\b|^\s*Billing\s*:\s*(?:first|top|sole|above[- ]the[- ]title)\b)/imu, weight: 3, label: 'a casting record: her role and billing' },
    { re: /\bcall sheet\b|\b(?:crew|cast|talent|host) call\b/i, weight: 3, label: 'a call sheet' },
    // A programme that bills the maker-performer and what a house presents: 'Created and performed by ANA RUIZ', '… presents'.
    { re: /\b(?:created|written|conceived|devised|choreographed) and performed by\b|^[^\n]{3,80}\bpresents\s*$/im, weight: 2.5, label: 'a billing' },
    { re: /^\s*(conductor|director|direction|directed by|designer|choreograph(er|y)( by)?|libretto by|music by|lighting designer|produced by)\s*[:—-]?\s+\S/im, weight: 1.5, label: 'a creative team' },
    { re: /\b(running time|intervals?|intermission|opening night|matinee|world premiere|house debut|performances?:)\b/i, weight: 1.5, label: 'the run' },
  ],
  fileName: /programme|program|playbill|credits|cast/,
  facts: { subject: null, states: ['issuer', 'date', 'venue'] },
  // A lead role in a distinguished production: O-1B's lead-role criterion, and for EB-1A the leading
  // role for a distinguished establishment (a performance is not the display its exhibitions ask for).
  proves: { 'O-1A': null, 'O-1B': 'lead_role', 'EB-1A': 'critical_role', 'EB-1B': null, 'EB-1C': null, UK_GLOBAL_TALENT: null, 'EB-2 NIW': null },
};
