/**
 * Judgement cases that fail because of classification (the document's kind, or the criterion a kind
 * proves), which branch kind-specs is rewriting: this branch may not edit kinds.ts, classify.ts,
 * guidance.ts or the catalogue. Each is listed with what goes wrong. The CI gate requires every other
 * case to pass, and fails when a listed case starts passing, so that the list is kept true.
 */
// None since 2026-11-30: 'mo-09' (a paper with a 'Summary' and no abstract or reference list, kind 'other') is filed
// under Scholarly Articles by its fact sheet, her name on its author line (local/filing.ts).
export const AWAITING_KIND_SPECS: Record<string, string> = {};
