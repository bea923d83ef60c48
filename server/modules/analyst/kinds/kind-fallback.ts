/**
 * A learned kind only where the hand weights read none (decision 116). When no spec's cues claim a kind and the
 * criteria vocabulary alone would file the document (no reading decided it, the facts set nothing aside), the fitted
 * kind model (decision 080) reads it instead, if it is sure enough of a kind. The hand weights decide every document
 * they read a kind for. kind-fallback.json is fitted on every tuned set (bench/analyst/fit-readings.ts --write-kind-fallback).
 */
import type { DocumentKind } from '../../../../src/contract/categories';
import { kindFeatures } from './features';
import { readKind, type KindModel } from './kind-model';
import fitted from './kind-fallback.json';

export type KindFallback = {
  model: KindModel;
  /** The fitted kind's probability it must reach. */
  threshold: number;
  /** The kinds it may read; absent: any but 'other'. */
  kinds?: readonly DocumentKind[];
};

export const LEARNED_KIND_FALLBACK = fitted as KindFallback;

let fallback: KindFallback | null = LEARNED_KIND_FALLBACK;

/** Which learned kind reads the documents the hand weights read no kind for: a model and its threshold, or null for none (the bench swaps it). */
export function useKindFallback(next: KindFallback | null): void {
  fallback = next;
}

/** The learned kind of a document the hand weights read no kind for, or undefined when it is not sure of one. */
export function fallbackKind(fileName: string, text: string, applicantName?: string): { kind: DocumentKind; score: number; cues: string[] } | undefined {
  if (!fallback) return undefined;
  const read = readKind(fallback.model, kindFeatures(fileName, text, applicantName));
  if (read.kind === 'other' || read.probability < fallback.threshold) return undefined;
  if (fallback.kinds && !fallback.kinds.includes(read.kind)) return undefined;
  return { kind: read.kind, score: read.probability, cues: ['the learned kind, where no cue claimed one', ...read.cues] };
}
