/**
 * The learned subject judge in use (decision 099): subject-judge.json, fitted on the tuned sets' labels
 * (bench/analyst/fit-subject.ts --write), read beside the hand rules' answer. The bench swaps it out to measure them.
 */
import type { FactKind } from '../../../../src/contract/fact-sheet';
import { nameAsWritten } from './fact-names';
import type { PagedSentence } from './fact-sentences';
import { subjectFeatures } from './subject-features';
import { handState, judgedReading, overrule, probabilityHers, type SubjectModel, type SubjectReading } from './subject-judge';

let model: SubjectModel | null = null;

/** Which judge decides: a fitted model beside the hand rules, or null for the hand rules alone. */
export function useSubjectModel(next: SubjectModel | null): void {
  model = next;
}

/** The hand's subject and role, or the judge's where it is sure of the other answer; only a document naming her is judged. */
export function learnedSubject(kind: FactKind, hand: SubjectReading, sentences: readonly PagedSentence[], named: readonly PagedSentence[], applicantName: string | undefined, another: () => SubjectReading): SubjectReading {
  const first = named.find((s) => !s.inReferences);
  if (!model || !applicantName || !first) return hand;
  const p = probabilityHers(model, subjectFeatures({ kind, subject: hand.subject, role: hand.role.role }, sentences, named, applicantName));
  const value = nameAsWritten(first.text, applicantName);
  return judgedReading(overrule(model, p, handState(hand.subject, hand.role.role)), kind, hand, value ? { value, sentence: first } : undefined, another);
}
