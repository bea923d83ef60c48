/**
 * A learned judge of whether a document is about the applicant (decision 099): a logistic model over
 * subject-features.ts, fitted on the tuned sets' labels (bench/analyst/fit-subject.ts). It overrules the hand rules
 * only where it is sure by the model's margin, and only for a document that names her.
 */
import type { ApplicantRole, FactSheet } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';
import type { SubjectFeatures } from './subject-features';

export type SubjectModel = {
  weights: Record<string, number>;
  /** How far from one half the probability must be to overrule the hand (0.5 or more: never). */
  margin: number;
  /** Where the hand found no subject: how far below one half the probability must be to name another's (0.5 or more: never). */
  fill: number;
};

type Subject = NonNullable<FactSheet['subject']>;
/** Her part as fact-sheet.ts reads it: the role, the sentence that shows it, whether only a weak cue does. */
export type RoleReading = { role: ApplicantRole; sentence: PagedSentence | undefined; weak?: boolean };
export type SubjectReading = { subject: FactSheet['subject']; role: RoleReading };

export const probabilityHers = (model: Pick<SubjectModel, 'weights'>, features: SubjectFeatures): number => {
  const s = Object.entries(features).reduce((sum, [name, v]) => sum + (model.weights[name] ?? 0) * v, 0);
  return 1 / (1 + Math.exp(-s));
};

/** The hand's answer: hers, another's, or no subject, with her role one that sets the document aside (a guest, quoted, cited). */
export type HandState = 'hers' | 'another' | 'none' | 'none, set aside';
/** Her roles for which a document of no subject is filed Other already: naming what it is about changes no filing. */
const SET_ASIDE = new Set<ApplicantRole>(['attendee', 'quoted', 'cited']);

export const handState = (subject: FactSheet['subject'], role: ApplicantRole): HandState =>
  subject ? (subject.isApplicant ? 'hers' : 'another') : SET_ASIDE.has(role) ? 'none, set aside' : 'none';

/** 'hers', 'another' or null (keep the hand's): what the model says, where it is sure enough to differ from the hand. */
export function overrule(model: Pick<SubjectModel, 'margin' | 'fill'>, p: number, hand: HandState): 'hers' | 'another' | null {
  if (hand !== 'hers' && p >= 0.5 + model.margin) return 'hers';
  if (hand === 'hers' && p <= 0.5 - model.margin) return 'another';
  if (hand === 'none, set aside' && p <= 0.5 - model.fill) return 'another';
  return null;
}

/** How a subject made the applicant relates to a document of that kind. */
const RELATION_OF: Partial<Record<string, Subject['relation']>> = { award: 'received', membership: 'elected', scholarly_paper: 'wrote', patent: 'wrote', grant: 'funded', funding_award: 'funded', nomination: 'nominated', shortlist: 'nominated', employment_letter: 'paid', pay_record: 'paid', review_record: 'invited' };

/**
 * The reading after the judge: hers, with her name as the document writes it and her role the subject's; or
 * another's, the subject the document names once she is set aside (`another`), with her role as her sentences give it.
 */
export function judgedReading(verdict: 'hers' | 'another' | null, kind: string, hand: SubjectReading, hers: { value: string; sentence: PagedSentence } | undefined, another: () => SubjectReading): SubjectReading {
  if (verdict === 'hers' && hers) {
    const relation = hand.subject?.relation ?? RELATION_OF[kind] ?? 'written_about';
    return { subject: { value: hers.value, sentence: hers.sentence.text, page: hers.sentence.page, relation, isApplicant: true }, role: { role: 'subject', sentence: undefined, weak: false } };
  }
  if (verdict !== 'another') return hand;
  // Where the hand named no subject, her part as it read it stands: only what the document is about is filled in.
  const read = another();
  return hand.subject === null ? { subject: read.subject, role: hand.role } : read;
}
