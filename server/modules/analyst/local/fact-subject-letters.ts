/**
 * Whom a letter is about when its greeting or its names mislead: her own reply to an invitation greets the editor,
 * and a referee who knows her well calls her by her first name ('commissioned Tomás's score').
 */
import type { FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';
import { escapeRegExp } from '../../../../src/contract/reg-exp';

type Subject = NonNullable<FactSheet['subject']>;

/** 'From: Maya Okafor <maya@…>': the e-mail is hers, so the 'Dear Dr. Lee' it opens with greets its recipient. */
const FROM_LINE = /^\s*From:\s*/i;

/** Her reply to an invitation addressed to her: the invitation (quoted below) is hers, not the editor's she writes to. */
export function ownReply(subject: Subject | null, named: PagedSentence[], applicantName: string | undefined): Subject | null {
  if (!applicantName || !subject || subject.isApplicant || subject.relation !== 'invited') return null;
  if (!named.some((s) => FROM_LINE.test(s.text))) return null;
  // Her name as the From line writes it, whole.
  const from = named.find((s) => FROM_LINE.test(s.text) && s.text.includes(applicantName));
  return from ? { value: applicantName, sentence: from.text, page: from.page, relation: 'invited', isApplicant: true } : null;
}

/** 'Your Industry Pass application … is approved', 'your registration is confirmed': what was granted to the addressee. */
const YOURS_GRANTED = /\byour [^.]{0,50}\b(?:pass|registration|ticket|badge|accreditation|booking|application|place)\b[^.]{0,100}\b(?:is|has been|was) (?:approved|confirmed|accepted|granted)\b/i;

/**
 * An e-mail to her that confirms what she applied for or bought (a pass, a registration): it is about her, its
 * addressee, whatever product name it keeps repeating ('Industry Pass').
 */
export function confirmedToHer(sentences: PagedSentence[], named: PagedSentence[], applicantName: string | undefined): Subject | null {
  const to = named.find((s) => /^\s*To:\s*/i.test(s.text) && !/[,;]\s*\S+@/.test(s.text));
  if (!applicantName || !to || !sentences.some((s) => YOURS_GRANTED.test(s.text))) return null;
  return { value: applicantName, sentence: to.text, page: to.page, relation: 'written_about', isApplicant: true };
}

/** A referee's letter that names her only by her first name: it is about her all the same. */
export function byFirstName(kind: FactKind, sentences: PagedSentence[], applicantName: string | undefined): Subject | null {
  const first = applicantName?.trim().split(/\s+/)[0];
  if (kind !== 'recommendation_letter' || !first || first.length < 3) return null;
  const re = new RegExp(`(?<![\\p{L}])${escapeRegExp(first)}(?:['’]s)?(?![\\p{L}])`, 'u');
  const s = sentences.find((x) => !x.inReferences && re.test(x.text));
  return s ? { value: first, sentence: s.text, page: s.page, relation: 'written_about', isApplicant: true } : null;
}

/** 'I write to nominate my colleague Dr. Rafe Olu', 'I am pleased to recommend Ana Ruiz': whom the letter puts forward. */
export const PUTS_FORWARD =
  /\bI\s+(?:(?:am\s+)?writ(?:e|ing)\s+to\s+|am\s+(?:pleased|delighted|honou?red|glad)\s+to\s+|wish\s+to\s+|would like to\s+|hereby\s+|strongly\s+)?(nominate|recommend|endorse|support)\s+(?:the\s+application\s+of\s+)?(?:my\s+(?:\p{Ll}+\s+){0,2}?(?:colleague|student|mentee|collaborator|co-worker|postdoc|apprentice),?\s+)?((?:(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3})/u;

/**
 * A letter she signed that puts someone else forward (her nomination of a colleague, her reference for a student): it
 * is about that person, whom it nominates or recommends; she only wrote it. Her signature is read from the letter's
 * last lines, so a referee's letter about her (her name in its first lines) is never read this way.
 */
export function herLetterForAnother(sentences: PagedSentence[], applicantName: string | undefined, namesHer: ((text: string) => boolean) | undefined): Subject | null {
  const own = sentences.filter((s) => !s.inReferences);
  if (!applicantName || !namesHer || own.length < 3) return null;
  const signedByHer = own.slice(-3).some((s) => namesHer(s.text) && s.text.split(/\s+/).length <= 14);
  if (!signedByHer) return null;
  for (const s of own.slice(0, 6)) {
    const m = PUTS_FORWARD.exec(s.text);
    if (m && !namesHer(m[2]!)) return { value: m[2]!.trim(), sentence: s.text, page: s.page, relation: m[1] === 'nominate' ? 'nominated' : 'written_about', isApplicant: false };
  }
  return null;
}

/**
 * A letter written for someone else's case ('I write in support of Dr. X's application for …'): it is X's evidence,
 * whoever wrote it and whoever else it names, never the applicant's recommendation letter (decision 131). PUTS_FORWARD
 * reads the writer's own 'I nominate/recommend X'; this reads the case named as X's.
 */
export function supportsAnothersCase(sentence: string, name: string): boolean {
  // … or a body's support for a proposal of theirs ('The Department strongly supports Dr. X's proposal', 'Re: Letter of
  // support for Dr. X's proposal'): theirs to be funded.
  const re = new RegExp(`\\b(?:in support of|support for|to support|supports?|supporting|on behalf of)\\s+${escapeRegExp(name)}['’]s\\s+(?:(?:grant|research|funding)\\s+)?(?:application|petition|nomination|candidacy|case|proposal|bid)\\b`, 'u');
  return re.test(sentence);
}
