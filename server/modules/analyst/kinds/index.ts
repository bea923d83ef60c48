/**
 * The document kinds (decision 063): one declarative spec per kind (cues, the facts it states, what it
 * proves under each visa), complete by type. Whatever recognises a kind, decides what it proves or names
 * it reads from here.
 */
export { KIND_SPECS } from './kind-specs';
export type { Files } from './spec';
export { categoryFor, filingOf } from './proves';
export { fromHerEmployer } from './letter-of-interest';
export { kindNoun, recogniseKind, type KindScore } from './recognise';
export { adoptionWeight, independentUse, isBusinessContract, isCompanyReturn, isFieldReport, isFormationRecord, isOwnershipRecord, isRoutine, orderPlacedWith } from './weights';
export { businessCard, conferenceBadge } from './cards';
