/**
 * Whom a letter is about when its greeting or its names mislead: her own reply to an invitation greets the editor,
 * and a referee who knows her well calls her by her first name ('commissioned Tomás's score').
 */
import type { FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';

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
  const re = new RegExp(`(?<![\\p{L}])${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:['’]s)?(?![\\p{L}])`, 'u');
  const s = sentences.find((x) => !x.inReferences && re.test(x.text));
  return s ? { value: first, sentence: s.text, page: s.page, relation: 'written_about', isApplicant: true } : null;
}
