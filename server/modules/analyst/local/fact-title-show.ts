/**
 * A programme, a playbill or an exhibition's checklist is titled by the show or the work it presents, not by the venue
 * that prints it (issue 32): the venue is its issuer. The show's name is the line its credit hangs on, as such pages
 * set it: 'NAME OF THE SHOW' / 'starring' / 'PERFORMER', 'The Work: Tapestries by Artist', 'The Venue presents' /
 * 'THE SHOW', or a 'Title: subtitle' line that the next lines call the exhibition or the show.
 */
import { isFurniture, isGenericHeading, readableCase } from '../exhibit-title-lines';

/** A line that is only a credit: what joins a show's name to the people in it. */
const CREDIT_LINE = /^(?:starring|featuring|with|presents|present|in|a (?:new )?(?:play|musical|show|production|film|exhibition|solo exhibition) by|(?:written|directed|conceived|choreographed|created)(?: and (?:written|directed|performed|choreographed))? by|by)$/i;
/** '… presents' ending a line: the next line is what it presents. */
const PRESENTS = /\bpresents?$/i;
/** 'The Work: Tapestries by Artist', 'The Work, new paintings by Artist', 'The Work by Artist'. */
const WORK_BY = /^(\p{Lu}[^\n:,]{1,60}?)(?:\s*[:,–—]\s*[^\n]{0,60}?)?\s+by\s+\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,3}$/u;
/** 'Caravan Looms: Contemporary Weaving from Central Asia': a name and its subtitle. */
const WITH_SUBTITLE = /^(\p{Lu}[^\n:]{1,50}?):\s+\p{Lu}[^\n:]{3,80}$/u;
/** What the lines after the name call it. */
const CALLED_A_SHOW = /\b(?:the|this) (?:exhibition|show|production|performance|programme|program|festival|retrospective)\b/i;
/** Words that begin a credit or a field, never a show's name ('Commissioned by …', 'Curated by …', 'Photographs by …'). */
const NOT_A_NAME = /^(?:commissioned|curated|supported|sponsored|funded|organi[sz]ed|presented|produced|directed|written|photographs?|photos?|images?|text|words|design(?:ed)?|lit|lighting|music|edited|published|printed|made|lent|courtesy|dates?|time|venue|location|place|address|admission|tickets|hours|contact|opening|closing|theme|category|section|gallery|room|hall|curator|artist|title|works?|exhibition|programme|program|playbill|checklist|press release)\b/i;

/** A work's genre line under or beside its name: 'A ballet in two acts.', 'a chamber opera in one act', 'A solo aerial piece'. */
const GENRE = /^(?:an?\s+(?:[\p{L}-]+\s+){0,3}(?:opera|ballet|play|musical|operetta|oratorio|cantata|revue|drama|comedy|dance|piece)\b|.{0,60}\bin (?:one|two|three|four|five|\d) acts?\b)/iu;
/** A performance's date line under its name: 'Saturday, March 22, 2025, 8 pm - Hall', '14 September 2024, 20:00'. */
const DATE_LINE = /^(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|\d{1,2}\s+\p{L}+\s+(?:19|20)\d\d\b|\p{L}+\s+\d{1,2},\s+(?:19|20)\d\d\b)/u;
/** A transcript of a film's credits names the film: '[Transcript of end credits - TITLE (2024), 1:52:10 - …]'. */
const CREDITS_OF = /^\[?\s*transcript of (?:the )?(?:end |opening |closing )?credits\s*[-—–:]\s*([^(\],\n]{2,60}?)\s*(?:[(,\]]|$)/i;
/** A conference programme's page for one session: 'Session 3B - Dust Hazards and Transportation (Room 204, …)'. */
const SESSION = /^session\s+[\w.]{1,4}\s*[-—–:]\s*([^(\n]{3,80}?)\s*(?:\(|$)/i;
/** An artist's name before a show's ('Sofía Marín: …'), and the line under it that calls it one ('Solo exhibition · …'). */
const ARTIST = /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}$/u;
const SHOW_LINE = /^(?:(?:solo|group|two-person|retrospective)\s+)?(?:exhibition|show|retrospective|installation)\b/i;
const capitalsOnly = (line: string) => line === line.toUpperCase() && /\p{Lu}{2}/u.test(line) && line.split(/\s+/).length <= 6;

const isName = (line: string) => line.length >= 2 && line.length <= 80 && !/[.;!?]$/.test(line) && !NOT_A_NAME.test(line) && !isFurniture(line);
const tidy = (name: string) => readableCase(name.trim().replace(/\s+/g, ' '));

/** The show's or the work's name, read from the first lines of a programme, a playbill or a checklist (genreOnly: its name above its genre line alone). */
export function showTitle(text: string, only: { genreOnly?: boolean } = {}): string | undefined {
  const lines = text.split('\n').slice(0, 12).map((l) => l.trim()).filter(Boolean);
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1] ?? '';
    // 'Sofía Marín: TIDEWRACK' over 'Solo exhibition · 8 March – 28 April 2024': the artist, then the show.
    const [artist, show] = line.split(/:\s+/, 2);
    if (artist && show && ARTIST.test(artist) && SHOW_LINE.test(next) && isName(show)) return tidy(show);
    if (only.genreOnly) {
      if (i > 0 && capitalsOnly(line) && isName(line) && !isGenericHeading(line) && GENRE.test(next)) return tidy(line);
      continue;
    }
    const credited = CREDITS_OF.exec(line)?.[1] ?? SESSION.exec(line)?.[1];
    if (credited) return tidy(credited);
    // 'NORDLYS' / 'A ballet in two acts.', 'SEVERA — a fado opera in two acts', and under a series' heading 'OUD & STRINGS' / its date.
    const [name, genre] = line.split(/\s+[—–-]\s+/, 2);
    if (name && genre && GENRE.test(genre) && isName(name)) return tidy(name);
    if (i > 0 && capitalsOnly(line) && isName(line) && !isGenericHeading(line) && (GENRE.test(next) || DATE_LINE.test(next))) return tidy(line);
    if (CREDIT_LINE.test(next) && !CREDIT_LINE.test(line) && isName(line)) return tidy(line);
    if (i > 0 && PRESENTS.test(lines[i - 1]!) && isName(line)) return tidy(line);
    const work = WORK_BY.exec(line)?.[1];
    if (work && isName(work)) return tidy(work);
    const named = WITH_SUBTITLE.exec(line)?.[1];
    if (named && isName(named) && lines.slice(i + 1, i + 3).some((l) => CALLED_A_SHOW.test(l))) return tidy(named);
  }
  return undefined;
}
