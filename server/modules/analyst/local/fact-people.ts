/**
 * Whom a document is about and what the applicant's part in it is, read from the sentences that name
 * them: 'awarded to Prof. Wei Lin' names the recipient; 'among the guests was Dr. Maria Santos' names an
 * attendee; 'Dear Dr. Moradi, … you have been elected' makes the addressee the one elected. Names are
 * matched by surname, accents aside (fact-names.ts).
 */
import type { ApplicantRole, FactKind } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';
import { cleanName, fold, givenNamesOf, NAME, surnamesOf, surnameTest, TITLE } from './fact-names';
import { escapeRegExp } from '../../../../src/contract/reg-exp';
import { nomineeWordHers, partByForm } from './fact-role-forms';

export { isApplicantName } from './fact-names';

type Relation = 'received' | 'nominated' | 'elected' | 'written_about' | 'invited' | 'funded' | 'wrote' | 'paid';
type Pattern = { re: RegExp; relation: Relation };

const n = `(${NAME})`;
/** A note after a name that the sentence goes on from: '(Norway)', ', head of the group,', ', ID 987.654.321-00,'. */
const ASIDE = '(?:\\s*\\([^)]{0,40}\\))?,?\\s+(?:(?:[^.]|\\.(?=\\d)){0,60}?,\\s+)?';
const p = (source: string, relation: Relation): Pattern => ({ re: new RegExp(source, 'u'), relation });
/** A body's name: 'Lakeland Department of Health', 'Brailleworks' (a funder's grantee need not be a person). */
// … its short form in brackets after it: 'Grantee: Association Micro-Credit Sud (AMCS), Kaolack'.
const ORG = "(\\p{Lu}[\\p{L}'’&-]*(?:\\s+(?:of|for|and|&|\\p{Lu}[\\p{L}'’&-]*)){0,7})(?=\\s?[,.;(]|\\s+\\p{Ll}|$)";

/** An award presented in an evening's running order: '8:30 pm Presentation of the Founders' Award to Dr. Ada Lowe'. */
const PRESENTATION = p(`\\b[Pp]resentation of (?:the |a |an |its )?[^.;]{0,80}?\\b(?:[Aa]ward|[Pp]rize|[Mm]edal|[Tt]rophy|[Ff]ellowship)\\b[^.;]{0,60}?\\bto\\s+${n}`, 'received');

/**
 * A diploma or certificate prints its holder in capitals ('certify that AMA SERWAA OSEI has been awarded'): the whole
 * name, so a relative who shares her surname is not read as her.
 */
/** Whom a certificate certifies: 'This is to certify that Ana Ruiz has been awarded …'. */
const CERTIFIED = p(`\\b(?:certif(?:y|ies)|certified) that\\s+${n}`, 'received');
const CAPITALS_CERTIFIED = p(`\\b(?:certif(?:y|ies)|certified) that\\s+(\\p{Lu}{2,}(?:[-'’]\\p{Lu}+)*(?:\\s+\\p{Lu}{2,}(?:[-'’]\\p{Lu}+)*){1,3})(?=\\s+(?:has|have|was|is)\\b)`, 'received');

/** How each kind of document names its subject, by what happened to them. */
const FAMILIES = {
  award: [
    p(`\\b(?:awarded|presented|conferred|given|bestowed)\\s+(?:up)?on\\s+${n}`, 'received'),
    PRESENTATION,
    // … with how it was shared between: 'is awarded jointly to Dr. A and Dr. B', 'posthumously to'; or the winners on the
    // next line after a colon ('This year's Best Paper Award goes to:').
    p(`\\b(?:awarded|presented|conferred|given|bestowed|goes|went|(?:has|have) gone)\\s+(?:jointly\\s+|posthumously\\s+|equally\\s+)?to:?\\s+${n}`, 'received'),
    // A film's or a work's prize is its maker's: 'went to The Salt Roads, directed by Tomasz Wierzbicki'.
    p(`\\b(?:awarded|presented|given|goes|went)\\s+to\\s+[^,.;]{1,60},\\s+(?:directed|written|composed|designed|choreographed|created)\\s+by\\s+${n}`, 'received'),
    // 'The jury awards the Gold Prize, with a purse of EUR 20,000, to Mei Tanaka', 'the jury has awarded the 2024 Medal to Dr. Ana Ruiz'.
    // … and in the past tense: 'The League presented its Lifetime Achievement award to Liri Gjoka'.
    // … the recipient after a label's colon too, as a bilingual diploma sets it ('awards the GRAND PRIX … à / to: X').
    p(`\\b(?:awards|presents|confers|gives|awarded|presented|conferred|(?:has|have) (?:awarded|presented|conferred|given))\\s+(?:the|a|an|its|this)\\s+[^.;]{0,80}?\\bto:?\\s+${n}`, 'received'),
    // A body's act with the recipient before the award, as a decree sets it: 'THE MINISTER … awards / Prof. X / the Minister's Award'.
    p(`\\b(?:awards|confers on|presents)\\s+${n}\\s+(?:the|a|an|its)\\s+[^.;]{0,80}?\\b(?:[Aa]ward|[Pp]rize|[Mm]edal|Order|Cross|[Dd]ecoration|[Dd]istinction)\\b`, 'received'),
    CERTIFIED,
    CAPITALS_CERTIFIED,
    // A work's prize is its maker's, said with the work: "Marta Ruiz's 'The Long Shore' took the Grand Jury Prize".
    p(`${n}['’]s\\s+['‘"“][^'’"”]{1,80}['’"”]\\s+(?:took|won|wins|takes|claimed|claims|scooped|received)\\s+(?:the|a|an|this|top)\\b`, 'received'),
    // 'Prof. Tobias Lee, who was presented with …': a relative clause says it as well as a main one.
    p(`${n}${ASIDE}(?:who\\s+)?(?:has been|was|is|were|have been)\\s+(?:awarded|named|voted|selected as|chosen as|presented with|honou?red|recogni[sz]ed)\\b`, 'received'),
    p(`${n}${ASIDE}(?:has |have )?(?:[Ww]on|[Ww]ins|[Rr]eceived|[Rr]eceives|[Aa]ccepted|[Aa]ccepts|[Tt]akes home|[Tt]ook home|[Pp]icks up|[Pp]icked up|[Cc]laims|[Cc]laimed|[Ss]coops|[Ss]cooped)\\s+(?:the|a|an|this|The|A|An|Best|Outstanding|\\p{Lu}{2,}|\\d{4})\\b`, 'received'),
    p(`\\b(?:[Ww]inner|[Rr]ecipient|[Ll]aureate)s?(?: of [^.:]{0,60})?(?:\\s+(?:is|was)|:)\\s+${n}`, 'received'),
    // … the name after what the person is to the writer: 'Congratulations to PhD student Ana Ruiz', 'to our postdoc Ana Ruiz'.
    p(`\\b[Cc]ongratulat\\w*\\s+(?:to\\s+)?(?:(?:our|the|their)\\s+)?(?:(?:PhD|MSc|MA|BSc|MPhil|MBA)\\s+)?(?:\\p{Ll}[\\p{L}-]+\\s+){0,2}${n}`, 'received'),
    // What the person made won it: 'Ana Ruiz, whose poster on … won the Best Poster award'.
    p(`${n},\\s+whose\\s+[^.;]{1,100}?\\s+(?:won|received|took)\\s+(?:the|a|an)\\b`, 'received'),
    // A laureate named by the body: 'named Dr. Laila Nasser of Rice University the 2024 laureate', 'Ana Ruiz named 2024 Prize laureate'.
    p(`\\bnamed\\s+${n}(?:\\s*\\([^)]{0,40}\\)|,? of [^.,;]{0,60}?)?,?\\s+(?:as\\s+)?(?:the|its|this year's)\\s+[^.;]{0,40}?\\b(?:laureate|winner|recipient)\\b`, 'received'),
    // … or chosen so by its jury, with who she is between: 'has chosen Ana Ruiz, founder of Kola Studio in Lagos, as the 2024 laureate'.
    p(`\\b(?:has|have)\\s+(?:chosen|selected)\\s+${n}${ASIDE}as\\s+(?:the|its|this year's)\\s+(?:\\d{4}\\s+)?(?:laureate|winner|recipient)\\b`, 'received'),
    p(`^${n}\\s+named\\s+(?:as\\s+)?(?:the\\s+)?(?:\\d{4}\\s+)?[^.;]{0,60}?\\b(?:laureate|winner|recipient)\\b`, 'received'),
    // A title of the year: 'has named Marta Novak Athlete of the Year 2024', 'named Ana Ruiz its Engineer of the Year'.
    // … with a note on who they are between: 'has named Ana Ruiz, chief engineer of Kola Ltd, its Young Engineer of the Year'.
    p(`\\bnamed\\s+${n}${ASIDE}(?:as\\s+)?(?:(?:the|its|our|this year's)\\s+)?(?:\\d{4}\\s+)?(?:\\p{Lu}[\\p{L}-]*\\s+){1,4}of the Year\\b`, 'received'),
    // A headline: 'Ana Ruiz named Young Engineer of the Year 2024', 'Ana Ruiz named national Coach of the Year'.
    p(`^${n}\\s+named\\s+(?:as\\s+)?(?:the\\s+)?(?:\\d{4}\\s+)?(?:\\p{Ll}[\\p{L}-]*\\s+){0,2}(?:\\p{Lu}[\\p{L}-]*\\s+){1,4}of the Year\\b`, 'received'),
    // The title said to be hers: 'Ana Ruiz, head coach at Lakeside, is the League's 2024 national Coach of the Year'.
    p(`${n}${ASIDE}(?:is|was|becomes|became)\\s+(?:the\\s+|its\\s+|this year's\\s+)?(?:\\p{Lu}[\\p{L}-]*['’]s\\s+)?(?:\\d{4}\\s+)?(?:\\p{Ll}[\\p{L}-]*\\s+){0,2}(?:\\p{Lu}[\\p{L}-]*\\s+){1,4}of the Year\\b`, 'received'),
    // A results list's first place, set as a line or a table's first row whose cell is a name alone ('1st place: Ana Ruiz, …',
    // '1 | Ana Ruiz | Spain |'): a teacher, a co-author or a coach named further along the row is not its winner.
    p(`\\b(?:1st|[Ff]irst) place\\s*[:—–-]\\s*${n}`, 'received'),
    p(`(?:^|\\s)1\\s*\\|\\s*${n}\\s*\\|`, 'received'),
    // A winners' list by category: 'Best Original Score, Television: Jonah Estévez, for …'.
    // … or with the work first: 'Best Folk Album: "Río Abajo" — Ana Ruiz (Label)'.
    p(`\\b(?:Best|Outstanding)\\s[^.:;]{0,60}:\\s+(?:["“][^"”]{1,80}["”]\\s*[—–-]\\s*)?${n}`, 'received'),
    // … a title of the year or a placed prize given on its line ('Volunteer of the Year: Mrs X', 'First Prize for Piano: X');
    // not a pupil's line that goes on to name the teacher (fact-taught.ts reads those), nor a team's (its lead is named after).
    p(`(?:\\b(?:\\p{Lu}[\\p{L}-]*\\s+){1,4}of the Year|\\b(?:First|Second|Third|Grand|1st|2nd|3rd) (?:Prize|Place))\\b[^.:;\\n]{0,60}:\\s+(?!(?:Team|Club|Crew|Squad)\\s)${n}(?![^\\n]*\\b(?:teacher|tutor|coach|mentor|supervisor)\\b)`, 'received'),
  ],
  nomination: [
    p(`\\b[Nn]ominat(?:e|ing)\\s+${n}`, 'nominated'),
    p(`${n}${ASIDE}(?:has been|was|is)\\s+nominated\\b`, 'nominated'),
    p(`\\b[Nn]omination of\\s+${n}`, 'nominated'),
    p(`\\b[Nn]ominee\\s*:\\s*${n}`, 'nominated'),
  ],
  shortlist: [
    p(`${n}${ASIDE}(?:has been|was|is|were|are)\\s+(?:shortlisted|short-listed|longlisted|named (?:a|as a|among the) finalists?|selected as (?:a )?finalists?)\\b`, 'nominated'),
    p(`\\b(?:[Ss]hortlist|[Ff]inalists?)\\b[^.:]{0,40}(?:\\s+(?:is|are|include)|:)\\s+${n}`, 'nominated'),
  ],
  grant: [
    // 'Principal investigator: Assoc. Prof. Daniel Roe': a rank before the title is no part of the name.
    p(`\\b(?:[Pp]rincipal [Ii]nvestigator|PI|[Ll]ead [Ii]nvestigator|[Gg]rant [Hh]older|[Aa]wardee|[Pp]roject [Ll]ead(?:er)?|[Pp]roject [Dd]irector|[Ll]ead [Aa]pplicant)\\s*(?:\\(PI\\))?\\s*[:–-]\\s*(?:(?:Assoc(?:iate)?|Asst|Assistant)\\.?\\s+)?${n}`, 'funded'),
    p(`${n}${ASIDE}(?:is|as|will serve as) (?:the )?principal investigator\\b`, 'funded'),
    // A film's grant is its director's: 'a production grant … for Low Tide (director: Lena Park)'.
    p(`\\((?:director|directed by|dir\\.)\\s*:?\\s*${n}\\)`, 'funded'),
  ],
  membership: [
    p(`${n}${ASIDE}(?:has been|was|is|were|have been)\\s+(?:elected|admitted|inducted|elevated)\\b`, 'elected'),
    p(`\\b(?:elected|admitted|inducted|welcome)\\s+${n}`, 'elected'),
  ],
  employment: [
    p(`\\b(?:confirms?|certif(?:y|ies)|verif(?:y|ies)|attests?) that\\s+${n}${ASIDE}(?:has been|is|was|will be|has)\\s+(?:employed|working|worked|engaged|hired|serv(?:ed|ing)|our|the|a|an)\\b`, 'paid'),
    p(`\\b(?:[Ee]mployment|[Rr]ole|[Pp]osition|[Ss]alary|[Cc]ompensation)(?: verification| confirmation| contract| agreement)? (?:of|for)\\s+${n}`, 'paid'),
    p(`\\bdescribe (?:the|her|his|their) (?:role|work|position|contributions?) of\\s+${n}`, 'paid'),
    // 'Mr. Peter Szabo has been our Chief Engineer since 2021': the one the letter says holds the post, whoever else it names.
    p(`${n}${ASIDE}(?:has been|is|was|has served as|serves as|served as)\\s+(?:our|its)\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:[Ee]ngineer|[Oo]fficer|[Dd]irector|[Mm]anager|[Hh]ead|[Ss]cientist|[Dd]esigner|[Aa]rchitect|[Ee]ditor|[Pp]roducer|[Pp]resident|[Pp]artner|[Ss]upervisor|[Cc]oordinator|[Aa]nalyst|[Dd]eveloper|[Ss]pecialist|[Cc]hef|\\p{Ll}+(?:ist|eer|er|or|ian))\\b(?=[^.]{0,40}?\\b(?:since|from|for|until)\\b)`, 'paid'),
    p(`\\band\\s+${n}\\s*\\((?:the )?["“]?(?:Artist|Employee|Consultant|Performer|Contractor)\\b`, 'paid'),
    // A promotion announced: 'Tarek Mansour has been promoted to Principal Engineer' is the news of his post, whoever it names beside.
    p(`${n}${ASIDE}(?:has been|was|is being|will be)\\s+promoted\\s+to\\b`, 'paid'),
  ],
  // A W-2's 'e Employee's name:' is the one paid, never 'c Employer's name:' above it.
  // Not a company's name field ('Name: Oberoi Pharma USA Inc.', a corporation's tax return): no one was paid by name there.
  pay: [p(`\\b(?:[Ee]mployee(?:['’]s)?(?: [Nn]ame)?|[Pp]ayee|(?<![Ee]mployer['’]s )[Nn]ame)\\s*:\\s*${n}(?![\\p{L}'’-]*\\s+(?:\\p{Lu}{2,}\\s+)?(?:Inc|LLC|L\\.L\\.C|Ltd|Limited|Corporation|Corp|GmbH|plc|S\\.A)\\b)`, 'paid')],
  sales: [p(`\\b(?:starring|featuring|performed by|recorded by|led by)\\s+${n}`, 'written_about')],
  // An official's record of whom it appointed to judge ('Ms X, holder of a referee's licence, was appointed … as a corner judge').
  judging: [
    p(`${n}(?:,[^.;]{0,120}?,)?\\s+(?:was|has been|is)\\s+(?:appointed|selected|chosen|named|engaged)\\b[^.;]{0,80}?\\bas\\s+(?:a |an |the )?(?:[\\p{L}-]+\\s+){0,2}(?:judge|juror|jury member|referee|umpire|adjudicator|assessor|examiner|reviewer|official)\\b`, 'invited'),
    // A jury's report that lists its members and who chaired them ('Jury: A (Oslo); Ana Ruiz (Lima), chair; C'): the chair.
    p(`\\b(?:[Jj]ury|JURY|[Jj]udges|[Jj]urors|[Jj]udging [Pp]anel)\\s*:\\s*(?:[^;\\n]{0,100};\\s*){0,6}?${n}(?:\\s*\\([^)]{0,40}\\))?,?\\s+(?:chair|chairman|chairwoman|chairperson|president|presiding)\\b`, 'invited'),
  ],
  exhibition: [
    p(`\\b(?:new )?(?:works?|photographs?|paintings?|prints?|sculptures?) by\\s+${n}`, 'invited'),
    p(`\\b(?:solo (?:exhibition|show)|retrospective) (?:of|by)\\s+${n}`, 'invited'),
  ],
  programme: [
    p(`\\((?:dir\\.|directed by)\\s+${n}|\\b(?:[Dd]irected by|[Aa] film by|[Cc]horeographed by)\\s+${n}`, 'invited'),
    // Whom the event is for: 'Honouring Dame Ada Lowe', 'PRIVATE VIEW: Oskar Lind — Coastlines'.
    p(`\\b(?:[Hh]onou?ring|[Ii]n [Hh]onou?r of|[Cc]elebrating|[Tt]ribute to|[Pp]rivate [Vv]iew|PRIVATE VIEW)\\s*:?\\s+${n}`, 'written_about'),
    p(`\\b(?:[Ss]peakers?|[Kk]eynote(?: [Ss]peaker)?|[Pp]resenters?|[Ss]oloists?|[Pp]anell?ists?|[Hh]eadline(?:r| [Cc]hef| [Aa]ct| [Aa]rtist| [Pp]erformer| [Gg]uest))\\s*:\\s*${n}`, 'invited'),
    p(`${n}${ASIDE}(?:[^.]{0,60}?\\b)?(?:in the title role|sings the title role|in the lead role|in the leading role|as the lead)\\b`, 'invited'),
    PRESENTATION,
    // … or by the billing's label: 'Balafon solo and direction: Ana Ruiz', 'Solo violin: Ana Ruiz'.
    p(`^(?:\\p{L}+\\s+)?(?:[Ss]olo|[Ss]oloist)(?:\\s+and\\s+(?:musical\\s+)?direction|\\s+\\p{Ll}+)?\\s*:\\s*${n}`, 'invited'),
    // A band's leader billed by what she plays and leads: 'Ana Ruiz, piano and musical direction; …'.
    p(`${n},\\s+(?:[\\p{Ll}-]+,?\\s+){0,3}(?:and\\s+)?(?:musical|artistic)\\s+direct(?:ion|or)\\b`, 'invited'),
  ],
  degree: [CERTIFIED, CAPITALS_CERTIFIED],
  patent: [p(`\\b[Ii]nventors?\\s*:\\s*${n}`, 'wrote')],
  recommendation: [p(`\\b(?:recommend|support|endorse)(?:ation|ing)?\\s+(?:of\\s+|for\\s+)?${n}`, 'written_about')],
} satisfies Record<string, Pattern[]>;
type Family = keyof typeof FAMILIES;

const BY_KIND: Partial<Record<FactKind, Family[]>> = {
  award: ['award'],
  nomination: ['nomination'],
  shortlist: ['shortlist'],
  grant: ['grant'],
  // A diploma names whom it certifies, in capitals or not; its other lines (the degree 'conferred upon' the holder by
  // a body, the registrar) are not read as an award's.
  degree: ['degree'],
  // A funding notice read as its own kind names its grantee as a grant does; told as news, whom it says received the
  // award ('Dr. Ana Ruiz has received a five-year CAREER award of $800,000').
  funding_award: ['grant', 'award'],
  membership: ['membership'],
  review_record: ['judging'],
  employment_letter: ['employment'],
  // A certificate of service or experience names whom it certifies as an employment letter does.
  experience_letter: ['employment'],
  pay_record: ['pay', 'employment'],
  sales_report: ['sales'],
  exhibition_record: ['exhibition'],
  event_programme: ['programme'],
  // A house programme's cast lines say who plays what.
  production_credits: ['programme'],
  patent: ['patent'],
  // A patent's front page read as a paper still names its inventors.
  scholarly_paper: ['patent'],
  recommendation_letter: ['recommendation'],
  // A document of no clear form is read for the acts that decide what it proves.
  other: ['award', 'membership', 'employment'],
};
/** An article names someone else's prize or election in its headline and first lines. */
const LEDE = 6;

/** A letter that speaks to its addressee about the act: 'you have been elected', 'we invite you'. */
const SECOND_PERSON: Array<[RegExp, Relation]> = [
  [/\bwelcome to the\b[^.!]{0,60}\b(?:society|association|institute|academy|guild|club|federation|union)\b|\byour (?:[\w-]+ )?membership (?:runs|is valid|expires|is active|renews)\b|\byou (?:have been |were |are |will be )?(?:elected|admitted|inducted|elevated)\b|\b(?:elected|admitted|inducted|elevated) you\b|\byour (?:application|candidacy) for [^.]{0,60}\b(?:member(?:ship)?|fellow(?:ship)?)\b[^.]{0,80}\b(?:has been|was) (?:approved|accepted)\b/i, 'elected'],
  [/\b(?:selected|chosen|named) you\b|\byou (?:have been |were |are )(?:selected|chosen|named) (?:as )?(?:a |the )?(?:recipient|winner|laureate)|\b(?:award|prize|medal)\b[^.]{0,60}\bto you\b|\byou (?:have been|were) awarded\b/i, 'received'],
  [/\byou (?:have been |were |are )(?:nominated|shortlisted|short-listed)\b|\bnominat(?:e|ed|ing) you\b|\byou (?:have )?received a nomination\b|\byour nominee certificate\b/i, 'nominated'],
  // A funder telling a professor his proposal is funded: 'selected your proposal for funding', 'with you as Principal Investigator'.
  // … or awards a sum to his project: 'We are pleased to award $640,000 over four years to your project'.
  [/\b(?:selected|approved) your proposal\b|\bwith you as (?:the )?principal investigator\b|\b(?:award|grant)\s+(?:[$£€]|(?:USD|EUR|GBP)\s?)[\d,.]+(?:\s?(?:million|m|k))?\b[^.]{0,60}\bto your (?:project|proposal|programme|program|group|laboratory|lab|team|research)\b/i, 'funded'],
  [/\b(?:invite|appoint|ask) you\b|\byou (?:have been |are )(?:invited|appointed)\b/i, 'invited'],
  [/\b(?:offer you|your (?:annual |base )?(?:salary|compensation|fee)|confirms your (?:compensation|salary|employment|position))\b/i, 'paid'],
];
// An e-mail may open on the name alone: 'Dr. Ashworth,'.
const ADDRESSEE = /^(?:Dear\s+((?:(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})\s*[,:]?|((?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\.?\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s*,)$/u;
/** 'Dr. Kofi Osei, University of Accra Dear Dr. Osei, On behalf of …': a salutation a page ran into the lines around it. */
// Or an e-mail's opening on the name alone, run into its first sentence: '… Dr. Ashworth, I am pleased to …'.
const DEAR_WITHIN = /(?:^|\s)Dear\s+((?:(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})\s*[,:](?=\s|$)|(?:^|\s)((?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\.\s+\p{Lu}[\p{L}'’-]+),\s+(?=(?:I|We)\s)/u;
const KINDS_ADDRESSED = new Set<FactKind>(['award', 'nomination', 'shortlist', 'grant', 'membership', 'review_record', 'employment_letter', 'pay_record', 'other']);

type Mention = { name: string; sentence: PagedSentence; relation: Relation };

/**
 * The first sentence that names a subject; within it, the name the sentence gives first ('X Wins …; Y has been
 * named …'). With `prefer`, a later sentence that names the applicant so wins: results that award her one of
 * several prizes are hers, whoever is named first.
 */
/**
 * A sentence that ends on 'to:' goes on on the next line, where a results notice sets its winners ('This year's Best Paper
 * Award goes to:' / 'A and B, "Title"'), and a decree's 'awards' alone on its line on the two after it: read as one
 * sentence, as the page's words run (the fact check joins lines so too).
 */
const ENDS_ON_TO = /\bto\s*:\s*$/;
/** A decree's act alone on its line ('awards'), the recipient and the award on the two lines after it. */
const LONE_ACT = /^(?:awards|presents|confers(?: on| upon)?|has (?:awarded|conferred|presented))$/i;
const withNextLine = (sentences: PagedSentence[]) =>
  sentences.map((s, i) => {
    const lines = LONE_ACT.test(s.text.trim()) ? 2 : ENDS_ON_TO.test(s.text) ? 1 : 0;
    const next = sentences.slice(i + 1, i + 1 + lines);
    return lines > 0 && next.length === lines && next.every((n) => n.page === s.page) ? { ...s, text: [s, ...next].map((x) => x.text).join(' ') } : s;
  });

/**
 * A winners' list that gives the category on the label's line and the winner on the next ('Winner: Digital
 * Transformation' / 'Arjun Rao, founder of GridLoom, for …'): the category is no person, the name opening the next line is.
 */
const CATEGORY_LINE = /^\s*(?:[Ww]inners?|[Rr]ecipients?|[Ll]aureates?)\s*:\s*[^,.;:]{1,60}$/;
const OPENS_WITH_NAME = new RegExp(`^(${NAME}),\\s`, 'u');

function categoryWinner(m: Mention, next: PagedSentence | undefined): Mention {
  const name = next && CATEGORY_LINE.test(m.sentence.text) && next.page === m.sentence.page ? cleanName(OPENS_WITH_NAME.exec(next.text)?.[1] ?? '') : undefined;
  return name ? { name, sentence: next!, relation: m.relation } : m;
}

function firstMatch(sentences: PagedSentence[], patterns: Pattern[], prefer?: (name: string) => boolean): Mention | undefined {
  let first: Mention | undefined;
  for (const [at, sentence] of withNextLine(sentences).entries()) {
    const read = matchIn(sentence, patterns);
    const m = read && categoryWinner(read, sentences[at + 1]);
    if (!m) continue;
    first ??= m;
    if (!prefer || prefer(m.name)) return prefer ? m : first;
  }
  return first;
}

/** Accepting or collecting a prize for someone else ('accepted the trophy for the company', 'on behalf of her colleague'). */
const ON_BEHALF = /\b(?:on (?:his|her|their|the \w+'s) behalf|on behalf of|for the (?:company|firm|studio|team|group|lab|band|label)|for (?:his|her|their|our) (?:company|firm|studio|team|colleague|co-founder|partner)|in (?:his|her|their) (?:absence|place))\b/i;
const ACCEPTED = /\b(?:[Aa]ccepted|[Aa]ccepts|[Cc]ollected|[Cc]ollects|[Pp]icks up|[Pp]icked up)\b/;

/** A person's name set apart by commas right after the name a pattern read: the person it names. */
const APPOSED = new RegExp(`^,\\s+(${TITLE}?\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){1,3}),\\s`, 'u');

function matchIn(sentence: PagedSentence, patterns: Pattern[]): Mention | undefined {
  if (sentence.inReferences) return undefined;
  const onBehalf = ON_BEHALF.test(sentence.text);
  let best: (Mention & { at: number }) | undefined;
  for (const { re, relation } of patterns) {
    // The first match that is a person's name: 'Awardee: University of Oregon | Principal Investigator: Helen Yoder'.
    // A word that is no name ('Our founding director, Professor X, received …') may start a match that swallows the
    // name after it: the search goes on from the next character, not past the whole match.
    const all = new RegExp(re.source, `${re.flags}g`);
    for (let m = all.exec(sentence.text); m; m = all.exec(sentence.text)) {
      // 'The chef-owner of Maison Verrière, Bastien Rolland-Ferrer, was named …': a name set apart after another is the person.
      const apposed = m[1] ? APPOSED.exec(m[0].slice(m[0].indexOf(m[1]) + m[1].length))?.[1] : undefined;
      const name = (apposed && cleanName(apposed)) || cleanName(m[1] ?? '');
      const at = m.index + m[0].indexOf(m[1]!);
      if (!name || (onBehalf && relation === 'received' && ACCEPTED.test(m[0]))) {
        all.lastIndex = m.index + 1;
        continue;
      }
      if (!best || at < best.at) best = { name, sentence, relation, at };
      break;
    }
  }
  return best ? { name: best.name, sentence: best.sentence, relation: best.relation } : undefined;
}

/** 'Dear Dr. Moradi,' when the letter then tells her what happened to her. */
function addressee(kind: FactKind, sentences: PagedSentence[]): Mention | undefined {
  if (!KINDS_ADDRESSED.has(kind)) return undefined;
  // A forwarded message is about whoever it was first sent to: its own 'Dear' line comes after the marker.
  const at = sentences.findIndex((s) => /\bforwarded message\b|^Begin forwarded message/i.test(s.text));
  // A reply quoted below ('> Dear Osric, yes, I accept …') is the earlier message's: its salutation addresses someone else.
  const own = sentences.slice(at >= 0 ? at : 0, (at >= 0 ? at : 0) + 40).filter((s) => !s.inReferences && !/^\s*>/.test(s.text));
  const dear = own.find((s) => ADDRESSEE.test(s.text) || DEAR_WITHIN.test(s.text));
  if (!dear) return undefined;
  const within = ADDRESSEE.exec(dear.text) ?? DEAR_WITHIN.exec(dear.text);
  // What the letter says after the salutation, its own sentence's rest included.
  const after = dear.text.slice((within?.index ?? 0) + (within?.[0].length ?? 0));
  const rest = [after, ...own.slice(own.indexOf(dear) + 1, own.indexOf(dear) + 8).map((s) => s.text)];
  for (const [re, relation] of SECOND_PERSON) {
    if (kind === 'review_record' || rest.some((s) => re.test(s))) {
      const raw = within?.[1] ?? within?.[2] ?? '';
      const name = raw.trim().replace(/[,.:]$/, '');
      if (!/^(Sir|Madam|Colleague|Colleagues|Members|Committee|Editor|Friends?|All)\b/.test(name)) return { name, sentence: dear, relation: kind === 'review_record' ? 'invited' : relation };
    }
  }
  return undefined;
}

// A body funded, when the grant names no person at its head: 'Recipient: Lakeland Department of Health, …', 'will invest
// €150,000 in Brailleworks, the …'. A body's name may be one word, which a person's never is.
const GRANTEE = [
  new RegExp(`\\b(?:[Rr]ecipient|[Gg]rantee)(?: [Oo]rgani[sz]ation| [Ii]nstitution)?\\s*:\\s*${ORG}`, 'u'),
  // … or set out as a record's line without its colon: 'Recipient  Wasm Tools e.V. (Berlin)'.
  new RegExp(`^\\s*(?:Recipient|Grantee)[ \\t]+(\\p{Lu}[^\\n(,;:]{1,80}?)(?=\\s*[(,;]|\\s*$)`, 'mu'),
  new RegExp(`\\b(?:will invest|invests|invested|has invested)\\s+[^.]{0,30}?\\bin\\s+${ORG}`, 'u'),
];

function grantee(sentences: PagedSentence[]): Mention | undefined {
  for (const sentence of sentences.slice(0, 12)) {
    if (sentence.inReferences) continue;
    const name = GRANTEE.map((re) => re.exec(sentence.text)?.[1]?.trim()).find(Boolean);
    if (name && !/^(?:The|This|Our|Its)$/.test(name)) return { name, sentence, relation: 'funded' };
  }
  return undefined;
}

/** A diploma's conferring words that end their line, the holder set on the next: 'has conferred upon' / 'LEILA ROSTAMI'. */
// … or whom it certifies, set so: 'This is to certify that' / 'NGOZI EZE' / 'having completed …'.
const HANDS_ON = /\b(?:(?:conferred|confers|confer|bestowed|bestows)\s+(?:up)?on|certif(?:y|ies) that)\s*$/i;
const HOLDER_LINE = new RegExp(`^(?:${NAME}|\\p{Lu}{2,}(?:[-'’]\\p{Lu}+)*(?:\\s+(?:\\p{Lu}\\.|\\p{Lu}{2,}(?:[-'’]\\p{Lu}+)*)){1,3})$`, 'u');

/** The holder a diploma sets on a line of its own after the words that confer the degree: the whole name, first name too. */
function holderLine(sentences: PagedSentence[]): Mention | undefined {
  const at = sentences.findIndex((s, i) => i < 12 && !s.inReferences && HANDS_ON.test(s.text));
  const next = at >= 0 ? sentences[at + 1] : undefined;
  const name = next && HOLDER_LINE.test(next.text.trim()) ? cleanName(next.text) : undefined;
  return name && next ? { name, sentence: next, relation: 'received' } : undefined;
}

/** The subject the kind's sentences name: the first of them, in the document's order; else the addressee the letter speaks to. */
export function subjectMention(kind: FactKind, sentences: PagedSentence[], prefer?: (name: string) => boolean): Mention | undefined {
  const families = BY_KIND[kind] ?? [];
  const named = firstMatch(sentences, families.flatMap((f) => FAMILIES[f]), prefer);
  if (named) return named;
  if (kind === 'degree') return holderLine(sentences) ?? addressee(kind, sentences);
  if (kind === 'grant' || kind === 'funding_award') return grantee(sentences) ?? addressee(kind, sentences);
  if (kind === 'press_article') return firstMatch(sentences.slice(0, LEDE), [...FAMILIES.award, ...FAMILIES.membership]);
  return addressee(kind, sentences);
}

/**
 * How `name` (as a document writes it) matches the applicant: 'full' (first name and surname), 'initial'
 * ('M. Santos'), 'surname' ('Dr. Santos'), 'other' (her surname with another first name), 'none'.
 */
type NameMatch = 'full' | 'initial' | 'surname' | 'other' | 'none';

export function applicantNameMatch(name: string, applicantName: string | undefined): NameMatch {
  // Her name as the profile gives it may carry a title ('Dr. Samuel Osei'): her first name is the word after it.
  const own = (applicantName ?? '').trim().replace(new RegExp(`^${TITLE}`, 'u'), '').split(/\s+/).filter((w) => w.length > 1);
  const surnames = surnamesOf(applicantName);
  if (surnames.length === 0) return 'none';
  const words = name.replace(new RegExp(`^${TITLE}`, 'u'), '').split(/\s+/);
  if (!surnames.includes(fold(words[words.length - 1] ?? '').replace(/[’']s$/, ''))) return 'none';
  const before = words.slice(0, -1).filter((w) => !surnames.includes(fold(w)));
  const first = before[0]?.replace(/\.$/, '');
  const ownFirst = own.length > 1 ? own[0]! : undefined;
  if (!first || !ownFirst) return 'surname';
  if (first.length === 1) return fold(first) === fold(ownFirst.charAt(0)) ? 'initial' : 'other';
  return fold(first) === fold(ownFirst) ? 'full' : 'other';
}

/** The sentences that name the applicant (by surname, as a whole word, accents aside). */
export function applicantSentences(sentences: PagedSentence[], applicantName: string | undefined): PagedSentence[] {
  const names = surnameTest(applicantName);
  return names ? sentences.filter((s) => names(s.text)) : [];
}

/** A quotation a sentence gives to 'she' or 'he' ('"This market raised half of Suva," she said.'). */
const PRONOUN_QUOTE = /^["“][^"”]+[,!?]?["”],?\s+(?:she|he|they)\s+(?:said|says|told|added|recalled)\b/;

/**
 * The quotation the sentence after one of hers gives to 'she' or 'he', not calling her by name: a reader takes it as hers, so she is quoted
 * though that sentence does not name her.
 */
export function herQuote(sentences: PagedSentence[], named: PagedSentence[], applicantName: string | undefined): PagedSentence | undefined {
  // A quotation that calls her by name ('"Ndapewa wrote the contracts," he said') is someone else speaking of her.
  const hers = fold(applicantName ?? '').split(/\s+/).filter((w) => w.length > 1);
  for (const s of named) {
    const at = sentences.indexOf(s) + 1;
    const next = sentences[at];
    if (!next || named.includes(next)) continue;
    // A quotation of two or three sentences is split at its stops: read on to the sentence that closes it.
    let quoted = next.text;
    for (let i = at + 1; i < at + 3 && /^["“][^"”]*$/.test(quoted) && sentences[i] && !named.includes(sentences[i]!); i++) quoted = `${quoted} ${sentences[i]!.text}`;
    if (PRONOUN_QUOTE.test(quoted) && !fold(quoted).split(/[^\p{L}]+/u).some((w) => hers.includes(w))) return next;
  }
  return undefined;
}

// Each role's cue words; those in `weak` name the role less surely ('partners', 'audience', 'noted'), and a role read
// from them alone is flagged for the user to check (decision 060).
const ROLE_CUES: Array<[Exclude<ApplicantRole, 'subject' | 'none'>, { strong: RegExp; weak?: RegExp }]> = [
  // Not who introduced or announced the nominees at someone else's ceremony: she took part in it.
  // Nor who nominated someone else ('We thank your nominators, Dr. X and …'): she put him forward.
  ['nominee', { strong: /(?<!\b(?:introduced|introduces|introducing|announced|announces|announcing|presented|presents|congratulated|thanked) the )\b(nominat(?!ors?\b)\w*|shortlist\w*|short-listed|longlist\w*|long-listed|finalists?)\b/i }],
  // Credited on someone else's production or project: her work is part of it (a grant's advisory group, 'no funds requested');
  // the winner's supervisor or mentor ('is supervised by Dr X', 'thanked her mentor there, X'), or the coach of its pupils;
  // who developed the prized work with the winner ('the assay, developed with Dr X'), or wrote the book the prize's translation is of;
  // one of a team a story lists ('developed by a team of engineers including X and Y'), or of a review's company ('The
  // rest of the company, including X, …').
  [
    'collaborator',
    {
      strong: /\b(collaborat\w*|co-investigators?|co-I|project team|key personnel|team members?|(?:team|group|crew|staff|engineers|researchers|scientists|developers|designers|colleagues) (?:that |which |who )?(?:includ(?:ed|ing|es)|among (?:them|whom))|works? closely with|worked closely with|cast (?:that )?(?:also )?included|(?:rest of the|the) (?:company|cast|ensemble),? (?:including|among them)|sang opposite|alongside|cinematography|director of photography|choreograph\w*|costume design|set design|lighting design|edited by|screenplay by|music by|personnel|album credits|sidem[ae]n|session (?:musicians?|players?|singers?)|(?:creative|technical|unpaid|script|story) advis[eo]r|advisory (?:group|panel|committee|board|council|collaborators?)|no (?:salary support|salary from|funds requested|funds under)|consultants?\s*(?:\([^)]{0,60}\))?\s*:|on (?:(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+|several|most|all) )?(?:of the )?tracks?|(?:is|was|are|were) (?:co-)?supervised by|(?:his|her|their) (?:(?:doctoral|PhD|thesis|former) )?(?:supervisor|adviser|advisor|mentor)|(?:his|her|their) (?:pupils|trainees|protégés|mentees)|(?:has been|was|is) (?:my|his|her|their) (?:coach|teacher|trainer|mentor|supervisor|adviser|advisor)|(?:developed|designed|built|devised|created) (?:together )?with (?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\b|translat(?:ion|ed)\b[^.]{0,80}?\bof\b[^.]{1,80}?\bby)\b/i,
      weak: /\bpartners?\b/i,
    },
  ],
  ['co_author', { strong: /\b(co-?authors?|co-?authored)\b/i, weak: /\bet al\b/i }],
  [
    'attendee',
    {
      // A prize list's act 'out of competition', or one the gala 'also featured', performed at the evening and won nothing;
      // who read the citation, presented the award, handed the winner the flowers or introduced the nominees took part in
      // someone else's ceremony.
      strong: /\b(attend\w*|guests?|in attendance|read the citation|(?:was|were) presented by|introduced the (?:nominees|winners?|laureates?|finalists|speakers?)|handed (?:over |out )?(?:(?:her|him|them) )?the (?:award|prize|medal|trophy|flowers|bouquet|certificate)|among those present|present at the|joined at the|at the (ceremony|gala|reception|dinner|opening|private view)|seated|table \d+|joined (?:him|her|them|the \w+) on stage|(?:called|invited|brought) (?:him|her|them|his|her|their|the) (?:\w+ ){0,2}(?:to|on ?to|up on) (?:the )?stage|out of competition|hors concours|(?:gala|ceremony|evening|programme|program) (?:also )?featured)\b/i,
      // Not a company's registered agent or office, a registered nurse or engineer: registered for the event.
      weak: /\b(audience|participants?|delegates?|registered(?!\s+(?:agents?|office|address|trade ?marks?|charity|company|number|nurse|engineer|architect|pharmacist|in|under|with)\b)|joined (us|the) (for|at))\b/i,
    },
  ],
  // In lower case: 'Said' is a name as often as a verb ('Dr Amina Said Farouk').
  ['quoted', { strong: /\b(said|says|told|[Aa]ccording to|who (was|is) not involved)\b/, weak: /\b(comment\w*|explained|noted|remarked)\b/i }],
];
const cueOf = (cue: { strong: RegExp; weak?: RegExp }, text: string) => cue.strong.test(text) || Boolean(cue.weak?.test(text));

/** The parts in someone else's achievement a sentence gives by its words alone ('attended', 'nominated', 'co-investigator'). */
export function roleCues(sentence: string): Array<Exclude<ApplicantRole, 'subject' | 'none'>> {
  return ROLE_CUES.filter(([, cue]) => cueOf(cue, sentence)).map(([role]) => role);
}

/** 'Santos, M.', 'Santos et al. (2021)', '(Santos, 2021)', '11/2023, Santos.': how a citation names an author. */
function isCitation(text: string, surname: string): boolean {
  const s = escapeRegExp(surname);
  // Vancouver style too: 'Zielinska-Hart E, Kubiak P', 'Sato KT.'.
  return new RegExp(`${s},\\s+(?!(?:P\\.\\s?E|Ph\\.\\s?D|M\\.\\s?D|R\\.\\s?N|J\\.\\s?D|C\\.\\s?P\\.\\s?A)\\.)\\p{Lu}\\.|${s}\\s+\\p{Lu}{1,3}[,.](?:\\s|$)|${s}\\s+et al\\.?|\\(${s},?\\s+(?:19|20)\\d{2}|${s}\\s+\\((?:19|20)\\d{2}\\)|\\d{1,2}/(?:19|20)\\d{2},\\s+${s}\\.?$`, 'iu').test(text);
}

/**
 * The applicant's part in a document about someone else, the sentence that shows it, and whether that sentence
 * shows it only by a weak cue. A programme or guest list that lists her makes her a guest.
 */
export function applicantRole(named: PagedSentence[], applicantName: string | undefined, kind?: FactKind, another = false): { role: ApplicantRole; sentence: PagedSentence | undefined; weak?: boolean } {
  if (named.length === 0) return { role: 'none', sentence: undefined };
  const surnames = surnamesOf(applicantName);
  const own = named.filter((s) => !s.inReferences);
  const folded = (s: PagedSentence) => s.text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  // An author line ('(J. Roe, K. Her, P. Lind)') reads like a citation's 'Her, P.': the form is read first (fact-role-forms.ts).
  const byForm = own.length > 0 ? partByForm(own, surnames, another) : undefined;
  if (byForm) return { ...byForm, weak: false };
  if (own.length === 0 || own.every((s) => surnames.some((surname) => isCitation(folded(s), surname)))) return { role: 'cited', sentence: named[0] };
  // A nominee's cue word that is not hers: another person's 'finalist', the nomination she made.
  const hers = (role: ApplicantRole, s: PagedSentence) => role !== 'nominee' || nomineeWordHers(s.text, surnames);
  for (const [role, cue] of ROLE_CUES) {
    const cued = own.filter((s) => cueOf(cue, s.text) && hers(role, s));
    if (cued.length === 0) continue;
    // The surest sentence of the role is the one kept.
    const strong = cued.find((s) => cue.strong.test(s.text));
    // On a guest list or seating plan a weak cue ('Atlantic Rail Partners') says less than the list itself: she is a guest.
    if (!strong && kind === 'event_programme') return { role: 'attendee', sentence: own[0] };
    return { role, sentence: strong ?? cued[0], weak: !strong };
  }
  // Her sentence that calls her by her given name too, before one that has only her surname (in 'Farouk Water Systems',
  // the company her family name is in).
  const given = givenNamesOf(applicantName);
  const byName = own.find((s) => fold(s.text).split(/[^\p{L}]+/u).some((w) => given.includes(w)));
  return { role: kind === 'event_programme' ? 'attendee' : 'none', sentence: byName ?? own[0] };
}
