/**
 * The figures a fact sheet records (issue 32 item 1): amounts, counts and selectivity, each with its sentence and page, as a
 * paralegal would mark them on the page: a record's labelled lines, a table's total, counts in prose, shares and ranks.
 */
import type { FactKind, Figure } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';
import { tableFigures } from './fact-figures-table';

// Currencies as they are written abroad too ('NOK 2,340,000', 'R$ 1,2 milhão' aside, 'KES 400,000', the CFA franc's 'XOF 9,000,000',
// the Omani rial's 'OMR 3,000', the naira's '₦'), not only dollars and pounds.
const CURRENCY = '(?:[$£€¥₹]|(?<![A-Za-z])(?:USD|EUR|GBP|CHF|CAD|AUD|SGD|INR|JPY|NOK|SEK|DKK|ISK|PLN|CZK|HUF|RON|BRL|CLP|MXN|ARS|COP|PEN|KRW|TWD|HKD|CNY|RMB|NZD|ZAR|KES|NGN|GHS|EGP|AED|SAR|ILS|TRY|XOF|XAF|MAD|TND|MUR|CVE|BWP|TZS|UGX|RWF|ETB|OMR|QAR|KWD|BHD|JOD|FJD|PKR|BDT|LKR|NPR|VND|THB|MYR|IDR|PHP|UAH|KZT|GEL|BGN|RSD|NAD|ZMW|MWK|JMD|TTD|BBD|XCD)\\s?|[₦₩₱₺₪₫฿₴])';
/** Words that never count: articles, prepositions, pronouns, verbs of being. */
const STOP = '(?:the|a|an|of|in|on|at|to|for|from|by|with|and|or|as|is|was|are|were|has|his|its|this|thus|plus|us|yes|less|unless|across|whereas|status|basis|analysis|series|news|bonus|campus|census|its|hers|ours|yours|theirs|always|perhaps|sometimes|afterwards|towards|besides)';
/** A bare span of time ('6 years', 'two hours 10 minutes') is not a figure; 'development hours' keeps its modifier. */
const SPAN = '(?:years|months|weeks|days|hours|minutes|seconds|times|decades|centuries|nights|mornings)';
/** A plural noun: 'dossiers', 'entries', 'tonnes' (not 'glass', 'bonus', 'analysis'). */
const PLURAL = '[\\p{L}-]{2,}[^\\Ws\\d]s\\b';
/** Plurals without an s. */
const IRREGULAR = '(?:children|women|men|people|series|species|alumni|personnel)';
const FIGURES: Array<[Figure['kind'], RegExp]> = [
  ['amount', new RegExp(`${CURRENCY}\\s?\\d[\\d,]*(?:\\.\\d+)?(?:\\s?(?:k|million|m|bn|billion)\\b)?`, 'i')],
  // The rand's 'R14.8 million' and the peso's 'P412.6 million' as the press writes them: a letter before millions; the kwacha's 'K1,200'.
  ['amount', /(?<![\p{L}\d])(?:[RP]\d[\d,]*(?:\.\d+)?\s?(?:million|billion|bn)\b|K\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,]))/u],
  // Years of experience, and full-time hours: what an experience letter is for ('more than 11 years of full-time experience').
  ['count', /\b(?:(?:more than|over|nearly|almost|at least) )?\d+ years? of (?:[\p{L}-]+ ){0,2}(?:experience|employment|service|practice)\b|\b\d+ hours (?:a|per) week\b/iu],
  // A change told from one year to another: 'fell from 412 in 2022 to 298 in 2024', 'from 38% to 9% of catch'.
  ['count', /\bfrom [\d,]*\d(?:\.\d+)?%? in (?:19|20)\d\d to [\d,]*\d(?:\.\d+)?%? in (?:19|20)\d\d\b|\bfrom \d+(?:\.\d+)?\s?% to \d+(?:\.\d+)?\s?%/u],
  // An engagement's length from its start ('40 weeks from March 3, 2025'), and a course's hours in brackets ('(30 hours)').
  ['count', /\b\d+ (?:weeks|months)(?= (?:from|beginning|starting|commencing)\b)|\(\d+(?:\.\d+)? (?:hours|hrs)\)/u],
  // A form's line set with dot leaders ('1a Gross receipts or sales ........ 8,412,330'), and a wage statement's boxes, whose
  // labels the form prints before the amount ('1 Wages, tips, other compensation 214,500.00'): each as the form writes it.
  ['amount', /(?<=^\s*(?:\d+[a-z]?\s+)?)\p{L}[\p{L} ,'’-]{2,60}?\s*\.{3,}\s*\$?\s?\d[\d,]*(?:\.\d+)?(?=\s*$)/mu],
  ['amount', /\b(?:Wages, tips,? other compensation|Social security wages|Medicare wages and tips)\s+\d[\d,]*\.\d{2}\b/iu],
  // A citation profile's counts, which have no colon: 'Citations 3,412 / 2,688', 'h-index 29 / 25'.
  // … or set in columns, all-time then recent, as the profile's table is copied ('Citations        1,843    1,402').
  ['count', /(?<![\p{L}-])(?:citations|h-index|i10-index)\s+\d[\d,]*(?=\s*\/\s*\d)|^\s*(?:citations|h-index|i10-index)\s+\d[\d,]*\s*$|^\s*(?:citations|h-index|i10-index)\s+\d[\d,]*(?=\s{2,}\d[\d,]*\s*$)/iu],
  // A platform's counters on one line, each label before its number ('Stars 12,400 · Forks 610 · Contributors 148').
  ['count', /(?<=^\s*|\s[·|•]\s)(?:\p{S}\s*)?\p{Lu}[\p{Ll}-]+\s+\d[\d,.]*\s?(?:[kKM]|million)?(?=\s+[·|•]\s+\p{Lu}[\p{Ll}-]+\s+\d|(?<=\s[·|•]\s[^·|•]*)\s*$)/u],
  // A share with its bound: 'must contain at least 20% sheep's milk'.
  ['count', /\b(?:at least|at most|more than|less than|up to|nearly|almost) \d+(?:\.\d+)?\s?(?:%|percent)/iu],
  [
    'selectivity',
    /\b((select(?:s|ed)?|chosen|picked) ((by [^.]{0,40}|[\d,]+ [\p{L}-]+) )?(from|out of|among) (more than |over |nearly )?[\d,]+ [\p{L}-]+( (?!(?:by|in|for|from|at|to|and|of|with|the|a|an|on|worldwide|this|each|every)\b)[\p{L}-]+)?|one of (only )?[\d,]+ [\p{L}-]+( (?!(?:by|in|for|from|at|to|and|of|with|the|a|an|on|worldwide|this|each|every)\b)[\p{L}-]+)?|[\d,]*\d of (?:the |our |its |their )?[\d,]+ [\p{L}-]+( (?!(?:by|in|for|from|at|to|and|of|with|the|a|an|on|worldwide|this|each|every)\b)[\p{L}-]+)?|top [\d.]+\s?(%|percent)|[\d.]+\s?(%|percent) acceptance rate|acceptance rate (of|was) [\d.]+\s?(%|percent)|fewer than [\d,]+ [\p{L}-]+)/iu,
  ],
  [
    'count',
    // Also what a paralegal counts in a contract, a pay or company record and a press piece: performances, episodes, staff, users.
    /\b((more than|over|nearly|almost) )?[\d,]*\d(\.\d+)?( (million|thousand|billion))? ([a-z-]+ )?(judges|jurors|reviewers|experts|critics|nominations|nominees|nominated [a-z]+|submissions|entries|applicants|candidates|countries|participants|members|citations|papers|finalists|dissertations|proposals|applications|recipients|winners|laureates|performances|shows|screenings|concerts|episodes|employees|staff|workers|managers|heads|direct reports|people|users|customers|subscribers|downloads|stars|forks|shares|banks|companies|organi[sz]ations|adopters|visitors|tickets|copies|streams)\b/i,
  ],
  // A part of a whole counted: '1.4 million of our customers', '9 of our main-stage productions', '2 million of the nation's farms'.
  // … or of the addressee's: 'to install 6 of your precast pump stations'.
  ['count', /(?<![\p{L}\d,.#/-])(?:(?:about|some|nearly|over|more than|almost) )?(?!(?:19|20)\d\d\b)[\d,]*\d(?:\.\d+)?(?: (?:million|thousand|billion))? of (?:the |our |its |their |all |your |his |her )(?:[\p{L}'’-]+ ){0,3}?[\p{L}-]{2,}[^\Ws\d]s\b/iu],
  // A placing or a rank: '1st place', 'second prize', '1st of 22', 'ranked 3rd of 40'.
  ['selectivity', /\b(?:(?:1st|2nd|3rd|[4-9]th|\d+th)|first|second|third) (?:place|prize)\b|\b\d+(?:st|nd|rd|th) of \d[\d,]*\b/iu],
  // A list's size beside its heading: 'LIST OF PARTICIPANTS (64)', 'Finalists (12)'.
  ['count', /\b(?:participants|attendees|guests|delegates|entrants|members|finalists|nominees|speakers|exhibitors|players|performers|musicians|dancers|singers|artists|authors|teams|shortlisted|longlisted)\s*\(\d[\d,]*\)/iu],
  // A form's counted line: 'Number of employees who received wages … for the pay period including Sept. 12: 14'.
  ['count', /\bnumber of [\p{L}-]+\b[^:\n]{0,100}:\s*\d[\d,]*\b/iu],
  // The length of an engagement: 'a North American tour of 12 weeks', 'a run of 40 performances'.
  ['count', /\b(?:tour|run|season|engagement|residency|term|contract) of \d+ (?:weeks|months|days|nights|dates)\b/iu],
  // A change by a share: 'has cut failed payments by 22%', 'raising yield by 4 percent'; an occupancy or a rate: 'an average occupancy of 96%'.
  ['count', /\b(?:cut|cuts|cutting|reduced?|reduces|reducing|increased?|increases|increasing|raised?|raises|raising|grew|grown|rose|risen|fell|fallen|dropped|declined|decreased|lowered|lowering|improved?|improving)\b[^.]{0,50}?\bby \d+(?:\.\d+)?\s?(?:%|percent)/iu],
  // A growth or a fall told without 'by': 'is projected to grow 36 percent from 2023 to 2033'.
  ['count', /\b(?:grow|rise|increase|decline|fall|drop|expand|shrink)\s+\d+(?:\.\d+)?\s?(?:%|percent)\b/iu],
  ['count', /\b(?:occupancy|capacity|attendance|utili[sz]ation|market share|share|rate) (?:of )?\d+(?:\.\d+)?\s?%|\b\d+(?:\.\d+)?\s?% (?:capacity|occupancy|sold|paid attendance)\b/iu],
  // A rank on a chart or a platform: '#2 among all titles in Canada'.
  ['selectivity', /#\d+ (?:among|in|on) (?:all |the )?[\p{L}-]+(?: (?!(?:in|on|of|for|at|by|to|and|the)\b)[\p{L}-]+)?/iu],
  // A share of a whole: 'being 100% of the issued shares', '94% of the lines'.
  ['count', /\b\d+(?:\.\d+)?\s?(?:%|percent) of (?:the |all |its |our )?[\p{L}-]+(?: (?!(?:in|on|of|for|at|by|to|and|the|are|is|was|were)\b)[\p{L}-]+)?/iu],
  // A body of a size ('a pastry brigade of 9', 'the longlist of 12'), a share in brackets ('1,000 shares (100%)', '(100% held by …)'), time
  // given to study ('30 hours of study').
  ['count', /\b(?:team|brigade|staff|crew|squad|group|longlist|shortlist|field|panel|jury|cohort|class|department) of \d[\d,]*\b(?! ?%)/iu],
  ['count', /(?<=\()\d+(?:\.\d+)?\s?%(?=\)|\s+(?:held|owned)\b)/u],
  ['count', /\b\d+ (?:hours|days|weeks) of (?:study|training|instruction|practice|coursework|learning|teaching|continuing (?:professional )?education)\b/iu],
  // A list's size in brackets beside its heading ('CREW LIST, version 4 (96 crew)'), and a table's total row ('Total | 23 | 23').
  ['count', /(?<=\()\d[\d,]* (?:crew|cast|staff|players|people|members|participants|delegates|entrants|guests|finalists)(?=\))/iu],
  ['count', /^\s*total\s*\|\s*\d[\d,]*(?=\s*(?:\||$))/imu],
  // A quantity in a unit of measure: '38 tonnes', '1,200 hectares'.
  ['count', /\b[\d,]*\d(?:\.\d+)? ?(?:tonnes|tons|kg|kilograms|km|kilometres|kilometers|hectares|acres|litres|liters|gallons|MW|GW|megawatts)\b/u],
  // A noun whose modifiers are joined by 'and' or commas ('190 broadband and strong-motion stations', '410 trail, mountain
  // and ski-mountaineering races'), and plurals without an s ('about 300 children', '3 prime-time drama series').
  ['count', new RegExp(`(?<![\\p{L}\\d,.:#/-])(?:(?:about|some|nearly|over|more than|almost) )?(?!(?:19|20)\\d\\d\\b)[\\d,]*\\d (?:(?!${STOP}\\b|${PLURAL})[\\p{L}-]+, )?(?!${STOP}\\b|${PLURAL}|${IRREGULAR}\\b)[\\p{L}-]+ (?:and|or) (?!${STOP}\\b)[\\p{L}-]+ ${PLURAL}`, 'iu')],
  ['count', new RegExp(`(?<![\\p{L}\\d,.:#/-])(?:(?:about|some|nearly|over|more than|almost) )?(?!(?:19|20)\\d\\d\\b)[\\d,]*\\d (?:[\\p{L}-]+ ){0,2}${IRREGULAR}\\b(?!['’]s)`, 'iu')],
  // Anything else counted: '37 eligible dossiers', '14 reviews of manuscripts', '18 member systems', '12 Professional
  // Development Hours', '9 million lead service lines' (a year, a bare span of time and a street number are not counts).
  // Not the last group of a number set with spaces ('40 000 readers' is one number, read whole or not at all).
  ['count', new RegExp(`(?<![\\p{L}\\d,.#/-])(?<!\\d )(?:(?:more than|over|nearly|almost|all) )?(?!(?:19|20)\\d\\d\\b)[\\d,]*\\d(?:\\.\\d+)?(?: (?:million|thousand|billion))? (?:(?:(?!${STOP}\\b)[\\p{L}-]+ |(?:\\p{Lu}\\.){2,} ){1,3}?(?!${STOP}\\b)${PLURAL}|(?!${STOP}\\b|${SPAN}\\b)${PLURAL})`, 'iu')],
];
const MAX_FIGURES = 8;

/**
 * 'Shows: 14', 'Reviews completed: 9', 'Unique viewers, first 28 days: 1.9 million', 'License number: 148210': a record's
 * labelled figure, perhaps with its unit's initials after it ('Professional Development Hours: 14.0 PDH'), a bracket in its label
 * ('Streams (all services): 3,412,880'), a form's line number before it ('Line 1a Gross receipts or sales: 4,862,310'), or
 * the next label after a dash ('GitHub stars: 2,700 - forks: 412') or its whole after it ('Tickets sold: 1,400 of 1,400').
 */
// … and its period after it ('Downloads from the package index: 3.2 million in the last month'); a label may run to ten words
// ('Territories where the title charted in the top 10 shorts: 38').
const LABELLED = /^\s*((?:Line \d+[a-z]? )?\p{L}[\p{L}'’-]*(?:,? (?:\d+ )?\p{L}[\p{L}'’-]*){0,9}(?: \([^()\n]{1,50}\))?):\s+(?:(?:more than|over) )?([\d,]*\d(?:\.\d+)?(?: (?:million|thousand|billion)|%)?)(?=\s*(?:\(|·|\||$)|\s+\p{Lu}{2,5}\s*$|\s[-–—]\s|\s+of\s+\d|,\s|\s+(?:in|during|over|across)\s+(?:the\s+)?(?:last|past|first|period|year|month|week|quarter)\b|\s+by\s+[\d,]+\s+\p{L})/imu;
/**
 * The same inside a sentence: a capitalised label of up to three words ('Tickets sold: 38,920, an average …', 'Performances:
 * 41 in 14 cities'), or a line set out with bars ('Downloads: 820,000 | Likes: 1,950'); a comma between digits is the number's.
 */
const LABELLED_INLINE = /(?<![\p{L}\d'’-])(\p{Lu}[\p{L}'’-]*(?: \p{Ll}[\p{L}'’-]*){0,2}):\s+(?:(?:more than|over) )?([\d,]*\d(?:\.\d+)?(?: (?:million|thousand|billion)|%)?)(?=\s*(?:\(|·|\||$|[,;](?!\d)|\.(?:\s|$)|\s+(?:in|across|at|over)\s)|\s[-–—]\s|\s+of\s+\d)/u;
/** Labels whose number is not a figure: dates, addresses, telephone, a file's own reference. */
const NOT_FIGURE_LABEL = /\b(date|dated|year|tel|telephone|phone|fax|mobile|zip|postcode|post code|postal|suite|room|page|ref|reference|file|case|receipt|invoice|account|ext|no|p\.?o\.? box|box|time|issued|printed|expires?|expiration|born|birth|age)\b/i;
/** Since when a practice has used the work or the applicant has held the post: 'Since the 2021 season', 'In 2021 we replaced …'. */
const SINCE_YEAR = /\b(?:[Ss]ince (?:the )?(?:19|20)\d\d\b(?: (?:season|academic year|financial year))?|[Ii]n (?:19|20)\d\d(?= (?:we|they|the \p{L}+) (?:adopted|replaced|introduced|switched|began|started|deployed)\b))/u;
/** Kinds where 'since 2021' dates a use or a post a letter vouches for, not an award's history. */
const DATED_USE = new Set<FactKind>(['other', 'recommendation_letter', 'experience_letter', 'employment_letter']);

/**
 * The document's figures in the order it gives them, at most MAX_FIGURES: a table's total, her own row, a running total
 * and an ownership share first (fact-figures-table.ts), then the rest as they come.
 */
export function figuresOf(sentences: PagedSentence[], kind: FactKind, applicantName?: string): Figure[] {
  const table = tableFigures(sentences.filter((s) => !s.inReferences), applicantName).slice(0, MAX_FIGURES);
  const tableRows = new Set(table.map((f) => f.sentence));
  const out: Figure[] = [];
  for (const s of sentences) {
    if (s.inReferences || tableRows.has(s.text)) continue;
    const taken: string[] = [];
    const first = LABELLED.exec(s.text);
    // A record's lines run together in one sentence ('… 2025 tour Performances: 41 in 14 cities. Tickets sold: 38,920, …').
    // A line set out with bars holds a label in each part ('Downloads: 820,000 | Likes: 1,950').
    const labels = first && !/\s\|\s/.test(s.text) ? [first] : [...s.text.matchAll(new RegExp(LABELLED_INLINE.source, 'gu'))];
    for (const labelled of labels) {
      if (NOT_FIGURE_LABEL.test(labelled[1]!) || /^(?:19|20)\d\d$/.test(labelled[2]!)) continue;
      out.push({ kind: 'count', value: `${labelled[1]!.trim()}: ${labelled[2]}`, sentence: s.text, page: s.page });
      taken.push(labelled[0].trim());
    }
    const since = DATED_USE.has(kind) ? SINCE_YEAR.exec(s.text) : null;
    if (since) out.push({ kind: 'count', value: since[0], sentence: s.text, page: s.page });
    for (const [kind, re] of FIGURES) {
      for (const match of s.text.matchAll(new RegExp(re.source, `${re.flags}g`))) {
        const value = match[0].trim();
        // A count inside a selectivity figure ('1,840 submissions' in 'selected from 1,840 submissions') is the same fact.
        if (value && !taken.some((t) => t.includes(value))) {
          out.push({ kind, value, sentence: s.text, page: s.page });
          taken.push(value);
        }
      }
    }
    if (new Set(out.map((f) => f.value)).size + table.length >= MAX_FIGURES) break;
  }
  const order = new Map(sentences.map((s, i) => [s.text, i]));
  // The same figure stated twice (a headline, then the story) is one figure.
  const once = out.filter((f, i) => out.findIndex((g) => g.value === f.value) === i && !table.some((g) => g.value === f.value));
  return [...table, ...once.slice(0, MAX_FIGURES - table.length)].sort((a, b) => (order.get(a.sentence ?? '') ?? 0) - (order.get(b.sentence ?? '') ?? 0));
}
