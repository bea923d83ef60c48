/**
 * The fact sheet's title says what the document is, as a paralegal's exhibit list does (issue 32): the
 * exhibit title's words (exhibit-title.ts) read the first lines only, so where they do not say it, the facts
 * do: whom a recommendation letter is for, that a list is a shortlist or a guest list, which degree a diploma
 * confers, which profession a licence is for, what a certificate certifies, what a record reports on.
 */
import type { FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import { DOCUMENT_KIND_LABELS } from '../../../../src/contract/categories';
import { cutAtWord, EXHIBIT_TITLE_TARGET } from '../exhibit-title';
import { namesAward, positionNamedIn, readableCase } from '../exhibit-title-lines';
import { namedInTitle } from './fact-title-named';
import { showTitle } from './fact-title-show';
import { certifiedFor, chartTitleNamed, fundedProject } from './fact-title-certified';
import { documentHeading } from './fact-title-heading';
import { actOfDocument } from './fact-title-act';

type Facts = { kind: FactKind; subject: FactSheet['subject']; issuer: FactSheet['issuer'] };

const cut = (title: string) => cutAtWord(title, EXHIBIT_TITLE_TARGET);
const lead = (what: string, title: string) => cut(`${what}: ${title}`);
/** Whether the title already says it, whatever the case. */
const mentions = (title: string, part: string) => title.toLowerCase().includes(part.toLowerCase());

/** 'the degree of DOCTOR OF PHILOSOPHY in CIVIL ENGINEERING (Transportation)'. */
// … set on lines of its own, as diplomas print it ('the degree of' / 'Master of Science' / 'in Agricultural Engineering').
const DEGREE = /\bthe degree of\s+([\p{L} ]{3,60}?(?:\s+in [\p{L} ]{3,60}?)?(?: \([\p{L} ]{2,40}\))?)(?=[,.;\n]| with\b| on\b| at\b|$)/mu;
/**
 * A licence record's field naming the profession ('Profession: Professional Engineer (PE)'), or the certificate's own
 * words for what its holder is certified as ('is hereby certified as a' / 'CERTIFIED SAFETY ENGINEER (CSE)').
 */
const PROFESSION = /^\s*(?:profession|licen[cs]e type|credential|occupation)\s*:\s*([^\n·|]{3,60})/im;
const CERTIFIED_AS = /\b(?:is|are) (?:hereby )?(?:certified|licen[cs]ed|registered) as(?:\s+an?)?\s+(\p{Lu}[\p{Lu}\p{M} ()'’-]{4,70}?)\s*$/mu;
/** A licence card's profession in capitals on a line of its own, just above its number: 'REGISTERED NURSE' / 'License No. …'. */
const LICENSED_AS = /^\s*(\p{Lu}[\p{Lu} ]{4,60}?)\s*\n\s*licen[cs]e (?:no\.?|number|#)/imu;
/** A patent's title field, coded (54) on every front page: '(54) ILLUSION TABLE'. */
const PATENT_TITLE = /^\s*\(54\)\s*([^\n]{3,90})$/m;
/** 'The World Squash Circuit certifies that NAME (Egypt) won the Women's Draw of the Harbourfront Classic 2024'. */
const CERTIFIES = /\bcertif(?:y|ies) that\s+[\p{L}'’. -]{3,60}?(?:\s*\([^)]{1,30}\))?\s+((?:has )?(?:won|placed|finished|achieved|holds|was awarded|received)\b[^,.;]{3,90})/u;
/** A funder's field naming the funded project: 'Project: Coastal Flood Atlas', 'Title: Collaborative Research: …'. */
const PROJECT = /^\s*(?:project(?: title| name)?|title(?: of (?:the )?project)?)\s*:\s*([^\n]{3,120}?)\s*$/im;
/** A record's 'Title: Le Sucre Juste (published …)' field: the work it reports on. */
const WORK_TITLE = /(?:^|[·|]\s*)Title:\s*([^·|(\n]{2,60})/m;
/** A short line of its own naming a medal, prize or award ('The 2024 Bloomfield Medal for Linguistic Research'). */
// An honour 'of the Year' too ('Singer of the Year 2024').
const HONOUR_LINE = /^\s*((?:The )?(?:(?:19|20)\d\d )?[\p{Lu}][^\n.:]{2,70}\b(?:Medal|Prize|Award)\b[^\n.:]{0,50}|\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,3} of the Year(?: (?:19|20)\d\d)?)\s*$/mu;
const YEAR_TITLE_IN_CAPITALS = /^\s*(\p{Lu}[\p{Lu}'’-]+(?: \p{Lu}[\p{Lu}'’-]+){0,3} OF THE YEAR(?: (?:19|20)\d\d)?)\s*$/mu;
/** A placing set on a line of its own: '1st place', 'Second place'. */
const PLACING = /^\s*((?:1st|2nd|3rd|first|second|third)\s+place)\s*$/im;
/** 'SWAN LAKE — cast for 12 February 2016', 'Giselle: cast list'. */
const CAST_OF = /^\s*([^\n—–:]{2,60}?)\s*[—–:-]\s*cast(?: list)?(?: for\b|\s*$)/im;
/** A record's own heading in capitals: 'STOCK LEDGER AND TRANSFER RECORD', 'REGISTER OF DIRECTORS', 'MINUTE BOOK'. */
const RECORD_HEADING = /^\s*([\p{Lu} &]*\b(?:LEDGER|REGISTER|MINUTES|MINUTE BOOK|RECORD|RESOLUTIONS?)\b[\p{Lu} &]*?)\s*$/mu;
/** Its heading line names what it is: 'Statement of proposed endeavor', 'ARTICLES OF ORGANIZATION'. */
const OWN_HEADING = /\b(statement of (?:the |my )?proposed endeavou?r|articles of (?:organi[sz]ation|incorporation)|certificate of (?:formation|incorporation))\b/i;
const COMPANY = /\b(?:name of the (?:limited liability company|company|corporation|entity)\s*:|the name of the (?:entity|company|corporation) is)\s*([^\n.;]{3,80}?(?:LLC|L\.L\.C\.|Inc\.?|Ltd\.?|Corporation|Company|GmbH|S\.A\.))/i;

/** A chapter's numbered title on a line of its own: '9. Distributed sensing of debris flows in unmonitored catchments'. */
const CHAPTER = /^\s*\d{1,2}\.?\s+(\p{Lu}[^\n]{10,150}?)\s*$/mu;

/** The title, made to say what the document is where its first lines did not. */
export function descriptiveTitle(title: string, text: string, facts: Facts): string {
  const named = namedInTitle(title, text, facts);
  const read = readTitle(withShow(title, text, facts.kind), text, facts);
  if (named) return lead(named, read);
  // The act a letter performs on her, a broadcast's episode, a contract's scope, a report's own heading (decision 140).
  const act = actOfDocument(read, text, facts.kind);
  return act ? lead(act, read) : read;
}

/** Pages that present a show or a work: titled by it, the venue that prints them being their issuer. */
const PRESENTING = new Set<FactKind>(['event_programme', 'production_credits', 'exhibition_record']);

function withShow(title: string, text: string, kind: FactKind): string {
  // A page of no kind set out as a programme is ('ZIL' / 'A solo aerial piece in one act'): its work by the same form.
  const show = PRESENTING.has(kind) ? showTitle(text.slice(0, 1500)) : kind === 'other' ? showTitle(text.slice(0, 1500), { genreOnly: true }) : undefined;
  return show && !mentions(title, show) ? lead(show, title) : title;
}

/**
 * A letter or record about her post, titled by its letterhead or its heading alone, is known by the post it confirms
 * ('confirms that Ms. Ana Ruiz is captain of the national team', 'employed since 2016 as Gérante', 'Role: Associate Editor').
 */
function withPost(title: string, head: string, name: string | undefined): string {
  const post = name ? positionNamedIn(head.replace(/\s+/g, ' ')) : undefined;
  return post && !mentions(title, post) ? lead(post, title) : title;
}

/** A title led by the document's own heading where a letterhead took its place (documentHeading). */
function withHeading(title: string, head: string): string {
  const heading = documentHeading(head);
  return heading && !mentions(title, heading) ? lead(heading, title) : title;
}

function readTitle(title: string, text: string, facts: Facts): string {
  const head = text.slice(0, 1500);
  const says = (re: RegExp) => re.test(title);
  const name = facts.subject?.isApplicant ? facts.subject.value : undefined;
  switch (facts.kind) {
    case 'recommendation_letter':
      // 'Recommendation letter for Lucía Ferreyra Aldao, Compañía Hilván, 10 January 2025'.
      return name && title.startsWith('Recommendation letter') && !title.includes(name) ? cut(title.replace(/^Recommendation letter/, `Recommendation letter for ${name}`)) : title;
    case 'employment_letter':
    case 'experience_letter': {
      // 'Employment or salary letter for Ana Ruiz: Head of Stunts …', as a recommendation letter names whom it is for.
      const label = DOCUMENT_KIND_LABELS[facts.kind];
      const headed = withHeading(title, head);
      // A letter titled by its letterhead or its own heading names what it is and whom it is for as well.
      const forHer = !name || headed.includes(name) ? headed : headed.startsWith(label) ? cut(headed.replace(label, `${label} for ${name}`)) : lead(`${label} for ${name}`, headed);
      return withPost(forHer, head, name);
    }
    case 'review_record': {
      // An attestation of a judge's or a panel member's service: the panel or the competition served.
      const served = certifiedFor(head);
      return withPost(served && !mentions(title, served) ? lead(served, title) : title, head, name);
    }
    case 'nomination':
      return says(/\bnominat/i) ? title : lead('Nomination', title);
    case 'shortlist':
      return says(/\b(short|long)-?list|finalist/i) ? title : lead(/\blonglist/i.test(head) ? 'Longlist' : 'Shortlist', title);
    case 'event_programme':
      return /\bguest(s| list)\b|\binvitees\b|\bseating plan\b/i.test(head) && !says(/\bguest/i) ? lead('Guest list', title) : title;
    case 'membership':
      return says(/\b(membership|fellowship|elect)/i) ? title : lead('Membership', title);
    case 'grant': {
      // A funder's record names the project it funds in a field of its own: the grant is known by it.
      const project = PROJECT.exec(head)?.[1]?.trim() ?? fundedProject(head)?.trim();
      if (project && !mentions(title, project)) return cut(`Grant: ${project}${facts.issuer ? `, ${facts.issuer.value}` : ''}`);
      return says(/\bgrant\b/i) ? title : lead('Grant', title);
    }
    case 'cv':
      // A CV is known by whose it is: its first lines may be her studies, not her name.
      return name && !mentions(title, name.split(/\s+/).pop()!) ? lead(`CV of ${name === name.toUpperCase() ? readableCase(name) : name}`, title) : title;
    case 'degree': {
      title = withHeading(title, head);
      const degree = DEGREE.exec(head)?.[1]?.trim();
      // 'DOCTOR OF PHILOSOPHY in CIVIL ENGINEERING' as an index reads it: each run of capitals in title case.
      const readable = degree?.replace(/\s+/g, ' ').replace(/\p{Lu}{2,}(?:\s+\p{Lu}{2,})*/gu, (run) => readableCase(run));
      return readable && !mentions(title, readable) ? lead(readable, title) : title;
    }
    case 'patent': {
      const named = PATENT_TITLE.exec(head)?.[1]?.trim();
      const readable = named && named === named.toUpperCase() ? readableCase(named) : named;
      return readable && !mentions(title, readable) ? lead(readable, title) : title;
    }
    case 'licence': {
      const said = PROFESSION.exec(head)?.[1] ?? CERTIFIED_AS.exec(head)?.[1] ?? LICENSED_AS.exec(head)?.[1];
      const profession = said && said === said.toUpperCase() ? readableCase(said.trim()) : said?.trim();
      // In the record's own spelling: a US board's 'License type' is a license.
      const word = /\blicense\b/i.test(head) ? 'license' : 'licence';
      return profession && !title.includes(profession) ? lead(`${profession} ${word}`, facts.issuer?.value ?? title) : title;
    }
    default:
      break;
  }
  // What a certificate of completion, a standard's certificate or an attestation of service is for.
  const certifiedOf = certifiedFor(head);
  if (certifiedOf && !mentions(title, certifiedOf.replace(/^Course: /, ''))) return lead(certifiedOf, title);
  const certified = CERTIFIES.exec(head)?.[1]?.replace(/\s+/g, ' ').trim();
  // A certificate titled only by its body ('Official Results Certificate'); one that names its honour says it already.
  if (certified && !namesAward(title) && !title.includes(certified)) return lead(`Certifies that ${name ?? 'the holder'} ${certified}`, facts.issuer?.value ?? title);
  // An award whose heading is its body's name ('TRANSATLANTIC … ASSOCIATION'): the honour's own line a little below says what it is.
  // A page of no kind headed by a title of the year in capitals on its own ('SPORTSWOMAN OF THE YEAR') is that honour's certificate.
  const ofTheYear = facts.kind === 'other' ? YEAR_TITLE_IN_CAPITALS.exec(head.split('\n').slice(0, 6).join('\n'))?.[1] : undefined;
  if (ofTheYear && !mentions(title, ofTheYear)) return lead(readableCase(ofTheYear), title);
  const honour = facts.kind === 'award' && !namesAward(title) ? HONOUR_LINE.exec(head.split('\n').slice(0, 5).join('\n'))?.[1]?.trim() : undefined;
  if (honour && (namesAward(honour) || / of the Year\b/.test(honour)) && !title.includes(honour)) return lead(honour.replace(/^The\s+/, ''), title);
  // A diploma's placing on a line of its own ('1st place'): the placing, in the competition its heading names.
  const placing = facts.kind === 'award' ? PLACING.exec(head)?.[1] : undefined;
  const heading = text.split('\n').map((l) => l.trim()).find(Boolean)?.split(/\s+\/\s+/)[0];
  const event = heading && heading.split(/\s+/).length <= 10 && !/[.!?]$/.test(heading) ? readableCase(heading) : undefined;
  if (placing && event && !mentions(title, event)) return lead(`${placing}, ${event}`, title);
  // A cast sheet's 'SWAN LAKE — cast for 12 February 2016': the work it casts.
  const cast = facts.kind === 'production_credits' ? CAST_OF.exec(head)?.[1]?.trim() : undefined;
  if (cast && !mentions(title, cast)) return lead(readableCase(cast), title);
  // A chapter in a book ('In: Book (eds. …)' / 'Springer, 2025. Chapter 9' / '9. The chapter's title'): the chapter.
  const chapter = facts.kind === 'scholarly_paper' && /^\s*In:\s/.test(head) ? CHAPTER.exec(head.split('\n').slice(1, 6).join('\n'))?.[1]?.trim() : undefined;
  if (chapter && !mentions(title, chapter)) return lead(chapter, title.replace(/^In:\s*/, 'in '));
  // A chart of titles: the entry its own notes name.
  const entry = facts.kind === 'sales_report' ? chartTitleNamed(text) : undefined;
  if (entry && !mentions(title, entry)) return lead(entry, title);
  const work = (facts.kind === 'sales_report' || facts.kind === 'production_credits') && WORK_TITLE.exec(head)?.[1]?.trim();
  if (work && !title.includes(work)) return lead(work, title);
  // A company's record headed by its name, then what the record is in capitals ('STOCK LEDGER AND TRANSFER RECORD').
  const record = facts.kind === 'other' ? RECORD_HEADING.exec(head.split('\n').slice(1, 3).join('\n'))?.[1] : undefined;
  if (record && !mentions(title, record)) return lead(readableCase(record), title);
  const own = OWN_HEADING.exec(head)?.[1];
  if (own && !mentions(title, own)) {
    const company = COMPANY.exec(head)?.[1]?.trim();
    return lead(company ? `${readableCase(own.toUpperCase())}: ${company}` : own.charAt(0).toUpperCase() + own.slice(1), title);
  }
  return title;
}
