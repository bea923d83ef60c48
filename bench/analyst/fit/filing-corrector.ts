/**
 * A learned filing corrector (decision 111): a softmax over the classes of proof (fit/filing-softmax.ts) that reads the
 * category the analyst filed, its hand filing and facts (kind, whose, role, relation) and decision 080's form features,
 * and refiles only where it prefers another class by a margin of probability. A criterion it chooses is judged by the
 * facts as the analyst judges any (fileByFacts, here as the reading recorded it).
 */
import { categoryOfClass, classOf, type FilingClass, type FilingFeatures } from '../../../server/modules/analyst/local/filing-features';
import { filingScores, type FilingModel } from '../../../server/modules/analyst/local/filing-model';
import type { VisaType } from '../../../src/contract/visa-types';

/** The learned vocabulary's word features (decision 088): left out, as decision 088 found words do not help over every document. */
const LEXICAL = /^(?:w|b|f): /;
const WHOSE = /^(?:subject: |no applicant named)/;

/**
 * The corrector's reading: filing-features.ts's, without words, with the filed category as a per-class feature and
 * as features crossed with whose the document is and its fact kind (what a hand rule files wrongly is a pairing).
 */
export function correctorFeatures(read: Pick<FilingFeatures, 'perClass' | 'features' | 'allowed' | 'byVocabulary'>, filed: string): FilingFeatures {
  const cls = classOf(filed);
  const features: Record<string, number> = {};
  for (const [name, value] of Object.entries(read.features)) if (!LEXICAL.test(name)) features[name] = value;
  features[`filed: ${cls}`] = 1;
  for (const name of Object.keys(features)) {
    if (WHOSE.test(name) || name.startsWith('role: ') || name.startsWith('sheet kind: ')) features[`filed ${cls} × ${name}`] = 1;
  }
  return { perClass: { ...read.perClass, filed: { [cls]: 1 } }, features, allowed: read.allowed, byVocabulary: read.byVocabulary };
}

/**
 * The category after the corrector: the filed one unless the model's best class beats the filed class's probability by
 * at least `margin`; a criterion it chooses goes where the facts send it (`byFacts`: the class's category they refuse).
 */
export function correctedCategory(model: FilingModel, visaType: VisaType, read: FilingFeatures, filed: string, margin: number, byFacts: Partial<Record<FilingClass, string>> = {}): string {
  const scores = filingScores(model, read);
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const total = exp.reduce((a, b) => a + b, 0);
  const best = exp.indexOf(Math.max(...exp));
  const cls = model.classes[best]!;
  const filedAt = model.classes.indexOf(classOf(filed));
  const filedP = filedAt >= 0 ? exp[filedAt]! / total : 0;
  if (cls === classOf(filed) || exp[best]! / total - filedP < margin) return filed;
  const category = categoryOfClass(visaType, cls);
  if (!category) return filed;
  return category === 'other' ? category : (byFacts[cls] ?? category);
}
