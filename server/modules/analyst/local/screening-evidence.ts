/**
 * What a CV sentence proves, the way a paralegal reads it. A criterion is shown
 * only by a sentence that states an achievement of its kind (a named award, a
 * venue the person published in, a review role, a pay figure...), never by a
 * section heading ('AWARDS AND HONORS') or by a word that merely appears.
 */
import { proofOf, type Proof } from '../../../../src/contract/criteria';
import type { VisaType } from '../../../../src/contract/visa';
import { roleCues } from './fact-people';

/** Words that section titles are made of: a line of nothing else is a heading. */
const SECTION_WORDS = new Set(
  ('award awards honor honors honour honours prize prizes distinction distinctions fellowship fellowships grant grants scholarship scholarships ' +
    'publication publications paper papers article articles book books chapter chapters journal journals conference conferences proceedings ' +
    'presentation presentations talk talks invited keynote keynotes lecture lectures seminar seminars poster posters ' +
    'experience experiences employment work career history professional academic research teaching education training qualification qualifications ' +
    'service services activity activities membership memberships affiliation affiliations society societies committee committees ' +
    'review reviewing reviewer peer editorial board boards judging leadership management patent patents software project projects ' +
    'skill skills language languages interest interests reference references contact summary profile objective overview biography bio ' +
    'media press coverage news interview interviews appearance appearances exhibition exhibitions performance performances credit credits filmography discography ' +
    'compensation salary salaries selected select recent key major other additional further related relevant current previous past ' +
    'received given held appointment appointments position positions role roles and or of the in for a an to with by on at my').split(/\s+/),
);

const VERB = /\b(is|are|was|were|be|been|has|have|had|will|led|won|wrote|gave|built|ran|grew|taught|held|made|sold|became|began|brought|drew|sang|shot|spoke|oversaw|oversees|serves?|leads|manages|directs|heads|works|\w{3,}ed)\b/i;
const WORDS = /[\p{L}\p{N}][\p{L}\p{N}'’.&/-]*/gu;

/** Mostly capitals, ending in a colon, or made only of section-title words: 'AWARDS AND HONORS', 'Selected Publications'. */
function isTitleLike(t: string, words: string[]): boolean {
  const letters = t.replace(/[^\p{L}]/gu, '').length;
  const capitals = t.replace(/[^\p{Lu}]/gu, '').length;
  if (letters > 0 && capitals / letters > 0.6) return true;
  if (/:\s*$/.test(t)) return true;
  return words.every((w) => SECTION_WORDS.has(w.toLowerCase().replace(/[^a-z]/g, '')));
}

/**
 * A line of a CV that is a section title. Extracted PDF text loses blank lines,
 * so such a line would otherwise run into the line before it.
 */
export function isSectionLine(line: string): boolean {
  const t = line.replace(/\s+/g, ' ').trim();
  const words = t.match(WORDS) ?? [];
  return words.length > 0 && words.length <= 8 && isTitleLike(t, words);
}

/**
 * A heading, a label or a bare line is never evidence: under five words, mostly
 * capitals, ending in a colon, made only of section-title words, or a line with
 * no verb, no figure and no name in it.
 */
export function isHeading(sentence: string): boolean {
  const t = sentence.replace(/\s+/g, ' ').trim();
  const words = t.match(WORDS) ?? [];
  if (words.length < 5 || isTitleLike(t, words)) return true;
  const namesAfterFirst = words.slice(1).some((w) => /^\p{Lu}/u.test(w));
  // 'Selected', 'Invited' and the like open section titles as adjectives, not as verbs.
  const verb = VERB.test(t.replace(/\b(selected|invited|related|refereed|featured|funded|completed)\b/gi, ''));
  return !verb && !/\d/.test(t) && !namesAfterFirst;
}

/** A name after the first word (an organisation, a venue, a title), or an acronym anywhere. */
function named(s: string): boolean {
  const words = s.match(WORDS) ?? [];
  return words.slice(1).some((w) => /^\p{Lu}/u.test(w) && w !== 'I') || words.some((w) => /^\p{Lu}{2,}/u.test(w));
}
const figure = (s: string) => /\d/.test(s);
const specific = (s: string) => named(s) || figure(s);

const MONEY = /([$£€¥]|\b(USD|GBP|EUR)\s?)\s?\d[\d,.]*\s?(k|m|bn|million|billion)?\b|\b\d[\d,.]*\s?(usd|gbp|eur|dollars|pounds|euros)\b/i;
const PAY = /\b(salary|salaries|compensation|remuneration|paid|pay|earn(ed|s|ings)?|income|bonus|wages?|per (year|annum|month|week|episode|performance|show|film|day)|annual(ly)?|a year|percentile|fees?|royalt(y|ies)|advance of)\b/i;
const NOT_PAY = /\b(budget|revenue|funding|raised|grant|sales|valuation|gross(ed)?|box office|turnover|investment)\b/i;

/** Work in the arts, film, television or music: what O-1B and the artistic EB-1A criteria are about. */
const ARTS =
  /\b(performed (at|in|with|on|as|for)|performer|live performances?|stage performances?|(her|his|their|my) performances?|concerts?|tours?|toured|albums?|songs?|music(al|ian)?|(?<!thin )films?|movies?|feature film|short film|documentar(y|ies)|television|tv|sitcom|(tv|television|web|drama) series|theat(re|er)|on stage|stage play|broadway|west end|opera|ballet|danc(e|er|ers|ing)|choreograph(ed|er|y)|orchestra|ensemble|(rock|jazz|pop|indie|folk|brass) band|band (member|leader)|exhibit(ed|ion|ions)|galler(y|ies)|museums?|biennale|art fair|paintings?|sculptures?|photograph(s|y|er)|art installation|artworks?|artist|actor|actress|acting|starr(ed|ing)|the cast|cast (as|in)|cast members?|screenplay|screenwriter|novelist|poetry|poems?|festival|premiere[ds]?|box office|playwright|composer|vocalist|singer)\b/i;

/** A place or company form outside the United States (for EB-1C's role abroad). */
const FOREIGN =
  /\b(abroad|overseas|GmbH|Ltd|Limited|plc|AG|S\.A\.|SAS|S\.r\.l\.|B\.V\.|N\.V\.|Pty|Pvt|K\.K\.|Oy|AB|A\/S|S\.p\.A\.|London|Manchester|Edinburgh|Dublin|Paris|Lyon|Berlin|Munich|Frankfurt|Hamburg|Amsterdam|Rotterdam|Brussels|Zurich|Geneva|Vienna|Madrid|Barcelona|Lisbon|Milan|Rome|Stockholm|Oslo|Copenhagen|Helsinki|Warsaw|Prague|Budapest|Tel Aviv|Dubai|Bangalore|Bengaluru|Mumbai|Delhi|Hyderabad|Chennai|Pune|Beijing|Shanghai|Shenzhen|Hong Kong|Taipei|Tokyo|Osaka|Seoul|Singapore|Sydney|Melbourne|Auckland|Toronto|Vancouver|Montreal|Mexico City|São Paulo|Sao Paulo|Buenos Aires|Lagos|Nairobi|Johannesburg|Cape Town|Cairo|Istanbul|United Kingdom|UK|England|Scotland|Ireland|France|Germany|Netherlands|Belgium|Switzerland|Austria|Spain|Portugal|Italy|Sweden|Norway|Denmark|Finland|Poland|Czech Republic|Hungary|Israel|UAE|India|China|Taiwan|Japan|Korea|Australia|New Zealand|Canada|Mexico|Brazil|Argentina|Chile|Colombia|Nigeria|Kenya|South Africa|Egypt|Turkey)\b/;
const US = /\b(United States|U\.S\.A?\.?|US|USA|America|American|New York|California|Texas|Delaware|Washington|Massachusetts|Illinois|Florida|Seattle|Boston|Chicago|San Francisco|Los Angeles|Austin)\b/;

const WON = /\b(won|wins?|winner|winning|received|receiving|recipient|awarded|honou?red|named|granted|earned|finalist|laureate|conferred)\b/i;
const NAMED_AWARD = /\b\p{Lu}[\p{L}'’-]*\s+(Award|Prize|Medal|Fellowship|Scholarship|Trophy|Honou?r|Grant)s?\b/u;
const JUDGING =
  /\b(reviewer|referee(d|ing)?|peer[- ]review(er|ers|s|ing)?|reviewed (\d|over|more|some|about|papers|manuscripts|submissions|proposals)|(invited to )?review(ed|ing)? (for|manuscripts|papers|submissions|proposals|grants)|judge[ds]?|judging|juror|jury|jury member|panel member|panelist|awards? committee|committee member|program(me)? committee|editorial board|associate editor|guest editor|area chair|session chair|examiner|external examiner|grant (review|panel)|review panel|selection committee|thesis committee|evaluat(ed|or) (\d|proposals|submissions|applications))\b/i;
const PEER_REVIEWED_WORK = /\bpeer[- ]reviewed (papers?|articles?|publications?|journals?|conference)/i;
const PUBLISHED = /\b(published|publishes|authored|co-?authored|wrote|author of|first author|sole author|senior author|editor of)\b/i;
const WORK_COUNT = /\b\d+\+?\s+(peer[- ]reviewed\s+|refereed\s+|journal\s+|conference\s+|scientific\s+|scholarly\s+)*(papers|articles|publications|books|book chapters|chapters)\b/i;
const TITLE_QUOTED = /["“][^"”]{8,}["”]/;
const VENUE = /\b(Journal|Proceedings|Transactions|Conference|Symposium|Workshop|Letters|Review|Annals|Advances|Nature|Science|Cell|Lancet|arXiv|Press|IEEE|ACM|NeurIPS|ICML|ICLR|CVPR|ACL|EMNLP|AAAI|KDD)\b/;
/** 'Doe J.,' or 'Smith, K.' or 'et al.': the author list of a reference. */
const AUTHORS = /\b\p{Lu}[\p{L}'’-]+,?\s+(\p{Lu}\.\s*)+[,;]|\bet al\./u;
const YEAR = /\b(19[5-9]\d|20[0-4]\d)\b/;
const PRESS =
  /\b(featured (in|on|by)|interviewed|interview (in|on|with|for)|profiled|profile (in|of)|articles? about|wrote about|written about|covered (by|in)|coverage (in|by|of)|quoted (in|by)|appeared (on|in)|podcast|broadcast|documentary about|news (story|article|report)|press (coverage|article))\b/i;
const TALK = /\b(keynote|invited (talk|speaker|lecture)|plenary|spoke at|speaker at|gave (a |the )?(talk|lecture|keynote))\b/i;
const MEMBERSHIP = /\b(member|membership|fellow|elected|inducted|admitted)\b/i;
const NOT_MEMBERSHIP = /\b(team|committee|faculty|staff|board|cast|crew|lab|group|program|programme|project|founding|family|panel|jury|editorial)\s+members?\b/i;
const IMPACT =
  /\b(cited|citations?|h-index|adopted (by|in|at)|used by|in use (at|by)|deployed (at|by|in|to)|patents?|patented|invented|inventor|licensed|open[- ]source|downloads|stars on github|github stars|widely used|pioneered|first to|standard (for|in)|discover(ed|y))\b/i;
const BUILT = /\b(launched|built|created|founded|co-?founded|maintainer|maintains|shipped|developed)\b/i;
const LEAD_ORG =
  /\b(led|leads|head(ed)? of|heads|director|chief|founder|co-?founder|founded|co-?founded|cto|ceo|coo|cfo|vice president|vp|principal (engineer|scientist|investigator)|manag(er|ed|es|ing)|oversaw|oversees|spearheaded|responsible for|in charge of)\b/i;
const ARTS_ROLE = /\b(principal (cast|dancer|member|player|artist)|resident (artist|choreographer|director)|artistic director|music director|musical director|creative director|company member|member of the (cast|company|ensemble|orchestra)|concertmaster|first chair|house (choreographer|director))\b/i;
const LEAD_ROLE = /\b((lead|leading|starring|title|principal|main)\s+(role|roles|actor|actress|dancer|vocalist|performer|part|character)|starr(ed|ing) (in|as|alongside)|played (the role|the part|the lead)|headlin(ed|er|ing)|soloist)\b/i;
const REVIEWED_ART = /\b(reviews?|reviewed|critics?|critical(ly)? acclaim(ed)?|acclaimed|praised|rave)\b/i;
const RECOGNITION = /\b(nominated|nominations?|nominee|recogni[sz](ed|tion)|honou?red|official selection|selected (for|as|by)|awards?|prizes?|grants? from|arts council|tribute|commissioned)\b/i;
const SHOWN = /\b(exhibit(ed|ion|ions)|solo show|group show|galler(y|ies)|museums?|biennale|art fair|showcased?|retrospective|screened (at|in)|screening at|festival)\b/i;
const SOLD = /\b(box office|grossed|gross(ing)? (of|over)|sold|sales|copies|charted|charts?|billboard|platinum|gold (record|certified)|streams|streamed|bestsell(er|ing)|best-selling|sold[- ]out|ratings|viewers|audience of)\b/i;
const MANAGES = /\b(manag(ed|es|ing|er)|direct(ed|s|ing|or)|supervis(ed|es|ing|or)|head(ed|s)?( of)?|led|leads|oversaw|oversees|ran|runs|general manager|managing director|vice president|vp|chief \w+ officer|ceo|coo|cfo|cto|country manager)\b/i;
const SCOPE = /\b(team|teams|department|division|unit|function|office|operations|staff|reports|employees|engineers|people|budget|branch|subsidiary|business|region|plant|factory|site)\b/i;
const GROUP = /\b(subsidiary|affiliate|affiliated|parent company|branch|wholly[- ]owned|majority[- ]owned|joint venture|same (company|group|employer)|group company|sister company|owned by)\b/i;
const OPERATING = /\b(doing business|in operation|operat(es|ing|ed)|has operated|since (19|20)\d\d|revenue|customers|clients|employees|offices? in)\b/i;
const OFFER = /\b(offered|offer|job offer|offer letter|transfer(red)? to|will (manage|direct|lead|oversee|head|serve)|position of|appointed)\b/i;
const EXEC = /\b(manag(er|erial|e|ing)|executive|director|vice president|vp|head|chief|oversee|direct|lead)\b/i;

/** EB-2 NIW: degrees (src/contract/niw-basis.ts reads their level and year), licences, and the prongs' signs. */
const ADVANCED_DEGREE = /\b(ph\.?\s?d|d\.?\s?phil|doctorate|doctor of|doctoral degree|master'?s?|m\.?\s?sc?\.?|m\.?\s?eng|m\.?\s?a\.|mba|m\.?\s?phil|ll\.?\s?m|m\.?\s?d\.|j\.?\s?d\.)(?![\w])/i;
const BACHELOR = /\b(bachelor'?s?|b\.?\s?sc?\.?|b\.?\s?eng|b\.?\s?a\.|b\.?\s?tech|undergraduate degree)(?![\w])/i;
const TEN_YEARS = /\b(1\d|[2-4]\d)\+?\s+years\b/i;
const LICENCE = /\b(licen[cs]ed?|licensure|certified|certification|chartered|registered (nurse|engineer|architect|pharmacist)|professional engineer|board[- ]certified|\bP\.?E\.)\b/i;
const NATIONAL = /\b(national (security|importance|interest|priority|laboratory)|public health|nationwide|across the (united states|country|nation)|federal|clean energy|critical (infrastructure|minerals|and emerging)|semiconductor|cybersecurity|pandemic|cancer|climate|underserved|rural)\b/i;
const FUNDED = /\b(grants? (from|of|by)|funded by|funding (from|of)|awarded (a |an )?(\$|grant|contract|SBIR|STTR)|SBIR|STTR|NSF|NIH|DARPA|DOE|raised (\$|£|€|seed|series)|letters? of (intent|interest)|pilot (with|at)|contract with)\b/i;
const SELF_EMPLOYED = /\b(self-employed|founded|co-?founded|founder|co-?founder|my (own )?(company|startup|firm|practice))\b/i;
const GOVERNMENT = /\b(department of (defense|energy|health|homeland|agriculture|transportation|veterans)|national (institutes?|laboratory|science foundation)|NIH|NSF|DARPA|DOE|NASA|CDC|FDA|U\.?S\.? (army|navy|air force|government)|federal agency)\b/i;

export type Gate = (sentence: string) => boolean;

/**
 * Criteria a sentence is read for first when it shows several: a foreign subsidiary's
 * general manager is first of all evidence of EB-1C's role abroad, which the visa cannot do without.
 */
export const READ_FIRST = new Set(['eb1c_managerial_abroad']);

const namesAward: Gate = (s) => /\b(awards?|awarded|prizes?|medals?|honou?rs?|honou?red|fellowships?|laureate|trophy|winner|won|finalist|grand prize|first place|scholarships?)\b/i.test(s) && (WON.test(s) || NAMED_AWARD.test(s)) && !(JUDGING.test(s) && !WON.test(s)) && specific(s);
/** How the competition is sized ('selected from 300 participants') says nothing of her part in it. */
const FIELD_SIZE = /\b(from|of|among|out of)\s+(more than |over |nearly )?[\d,]+\s+[\p{L}-]+/giu;
/** A prize's word alone: a line whose only award is a grant or funding names money for work, not a prize. */
const NOT_RECEIVING = new Set(['nominee', 'attendee', 'collaborator']);
const PRIZE = /\b(awards?|prizes?|medals?|honou?rs?|fellowships?|laureate|trophy|grand prize|first place|scholarships?)\b/i;
/**
 * The fact sheet's rule on a CV line (decision 056, 062): being nominated, shortlisted or a finalist,
 * attending the ceremony, or being a collaborator on someone's grant is not receiving the award; nor is a grant.
 */
export function notReceived(s: string): boolean {
  if (roleCues(s.replace(FIELD_SIZE, ' ')).some((role) => NOT_RECEIVING.has(role))) return true;
  return /\b(grants?|funding)\b/i.test(s) && !PRIZE.test(s.replace(/\bawarded\b/gi, ''));
}
const awards: Gate = (s) => namesAward(s) && !notReceived(s);
const memberships: Gate = (s) => MEMBERSHIP.test(s) && !NOT_MEMBERSHIP.test(s) && !JUDGING.test(s) && named(s);
const press: Gate = (s) => PRESS.test(s) && named(s);
const judging: Gate = (s) => JUDGING.test(s.replace(PEER_REVIEWED_WORK, '')) && specific(s);
const contributions: Gate = (s) => IMPACT.test(s) && specific(s);
const articles: Gate = (s) =>
  ((PUBLISHED.test(s) && (named(s) || WORK_COUNT.test(s))) || WORK_COUNT.test(s) || (TITLE_QUOTED.test(s) && YEAR.test(s) && (VENUE.test(s) || AUTHORS.test(s)))) &&
  specific(s) &&
  // An award line that names the winning paper states the award, not the authorship: only a
  // line that says it was written (a publication verb, a count, an author list) states an article.
  !(namesAward(s) && !PUBLISHED.test(s) && !WORK_COUNT.test(s) && !AUTHORS.test(s));
// A job title alone states a post, not what was done in it: a leading role needs a verb.
const criticalRole: Gate = (s) => LEAD_ORG.test(s) && VERB.test(s) && !LEAD_ROLE.test(s) && specific(s);
const salary: Gate = (s) => MONEY.test(s) && PAY.test(s) && !(NOT_PAY.test(s) && !/\b(salary|compensation|remuneration|paid|earn(ed|s)?)\b/i.test(s));
const arts = (g: Gate): Gate => (s) => ARTS.test(s) && g(s);

/** What a CV sentence must show for each kind of proof; null for items a CV sentence cannot show (the CV itself, the letters). */
const GATES: Record<Proof, Gate | null> = {
  awards,
  memberships,
  press,
  judging,
  contributions,
  articles,
  critical_role: criticalRole,
  high_salary: salary,
  exhibitions: arts((s) => SHOWN.test(s) && specific(s)),
  commercial_success: arts((s) => SOLD.test(s) && figure(s)),
  // O-1B: every criterion is about work in the arts, film or television.
  lead_role: arts((s) => LEAD_ROLE.test(s) && specific(s)),
  expert_recognition: arts((s) => RECOGNITION.test(s) && specific(s)),
  // EB-1C: a managerial or executive role at a foreign part of the company group, and the rest of the structure.
  managerial_abroad: (s) => MANAGES.test(s) && (SCOPE.test(s) || FOREIGN.test(s)) && FOREIGN.test(s),
  qualifying_relationship: (s) => GROUP.test(s) && named(s),
  us_business: (s) => OPERATING.test(s) && US.test(s) && specific(s),
  us_position: (s) => OFFER.test(s) && EXEC.test(s) && (US.test(s) || /\b(job offer|offer letter)\b/i.test(s)),
  cv: null,
  recommendation_letters: null,
  // EB-2 NIW: a degree line with its year, the licence, the years, and what the prongs need (niw-screening.ts reads the basis).
  advanced_degree: (s) => ADVANCED_DEGREE.test(s) && YEAR.test(s),
  academic_record: (s) => (ADVANCED_DEGREE.test(s) || BACHELOR.test(s)) && YEAR.test(s),
  experience: (s) => TEN_YEARS.test(s),
  licence: (s) => LICENCE.test(s) && named(s),
  merit_importance: (s) => NATIONAL.test(s) && specific(s),
  well_positioned: (s) => (FUNDED.test(s) || (IMPACT.test(s) && specific(s))) && specific(s),
  balance: (s) => (SELF_EMPLOYED.test(s) || GOVERNMENT.test(s)) && named(s),
};

/** Where a visa's criterion reads its proof its own way. */
const VISA_GATES: Partial<Record<VisaType, Partial<Record<Proof, Gate>>>> = {
  // O-1B's published material is critical reviews of work in the arts.
  'O-1B': { press: arts((s) => (REVIEWED_ART.test(s) || PRESS.test(s)) && !/\bpeer[- ]review/i.test(s) && named(s)) },
  // UK: media recognition includes invited talks; contributions include products and open source.
  UK_GLOBAL_TALENT: { press: (s) => (PRESS.test(s) || TALK.test(s)) && named(s), contributions: (s) => (IMPACT.test(s) || BUILT.test(s)) && specific(s) },
};

/** O-1B's own arts criteria; its others count only for work in the arts. */
const O1B_ARTS: ReadonlySet<Proof> = new Set(['lead_role', 'press', 'expert_recognition']);

/**
 * The test a sentence must pass to show `criterionId` of `visa`, or null for
 * items a CV sentence cannot show (the CV itself, recommendation letters).
 */
export function gateFor(visa: VisaType, criterionId: string): Gate | null {
  const proof = proofOf(criterionId);
  const gate = proof ? (VISA_GATES[visa]?.[proof] ?? GATES[proof]) : null;
  if (!proof || !gate) return null;
  if (visa === 'O-1B' && !O1B_ARTS.has(proof)) {
    // O-1B's critical role and salary count only for work in the arts.
    return proof === 'critical_role' ? arts((s) => criticalRole(s) || ARTS_ROLE.test(s)) : arts(gate);
  }
  return gate;
}
