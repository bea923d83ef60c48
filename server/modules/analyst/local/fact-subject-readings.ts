/**
 * Whom a document is about, the applicant's part in it and its kind (decision 112), read as one ordered table of named
 * readings. Each is tried in turn on the reading so far and may change its subject, her part or the kind, or note what
 * the document's form said of her (billed in the ranks, a guest, one item of a list, thanked, a body's award) for the
 * readings after it. The order is the table's: a reading sees every change made above it. Adding a reading is adding
 * an entry where its turn comes.
 */
import type { FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import { AS_GUEST, billedAsStar, invitedAsGuest, onlyInEnsemble } from './fact-ensemble';
import { honouredBody } from './fact-honoured-body';
import { taughtWinner } from './fact-taught';
import { listHeading, onlyListed } from './fact-listed';
import { nameAsWritten, namesakeOf, surnameTest } from './fact-names';
import { applicantRole, herQuote, isApplicantName } from './fact-people';
import type { PagedSentence } from './fact-sentences';
import { onlySpeaking } from './fact-speakers';
import { subjectOf } from './fact-subject';
import { herAsSubject, othersJudge, refinedKind, takenUpWork } from './fact-subject-forms';
import { byFirstName, confirmedToHer, herLetterForAnother, ownReply } from './fact-subject-letters';
import { companyOf, otherCompany, profiledPerson, topicOf } from './fact-subject-topic';
import { onlyThanked } from './fact-thanked';
import { ownPost } from './fact-own-post';
import { reportedWork } from './fact-subject-work';
import { inTranslation } from './fact-translation';
import type { RoleReading, SubjectReading } from './subject-judge';
import { learnedSubject } from './subject-judge-learned';

type Subject = NonNullable<FactSheet['subject']>;

/** The document as every reading sees it, read once before the first. */
export type DocumentRead = {
  text: string;
  applicantName: string | undefined;
  sentences: PagedSentence[];
  /** The sentences that name her, in their translation where the document carries one. */
  named: PagedSentence[];
  /** Its kind as its form and heading say it, before any reading refines it. */
  read: FactKind;
  firstPage: string;
  signer: string | undefined;
};

/** The reading so far. */
export type Reading = {
  subject: Subject | null;
  /** Her part: nothing until 'her part' reads it. */
  role: RoleReading;
  kind: FactKind;
  // What the document's form said of her, for the readings after ('her part', 'list heading').
  /** Billed only in the ranks: the sentence naming her there. */
  inRanks: PagedSentence | undefined;
  /** Invited only as a guest: the invitation's sentence. */
  guest: string | undefined;
  /** Named only as one item of a list: of references or of another kind. */
  listed: ReturnType<typeof onlyListed>;
  /** Thanked only (a list, a team), on a page about her or on another's. */
  thanked: ReturnType<typeof onlyThanked>;
  thankedByAnother: ReturnType<typeof onlyThanked>;
  /** The body whose award she only collected. */
  body: Subject | null;
};

/** One reading: `so` is the reading so far, `doc` the document. */
type NamedReading = {
  name: string;
  /** The documents it is tried on, by the reading so far. */
  when: (so: Reading, doc: DocumentRead) => boolean;
  /** What it changes; nothing where the document does not show it. */
  sets: (so: Reading, doc: DocumentRead) => Partial<Reading> | undefined;
};

/** Kinds a list of names can be (a delegate list, a summary of responses, a bulletin): not a paper's author line or a cast. */
/** A report's title field, the line that names the work it reports ('Title: …', 'Film: …'). */
const TITLE_FIELD_LINE = /^\s*(?:Title|Production|Programme|Program|Film|Series|Show|Album|Book|Release)\s*:/i;
const LISTS = new Set<FactKind>(['other', 'event_programme']);
/** Kinds that can tell of an award: a certificate or notice, an article or a page of news, a document of no clear form. */
const HONOURS = new Set<FactKind>(['award', 'press_article', 'other']);

const always = () => true;
/** A subject found replaces the one so far; none found leaves it. */
const found = (subject: Subject | null | undefined) => (subject ? { subject } : undefined);
/** She is the subject found, and her part the subject's. */
const aboutHer = (subject: Subject): Partial<Reading> => ({ subject, role: { role: 'subject', sentence: undefined, weak: false } });

export const SUBJECT_READINGS: readonly NamedReading[] = [
  {
    name: 'the company, else whom it names',
    // A company record is about the company, whoever it names as officer or member.
    when: always,
    sets: (_, d) => ({ subject: companyOf(d.read, d.sentences, d.named.length > 0) ?? subjectOf(d.read, d.sentences, d.named, d.applicantName, d.firstPage, d.signer) }),
  },
  { name: 'her own reply', when: always, sets: (so, d) => found(ownReply(so.subject, d.named, d.applicantName)) },
  { name: 'by her first name', when: (so) => !so.subject, sets: (_, d) => ({ subject: byFirstName(d.read, d.sentences, d.applicantName) }) },
  {
    name: 'her own letter for another',
    // Her own letter putting someone else forward is about the one it nominates or recommends.
    when: (_, d) => d.read === 'recommendation_letter' || d.read === 'nomination' || d.read === 'other',
    sets: (_, d) => found(herLetterForAnother(d.sentences, d.applicantName, surnameTest(d.applicantName))),
  },
  {
    name: 'confirmed to her',
    // Confirming to her what she applied for, an e-mail is hers, not its product's.
    when: (so, d) => d.read === 'other' && !so.subject?.isApplicant,
    sets: (_, d) => found(confirmedToHer(d.sentences, d.named, d.applicantName)),
  },
  {
    name: 'another company',
    // A business record that never names her is about the other company it names by its legal form.
    when: (so, d) => !so.subject && Boolean(d.applicantName) && d.named.length === 0 && (d.read === 'other' || d.read === 'recommendation_letter'),
    sets: (_, d) => ({ subject: otherCompany(d.sentences) }),
  },
  {
    name: 'billed only in the ranks',
    // Billed only in the ranks of a cast sheet, she is named in it and it is not about her.
    when: (so) => Boolean(so.subject?.isApplicant),
    sets: (_, d) => {
      const inRanks = onlyInEnsemble(d.named.map((s) => s.text)) ? d.named[0] : undefined;
      return inRanks ? { inRanks, subject: null } : undefined;
    },
  },
  {
    name: 'a guest',
    // Invited only to come as a guest, she attends an evening about someone else or no one. An engraved card names her on
    // a line of her own ('requests the pleasure of the company of / Ms X / at a reception'), read as what it is about or
    // as an author line under a title.
    when: (so) => Boolean(so.subject?.isApplicant) && ['invited', 'written_about', 'wrote'].includes(so.subject?.relation ?? ''),
    sets: (so, d) => (invitedAsGuest(d.text) && so.subject?.sentence ? { guest: so.subject.sentence, subject: null } : undefined),
  },
  {
    name: 'one item of a list',
    // Named only as one item of a list (a delegate, a respondent, a work cited), she is not what the list is about.
    // A production's credits that name her only in a department's run of names ('Compositors: A, B, Her, …, and 27
    // others') make her one of those who worked on it, not the one they credit.
    when: (so, d) => (!so.subject || so.subject.isApplicant) && (LISTS.has(d.read) || d.read === 'production_credits'),
    sets: (_, d) => {
      const listed = onlyListed(d.text, d.applicantName);
      return listed && (LISTS.has(d.read) || listed === 'team') ? { listed, subject: null } : undefined;
    },
  },
  {
    name: 'thanked by another',
    // Thanked by someone else's page among their team (a winner thanking 'the crew and our host X'): she helped them.
    // Read before 'thanked only', which gives the page another subject.
    when: (so) => Boolean(so.subject) && !so.subject?.isApplicant,
    sets: (_, d) => ({ thankedByAnother: onlyThanked(d.sentences, d.named, d.applicantName) }),
  },
  {
    name: 'thanked only',
    // Thanked only, among a list or someone's team, she is not what the page is about: read it as if she were not named.
    when: (so) => Boolean(so.subject?.isApplicant),
    sets: (_, d) => {
      const thanked = onlyThanked(d.sentences, d.named, d.applicantName);
      return thanked ? { thanked, subject: subjectOf(d.read, d.sentences, [], d.applicantName, d.firstPage, d.signer) } : undefined;
    },
  },
  {
    name: 'an honoured body',
    // An award to a body (a plant, a company, a team) that she only accepted or collected for it is the body's; a pupil's
    // prize on a line that names her only as the pupil's teacher is the pupil's.
    when: (so, d) => (!so.subject || so.subject.isApplicant) && HONOURS.has(d.read),
    sets: (_, d) => {
      const body = honouredBody(d.sentences, d.named) ?? taughtWinner(d.named, d.applicantName);
      return body ? { body, subject: body } : undefined;
    },
  },
  { name: 'the kind its subject says', when: always, sets: (so, d) => ({ kind: refinedKind(d.read, so.subject, d.text) }) },
  // Her own sentences say her part, where the form has not (formRole).
  { name: 'her part', when: always, sets: (so, d) => ({ role: formRole(so, d) ?? applicantRole(d.named, d.applicantName, so.kind, Boolean(so.subject && !so.subject.isApplicant)) }) },
  {
    name: 'on another\'s grant',
    // Named on someone else's grant in no words of a part (its budget, its partners, its contributors), she has a part in
    // the funded work; not where the grantee's own line names her (her company's grant, she its principal).
    when: (so, d) => so.kind === 'grant' && so.role.role === 'none' && Boolean(so.subject && !so.subject.isApplicant && so.role.sentence) && !surnameTest(d.applicantName)?.(so.subject?.sentence ?? ''),
    sets: (so) => ({ role: { ...so.role, role: 'collaborator' } }),
  },
  {
    name: 'quoted',
    // A quotation the next sentence gives to 'she' adds only that she is quoted.
    when: (so) => so.role.role === 'none',
    sets: (_, d) => {
      const quote = herQuote(d.sentences, d.named, d.applicantName);
      return quote ? { role: { role: 'quoted', sentence: quote, weak: false } } : undefined;
    },
  },
  {
    name: 'taken-up work',
    // A record of others taking up her work (a guideline, a standard, a ministry's circular that requires it) is about her
    // work, whoever it quotes or cites: the contribution is hers.
    when: (so, d) => !so.subject && d.read === 'other',
    sets: (_, d) => {
      const takenUp = takenUpWork(d.text, d.named, d.applicantName);
      return takenUp ? aboutHer(takenUp) : undefined;
    },
  },
  {
    name: 'a transcript',
    // A transcript that names her only in her speaker's labels quotes her; it is about what its presenters speak of.
    when: (so) => so.kind === 'press_article' && Boolean(so.subject?.isApplicant),
    sets: (_, d) => (onlySpeaking(d.named, surnameTest(d.applicantName)) ? { subject: null, role: { role: 'quoted', sentence: d.named[0], weak: false } } : undefined),
  },
  {
    name: 'a profile',
    // A profile of her: a headline that describes someone without a name, a story that opens by naming her.
    when: (so) => !so.subject && (so.role.role === 'quoted' || so.role.role === 'none'),
    sets: (so, d) => {
      const profiled = herAsSubject(profiledPerson(so.kind, inTranslation(d.sentences), d.named), d.applicantName);
      return profiled ? aboutHer(profiled) : undefined;
    },
  },
  {
    name: 'others judge',
    // A page that names its judges, she not among them (listed as a mentor, a speaker, a volunteer): she did not judge;
    // the page is the event's, with her among its other people.
    when: (so) => so.kind === 'review_record',
    sets: (so, d) =>
      othersJudge(d.text, d.applicantName)
        ? { kind: 'event_programme', subject: so.subject?.isApplicant ? null : so.subject, role: { role: 'attendee', sentence: d.named.find((s) => !s.inReferences), weak: false } }
        : undefined,
  },
  {
    name: 'billed as star',
    // A programme that bills her as its soloist or headliner is about her evening, not one she attended.
    when: (so) => !so.subject && so.kind === 'event_programme' && so.role.role === 'attendee',
    sets: (_, d) => {
      const starLine = billedAsStar(d.text, nameAsWritten(d.named[0]?.text ?? '', d.applicantName) ?? d.applicantName);
      const star = starLine ? herAsSubject(d.sentences.find((s) => s.text.includes(starLine.trim())) ?? d.named[0], d.applicantName) : undefined;
      return star ? aboutHer(star) : undefined;
    },
  },
  {
    name: 'topic',
    // Naming no one, an article quoting her is about its headline's topic.
    // Its topic too is read in its translation; never the applicant, whom it only quotes.
    when: (so) => !so.subject,
    sets: (so, d) => {
      const topic = topicOf(so.kind, inTranslation(d.sentences), so.role.role);
      return { subject: topic && !isApplicantName(topic.value, d.applicantName) ? topic : null };
    },
  },
  {
    name: 'list heading',
    // A list that names her only as one of its items is about what its heading names: the event, the body, the piece citing her.
    when: (so) => !so.subject && Boolean(so.listed || so.thanked),
    sets: (_, d) => {
      const heading = listHeading(d.text, d.sentences);
      return heading ? { subject: { ...heading, relation: 'written_about', isApplicant: false } } : undefined;
    },
  },
  {
    name: 'the event',
    // A guest list, seating plan or programme about no one in particular, she only among those present, is the event's
    // record: what its heading names (a paralegal writes the dinner or festival, not her, as what it is about).
    when: (so) => !so.subject && so.kind === 'event_programme' && (so.role.role === 'attendee' || so.role.role === 'none'),
    sets: (_, d) => {
      const heading = listHeading(d.text, d.sentences);
      return heading && !isApplicantName(heading.value, d.applicantName) ? { subject: { ...heading, relation: 'written_about', isApplicant: false } } : undefined;
    },
  },
  {
    name: 'the work reported',
    // A sales or audience report about no one in particular is about the work its title field or heading names; so is one
    // whose title field credits her beside the work ('Title: X (2023) | Written by Her | Directed by …').
    when: (so) => (!so.subject || TITLE_FIELD_LINE.test(so.subject.sentence ?? '')) && so.kind === 'sales_report',
    sets: (_, d) => {
      const work = reportedWork(d.text, d.sentences);
      return work && !isApplicantName(work.value, d.applicantName) ? { subject: work } : undefined;
    },
  },
  {
    name: 'the learned judge',
    // The learned judge overrules the hand's answer to 'is it about her?' only where it is sure of the other (decision 099).
    when: always,
    sets: (so, d) => learnedSubject(so.kind, { subject: so.subject, role: so.role }, d.sentences, d.named, d.applicantName, () => anotherReading(d, so.kind)),
  },
  {
    name: 'a namesake',
    // A page that never writes her given name but writes another's before her surname is about that namesake, whose
    // surname alone heads it (tune26, decision 141): not her, and she has no part in it.
    when: (so) => Boolean(so.subject?.isApplicant),
    sets: (_, d) => {
      const other = namesakeOf(d.sentences, d.applicantName);
      return other ? { subject: { value: other.value, sentence: other.sentence.text, page: other.sentence.page, relation: 'written_about', isApplicant: false }, role: { role: 'none', sentence: undefined, weak: false } } : undefined;
    },
  },
  {
    name: 'her own post',
    // Her own post on a social network is her own claim, whatever it tells (fact-own-post.ts); filing.ts sets it aside.
    when: always,
    sets: (_, d) => {
      const post = ownPost(d.sentences, d.text, d.applicantName);
      return post ? { ...aboutHer(post), kind: 'social_post' } : undefined;
    },
  },
];

/**
 * Her part, where the document's form has already said it: billed in the ranks, one item of a list, the one who
 * collected a body's award, a guest; else the subject, or nothing (her own sentences then say it).
 */
function formRole(so: Reading, d: DocumentRead): RoleReading | undefined {
  if (so.inRanks) return { role: 'none', sentence: so.inRanks, weak: false };
  // One of a programme's players or a crew list's rows worked on it; one thanked in a list of acknowledgements is credited.
  if (so.listed === 'team') return { role: 'collaborator', sentence: d.named[0], weak: false };
  if (so.listed === 'list' && onlyThanked(d.sentences, d.named, d.applicantName) === 'list') return { role: 'cited', sentence: d.named[0], weak: false };
  if (so.listed) return { role: so.listed === 'references' ? 'cited' : 'attendee', sentence: d.named[0], weak: false };
  const thanks = so.thanked ?? so.thankedByAnother;
  if (thanks) return { role: thanks === 'list' ? 'cited' : 'collaborator', sentence: d.named[0], weak: false };
  if (so.body) return { role: 'collaborator', sentence: d.named[0], weak: false };
  if (so.guest) return { role: 'attendee', sentence: d.sentences.find((s) => AS_GUEST.test(s.text)) ?? d.named[0], weak: false };
  // Named on another's citation profile, she is on the author line of a paper they wrote together.
  if (so.kind === 'citation_record' && so.subject && !so.subject.isApplicant && d.named.length > 0) return { role: 'co_author', sentence: d.named[0], weak: false };
  return so.subject?.isApplicant ? { role: 'subject', sentence: undefined, weak: false } : undefined;
}

/** What the learned judge reads when it is sure the document is another's: the subject once she is set aside, her part as her sentences give it. */
function anotherReading(d: DocumentRead, kind: FactKind): SubjectReading {
  const subject = subjectOf(d.read, d.sentences, [], d.applicantName, d.firstPage, d.signer);
  const own = applicantRole(d.named, d.applicantName, kind);
  const said = own.role === 'none' ? herQuote(d.sentences, d.named, d.applicantName) : undefined;
  const part = said ? { role: 'quoted' as const, sentence: said, weak: false } : own;
  const heading = () => {
    const line = listHeading(d.text, d.sentences);
    return line ? { ...line, relation: 'written_about' as const, isApplicant: false } : null;
  };
  return { subject: (subject && !subject.isApplicant ? subject : null) ?? topicOf(kind, d.sentences, part.role) ?? heading(), role: part };
}

const UNREAD: Reading = { subject: null, role: { role: 'none', sentence: undefined, weak: false }, inRanks: undefined, guest: undefined, listed: null, thanked: null, thankedByAnother: null, body: null, kind: 'other' };

/** The document's subject, her part and its kind: every reading of the table tried in its order. */
export function readSubject(doc: DocumentRead): Reading {
  return SUBJECT_READINGS.reduce<Reading>((so, reading) => (reading.when(so, doc) ? { ...so, ...reading.sets(so, doc) } : so), { ...UNREAD, kind: doc.read });
}
