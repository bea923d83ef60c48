/**
 * What a document kind proves under a visa, read from its spec and resolved through the criteria
 * catalogue's `proof`: the kind names the proof, the catalogue names the criterion that asks for it.
 */
import { FIXED_CATEGORIES, fixedCategoryFor, type DocumentKind, type FixedCategory } from '../../../../src/contract/categories';
import { criterionForProof, PROOFS, type Proof } from '../../../../src/contract/criteria';
import type { VisaType } from '../../../../src/contract/visa-types';
import { KIND_SPECS } from './kind-specs';
import type { Files } from './spec';

const isProof = (files: Files): files is Proof => (PROOFS as readonly unknown[]).includes(files);
const isFixed = (files: Files): files is FixedCategory => (FIXED_CATEGORIES as readonly unknown[]).includes(files);

/** The category `files` means under a visa: the criterion asking for that proof, else the fixed category; undefined when neither. */
export function categoryFor(visaType: VisaType, files: Files): string | undefined {
  const criterion = isProof(files) ? criterionForProof(visaType, files) : undefined;
  if (criterion) return criterion.id;
  return isFixed(files) ? fixedCategoryFor(visaType, files) : undefined;
}

/** The category a document of this kind is filed under by its form; undefined when its words must decide. */
export function filingOf(visaType: VisaType, kind: DocumentKind, text: string): string | undefined {
  const spec = KIND_SPECS[kind];
  const first = spec.first?.when(text) ? spec.first.proves[visaType] : undefined;
  if (first !== undefined) return categoryFor(visaType, first);
  const proves = spec.otherwise?.when(text) ? spec.otherwise.proves : spec.proves;
  return categoryFor(visaType, proves[visaType]);
}
