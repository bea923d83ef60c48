/**
 * What a document IS, read the way a paralegal reads it: from its structure
 * (a masthead and a by-line, 'hereby conferred', 'we invite you to review',
 * an amount with a period, a letterhead and a signature), not from which
 * achievement words it mentions. An article that mentions a prize is still an
 * article; a certificate that names a paper is still a certificate.
 */
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '../../../../src/contract/categories';

/** head: the opening 500 characters; title: the first few lines only (a headline). */
type Cue = { re: RegExp; weight: number; where?: 'head' | 'title' | 'all'; label: string };

const CURRENCY = '(?:[$£€¥₹]|R\\$|(?:USD|EUR|GBP|CHF|CAD|AUD|SGD|INR|JPY|BRL|MXN|CNY|KRW|ZAR)\\s?)';
const PERIOD_AMOUNT = new RegExp(`${CURRENCY}\\s?\\d[\\d,]*(?:\\.\\d+)?\\s*(?:k|million|m)?\\s*(?:USD|GBP|EUR)?\\s*(?:per (?:year|annum|month)|a year|annually|/\\s?(?:yr|year|annum))`, 'i');
const SALARY_WORDS = /\b(annual (base )?(salary|compensation)|base (salary|pay)|total (annual )?compensation|salary of|compensation package|signing bonus|annual bonus|equity grant|restricted stock units?|RSUs?|remuneration)\b/i;

const CUES: Record<Exclude<DocumentKind, 'other'>, Cue[]> = {
  award: [
    { re: /\bhereby (conferred|awarded|presented|granted|bestowed)\b|\bis hereby (conferred|awarded|presented)\b/i, weight: 3, label: "'hereby conferred'" },
    { re: /\b(is|was|has been|have been) (awarded|presented with|named (as )?(the |a )?(winner|recipient|laureate)|selected (as )?(the |a )?(winner|recipient))\b/i, weight: 2.5, label: 'names the winner' },
    { re: /\bcertificate of (achievement|excellence|recognition|merit|award|honou?r)\b|^\s*certificate\s*$/im, weight: 2, label: 'a certificate' },
    { re: /\b(winner|recipient|laureate|honou?ree)s? of the\b/i, weight: 1.5, label: 'winner of' },
    { re: /\bin (recognition|honou?r) of\b/i, weight: 1, label: "'in recognition of'" },
    { re: /\b(awarded|presented) to\b/i, weight: 2, label: "'awarded to'" },
    { re: /\b(award|prize|medal|honou?r)\b/i, weight: 1.5, where: 'head', label: 'an award in its title' },
    { re: /\b(wins?|won|receives?|received|awarded|named (this year's )?(recipient|winner|laureate) of|honou?red with)\b[^.\n]{0,60}\b(medal|prize|award|fellowship)\b/i, weight: 2, where: 'title', label: 'a headline announcing the award' },
    { re: /\bcongratulat(e|ions)\b/i, weight: 0.5, label: 'congratulations' },
    { re: /\b(selection committee|award committee|prize committee|jury selected|nominations)\b/i, weight: 0.5, label: 'a selection committee' },
  ],
  press_article: [
    { re: /^\s*(?:[Bb]y|BY|[Ww]ords by|[Ss]tory by|[Rr]eported by)\s+(?:Dr\.?\s+)?[A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}.'-]*){1,3}\s*(?:,|\||·|•|$|and\b|—)/mu, weight: 3, label: 'a by-line' },
    { re: /^\s*(?:Interview|Interviewed|Text|Reporting) by\s+\p{Lu}/mu, weight: 3, label: 'an interviewer credit' },
    { re: /^\s*Q:\s.+\n(?:.*\n)?\s*A:\s/m, weight: 2, label: 'questions and answers' },
    { re: /©\s?[^\n]{0,60}(media|news|press|publishing|group)|reproduced with permission/i, weight: 1.5, label: "a publisher's credit" },
    { re: /\b(staff (writer|reporter)|senior (writer|reporter|editor)|correspondent|contributing (writer|editor)|reporter|columnist|news desk)\b/i, weight: 2, label: "a writer's credit" },
    { re: /^[A-Z][A-Z .'-]{2,}(?:,\s*[A-Z][\p{L}.]+)?\s*[—–-]{1,2}\s+\S/mu, weight: 2, label: 'a dateline' },
    { re: /\b(The (New York )?Times|Washington Post|Wall Street Journal|Financial Times|The Guardian|The Economist|Forbes|Bloomberg|Reuters|TechCrunch|Wired|MIT Technology Review|Nature News|Science Magazine|The Atlantic|Le Monde|Der Spiegel|Tribune|Herald|Gazette|Chronicle|Magazine|Weekly|Daily|News)\b/, weight: 1.5, where: 'head', label: 'a masthead' },
    { re: /\b(was interviewed|in an interview|told (the|this|our) (paper|magazine|newspaper|reporter|publication)|told us|speaking to (the|this|us)|in a conversation with (this|our|the) (newspaper|paper|magazine|programme|program|show)|the interview has been edited|we met (her|him|them))\b/i, weight: 2.5, label: "'was interviewed'" },
    { re: /(transcript|aired|broadcast|episode \d+|podcast|print edition|this article appears|vol\.\s*\d+,?\s*no\.)/i, weight: 1.5, where: 'head', label: 'a broadcast or an edition' },
    { re: /^\s*(?:HOST|GUEST|INTERVIEWER|Q|[A-Z][A-Z .&'-]{2,30})\s*:\s+\S/m, weight: 1, label: 'an interview transcript' },
    { re: /\b(this article appears|print edition|photograph(s|ed)? by|words by|transcript produced by)\b/i, weight: 1.5, label: 'a publication credit' },
    { re: /\b(said|says|explained|recalled|added)\b[^.]{0,40}\.|["\u201d],?\s+(she|he|they)\s+(said|says|explained|added)\b/i, weight: 1, label: 'quotes its subject' },
    { re: /\b(min(ute)? read|subscribe|photograph(ed)? by|photo:|updated|published)\b/i, weight: 0.5, label: 'a news page' },
  ],
  scholarly_paper: [
    { re: /^\s*abstract\b/im, weight: 3, label: 'an abstract' },
    { re: /^\s*(\d+\.?\s*|I\.\s*)?introduction\s*$/im, weight: 1.5, label: 'an introduction section' },
    { re: /^\s*(references|bibliography|works cited)\s*$/im, weight: 2, label: 'a reference list' },
    { re: /\bet al\.?/i, weight: 0.5, label: "'et al.'" },
    { re: /\b(doi:|doi\.org|arXiv:|ISSN)\b/i, weight: 1, label: 'a DOI' },
    { re: /^\s*(keywords|index terms)\s*[:—-]/im, weight: 1.5, label: 'keywords' },
    { re: /^\s*(\d+\.?\s*)?(methods?|results|discussion|conclusions?|related work|experiments)\s*$/im, weight: 1, label: 'paper sections' },
    { re: /\b(proceedings of|journal of|transactions on|in proc\.)/i, weight: 0.5, label: 'a venue' },
    { re: /\b(in this (essay|article|paper|chapter),? (I|we)|this (essay|article|chapter) (is adapted|sets out|argues)|I (conclude|argue) (with|that))\b/i, weight: 2.5, label: 'the author writing in the first person' },
    { re: /^\s*(further reading|bibliography|notes)\s*:?/im, weight: 1, label: 'further reading' },
  ],
  citation_record: [
    { re: /\bcited by\b/i, weight: 2, label: "'cited by'" },
    { re: /\bh-?index\b/i, weight: 2.5, label: 'an h-index' },
    { re: /\bi10-?index\b/i, weight: 2.5, label: 'an i10-index' },
    { re: /\b(google scholar|scopus|web of science|semantic scholar|researchgate)\b/i, weight: 1.5, label: 'a citation database' },
    { re: /\b(total )?citations?\s*(:|\()?\s*\d/i, weight: 1.5, label: 'citation counts' },
  ],
  review_record: [
    { re: /\b(invite|invitation for|invitation to|like to invite) (you )?(to )?(review|referee|serve as (a |an )?(reviewer|referee|judge|juror|member of the (jury|panel|program committee)))/i, weight: 3, label: "'we invite you to review'" },
    { re: /\bthank you for (completing|submitting|your) (your )?review\b|\byour review (of|for) (the )?(manuscript|submission|paper)\b|\breview (has been|was) (received|completed|submitted)\b/i, weight: 3, label: 'a completed review' },
    { re: /\bmanuscript (id|number|no\.?|#)\b|\b[A-Z]{2,}-\d{4}-\d{3,}\b/i, weight: 1.5, label: 'a manuscript number' },
    { re: /\b(program committee|programme committee|technical program committee|jury member|panel of judges|judging panel|grant review panel|review panel|serve as (a )?judge|served as (a )?judge|judged)\b/i, weight: 2, label: 'a judging role' },
    { re: /\b(reviewer|referee|refereed|peer[- ]review)\b/i, weight: 1, label: 'reviewing' },
    { re: /\b(thank you for your (report|review|comments) on|your (report|review) on (the )?manuscript|certificate of reviewing|outstanding reviewer|manuscripts reviewed|you have (assessed|reviewed|refereed))\b/i, weight: 3, label: 'a record of reviewing' },
    { re: /\b(meet the (jury|judges)|the jury (scored|selected|evaluated|judged|will)|judges? (panel|for the)|program(me)? committee\s*(members|$)|the committee reviews)/im, weight: 2.5, label: 'a jury or committee listing' },
    { re: /\b(appointment|appointed|invite you|invited you|invitation)\b[^.]{0,80}\b(jury|juror|judging panel|program committee|programme committee|review panel|external examiner|examiner|referee|reviewer|area chair|session chair|judge)\b/i, weight: 3, label: 'an appointment to judge' },
    { re: /\b(evaluate|assess|judge|score|review)s? (the )?(\d[\d,]* )?(entries|submissions|papers|applications|proposals|thesis|candidates|manuscripts)\b|\b\d+ (verified )?reviews\b/i, weight: 1.5, label: "judging others' work" },
    { re: /\b(review (is )?due|deadline for (your )?review|reviewer guidelines|accept (or decline )?this invitation)\b/i, weight: 1.5, label: 'review logistics' },
  ],
  membership: [
    { re: /\b(elected|admitted|inducted|elevat(ed|ion))\b[^.]{0,60}?\b(fellows?|members?|member grade|senior member|full member|honorary member)\b|\b(elects?|election of)\b[^.]{0,30}\b(new )?(fellows|members)\b/i, weight: 3, label: 'an election' },
    { re: /\b(admission|membership|election|fellowship|status) (requires|is limited|is reserved|is granted|is by|is conferred|criteria|recognises|recognizes)\b|\brequires? (outstanding|distinguished|significant) (achievement|contribution)|\b(fellows|members) are (elected|chosen|selected|admitted)\b|\b(no more than|only|fewer than) (a small percentage|[\d.]+ (percent|%)) of (members|the membership)/i, weight: 2.5, label: 'an admission standard' },
    { re: /\bwelcome (you )?(as a|as an|to) (the )?(new )?(fellow|member)/i, weight: 2, label: 'a welcome to members' },
    { re: /\b(fellow|member) of the\b|\bmembership (certificate|number|no)\b/i, weight: 1, label: 'membership' },
    { re: /\b(bylaws|by-laws|nominated by|induction)\b/i, weight: 1, label: 'bylaws or nomination' },
  ],
  employment_letter: [
    { re: /\b(is|has been|was) (employed|working) (by|at|with|as)\b|\bemployed (by|at|with|as)\b|\bjoined (us|our (company|firm|team|organi[sz]ation))\b|\b(is|has been) working with us\b/i, weight: 2, label: 'states the employment' },
    { re: /\b(to whomsoever it may concern|experience certificate|certificate of employment|employment reference|this certificate is issued at the request)\b/i, weight: 1.5, label: 'an employment certificate' },
    { re: SALARY_WORDS, weight: 2.5, label: 'states the salary' },
    { re: PERIOD_AMOUNT, weight: 2, label: 'an amount with a period' },
    { re: /\b(employment verification|verification of employment|offer of employment|offer letter|employment contract|we are pleased to offer)\b/i, weight: 2, label: 'an employment letter' },
    { re: /\b(human resources|HR (department|manager|director)|people operations|payroll department|chief people officer)\b/i, weight: 1, label: 'HR signature' },
    { re: /\b(her|his|their) (role|position|title) (is|as|of)\b|\b(serves|served) as (our|the)\b/i, weight: 1, label: 'the role held' },
    { re: /\b(reports? directly to|responsible for (a|our|the) (team|group|division)|(was|is|been) critical to (the|our)|led the team that)\b/i, weight: 1, label: "the employer's account of the role" },
    { re: /\b(describe (her|his|their) role|(her|his|their) role[^.]{0,40}\b(critical|essential|key|vital)|(have|has) supervised (her|him|them|Ms\.?|Mr\.?|Dr\.?)[^.]{0,30}directly)\b/i, weight: 2, label: 'a letter about the role' },
    { re: /\b(shall pay|agrees to pay|will be paid|a fee of [$£€]|engages (the )?artist|deal memo|engagement agreement|employment agreement|artist agreement|statement of work|consulting agreement|services agreement|day rate|daily rate)\b/i, weight: 2.5, label: 'a contract that sets pay' },
  ],
  pay_record: [
    { re: /\b(pay ?slip|pay stub|earnings statement|pay period|gross pay|net pay|year[- ]to[- ]date|YTD|holerite|n[oó]mina|fiche de paie|gehaltsabrechnung)\b/i, weight: 3, label: 'a pay slip' },
    { re: /\b(total rewards statement|compensation statement|restricted stock units?|RSU (award|grant|notice)|notice of (grant|stock option)|equity incentive plan|vesting schedule|stock option agreement)\b/i, weight: 3, label: 'a compensation or equity statement' },
    { re: /\bform W-?2\b|\bW-2\b|\bwages,? tips\b|\bP60\b|\bform 1040\b|\btax return\b|\bwage and tax statement\b/i, weight: 3, label: 'a tax form' },
    { re: /\b(federal income tax|social security (tax|wages)|medicare|national insurance|deductions|withh[eo]ld)\b/i, weight: 1.5, label: 'tax lines' },
  ],
  recommendation_letter: [
    { re: /\b(I am|I'm) (writing|pleased|delighted|honou?red) to (strongly )?(recommend|support|endorse|express my (strong |enthusiastic )?support)|\bit is my (pleasure|privilege) to (recommend|support)|\bI (strongly|highly|wholeheartedly|enthusiastically) (recommend|support|endorse)|\bletter of (recommendation|support|reference)\b/i, weight: 3, label: 'recommends' },
    { re: /\b(recommend|support|endorse)\b[^.]{0,80}\b(petition|application|visa|green card)\b|\bin support of\b[^.]{0,60}\bpetition\b/i, weight: 3, label: 'supports the petition' },
    { re: /\bI have known\b|\bI first (met|came to know|encountered)\b|\bI (have|had) the (pleasure|privilege) of (working|collaborating)|\bI have (followed|supervised|never worked with)\b|\b(did (her|his|their) (doctorate|PhD|thesis) with me)\b/i, weight: 1.5, label: 'how the writer knows the applicant' },
    { re: /\b(U\.S\. Citizenship and Immigration Services|USCIS|Dear (Sir or Madam|Officer|Immigration Officer)|To the (Officer|Adjudicator)|To Whom It May Concern)\b/i, weight: 1, label: 'addressed to the officer' },
    { re: /\bI (consider|regard|believe)\b[^.]{0,40}\b(him|her|them|one of|among|the most)\b|\bone of (the )?(two|three|few|perhaps \w+)\b/i, weight: 1, label: "the writer's judgement" },
    { re: /\bin my (opinion|view|judgment|judgement|assessment)\b|\bwithout (reservation|hesitation)\b/i, weight: 1.5, label: 'an expert opinion' },
    { re: /\b(sincerely|respectfully|yours faithfully|best regards)\b/i, weight: 0.5, label: 'a signature' },
    { re: /\b(extraordinary ability|petition|USCIS|immigration|visa)\b/i, weight: 0.5, label: 'refers to the petition' },
  ],
  exhibition_record: [
    { re: /\b(solo (show|exhibition)|group (show|exhibition)|exhibited|on view|curated by|exhibition catalogue|catalogue of the exhibition|biennale|triennial|art fair|installation view)\b/i, weight: 2, label: 'an exhibition' },
    { re: /\b(opening reception|exhibition dates|on view (from|through|until)|works (shown|on display)|selected for (the )?exhibition)\b/i, weight: 2, label: 'exhibition dates' },
    { re: /\b(gallery|museum|kunsthalle|showcase)\b/i, weight: 1, label: 'a venue' },
    { re: /^\s*(exhibitions?|expositions?|ausstellungen?)\s*$|\b(original (pages|works|drawings|prints)|works on show|retrospective|shown in [^.]{0,30} for the first time|the exhibition (runs|presents|brings together|features))\b/im, weight: 2, label: 'an exhibition page' },
  ],
  sales_report: [
    { re: /\b(box[- ]office|opening weekend|theatrical gross|worldwide gross|domestic gross|grossed)\b/i, weight: 2.5, label: 'box-office figures' },
    { re: /\b(units sold|copies sold|certified (gold|platinum|diamond)|RIAA|chart position|peaked at (no\.|number)|billboard|streams|royalty statement|sales report|ticket sales|sold[- ]out)\b/i, weight: 2, label: 'sales figures' },
  ],
  patent: [
    { re: /\b(united states patent|US patent|patent no\.?|patent number|U\.S\. Pat\.|european patent|patent application)\b/i, weight: 2.5, label: 'a patent number' },
    { re: /^\s*(inventors?|assignee|appl\. no|filed|date of patent)\s*:/im, weight: 2, label: 'patent front-page fields' },
    { re: /\b(what is claimed is|we claim|I claim|claims?:)\b/i, weight: 2, label: 'claims' },
  ],
  cv: [
    { re: /\bcurriculum vitae\b|^\s*(resume|résumé|cv)\s*$/im, weight: 3, where: 'head', label: "'curriculum vitae'" },
  ],
  identity: [
    { re: /\b(passport|identity card|national id|driver'?s? licen[cs]e|residence permit)\b/i, weight: 1.5, label: 'an identity document' },
    { re: /\b(date of birth|place of birth|date of expiry|date of issue|issuing authority|given names?|surname|nationality)\s*:/i, weight: 1.5, label: 'identity fields' },
  ],
};

const CV_HEADING = /^\s*(education|experience|work experience|professional experience|employment( history)?|skills|technical skills|publications|selected publications|awards( and honou?rs)?|honou?rs( and (awards|memberships))?|languages|research interests|teaching( experience)?|references|grants|service|invited talks|patents|memberships|open source|projects|solo exhibitions|group exhibitions|selected exhibitions|collections|residencies|filmography|discography|performances|credits|personal data|profile|summary)\s*(:|$)/gim;

/** Documents that prove no criterion however they are worded: degrees, course certificates, receipts. */
const ROUTINE = /\b(the degree of|this diploma|certificate of (completion|attendance)|has (successfully )?completed (the|a|an)\b[^.]{0,40}\b(course|programme|program|training|module)|registration receipt|receipt no|invoice (no|number)|total paid|amount paid|order number)\b/i;

export function isRoutine(text: string): boolean {
  return ROUTINE.test(text.slice(0, 5000));
}

/** Evidence that others use the work (adoption letters, usage reports): the proof original contributions ask for. */
export function adoptionWeight(text: string): number {
  const cues = [
    /\b(has|have|had) adopted\b|\badopted by \d/i,
    /\bused by (\d|more than|over|thousands|hundreds)|\bused in more than\b|\bdependent (repositories|projects|packages)\b/i,
    /\b(downloads|installs|installations)\b/i,
    /\b(de facto standard|industry standard|widely adopted|licensed to \d|deployed (at|in|by) \d)/i,
    /\b(repository stars|stars:|forks)\b/i,
    /\b(uses|using|relies on|rely on|deployed|integrated|adopted)\b[^.]{0,140}\b(developed|created|written|built|contributed|invented|designed) by\b/i,
    /\b(to use it|use the method|the method (is|was) used|is (now )?used (in|by|across|throughout)|now covers?|now runs on|now powers)\b/i,
    /\b(now the default|replaces? the previous|licensed (the|our|his|her|their)|licen[cs]e agreement|licensee)\b/i,
  ];
  return cues.filter((re) => re.test(text)).length;
}

export type KindScore = { kind: DocumentKind; score: number; cues: string[] };

/** Below this no kind is claimed: the document is read by its criteria vocabulary instead. */
export const KIND_CLAIM = 2.5;

export function scoreKinds(fileName: string, text: string): KindScore[] {
  const head = text.slice(0, 500);
  const title = text.split('\n').slice(0, 4).join('\n').slice(0, 250);
  const body = text.length > 60_000 ? text.slice(0, 60_000) : text;
  const out: KindScore[] = [];
  for (const [kind, cues] of Object.entries(CUES) as Array<[DocumentKind, Cue[]]>) {
    let score = 0;
    const found: string[] = [];
    for (const cue of cues) {
      if (cue.re.test(cue.where === 'head' ? head : cue.where === 'title' ? title : body)) {
        score += cue.weight;
        found.push(cue.label);
      }
    }
    out.push({ kind, score, cues: found });
  }
  const cv = out.find((k) => k.kind === 'cv')!;
  let headings = new Set([...body.matchAll(CV_HEADING)].map((m) => (m[1] ?? '').toLowerCase())).size;
  // A name line and a contact line ('— CV', an e-mail, a GitHub address) open a CV.
  if (/^[^\n]{0,60}(\s[—–-]\s(CV|Résumé|Resume)|@[\w-]+\.\w+|github\.com\/)/im.test(head)) headings += 1;
  if (headings >= 3) {
    cv.score += 1 + headings * 0.6;
    cv.cues.push(`${headings} CV sections`);
  }
  // The file name is a weak hint: it breaks ties, it never decides on its own.
  const name = fileName.toLowerCase();
  const hints: Array<[RegExp, DocumentKind]> = [
    [/award|prize|certificate|medal/, 'award'],
    [/article|press|news|interview|feature|profile/, 'press_article'],
    [/paper|preprint|manuscript|proceedings/, 'scholarly_paper'],
    [/scholar|citation/, 'citation_record'],
    [/review|referee|judg|jury|committee/, 'review_record'],
    [/member|fellow/, 'membership'],
    [/salary|offer|employment|contract/, 'employment_letter'],
    [/payslip|pay_?stub|w-?2|tax/, 'pay_record'],
    [/recommend|reference|support|lor\b/, 'recommendation_letter'],
    [/exhibit(ion)?|gallery|show/, 'exhibition_record'],
    [/sales|box.?office|revenue/, 'sales_report'],
    [/patent/, 'patent'],
    [/\bcv\b|resume|vitae/, 'cv'],
    [/passport|\bid\b/, 'identity'],
  ];
  for (const [re, kind] of hints) {
    if (re.test(name)) {
      const k = out.find((x) => x.kind === kind)!;
      k.score += 0.75;
      k.cues.push('its file name');
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

/** The document's kind, or 'other' when no structure is clear enough. */
/** The by-line or author line names the applicant: the piece is theirs (authorship), not about them (press). */
export function writtenByApplicant(text: string, applicantName: string | undefined): boolean {
  const surname = applicantName?.trim().split(/\s+/).filter((w) => w.length > 1).pop();
  if (!surname) return false;
  const esc = surname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const byline = new RegExp(`^\\s*(?:[Bb]y|BY|[Ww]ritten by|[Ww]ords by)\\s+[^\\n]{0,60}\\b${esc}\\b`, 'mu');
  return byline.test(text.slice(0, 1500));
}

export function recogniseKind(fileName: string, text: string, applicantName?: string): KindScore {
  const [best] = scoreKinds(fileName, text);
  if (best?.kind === 'press_article' && writtenByApplicant(text, applicantName)) return { kind: 'scholarly_paper', score: best.score, cues: ["the applicant's own by-line"] };
  // A diploma 'hereby conferred' or a receipt for an awards banquet is not an award.
  if (isRoutine(text) && (best?.score ?? 0) < 5) return { kind: 'other', score: 0, cues: ['a routine document (a degree, a course certificate or a receipt)'] };
  return best && best.score >= KIND_CLAIM ? best : { kind: 'other', score: 0, cues: [] };
}

/** How much of an employment letter is about pay (high salary) rather than the role (critical role). */
export function payWeight(text: string): number {
  let w = 0;
  if (SALARY_WORDS.test(text)) w += 2;
  if (PERIOD_AMOUNT.test(text)) w += 2;
  if (/\b(percentile|above (the )?(median|average|market)|salary survey|prevailing wage|compared (with|to) (others|peers))\b/i.test(text)) w += 1.5;
  if (new RegExp(`${CURRENCY}\\s?\\d{2,3}([,.]\\d{3})+`).test(text)) w += 1;
  if (/\b(restricted stock|equity incentive|total (direct )?compensation|sign-on bonus|signing bonus|base salary)\b/i.test(text)) w += 1;
  if (/\b(a fee of [$£€]|fees? of [$£€]|shall pay|agrees to pay|per (performance|episode|picture|engagement))\b/i.test(text)) w += 2;
  if (/\b(union scale|scale minimum|times the (applicable )?(minimum|scale|rate))\b/i.test(text)) w += 1.5;
  if (/\b(day rate|daily rate|hourly rate|per day|per diem|rate card|advance (of|against))\b/i.test(text)) w += 2;
  return w;
}

export function roleWeight(text: string): number {
  let w = 0;
  const cues = [
    /\b(critical|essential|indispensable|vital|pivotal|key) (role|to|member|contributor|part)\b/i,
    /\b(led|leads|leading|heads|headed|oversaw|oversees|directs|directed|manages|managed) (the|our|a) (team|group|division|department|effort|development|program|project)/i,
    /\b(distinguished reputation|industry leader|leading (company|firm|organi[sz]ation|institution)|fortune \d+|ranked)\b/i,
    /\b(responsible for|in charge of|spearheaded|architect of|reports? directly to)\b/i,
    /\bwithout (her|his|their) (work|leadership|contribution)/i,
  ];
  for (const re of cues) if (re.test(text)) w += 1.2;
  return w;
}

/** 'an award certificate or notice', 'a CV', 'a document': how drafts and answers name a kind. */
export function kindNoun(kind: DocumentKind): string {
  if (kind === 'other') return 'a document';
  const label = DOCUMENT_KIND_LABELS[kind];
  const lower = kind === 'cv' ? 'CV' : label.charAt(0).toLowerCase() + label.slice(1);
  return `${/^[aeiou]/i.test(lower) ? 'an' : 'a'} ${lower}`;
}
