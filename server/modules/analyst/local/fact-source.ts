/**
 * Who issued a document and when, as a paralegal records them: the body that conferred an award ('by
 * the Vilcek Foundation'), the journal or outlet of an article (its masthead), the organisation on a
 * letterhead or in an e-mail's sender; and the document's own date (its date line, a 'Date:' field, the
 * forwarded invitation's date) rather than the first date it mentions.
 */
import type { Fact, FactKind } from '../../../../src/contract/fact-sheet';
import { dateIn, isAddress, isDateOnly, isFurniture, mastheadOf } from '../exhibit-title-lines';
import { certificateLine, senderDomain, senderName, siteName, translatedFrom } from './fact-issuer-forms';
import { postAuthor } from './fact-own-post';
import { factIn as fact, type PagedSentence } from './fact-sentences';

const ORG_WORD =
  /\b(Association|Society|Institute|Institutes|Institution|University|Foundation|Academy|Council|Committee|Federation|Agency|Ministry|Department|College|School|Trust|Fund|Board|Union|Organi[sz]ation|Corporation|Company|Inc|Ltd|Limited|LLC|GmbH|plc|Publishers?|Prizes?|Co|Center|Centre|Gallery|Museum|Theatre|Theater|Opera|Ballet|Philharmonic|Symphony|Orchestra|Symposium|Congress|Workshop|Challenge|Office|Awards?|Studios?|Records|Laboratory|Laboratories|Hospital|Conference|Journal|Times|News|Magazine|Herald|Gazette|Post|Review|Press|Globe|Tribune|Chronicle|Games|Group|Bank|Authority|Commission|Administration|Service|Pictures|Films|Productions|Alliance|Consortium|Network|Coalition|Partnership|Forum|Secretariat|Cooperative|Co-operative|Guild|Chamber|Consulate|Embassy|Festival|Club|League|Circuit|Program|Programme|Partners|LLP|PLLC|P\.C|Clinics?)\b/;
/**
 * The same words in the languages letterheads abroad are written in, and the legal forms of companies
 * ('Grupo … S.A.', '… AS', '… GmbH'): an organisation to a paralegal whatever its country.
 */
const ORG_WORD_ABROAD =
  /(?:^|[\s(])(?:Universidad|Universidade|Università|Université|Universität|Universiteit|Hochschule|Faculdade|Facultad|Escola|Escuela|École|Colegio|Instituto|Institut|Centro|Fundación|Fundação|Fondation|Stiftung|Asociación|Associação|Associazione|Verband|Verein|Federación|Federação|Fédération|Federazione|Confederación|Cámara|Câmara|Empresa|Ministerio|Ministério|Ministère|Servicio|Serviço|Grupo|Groupe|Sociedad|Sociedade|Société|Gesellschaft|Akademie|Academia|Teatro|Théâtre|Museo|Musée|Opéra|Maison|Éditions|Editorial|Verlag)(?=$|[\s,)])|\b(?:S\.A\.|S\.p\.A\.|S\.L\.|Ltda\.?|AG|AS|ASA|AB|ApS|Oy|BV|NV|Pty|K\.K\.|SAS|SARL|S\.(?:à|a) r\.l\.|A\.Ş\.|A\.S\.|S\.r\.l\.|s\.r\.o\.|Lda\.?|LLP|e\.V\.|KG|Kft\.?|Zrt\.?|Sp\. z o\.o\.)(?=$|[\s,)·—])/u;
/** An all-capitals word ('ACM', 'ETH', 'BBC') in a line that is not all capitals. */
// Not a short word set in capitals ('VERIFICATION OF EMPLOYMENT (two employers)'), nor a Roman numeral ('Industri III').
const ACRONYM = /\b(?!(?:OF|THE|AND|FOR|IN|ON|AT|TO|BY|AN|DE|DU|LA|LE|ET|II|III|IV|VI|VII|VIII|IX|XI|XII)\b)\p{Lu}{2,6}\b/u;

/** Whether a short line names an organisation ('Brandt Gallery', 'ACM SIGKDD', 'KAISEI PRECISION CO., LTD.'). */
export function orgLike(text: string): boolean {
  const shouting = text === text.toUpperCase();
  const abroad = new RegExp(ORG_WORD_ABROAD.source, shouting ? 'iu' : 'u');
  return new RegExp(ORG_WORD.source, shouting ? 'i' : '').test(text) || abroad.test(text) || (!shouting && ACRONYM.test(text));
}

/** A heading line's first part: 'Harvard Medical School' of 'Harvard Medical School · Department of Systems Biology'. */
// A typed page sets its parts apart with spaced hyphens ('Le Progrès Gourmand - Lyon food news - 6 February 2024').
// A bilingual heading gives its English name first ('Nordic Research Fund / Nordisk forskningsfond').
export const HEADING_PARTS = /\s+[·|•]\s+|\s+[—–-]\s+|\s+\/\s+/;
const firstPart = (line: string) => line.split(HEADING_PARTS)[0]!.trim();
/** A line that is a heading, not a sentence: short, and no full stop unless after a legal form ('Inc.', 'Ltd.', 'Co.', 'P.C.'). */
// A letterhead with its address or a masthead with its sections runs long ('Yingge Ceramics Museum — Taiwan
// Ceramics Biennale 2022 International Competition'); its first part is what must be short.
// A line set out in parts ('THE FIBRE FUTURES TRUST · Registered charity no.') is a letterhead, whatever its last part ends with.
const isHeading = (text: string) => firstPart(text).length <= 90 && text.length <= 160 && (!/[.!?]$/.test(text) || /\b(Inc|Ltd|Co|Corp|S\.A|A\.S|A\.Ş|P\.C|P\.A|L\.L\.C|L\.L\.P|L\.P|N\.V|B\.V)\.$/i.test(text) || /\s[·|•]\s/.test(text));
const FIELD_LINE = /^(?:\(\d+\)\s*)?[\p{L}() /&-]{1,40}:\s/u;

// A work's title in quotes and its maker ('presented "The Salt Bride" by Paper Lantern Theater') name no issuer.
const BY = /\b(?:[Aa]warded|[Pp]resented|[Cc]onferred|[Ii]ssued|[Gg]ranted|[Gg]iven|[Ff]unded|[Pp]ublished|[Nn]amed|[Ss]elected|[Aa]nnounced|[Cc]hosen|[Oo]rgani[sz]ed|[Hh]osted|[Ee]lected)\b[^.]{0,120}?(?<!["”]\s)\bby (?:the )?((?:[A-Z][\w&'’:.-]*|of|for|and|the|de)(?:\s+(?:[A-Z][\w&'’:.-]*|of|for|and|the|de)){0,9})/;

/** A body's own desk ('Awards Office', 'Registration Team', 'Grants Office'): the body its signature or letterhead names issued it. */
const INTERNAL_SENDER = /^(?:Awards?|Prizes?|Membership|Registration|Events?|Press|Media|Grants?|Nominations?)\s+(?:Office|Desk|Team|Committee|Secretariat)$/i;
const INTERNAL = /^(?:[\w'’-]+\s+){0,3}(?:Committee|Board|Jury|Panel|Editors)(?:\s+of\s+[\w ]+)?$/;

/** 'was awarded … by the Vilcek Foundation': the body that acted. */
function actedBy(sentences: PagedSentence[]): Fact | null {
  for (const s of sentences.slice(0, 40)) {
    if (s.inReferences) continue;
    const by = BY.exec(s.text)?.[1]?.replace(/(\s+(of|for|and|the|de))+$/, '').replace(/[.,]$/, '');
    // 'by the Awards Committee' is a body inside the issuer, which the letterhead names.
    if (by && orgLike(by) && !/^(Dr|Prof|Professor|Mr|Mrs|Ms)\b/.test(by) && !INTERNAL.test(by) && !INTERNAL_SENDER.test(by)) return fact(by, s);
  }
  return null;
}

/** 'The trustees of the Levant Archaeology Trust have chosen you …': the body whose members acted. */
const MEMBERS_ACT = /\b[Tt]he\s+(?:trustees|council|board|jury|judges|committee|members|directors|governors|fellows|senate|panel|officers)\s+of\s+(?:the\s+)?(\p{Lu}[\p{L}&'’.-]*(?:\s+(?:of|for|and|the|\p{Lu}[\p{L}&'’.-]*)){0,7}?)\s+(?:has|have)\s+(?:chosen|selected|elected|named|awarded|voted|decided)\b/u;
function membersActed(sentences: PagedSentence[]): Fact | null {
  for (const s of sentences.slice(0, 30)) {
    const body = MEMBERS_ACT.exec(s.text)?.[1];
    // The jury of a prize or a challenge names the honour, not the body that gives it.
    if (body && orgLike(body) && !/\b(?:Prizes?|Awards?|Medals?|Challenge|Competition|Contest|Cup|Games|Festival|Fellowship|Scholarship)\b/i.test(body)) return fact(body, s);
  }
  return null;
}

/** 'Nature Methods · Article · Published: 12 April 2024', 'Cell Systems · Volume 13, Issue 5': a journal's line. */
function journalLine(sentences: PagedSentence[]): Fact | null {
  const cited = citationLine(sentences);
  if (cited) return cited.journal;
  for (const s of sentences.slice(0, 4)) {
    const parts = s.text.split(/\s+[·|•]\s+/);
    if (parts.length > 1 && parts.slice(1).some((x) => /^(Volume|Vol\.|Issue|Article|Published|pp\.|News & Views|Research Article)\b/i.test(x))) {
      // 'Article · Published: …' under the journal's own line ('nature ecology & evolution'): the line above names it.
      const above = sentences[sentences.indexOf(s) - 1];
      if (/^(Article|Research Article|Letter|Review|Brief Communication)$/i.test(parts[0]!.trim()) && above && above.text.split(/\s+/).length <= 8) return fact(above.text.trim(), above);
      // 'June 2024 · Issue 181' under the magazine's own line: the line above names it.
      if (isDateOnly(parts[0]!)) return above && isHeading(above.text) && above.text.split(/\s+/).length <= 6 ? fact(firstPart(above.text), above) : null;
      return fact(parts[0]!.trim(), s);
    }
  }
  return null;
}

/**
 * A paper's citation line: 'Molecular Plant Pathology (2023) 24: 1188–1203', 'Macromolecules 2021, 54, 9912−9925',
 * 'Polymer Degradation and Stability 214 (2023) 110398'. The journal is what comes before its year and volume.
 */
const CITATION_LINE = /^((?:\p{Lu}[\p{L}&'’-]*|and|of|for|in|the|on|&)(?:\s+(?:\p{Lu}[\p{L}&'’-]*|and|of|for|in|the|on|&)){0,7})\s+(?:\(((?:19|20)\d\d)\)\s+\d+|((?:19|20)\d\d),\s*\d+|\d+\s+\(((?:19|20)\d\d)\))/u;

/** … or with its volume labelled: 'Journal of Wear Science, Vol. 18, No. 3 (2024), pp. 201-214'. */
const VOLUME_LINE = /^((?:\p{Lu}[\p{L}&'’-]*|and|of|for|in|the|on|&)(?:\s+(?:\p{Lu}[\p{L}&'’-]*|and|of|for|in|the|on|&)){0,7}),\s*Vol(?:ume|\.)?\s*\d+(?:,\s*(?:No|Issue)\.?\s*\d+)?,?\s*\(((?:19|20)\d\d)\)/iu;
/**
 * … or its year after a comma, then the volume ('Journal of Dune Studies, 2022, 31(4), 455-472', '…, 2023, Vol. 9, No. 2'),
 * and a journal whose name has a subtitle ('Glaciology: Processes and Change 48 (2023) 1121-1139').
 */
const YEAR_FIRST_LINE = /^((?:\p{Lu}[\p{L}&'’-]*|and|of|for|in|the|on|&)(?:\s+(?:\p{Lu}[\p{L}&'’-]*|and|of|for|in|the|on|&)){0,7}),\s*((?:19|20)\d\d),\s*(?:Vol(?:ume|\.)?\s*)?\d+/iu;
const SUBTITLED_LINE = /^((?:\p{Lu}[\p{L}&'’-]*)(?:\s+(?:\p{Lu}[\p{L}&'’-]*|and|of|for|in|the|on|&)){0,4}:\s+\p{Lu}[\p{L}&'’-]*(?:\s+(?:\p{Lu}[\p{L}&'’-]*|and|of|for|in|the|on|&)){0,5})\s+\d+\s+\(((?:19|20)\d\d)\)/u;

function citationLine(sentences: PagedSentence[]): { journal: Fact; year: Fact } | null {
  for (const s of sentences.slice(0, 3)) {
    const labelled = VOLUME_LINE.exec(s.text) ?? YEAR_FIRST_LINE.exec(s.text) ?? SUBTITLED_LINE.exec(s.text);
    if (labelled) return { journal: fact(labelled[1]!, s), year: fact(labelled[2]!, s) };
    const m = CITATION_LINE.exec(s.text);
    const year = m?.[2] ?? m?.[3] ?? m?.[4];
    if (m && year && !/^(Vol|Volume|Issue|No|Page)\b/i.test(m[1]!)) return { journal: fact(m[1]!, s), year: fact(year, s) };
  }
  return null;
}

/** An outlet's masthead: the first line, or its first part. */
function masthead(sentences: PagedSentence[]): Fact | null {
  // A translator's header or a page's URL comes before the outlet's name, and is not it.
  // … and so does a web page's navigation line ('Skip to main content').
  const first = sentences.slice(0, 3).find((x) => !isFurniture(x.text) && !/^skip to\b/i.test(x.text.trim()));
  if (!first || isDateOnly(first.text)) return null;
  // A site's menu run into its name ('MATIÈRES & ACCORDS Home | Creators | Jobs'): its first item is no part of the name.
  const name = first.text.split(/\s+\|\s+/).length >= 3 ? firstPart(first.text).replace(/\s+Home$/, '') : firstPart(first.text);
  // A plain-text page runs its masthead into the headline ('La Tercera — Sunday edition … The seismologist …'): its first part still names the outlet.
  if (!isHeading(first.text) && name === first.text.trim()) return null;
  // A body's name may run long (an association's, in capitals and particles only) where an org word says it is one.
  const words = name.split(/\s+/).length;
  const longName = words <= 10 && orgLike(name) && name.split(/\s+/).every((w) => NAME_WORD.test(w));
  return name.length > 1 && (words <= 6 || longName) && /\p{Lu}/u.test(name) ? fact(name, first) : null;
}

/** A department named first: a government's (the agency after it acts) or a university's (the university after it is the body). */
const DEPARTMENT_FIRST = /^(?:(?:U\.?S\.?|United States|HM)\s+)?(?:Department|Dept\.|Ministry) (?:of|for)\b/i;
/** A state's name first ('REPUBLIC OF PARAGUAY — NATIONAL SECRETARIAT OF CULTURE', '… — MINISTRY OF CULTURE'): the body after it acts. */
const STATE_FIRST = /^(?:the )?(?:Republic|Kingdom|State|Commonwealth|Government|Principality|Federal Republic) of\b/i;

/**
 * A letterhead line's issuer: its first part ('Harvard Medical School · Department of Systems Biology'), unless
 * that is a department and a body follows ('Department of Health and Human Services · National Institutes of Health').
 */
function issuingPart(line: string): string {
  const first = firstPart(line);
  const state = STATE_FIRST.test(first);
  if (!state && !DEPARTMENT_FIRST.test(first)) return first;
  const after = line.split(/\s+[·|•]\s+|\s+[—–-]\s+/).slice(1).map((x) => x.trim());
  return after.find((x) => orgLike(x) && (state || !DEPARTMENT_FIRST.test(x))) ?? first;
}

/**
 * A letterhead in capitals wrapped into its address or its next line ('NATIONAL SCIENCE FOUNDATION-2415 Eisenhower
 * Avenue', 'THE CLERKENWELL TRUST-Registered charity no. 1102847'): the capitals are the body, org word or not.
 */
const WRAPPED = /^(\p{Lu}[\p{Lu}&.,'’]*(?:\s+(?:&|\p{Lu}[\p{Lu}&.,'’]*))+)-(?=\p{Lu}[\p{Ll}.]|\d)/u;

/** 'FOR IMMEDIATE RELEASE — …': a release's slug above its headline, no body's name. */
const RELEASE_SLUG = /^(for immediate release|embargoed|press release|news release|media release)\b/i;

/** A letter's line to its addressee ('To USCIS:', 'Dear …'): never its issuer. */
const ADDRESSED = /^\s*(?:to|dear|attn\.?|attention)\b/i;
/** An address under a letterhead, read up to its first comma ('Jl. Rungkut Industri III No. 14, Surabaya …', '2401 Isleta Blvd SW, …'): never the issuer. */
const isStreet = (part: string) => isAddress(part) || /^(?:Jl\.|Jalan|Calle|Rue|Via|Av\.|Avda\.|Avenida|Rua|Str\.)\s/i.test(part);

/** A contract's own name as its heading ('COMMISSION AGREEMENT', 'Supply Contract'): what the page is, never who sent it. */
const CONTRACT_NAME = /^[^\n]{0,40}\b(?:agreement|contract|memorandum of understanding)\s*$/i;

/** The organisation on the letterhead: the first short heading line among the opening ones that names one. */
/** A person named with an honorific on a line of their own ('Dr. Farah Siddiqui'): after the letter's date, its addressee. */
const PERSON_ENTRY = /^(?:(?:Dr|Prof|Ms|Mr|Mrs)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2},\s+(?!(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|Co|GmbH|S\.A|plc|L\.P|LLP|AG|AS|BV|NV)\b)\S/iu;
const personEntry = (text: string) => PERSON_ENTRY.test(text.trim()) && !orgLike(text.trim().split(',')[0]!);
const AGENCY_FIRST = /^(?:the\s+)?(?:Division|Department|Office|Bureau|Agency|Ministry|Board|Commission|Administration|Authority|Secretariat)\s+(?:of|for)\b/i;
const ADDRESSEE_NAME = /^(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\.?\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u;

function letterhead(sentences: PagedSentence[]): Fact | null {
  let dated = false;
  for (const [at, s] of sentences.slice(0, 6).entries()) {
    // The addressee's block under the date ('12 March 2025' / 'Dr. X' / 'X LLC'): its company is whom the letter is to.
    if (dated && ADDRESSEE_NAME.test(s.text.trim())) break;
    if (isDateOnly(s.text)) dated = true;
    // A state's name on a line of its own over its agency's ('STATE OF UTAH' / 'Division of Emergency Management'): the agency acts.
    const next = sentences[at + 1];
    if (STATE_FIRST.test(s.text.trim()) && !HEADING_PARTS.test(s.text) && s.text.trim().split(/\s+/).length <= 6 && next && isHeading(next.text) && (orgLike(next.text) || AGENCY_FIRST.test(next.text.trim())) && !isStreet(next.text)) return fact(next.text.trim(), next);
    const wrapped = at <= 1 ? WRAPPED.exec(s.text)?.[1]?.replace(/,$/, '') : undefined;
    if (wrapped && wrapped.split(/\s+/).length <= 8) return fact(wrapped, s);
    // A letterhead run into the lines under it: its first part names the body when its second is a street address
    // ('Harbour Tyres S.à r.l. - 4, rue du Port, L-1234 … - R.C.S. …', however long the run).
    const [name, street] = s.text.split(HEADING_PARTS);
    if (at === 0 && name && street && orgLike(name) && name.split(/\s+/).length <= 8 && !isStreet(name) && (isStreet(street.trim()) || /^\d+[a-z]?,?\s+\p{L}/u.test(street.trim()))) return fact(name.trim(), s);
    if (!isHeading(s.text) || CONTRACT_NAME.test(s.text) || FIELD_LINE.test(s.text) || isDateOnly(s.text) || RELEASE_SLUG.test(s.text) || isStreet(firstPart(s.text).split(',')[0]!) || /^\s*\d/.test(s.text) || ADDRESSED.test(s.text)) continue;
    // A page's masthead ('Young Vic · What's on · Medea'): its first part published it, though no word says organisation.
    if (at === 0 && mastheadOf(s.text) && /^\p{Lu}/u.test(firstPart(s.text)) && firstPart(s.text).split(/\s+/).length <= 6) return fact(issuingPart(s.text), s);
    // A person's entry in a list of people ('Paul Ferreira, CTO, Voltline' among others): the post's capitals name no letterhead.
    if (personEntry(s.text) && [sentences[at - 1], sentences[at + 1]].some((n) => n && personEntry(n.text))) continue;
    const parts = s.text.split(HEADING_PARTS);
    // A department on the line under its institution's name ('Karolinska Institutet' / 'Department of Neuroscience'): the institution.
    const above = at > 0 ? sentences[at - 1]! : undefined;
    if (DEPARTMENT_FIRST.test(s.text.trim()) && parts.length === 1 && above && at === 1 && isHeading(above.text) && !isDateOnly(above.text) && !FIELD_LINE.test(above.text) && !ADDRESSED.test(above.text) && above.text.trim().split(/\s+/).length <= 6 && /^\p{Lu}/u.test(above.text.trim())) return fact(issuingPart(above.text), above);
    if (parts.some((x) => orgLike(x))) return fact(issuingPart(s.text), s);
  }
  return null;
}

const PLACE_LINE = /^\p{Lu}[\p{L}'’ .-]{1,30},\s*\p{Lu}[\p{L}'’ .-]{1,30}$/u;
/** 'StartupLab Oslo' / 'CERTIFICATE OF COMPLETION': the body named above a certificate's heading issued it, org word or not. */
function certificateHead(sentences: PagedSentence[]): Fact | null {
  const at = sentences.slice(0, 4).findIndex((s) => /^certificate of \p{L}+\s*$/iu.test(s.text.trim()));
  // A place line between the body and the heading ('SAKURA PRECISION CO., LTD.' / 'Osaka, Japan' / 'Certificate of …') is its address.
  const place = at > 1 && PLACE_LINE.test(sentences[at - 1]!.text.trim()) && !orgLike(sentences[at - 1]!.text);
  const above = at > 0 ? sentences[place ? at - 2 : at - 1]! : undefined;
  // A reference line above it ('GA-SDE-23-55812') is no body.
  return above && isHeading(above.text) && /\s/.test(above.text.trim()) && !/\d{3,}/.test(above.text) && !FIELD_LINE.test(above.text) && !isDateOnly(above.text) ? fact(issuingPart(above.text), above) : null;
}


/** 'From: ISCB Fellows Committee <fellows@iscb.org>': a sender that is an organisation (a forwarded message's own sender first). */
function sender(sentences: PagedSentence[]): Fact | null {
  const from = sentences.filter((s) => /^From:\s/i.test(s.text));
  for (const s of [...from].reverse()) {
    const name = /^From:\s*"?([^<"]+?)"?\s*(?:<|$)/i.exec(s.text)?.[1]?.trim();
    if (name && orgLike(name) && !INTERNAL_SENDER.test(name)) return fact(name, s);
  }
  return null;
}

const CLOSING = /^(sincerely|yours (sincerely|faithfully|truly)|respectfully|best regards|kind regards|regards|with (best|warm) regards)\b/i;

/** 'Editor, Genome Research' under the signature: the organisation the signer speaks for. */
function signersBody(sentences: PagedSentence[]): Fact | null {
  const at = sentences.findIndex((s) => CLOSING.test(s.text));
  // The signature run into the closing's line ('Regards, Grants Team, River Fund'): its last part is the body.
  const own = at >= 0 ? sentences[at]!.text.split(/,\s*/).slice(2).pop()?.replace(/[.\s]+$/, '').trim() : undefined;
  if (own && orgLike(own) && !INTERNAL_SENDER.test(own)) return fact(own, sentences[at]!);
  for (const s of at >= 0 ? sentences.slice(at + 2, at + 4) : []) {
    const body = s.text.split(/,\s*/).slice(1).join(', ').trim();
    if (body && orgLike(body) && !INTERNAL_SENDER.test(body)) return fact(body, s);
  }
  return null;
}

/**
 * An e-mail's signature with no closing above it ('Osric Lee, Secretary, US Mapping Council'): a person's name, a post, and
 * the body the post is held in, which sent it.
 */
const SIGNATURE_LINE = /^(?:(?:Dr|Prof|Ms|Mr|Mrs)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3},\s*[^,\n]{2,40},\s*([^,\n]{3,80})$/u;
function signatureLineBody(sentences: PagedSentence[]): Fact | null {
  for (const s of sentences.filter((x) => !/^\s*>/.test(x.text))) {
    // … cut where a quoted reply runs into it ('… Mapping Council > On 12 September 2024, … wrote:').
    const body = SIGNATURE_LINE.exec(s.text.split(/\s+>+\s/)[0]!.trim())?.[1]?.replace(/[.\s]+$/, '').trim();
    if (body && orgLike(body) && !INTERNAL_SENDER.test(body)) return fact(body, s);
  }
  return null;
}

/** 'This Agreement is entered into … by and between Acme Freight, Inc., a Delaware corporation …': its first party. */
const PARTY = '(\\p{Lu}[^,;()"]{1,80}?(?:,\\s*(?:Inc|LLC|Ltd|S\\.A)\\.?)?)(?=,|\\s+\\(|\\s+and\\b)';
const BY_AND_BETWEEN = new RegExp(`\\bby and between (?:the )?${PARTY}`, 'u');
/** 'ENGAGEMENT AGREEMENT between Harbor Point Presenting, LLC (the "Presenter") and …': a contract's heading names its parties. */
const CONTRACT_BETWEEN = new RegExp(`\\b(?:[Aa]greement|AGREEMENT|[Cc]ontract|CONTRACT|[Mm]emorandum|MEMORANDUM)\\b[^.]{0,40}?\\bbetween (?:the )?${PARTY}`, 'u');

/** The parties on the line under the heading: 'ENDORSEMENT AGREEMENT (page 1 of 9)' / 'between Acme S.L., … and …'. */
// … after the contract's date: 'SUPPLY AGREEMENT' / 'Dated May 10, 2023, between Acme Inc., … and …'.
const BETWEEN_LINE = new RegExp(`^(?:(?:[Dd]ated|[Mm]ade|[Ee]ntered into|[Ss]igned)\\b[^.;:]{0,40}?,?\\s+)?(?:[Bb]etween|BETWEEN)\\s*:?\\s+(?:the )?${PARTY}`, 'u');
const CONTRACT_HEADING = /\b(?:agreement|contract|memorandum)\b/i;

function firstParty(sentences: PagedSentence[]): Fact | null {
  for (const [at, s] of sentences.slice(0, 6).entries()) {
    const under = at > 0 && CONTRACT_HEADING.test(sentences[at - 1]!.text) ? BETWEEN_LINE.exec(s.text) : null;
    const party = (BY_AND_BETWEEN.exec(s.text) ?? CONTRACT_BETWEEN.exec(s.text) ?? under)?.[1]?.trim();
    if (party) return fact(party, s);
  }
  return null;
}

/** 'I am the co-founder and chief executive of Havblikk AS': the body a letter's writer speaks for, when no letterhead names it. */
function writersBody(sentences: PagedSentence[]): Fact | null {
  for (const s of sentences.slice(0, 8)) {
    const body = /\bI am (?:the|a|an)\s+[^.]{0,80}?\b(?:of|at)\s+(?:the\s+)?(\p{Lu}[\p{L}&'’.-]*(?:\s+(?:of|for|and|de|\p{Lu}[\p{L}&'’.-]*)){0,8})/u.exec(s.text)?.[1]?.replace(/(\s+(of|for|and|de))+$/, '').replace(/[.,]$/, '');
    if (body && orgLike(body)) return fact(body, s);
  }
  return null;
}

/** A letter that names no body: its writer issued it, as the name it is signed with says ('Ana Ruiz', 'Ana Ruiz, PhD'). */
const SIGNED_NAME = /^((?:(?:Dr|Prof|Professor|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3})(?:,\s*[^.]{0,60})?$/u;

function writer(sentences: PagedSentence[]): Fact | null {
  const last = sentences[sentences.length - 1];
  const name = last ? SIGNED_NAME.exec(last.text.trim())?.[1] : undefined;
  return last && name && !orgLike(name) ? fact(name, last) : null;
}

/** What a document's own heading calls it ('Field Notice', 'Certificate of …', 'Official Results'): never its issuer. */
const DOCUMENT_WORD = /^(?:the\s+)?(?:certificate|statement|agreement|contract|curriculum|notice|letter|summary|minutes|report|official|winner|results?|invoice|receipt|membership|confirmation|programme|program|guest|delegates?|subject|from|to|date|re|dear|memorandum|extract|evaluation|list|shortlist|nomination|invitation|press|news|bulletin|newsletter|advisory|box-office|schedule|agenda)\b/i;
/** A heading that names the document's own kind wherever the word stands ('EXPERT OPINION LETTER', 'Independent Letter of Recommendation'). */
const DOCUMENT_HEAD = /\b(?:letter|opinion|testimonial|declaration|affidavit|recommendation|certificate|statement)\b/i;
const NAME_WORD = /^(?:\p{Lu}[\p{L}&'’.-]*|of|for|and|the|de|di|del|della|la|le|du|des|da|do|das|dos|der|y|und|et|&)$/u;

/**
 * The first line's first part ('Korvath Instruments — Field Notice FN-2024-07 — 12 March 2024', 'Politecnico di
 * Torino — Dipartimento di …'), when nothing else names the issuer: a page sets its issuer's name first, whatever
 * words that name uses. Not a document's own heading, a date, a person with a title or a sentence.
 */
function firstLineName(sentences: PagedSentence[], text: string): Fact | null {
  const line = text.split('\n').map((l) => l.trim()).find(Boolean);
  const first = sentences[0];
  if (!line || !first || !isHeading(line) || isFurniture(line) || isDateOnly(line) || FIELD_LINE.test(line)) return null;
  const name = firstPart(line).replace(/[,;:]$/, '');
  // 'BLUE HOLE CLASSIC 2025', 'NUSANTARA QUALITY CERTIFICATION (NQC)', 'A11Y CAMP EUROPE': its year and acronym aside.
  const bare = name.replace(/\s+(?:19|20)\d\d$/, '').replace(/\s*\(\p{Lu}{2,8}\)$/u, '').replace(/(?<=\p{L})\d+(?=\p{L})/gu, '');
  const words = bare.split(/\s+/);
  if (words.length < 2 || words.length > 7 || /\d/.test(bare) || DOCUMENT_WORD.test(name) || DOCUMENT_HEAD.test(name) || /^(Dr|Prof|Professor|Mr|Mrs|Ms|Sr|Sra)\.?\s/.test(name)) return null;
  if (!words.every((w) => NAME_WORD.test(w)) || !/^\p{Lu}/u.test(words[words.length - 1]!)) return null;
  return first.text.includes(name) ? fact(name, first) : null;
}

/**
 * A page that says who issued it: 'Published by the International Rowing Federation (FISA) …', a guest list's 'Host:' line,
 * a press kit's '© 2025 Harbour Pictures International'.
 */
const STATED_ISSUER = [
  /\b(?:[Pp]ublished|[Ii]ssued|[Cc]ompiled) by (?:the )?(\p{Lu}[\p{L}&'’.-]*(?:\s+(?:of|for|and|de|the|\p{Lu}[\p{L}&'’.-]*)){0,8})/u,
  /^(?:Host|Hosted by|Organi[sz]er|Organi[sz]ed by|Presented by|Publisher)\s*:\s*(?:the )?(\p{Lu}[^;,\n(]{1,60}?)\s*(?:[;,(]|$)/mu,
  /^©\s*(?:(?:19|20)\d\d\s+)?(\p{Lu}[^.,;\n]{1,60}?)\.?\s*(?:All rights reserved\.?)?$/mu,
];

function statedIssuer(sentences: PagedSentence[]): Fact | null {
  for (const s of sentences.slice(0, 40)) {
    for (const re of STATED_ISSUER) {
      const name = re.exec(s.text)?.[1]?.replace(/(\s+(of|for|and|the|de))+$/, '').replace(/[.,]$/, '').trim();
      if (name && orgLike(name) && !INTERNAL.test(name) && !INTERNAL_SENDER.test(name)) return fact(name, s);
    }
  }
  return null;
}

/**
 * A licence's board, named under the state or department that heads it ('State Board of Registration for Professional
 * Engineers', 'Texas Board of Nursing'): the body that licenses, up to the capitals of the licence's own heading.
 */
const LICENSING_BOARD = /(?:^|\s)((?:\p{Lu}[\p{L}'’-]*\s+){0,4}Board\s+(?:of|for)\s+[^.\n]{3,160}?)(?=\s+\p{Lu}{3,}\b|\s*$)/u;

function licensingBoard(sentences: PagedSentence[]): Fact | null {
  for (const s of sentences.slice(0, 4)) {
    const board = LICENSING_BOARD.exec(s.text)?.[1]?.trim();
    if (board) return fact(board, s);
  }
  return null;
}

/**
 * A release's announcing company, after its dateline ('AUSTIN, Texas, November 19, 2024 -- Gripline Robotics, the company
 * founded by …, today announced …'): the body that issued the release, on a page headed as one ('FOR IMMEDIATE RELEASE').
 */
const ANNOUNCER = /(?:^|\s(?:--|—|–)\s+)(\p{Lu}[\p{L}&'’.-]*(?:\s+(?:of|for|and|&|\p{Lu}[\p{L}&'’.-]*)){0,5})(?:,(?:(?!--)[^.—–]){0,140}?,)?\s+(?:today\s+announced|announced\s+today)\b/u;
function releaseIssuer(sentences: PagedSentence[]): Fact | null {
  if (!sentences.slice(0, 3).some((s) => RELEASE_SLUG.test(s.text.trim()))) return null;
  for (const s of sentences.slice(0, 8)) {
    const name = ANNOUNCER.exec(s.text)?.[1]?.trim();
    if (name && !/^(?:The|Today|It)$/.test(name)) return fact(name, s);
  }
  return null;
}

const BYLINE_NAME = /^((?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3})(?:,\s*[\p{L}.,\s]{1,30})?$/u;
/** A book's imprint on its title page: the publisher's line over 'Cambridge · 2023' (a printer's 'Printed … by' line is not it). */
const IMPRINT = /^\p{Lu}[\p{L}'’ .-]{1,30}(?:\s*[·,|/]\s*\p{Lu}[\p{L}'’ .-]{1,30})?\s*[·,|]\s*((?:19|20)\d\d)$/u;
/** The imprint's line (a city and a year, under a short name with no number), by its place among the first lines. */
function imprintAt(sentences: PagedSentence[]): number {
  return sentences.slice(1, 12).findIndex((s, at) => {
    const above = sentences[at]!;
    return IMPRINT.test(s.text.trim()) && !orgLike(s.text) && isHeading(above.text) && above.text.trim().split(/\s+/).length <= 5 && !/\d/.test(above.text) && !isDateOnly(above.text);
  });
}
function imprint(sentences: PagedSentence[]): Fact | null {
  const at = imprintAt(sentences);
  return at >= 0 ? fact(sentences[at]!.text.trim(), sentences[at]!) : null;
}

/** A statement's author on the line under its heading ('PROPOSED ENDEAVOR' / 'Paolo Ferri, P.E.'). */
function authorUnderHeading(sentences: PagedSentence[]): Fact | null {
  const [heading, byline] = sentences;
  const name = heading && byline && isHeading(heading.text) && !/[.!?]$/.test(heading.text.trim()) ? BYLINE_NAME.exec(byline.text.trim())?.[1] : undefined;
  return byline && name && !orgLike(name) ? fact(name, byline) : null;
}

/** The issuer or publisher, found where each kind of document states it; `text`, when given, for its first line. */
export function issuerOf(kind: FactKind, sentences: PagedSentence[], text?: string): Fact | null {
  if (kind === 'cv') return null;
  const own = sentences.filter((s) => !s.inReferences);
  // A patent says which office issued it ('Issued by the United States Patent and Trademark Office') before its masthead;
  // a licence, which board licensed its holder.
  // Her own statement is issued by her, named under its heading ('PROPOSED ENDEAVOR' / 'Paolo Ferri, P.E.').
  const published = kind === 'patent' ? [statedIssuer] : kind === 'licence' ? [licensingBoard] : kind === 'endeavor_plan' ? [authorUnderHeading] : [];
  const order: Array<(s: PagedSentence[]) => Fact | null> =
    kind === 'press_article' || kind === 'scholarly_paper' || kind === 'patent'
      ? [...published, releaseIssuer, imprint, siteName, translatedFrom, journalLine, masthead, letterhead]
      : kind === 'review_record'
        ? [sender, actedBy, signersBody, letterhead, signatureLineBody]
        : ['award', 'nomination', 'shortlist', 'grant'].includes(kind)
          ? [releaseIssuer, siteName, actedBy, membersActed, journalLine, letterhead, sender, signersBody]
          : [...published, releaseIssuer, (s: PagedSentence[]) => postAuthor(s, text ?? ''), siteName, translatedFrom, statedIssuer, certificateLine, certificateHead, letterhead, journalLine, sender, actedBy, signersBody, firstParty, writersBody];
  for (const find of order) {
    const found = withoutPartyLabel(find(own));
    if (found && !notABody(found.value)) return found;
  }
  const named = text === undefined ? null : firstLineName(own, text);
  // An e-mail that names no body: its sending body, whatever its words ('DeepBlue Directory').
  const found = [named, senderName(own), senderDomain(own), kind === 'recommendation_letter' ? writer(own) : null].find((f) => f && !notABody(f.value));
  return found ?? null;
}

/** A contract's parties line read whole ('Between: Haverkamp GmbH', 'Between X LLC'): the party, without the label. */
const PARTY_LABEL = /^between\b\s*:?\s*/i;
function withoutPartyLabel(found: Fact | null): Fact | null {
  return found && PARTY_LABEL.test(found.value) ? { ...found, value: found.value.replace(PARTY_LABEL, '') } : found;
}

/**
 * Lines no body is named by, whatever their place on the page: a postal address ('Taos, NM 87571', 'P.O. Box 12'), a
 * record's reference or payment fields ('DMR-88412 Date: 2024-08-12', 'PAID by card ending 4417'), a form's number
 * ('Form 1120'), an order's or invoice's number, a possessive cut from its sentence and a headline that tells what someone did ('Ana Ruiz wins the 2024 Harbour Prize').
 */
const NOT_A_BODY = [
  /,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$|^P\.?\s?O\.?\s+Box\b/,
  /\b(?:Date|Ref(?:erence)?|Invoice|Receipt|Order)\s*(?:No\.?|#)?\s*:|\s(?:Date|Ref)\.?$|^[A-Z]{2,}-\d{3,}\b|\b(?:paid|charged) (?:by|to) (?:card|cheque|check)\b|\bcard ending\b/i,
  /^(?:\(\d+\)\s*)?Form\s+[\dA-Z-]{2,}$/i,
  // An order's, invoice's or report's number ('Order #PHR-20931', 'PRO-FORMA INVOICE No. KX-0411', 'RPT-24-118 Date of report:').
  /#\s?[A-Z]{0,6}-?\d{3,}|\b(?:invoice|order|receipt|report|statement)\s+(?:no\.?|number|#)\s*[A-Z]*-?\d|^[A-Z]{2,}-\d{2,}-\d{2,}\b|\bdate of \p{L}+\s*:?$/iu,
  // A body's name in the possessive, cut from its sentence ('chosen by the Society's council'): the name is before it, unread.
  /^[\p{L} ]+['’]s$/u,
  // A patent front page's coded field ('(12) United States Design Patent' is the document's kind, not its office).
  /^\(\d{2}\)\s/,
  // A table's column label cut from its header row ('No. | Name | Company'): the number column names no one.
  /^(?:No|Nr|Nos|Item|Ref)\.?$/i,
  // A heading that names the document's form, not who made it: with its number ('ENGAGEMENT CONTRACT No. HAM-2025-07',
  // 'Amendment No. 3 to the employment contract'), alone ('CREW DEAL MEMO'), or a day's programme by its date.
  /\b(?:contract|agreement|amendment|avenant|contrat|memo|memorandum)\s+(?:no\.?|n°|nr\.?|number|#)\s*:?\s*[\w-]+/iu,
  // A body's own desk ('Awards Desk', 'Grants Office'): the body it belongs to issued the page.
  /^(?:Awards?|Prizes?|Membership|Registration|Events?|Press|Media|Grants?|Nominations?)\s+(?:Office|Desk|Team|Committee|Secretariat)$/i,
  /^(?:(?:crew|deal|engagement|employment|services?|artist|consulting|work)\s+)*(?:deal memo|memo|memorandum|contract|agreement|amendment)$/i,
  // … whatever the agreement's subject ('PATENT LICENSE AGREEMENT', 'Publishing Agreement').
  /^(?:\p{L}+\s+){0,3}(?:agreement|contract)$/iu,
  /^(?:programme|program|schedule|agenda|running order)\s*[,:–—-]\s*[^\n]*\b(?:19|20)\d\d$/i,
  // A web page's navigation line ('Skip to main content').
  /^skip to (?:the )?(?:main )?(?:content|navigation)$/i,
  /^(?:(?:Dr|Prof|Ms|Mr|Mrs)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3}\s+(?:wins|won|receives|received|takes|named|awarded)\s/u,
  // A release's slug ('FOR IMMEDIATE RELEASE'), a byline ('Review by Philippa Marsh', 'By Ana Ruiz'), a page's field naming a
  // person ('Maintainer: …', 'Author: …'): none names the body that published the page.
  /^(?:for immediate release|embargoed|press release|news release|media release)\b/i,
  /^(?:(?:[Rr]eview|[Rr]eviewed|[Ww]ords|[Tt]ext|[Ss]tory|[Ii]nterview|[Pp]hotos?|[Rr]eported)\s+)?(?:[Bb]y|BY)\s+(?:(?:Dr|Prof|Ms|Mr|Mrs)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2}$/u,
  /^(?:maintainers?|authors?|owners?|contributors?|uploaded by|creators?)\s*:/i,
  // A prize's category as a certificate heads it ('JURY AWARD', 'Audience Prize', 'Special Mention'): the honour, not its body.
  /^(?:the\s+)?(?:(?:grand|special|jury['’]?s?|audience|critics['’]?|public|people['’]s|honorary|main|student|young)\s+)+(?:award|prize|mention)s?$/i,
  // Her own statement's heading ('PROPOSED ENDEAVOR', 'Personal Statement'): what the page is, not who issued it.
  /^(?:(?:my|the)\s+)?(?:proposed endeavou?r|personal statement|statement of (?:purpose|the petitioner|proposed endeavou?r))$/i,
];
export const notABody = (value: string) => NOT_A_BODY.some((re) => re.test(value.trim()));

/** 'Date: …', 'Issue Date: …', 'Certified on: …', 'Posted …': a label that dates the document itself. */
// … and a record's own date under its name ('Statement date:', 'Report date:', 'Date of statement:').
const DATE_LABEL = /^(?:\(\d+\)\s*)?(?:(?:statement|report|letter|notice|decision|publication|release|print|certificate|invoice|order) date|date of (?:statement|report|notice|decision)|date|dated|issue date|date of (?:award|issue|letter|patent|b publication)|certified on|posted|published|date submitted|sent)\b/i;

/** The document's own date: a forwarded message's date, a date line or date field near the top, else the first date it states. */
/**
 * A translator's certificate ('Translated by X, certified translator, Tirana, 10 January 2025', 'I, X, certify that … is a
 * true translation', 'Translator's certificate: …'): it dates the translation, not the document translated. A heading
 * that calls the page a 'Certified English translation of an article from …, 6 October 2024' gives the original's day.
 */
const TRANSLATORS_NOTE = /^(?:translated by|translation certified by|translator['’]s (?:certificate|note|statement))\b|\b(?:I|we)\b[^.]{0,60}\bcertif(?:y|ies)\b[^.]{0,120}\btranslation\b/i;

/**
 * A date labelled inside a line of fields: 'Athlete: … | Term: January 1, 2025 - … | Signed: December 1, 2024', or a
 * bilingual label 'Data / Date: 2 ta' April 2025 / 2 April 2025'. Of the versions after the label, one with its day.
 */
// … or a list's state on a day, after a comma ('Delegation list (18 participants), as of 26.08.2024').
// … or a contract's signing, where and when ('Signed in Hamburg on 20 February 2025'), over the day a clause takes effect.
const LABEL_IN_LINE = /(?:^|[|;/]\s*)(?:date signed|signed(?: on)?|dated|date of issue|issue date|date)\s*:\s*|,\s*as (?:of|at)\s+(?=\d)|^\s*signed (?:in|at) [^,\n]{1,40}? on\s+/gi;

function labelledInLine(text: string): string | undefined {
  for (const m of text.matchAll(LABEL_IN_LINE)) {
    const rest = text.slice(m.index + m[0].length).split(/\s\|\s/)[0]!;
    const dates = rest.split(/\s\/\s/).map((part) => dateIn(part)).filter((d): d is string => Boolean(d));
    const found = dates.find((d) => /\d{1,2}\D+(?:19|20)\d{2}|(?:19|20)\d{2}-\d{2}-\d{2}/.test(d)) ?? dates[0];
    if (found) return found;
  }
  return undefined;
}

/**
 * A date that is not the document's: a holder's birth or death, or the day it stops being valid or falls due ('Date of
 * birth: 22.09.1978', 'DOB 1978-09-22', 'born 3 March 1985', 'Date of expiry / Date d'expiration: …', 'valid until …',
 * 'Payment due: …'). A document is dated by its issue or publication, so these are read as if they were not there.
 */
const NOT_ITS_DATE = /\b(?:date of (?:birth|death|expiry|expiration)|birth ?date|d\.?o\.?b\.?|born(?: on)?|died(?: on)?|expir(?:y|ation)(?: date)?|expires?(?: on)?|valid (?:until|till|to|through|thru)|(?:payment |date )?due(?: date| by| on)?)(?=[\s:./])/gi;

function withoutOthersDates(sentence: PagedSentence): PagedSentence {
  let text = sentence.text;
  for (const m of [...text.matchAll(NOT_ITS_DATE)].reverse()) {
    const from = m.index + m[0].length;
    const date = dateIn(text.slice(from, from + 60));
    const at = date ? text.indexOf(date, from) : -1;
    // The date the label gives, before any other field of the line ('… | Date of issue: …').
    if (date && at >= 0 && !/[\n|;]/.test(text.slice(from, at)) && at - from <= 40) text = `${text.slice(0, at)}${text.slice(at + date.length)}`;
  }
  return text === sentence.text ? sentence : { ...sentence, text };
}

export function dateOf(sentences: PagedSentence[]): Fact | null {
  const read = sentences.map(withoutOthersDates);
  const date = datedBy(read);
  // The fact quotes the sentence as the page prints it, the other dates included; never the text read without them.
  const at = date ? read.findIndex((s) => s.text === date.sentence && s.page === date.page) : -1;
  return date && at >= 0 ? { ...date, sentence: sentences[at]!.text } : null;
}

const HISTORY = /^received\b[^\n]{0,40}\b(?:19|20)\d\d\s*[;,.]\s*(?:revised|accepted)\b/i;

function datedBy(sentences: PagedSentence[]): Fact | null {
  // The note's date may stand as a sentence of its own after it ('… accurate translation. 2 February 2025.').
  const own = sentences.filter((s, i) => !s.inReferences && !TRANSLATORS_NOTE.test(s.text) && !(i > 0 && TRANSLATORS_NOTE.test(sentences[i - 1]!.text) && isDateOnly(s.text)));
  const forwarded = own.findIndex((s) => /\bforwarded message\b|^Begin forwarded message/i.test(s.text));
  const from = forwarded >= 0 ? own.slice(forwarded) : own;
  const head = from.slice(0, 12);
  // A paper's history line ('Received …; accepted …; published April 2019'): the paper is dated by its publication.
  for (const s of head) {
    const published = HISTORY.test(s.text) ? /\b(?:published(?: online)?|available online)\s*:?\s*([^;\n]{4,40})/i.exec(s.text)?.[1] : undefined;
    const date = published ? dateIn(published) : undefined;
    if (date) return fact(date, s);
  }
  const line = head.find((s) => dateIn(s.text) && (isDateOnly(s.text) || DATE_LABEL.test(s.text)));
  if (!line) {
    for (const s of head) {
      const labelled = labelledInLine(s.text);
      if (labelled) return fact(labelled, s);
    }
  }
  const first = line ?? from.find((s) => dateIn(s.text));
  const date = first ? dateIn(first.text) : undefined;
  // A paper that states no date but its citation line's year is dated by that year; a book, by its imprint's year.
  if (first && date) return fact(date, first);
  const at = imprintAt(own);
  const printed = at >= 0 ? own[at + 1] : undefined;
  return citationLine(own)?.year ?? (printed ? fact(IMPRINT.exec(printed.text.trim())![1]!, printed) : null);
}
