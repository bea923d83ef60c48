/**
 * Readings of a text that a kind's spec asks for beyond its cues: whether an employment letter is about
 * pay or about the role, whether a document shows others using the work, whether it is routine paper
 * (a degree, a course certificate, a receipt) that proves nothing however it is worded.
 */
const CURRENCY = '(?:[$£€¥₹]|R\\$|(?:USD|EUR|GBP|CHF|CAD|AUD|SGD|INR|JPY|BRL|MXN|CNY|KRW|ZAR)\\s?)';
export const PERIOD_AMOUNT = new RegExp(`(?<!\\b(?:sav(?:e|es|ed|ing|ings)|cost(?:s|ing)?|budget|revenue|turnover)\\s(?:of\\s)?(?:about\\s|around\\s|some\\s|nearly\\s|roughly\\s|over\\s|more than\\s)?)${CURRENCY}\\s?\\d[\\d,]*(?:\\.\\d+)?\\s*(?:k|million|m)?\\s*(?:USD|GBP|EUR)?\\s*(?:per (?:contract |calendar )?(?:year|annum|month|week)|a (?:year|week)|annually|weekly|/\\s?(?:yr|year|annum|week|wk))`, 'i');
export const SALARY_WORDS = /\b(annual (base )?(salary|compensation)|base (salary|pay)|total (annual )?compensation|salary of|compensation package|signing bonus|annual bonus|equity grant|restricted stock units?|RSUs?|remuneration)\b/i;

/** How much of an employment letter is about pay (high salary) rather than the role (critical role). */
function payWeight(text: string): number {
  let w = 0;
  if (SALARY_WORDS.test(text)) w += 2;
  if (PERIOD_AMOUNT.test(text)) w += 2;
  // Pay set against a benchmark: a percentile, a survey, the median wage, the union's minimum for the work.
  // …or against what the payer usually pays: 'our standard fee for a guest … is', 'the highest fee we have paid', 'paid more than'.
  // …or the range it pays others for the same engagement: 'its fees for guest soloists … range from $4,500 to $9,000'.
  if (/\b(?:standard|usual|typical|customary) (?:fee|rate)s?\b|\bfees? for (?:guest|other|visiting)\b[^.]{0,80}\brange\b|\bthe highest (?:fee|pay|salary|rate)\b|\b(?:been|was|were) paid more than\b/i.test(text)) w += 1.5;
  if (/\b(percentile|for comparison|above (the )?(median|average|market)|salary survey|prevailing wage|compared (with|to) (others|peers)|median (annual )?(wage|salary|pay)|union minimum|minimum (fee|rate|wage) for)\b/i.test(text)) w += 1.5;
  if (new RegExp(`${CURRENCY}\\s?\\d{2,3}([,.]\\d{3})+`).test(text)) w += 1;
  if (/\b(restricted stock|equity incentive|total (direct )?compensation|sign-on bonus|signing bonus|base salary)\b/i.test(text)) w += 1;
  if (/\b(a fee of [$£€]|fees? of [$£€]|fee:\s?(?:US|A|C|NZ|HK|S)?[$£€]|shall pay|agrees to pay|will pay (the|her|him|them) [^.]{0,40}[$£€]|per (performance|episode|picture|engagement))\b/i.test(text)) w += 2;
  if (/\b(union scale|scale minimum|times the (applicable )?(minimum|scale|rate))\b/i.test(text)) w += 1.5;
  if (/\b(day rate|daily rate|hourly rate|per day|per diem|rate card|advance (of|against))\b/i.test(text)) w += 2;
  // A contract's schedule of fees, its own heading or a table's rate column ('Schedule B - Fees', '| Weekly fee |'): what it pays.
  // A fee set per engagement ('a guaranteed fee of US$9,500 per concert'), or a term of the deal headed as pay
  // ('Compensation: US$140,000 for the services above'): what the engager pays her, as a rate or a sum.
  if (/\bfees?\b[^.]{0,40}\bper (?:concert|performance|show|night|appearance|recital|date|screening|episode)\b|^\s*(?:compensation|remuneration|fees?)\s*:\s*(?:US|A|C|NZ|HK|S)?[$£€]/im.test(text)) w += 2;
  if (/\bschedule\s+[A-Z\d]{1,2}\s*[-–—:]\s*(?:fees?|compensation|remuneration)\b|\|\s*(?:weekly|daily|monthly|per diem)\s+(?:fees?|rates?)\s*\|/i.test(text)) w += 2;
  return w;
}

function roleWeight(text: string): number {
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

/** A letter about pay: its pay outweighs its account of the role. */
export function aboutPay(text: string): boolean {
  const pay = payWeight(text);
  return pay >= 3 && pay >= roleWeight(text);
}

/** Documents that prove no criterion however they are worded: degrees, course certificates, receipts. */
// An entrant's papers too: the confirmation of her own entry and its fee, a start list of the competitors ('34 athletes
// are entered'); and what she bought: a fee she paid, an order or a bill 'paid in full by card'.
// An application or a registration only acknowledged ('Thank you for applying … your application fee has been received',
// 'Thank you for registering for the conference'); her own price
// list ('rate card', 'Quotes valid 30 days'): what she asked for or asks, nothing anyone granted or paid.
// A magazine's insertion order for her advertorial: space she bought, not coverage anyone chose to give her.
// … and a certificate that thanks her for taking part ('in recognition of his participation as a delegate').
const ROUTINE = /\b(entry confirmation|in recognition of (?:his|her|their|your) participation|for (?:his|her|their|your) participation (?:as|in)\b|entry fees? paid|thank you for entering|start list|the degree of|this diploma|certificate of (completion|attendance)|course completion (?:card|certificate|record)|certif(?:y|ies) (?:the )?successful completion of|has (successfully )?completed (the|a|an)\b[^.]{0,40}\b(course|programme|program|training|module)|registration receipt|receipt no|invoice (no|number)|total paid|amount (?:paid|charged)|order number|this e-?mail is your receipt|fees? paid(?=\s*:)|paid (?:in full )?by (?:card|credit card|debit card|cheque|check|bank transfer)|thanks? (?:you )?for your order|\d+ (?:athletes|competitors|entrants|riders|players|teams) (?:are|were) entered|notice of action|this notice does not grant|thank you for applying|application (?:fee )?(?:of [^.]{0,20})?(?:has been|was) received|thank you for registering|registration (?:fee )?(?:of [^.]{0,20})?(?:has been|was) received|rate card|quotes? (?:are )?valid (?:for )?\d+ days|all rates are (?:starting points|indicative|negotiable|subject to)|(?:advertising )?insertion order|advertorial)\b/i;

/**
 * A page that says of itself what it is not, believed as a paralegal believes it: 'It is not a license', 'Registration
 * does not mean (or guarantee) you will be asked to review', 'Being in the database does not mean you will be asked to
 * review', 'This card records training only'.
 */
const DISCLAIMS = /\b(?:it|this (?:card|certificate|letter|message|notice|registration|listing|document)|registration|inclusion|membership of the pool|being (?:in|on|added to) (?:the|our|this) (?:database|pool|list|register|roster|directory)|being registered(?: as an? (?:reviewer|referee|expert|evaluator|juror))?) (?:is not|does not (?:mean|make you|constitute|authori[sz]e|guarantee))\b[^.]{0,60}\b(?:licen[cs]e|certifi\w*|invit\w*|appoint\w*|asked to (?:review|judge|serve)|award\w*|a member|employ\w*)|\brecords training only\b/i;

/**
 * A page that names what it is before what it is not: 'The CFS is a professional certification for the occupation; it is
 * not a state licence'. That disclaims only the state's licence, not the certification it is.
 */
const OWN_CREDENTIAL = /\bis an? (?:professional|industry|voluntary|national|board) (?:certification|credential)\b[^.]{0,80}?\bit is not an? (?:state|government|federal|statutory|provincial) licen[cs]e\b/gi;

/** The first pages, less a certification's own word that it is no state licence. */
const headOf = (text: string) => text.slice(0, 5000).replace(OWN_CREDENTIAL, '');

/** A page that says it confers no credential ('It is not a licence', 'confers no credential'): no degree or licence either. */
export function disclaimsCredential(text: string): boolean {
  const head = headOf(text);
  return DISCLAIMS.test(head) || /\bconfers? no (?:credential|degree|qualification|licen[cs]e)\b/i.test(head);
}

/**
 * A certificate of participation in what anyone may join ('open to players of every level on payment of the fee') says
 * only that she took part; one for a show a jury chose from entries is the selection it records.
 */
const OPEN_PARTICIPATION = /\bcertificate of participation\b[\s\S]{0,600}?\b(?:open to (?:all|anyone|everyone|any\b|[\p{L}-]+ (?:of|at) (?:every|any|all) levels?)|on payment of|whatever (?:their|your) level)/iu;

/** Joined (or renewed) by paying, as its welcome says it: 'Thank you for joining. Your annual dues of $40 have been received'. */
export const JOINED_BY_PAYING = /\bthank you for (?:joining|renewing)\b[^]{0,200}?\b(?:dues|fee|subscription)\b[^.]{0,30}\b(?:has|have) been (?:received|paid)\b/i;

export function isRoutine(text: string): boolean {
  const head = headOf(text);
  return ROUTINE.test(head) || DISCLAIMS.test(head) || OPEN_PARTICIPATION.test(head) || JOINED_BY_PAYING.test(head);
}

/** A purchase order by its heading, and the supplier it is made out to: 'Vendor: GreenFurrow Sensors LLC, attn. Y. Warsame'. */
const PURCHASE_ORDER = /^\s*purchase order\b/im;
const VENDOR_LINE = /^\s*(?:vendor|supplier|seller|contractor)\s*:\s*(.+)$/im;

/** An order placed with her or her company (her name on its vendor line): a sale she won, not one she made. */
export function orderPlacedWith(text: string, namesHer: (line: string) => boolean): boolean {
  const head = text.slice(0, 1500);
  const vendor = PURCHASE_ORDER.test(head) ? VENDOR_LINE.exec(head)?.[1] : undefined;
  return vendor !== undefined && namesHer(vendor);
}

/** A report's name in its first lines: 'Program Coverage Report, 2024', 'Workforce Projections, 2023-2036', 'Data Brief'. */
const REPORT_HEAD = /\b(?:report|brief|projections?|outlook|assessment|statistics|fact sheet|survey results|data (?:highlights|summary|book))\b/i;
/** Its findings set under a heading line of their own: 'Key findings', 'Highlights', 'At a glance'. */
const FINDINGS_HEAD = /^\s*(?:key |main |major |summary of )?(?:findings|highlights|key messages|at a glance)\s*:?\s*$/im;

/**
 * A body's report on a field or a problem, by its form: a report named in its first lines with its findings under a
 * heading of their own (a federal coverage report, a workforce projection). Where it names no one, it speaks of the need
 * an endeavor answers, not of a person.
 */
export function isFieldReport(text: string): boolean {
  const head = text.trim().split('\n').slice(0, 4).join('\n');
  return REPORT_HEAD.test(head) && FINDINGS_HEAD.test(text.slice(0, 3000));
}

/** Articles of organization or incorporation, a certificate of formation, an LLC's operating agreement: the papers that create a company. */
// A limited liability company's operating agreement names its members and managers as its articles do.
// … and the tax authority's notice that assigns the new company its employer number ('We assigned you an Employer
// Identification Number', the IRS's CP 575), or a city's business licence ('Privilege License - General Business'),
// which let it trade.
const FORMATION = /\b(articles of (organi[sz]ation|incorporation)|certificate of (formation|incorporation|organi[sz]ation)|(?:LLC |limited liability company )?operating agreement|assigned you (?:an? )?(?:employer identification number|EIN)|(?:general )?business licen[cs]e|privilege licen[cs]e)\b/i;

export function isFormationRecord(text: string): boolean {
  return FORMATION.test(text.slice(0, 400));
}

/** A company named with its legal form: 'Mount Ellery Resort LLC', 'Ropeway Services, Inc.'. */
const FIRM = String.raw`(?:\p{Lu}[\p{L}&'’.-]*\s+){1,6}?(?:\p{Lu}[\p{L}&'’.-]*,?\s+)?(?:LLC|L\.L\.C\.|Inc\.?|Ltd\.?|Limited|Corp(?:oration)?\.?|GmbH|S\.A\.|SA|SL|plc)`;
/** A contract made between two companies ('This agreement is made … between X LLC ("the Resort") and Y, Inc.'). */
// Its heading in capitals too ('SUPPLY AGREEMENT', then 'Dated …, between X Inc. … and Y LLC').
const BETWEEN_FIRMS = new RegExp(String.raw`\b(?:[Aa]greement|AGREEMENT|[Cc]ontract|CONTRACT)\b[^.]{0,80}?\bbetween\s+${FIRM}(?:\b|(?<=\.))(?:[^.]|(?<=\b(?:Inc|Ltd|Corp|Co))\.){0,80}?\band\s+${FIRM}`, 'u');

/** A contract between two companies: their business, not anyone's employment or pay. */
export function isBusinessContract(text: string): boolean {
  return BETWEEN_FIRMS.test(text.slice(0, 1500));
}

/** A company's own tax return or accounts: the return's name and the trading figures it states. */
const COMPANY_RETURN = /\b(?:corporation|corporate|company|partnership|business) (?:income )?tax return\b|\bcompany tax return\b|\b(?:statement of (?:profit and loss|income|operations)|profit and loss account|audited (?:financial statements|accounts))\b/i;
const TRADING_FIGURES = /\b(?:gross receipts|total income|turnover|revenue|cost of goods sold|taxable income|net (?:profit|income))\b/i;

/** A company's tax return or accounts, stating what it traded: its business, the doing-business proof (EB-1C). */
export function isCompanyReturn(text: string): boolean {
  const head = text.slice(0, 3000);
  return COMPANY_RETURN.test(head) && TRADING_FIGURES.test(head);
}

/**
 * Who owns a company: its members' interests and their capital, a register of shareholders, '100% of the issued shares',
 * a secretary's certificate's '100% of the issued and outstanding shares'.
 */
const OWNERSHIP = /\b(membership interests?|capital contributions?|register of (?:members|shareholders)|share(?:holders?)? register|(?:\d{1,3}(?:\.\d+)?\s?%|all) of the (?:issued (?:and outstanding )?|outstanding )?(?:shares|share capital|capital stock|stock|membership interests?)|wholly[- ]owned subsidiary)\b/i;

export function isOwnershipRecord(text: string): boolean {
  return OWNERSHIP.test(text.slice(0, 3000));
}

/**
 * An independent user's letter (tune26, decision 141): its writer says they never worked with her or take nothing from
 * her company ('I have never worked with Dr. X', 'We do not sell X products and receive no money from the company'), and
 * tells what their own body made with her work ('Using those rules, our formulation team built …', 'we replaced our
 * former shading with her method', 'built into the alerts of 27 products'). Others' use of her work, attested by the
 * user: the proof contributions ask for, not a letter of praise.
 */
const INDEPENDENT = /\bI have (?:never|not) (?:met|worked|collaborated|published|studied) (?:with|alongside)\b|\bI know (?:her|his|their) (?:work|method|methods|index|model|findings|papers?) (?:only )?from\b|\b(?:we|I) (?:do not|don(?:'|’)t) (?:sell|work for|distribute)\b[^.]{0,60}\breceive no (?:money|payment|funding|fees?)\b|\breceives? no (?:money|payment|funding|fees?) from\b/i;
const OUR_USE = new RegExp(
  [
    String.raw`\b(?:using|with|from|on) (?:those|these|her|his|their|the same) (?:[\p{L}-]+ ){0,3}?(?:rules|markers|method|methods|library|code|model|models|findings|index|design|designs|technique|protocol|engine|data)\b[^.]{0,20}\b(?:our|we)\b`,
    String.raw`\bwe (?:replaced|rebuilt|reissued|switched|redesigned|changed)\b[^.]{0,80}\b(?:with|to) (?:her|his|their)\b`,
    String.raw`\b(?:built|integrated|incorporated) into\b[^.]{0,80}\b\d[\d,]*\s+(?:[\p{L}-]+ )?(?:products|devices|systems|apps|vaccines|tools|models)\b`,
  ].join('|'),
  'iu',
);

export function independentUse(text: string): boolean {
  const flat = text.slice(0, 4000).replace(/\s+/g, ' ');
  return INDEPENDENT.test(flat) && OUR_USE.test(flat);
}

/** Evidence that others use the work (adoption letters, usage reports): the proof original contributions ask for. */
export function adoptionWeight(text: string): number {
  const cues = [
    /\b(has|have|had) adopted\b|\badopted by \d/i,
    /\bused by (\d|more than|over|thousands|hundreds)|\bused in more than\b|\bused in \d[\d,]* (?:spaces|projects|repositories|apps|applications|products|models)\b|\bused in production (?:by|at|in)\b|\bdependent (repositories|projects|packages)\b/i,
    /\b(downloads|installs|installations)\b/i,
    // … or made a body's standard: 'which the Board adopted as the standard for all upper grades'; or its set text: 'has
    // adopted your novel … and its sequel as the prescribed texts for …'.
    /\b(de facto standard|industry standard|widely adopted|licensed to \d|deployed (at|in|by) \d|adopted (?:it |them |(?:your|her|his|their) [^.]{1,80}? )?as (?:the|a|its|their|our) (?:[\p{L}-]+ ){0,2}?(?:standard|norm|reference|default|texts?|textbooks?)\b)/iu,
    /\b(repository stars|stars:|forks)\b/i,
    // … in a standard's or a rule's present tense too: 'This edition adopts the split-gate protocol developed by B. Ruiz'.
    // … or an order to take it up: 'directs all provincial water boards to use the recharge index developed by Dr X'.
    // … or a body's choice of it for its own use: 'The committee chose the alphabet drawn by Ms X'.
    // … or a team's own methods section: 'We implemented the spirometry protocol developed by Eze et al. in 14 clinics'.
    /\b(uses|using|(?:have|has) used|to (?:use|apply|follow|implement)|relies on|rely on|deployed|integrated|adopts?|adopted|replaced|chose|selected|implemented|applied)\b[^.]{0,140}\b(developed|created|written|built|contributed|invented|designed|drawn) by\b/i,
    // What the work has done for every use since it was taken up: 'has set every reading textbook for grades 1 to 4 since 2022'.
    /\b(?:has|have) (?:set|printed|run|powered|served|been used (?:in|for|by)) (?:every|all|each)\b[^.]{0,100}\bsince\b/i,
    // An authority ordering those it governs to take a work up, and the page headed as its adoption.
    /\b(?:directs?|instructs?|requires?|mandates?|orders?)\s+(?:all\s+)?[^.]{0,80}?\bto\s+(?:use|adopt|apply|follow|implement|introduce)\b/i,
    /^\s*(?:subject|re)\s*:\s*(?:adoption|introduction|implementation|roll-?out) of\b/im,
    /\b(to use it|use the method|the method (is|was) used|is (now )?used (in|by|across|throughout)|now covers?|now runs on|now powers)\b/i,
    /\b(now the default|replaces? the previous|licensed (the|our|his|her|their|them|it) for\b|licensed (the|our|his|her|their)|licen[cs]e agreement|licensee|under licen[cs]e from)\b/i,
    // An organisation telling of its own take-up: 'We took up the method', 'we made her process our standard', 'we replaced our …'.
    /\b(we|our [\p{L}-]+(?: [\p{L}-]+)?) (took up|have taken up|have used|adopted|introduced|switched to|replaced our|made (her|his|their) [\p{L}-]+ our (standard|default)|now (use|uses|run|runs|spin|carry|carries|train with|rely on))\b/iu,
    // A user's letter telling how it works from her work named by its author ('we schedule our visits from the pollen
    // forecast Dr. Banda publishes', 'replaced our screening with the assay Dr. Ruiz described'), or that it knows her
    // work only as its user.
    /\b(?:from|on|with|to)\s+the\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,5}\s+(?:(?:Dr|Prof|Mr|Ms|Mrs)\.?\s+)?\p{Lu}[\p{L}'’-]+\s+(?:publishes|published|developed|designed|described|built|created|wrote|invented|maintains)\b/u,
    /\bas (?:its|their) users\b/i,
    // A user moving its own system onto the addressee's work, and writing it into its plans: 'since we switched the
    // river gauges to your forecast in 2023', 'we are writing it into the regional flood plan'.
    /\b(?:we|our [\p{L}-]+)\s+(?:have\s+)?(?:switched|moved|converted|changed|upgraded)\s+(?:(?:the|our|its)\s+)?[^.]{0,60}?\bto\s+(?:your|her|his|their)\s+[\p{L}-]+/iu,
    /\b(?:writing|written|wrote|building|built|incorporating|incorporated|putting|put)\s+(?:it|them|(?:your|her|his|their)\s+[\p{L}-]+)\s+into\s+(?:the|our|its|their)\s+(?:[\p{L}-]+\s+){0,3}(?:plan|standard|guidelines?|code|manual|procedures?|protocol|rules|curriculum|regulations?)\b/iu,
    // A body's decision to take up a named work, and the trial it ran of it: 'our examinations will use Sonomath to …',
    // 'as our 2024 trial with 140 candidates showed'.
    /\b(?:will|shall) (?:now )?(?:use|adopt|deploy|integrate|run on) (?!(?:The|This|That|Our|Its|Their|His|Her)\b)\p{Lu}[\p{L}-]+/u,
    /\b(?:our|a|the) (?:(?:19|20)\d\d )?(?:trial|pilot|field test) (?:with|of|in|across) (?:more than |over |some )?[\d,]+\s/i,
    // A rule that makes others use her work ('issuers shall provide statements in the open format designed by Ms X'), and
    // the day it takes effect ('From 1 July 2025, …'): take-up by an authority's order.
    // … or in the passive, of those it governs: 'every pupil shall be screened with the fluency screen developed by Dr X'.
    /\b(?:shall|must|are required to|will be required to)\s+(?:use|provide|adopt|apply|follow|issue|publish|be\s+\p{L}+ed)\b[^.]{0,160}\b(?:designed|developed|created|devised|invented) by\b/iu,
    // … the period named as the rule's own ('For the 2025 sampling year, every permitted plant shall …', 'Beginning with
    // the 2024-2025 season, all sites shall …').
    /\b(?:from|as of|with effect from|starting) \d{1,2}(?:st|nd|rd|th)? \p{L}+ (?:19|20)\d\d,? [^.]{0,80}\b(?:shall|must)\b|\b(?:from|for|beginning with|starting with) the (?:19|20)\d\d(?:[/–-]\d{2,4})? (?:[\p{L}-]+ )?(?:year|season|cycle),? [^.]{0,80}\b(?:shall|must)\b/iu,
    // A rule that makes others work by her published method, named by its authors and cited: 'shall estimate loads using
    // the flow-weighted method of Vantongeren and Ruiz (Journal of Hydrology, 2021)'.
    /\b(?:shall|must|are required to|will be required to)\b[^.]{0,120}\b(?:using|with|by|following|under|per)\s+the\s+[^.()]{0,60}\b(?:method|model|protocol|procedure|index|tool|approach|algorithm|technique|formula|scale|test|assay)\s+(?:of|by|from)\s+\p{Lu}[\p{L}'’-]+(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+|\s+et al\.?)?\s*\(/u,
    // A guideline's recommendation that others use a work it cites by its author: 'clinicians should offer the
    // notched-sound protocol (Ruiz et al., 2022) before …'.
    /\b(?:should|shall|must)\s+(?:offer|use|apply|follow|adopt|prescribe)\s+the\s+[^.()]{0,80}\((?:\p{Lu}[\p{L}'’-]+(?:\s+et al\.|\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)?,?\s+(?:19|20)\d\d)/u,
    // Its reach now, counted: 'it now serves 1.2 million of our customers', 'used by 40 hospitals'.
    /\b(?:now )?(?:serves|reaches|supports|is used by) (?:more than |over |about |some )?[\d.,]+(?: (?:million|thousand))?(?: of (?:our|its|their))? (?:customers|users|clients|patients|members|farms|hospitals|banks|schools|students|households)\b/i,
    // Its people using the work by name, and the take-up spreading to others: "every inspector carries Dr Kuriakose's kit", 'for 11 other brands'.
    /\b(carries|carry|uses|use|train with|follows?)\s+(?:(?:Dr|Prof)\.?\s+)?(?:\p{Lu}[\p{L}-]+\s+)?\p{Lu}[\p{L}-]+(?:'s|’s)\s+[\p{L}"“-]+|\bnow train with it\b|\bfor \d[\d,]* other (brands|clients|customers|companies|firms|teams|clubs|federations|laboratories|labs|hospitals|schools|farms|mills|utilities)\b/u,
  ];
  return cues.filter((re) => re.test(text)).length;
}
