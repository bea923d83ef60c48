import type { DocumentKind } from '../../../src/contract/categories';

export type Format = 'pdf' | 'docx' | 'photo' | 'txt';
export type BenchVisa = 'EB-1A' | 'O-1A' | 'O-1B' | 'UK_GLOBAL_TALENT';
export const BENCH_VISAS: readonly BenchVisa[] = ['EB-1A', 'O-1A', 'O-1B', 'UK_GLOBAL_TALENT'];

/** What a paralegal would file the document as: the ground truth the bench scores against. */
export type Label = {
  id: string;
  fileName: string;
  format: Format;
  visa: BenchVisa;
  /** A criterion id of `visa`, or 'recommendation_letter' | 'cv' | 'other'. */
  expectedCategory: string;
  kind: DocumentKind;
  /** The trap the document carries: wording that points at another category. */
  distractor?: string;
  /** Whose petition it is, as the profile names her: the app passes it to the analyst. */
  applicant?: string;
};

/** A labelled document: its label plus the paragraphs it renders (photos: short upper-case lines). */
export type CorpusDoc = Label & { paragraphs: string[] };

/**
 * Criteria the visas share, by a short key. EB-1A has exhibitions and commercial
 * success, which O-1A lacks; O-1B's critical reviews and the UK's media recognition are
 * its press; the UK lists the CV and the letters as items of their own.
 */
export const CATEGORY_IDS = {
  awards: { 'EB-1A': 'eb1a_awards', 'O-1A': 'o1a_awards', UK_GLOBAL_TALENT: 'uk_awards' },
  memberships: { 'EB-1A': 'eb1a_memberships', 'O-1A': 'o1a_memberships' },
  press: { 'EB-1A': 'eb1a_press', 'O-1A': 'o1a_press', 'O-1B': 'o1b_critical_reviews', UK_GLOBAL_TALENT: 'uk_media_recognition' },
  judging: { 'EB-1A': 'eb1a_judging', 'O-1A': 'o1a_judging' },
  contributions: { 'EB-1A': 'eb1a_contributions', 'O-1A': 'o1a_original_contributions', UK_GLOBAL_TALENT: 'uk_patents_contributions' },
  articles: { 'EB-1A': 'eb1a_articles', 'O-1A': 'o1a_scholarly_articles' },
  critical_role: { 'EB-1A': 'eb1a_critical_role', 'O-1A': 'o1a_critical_role', 'O-1B': 'o1b_critical_role' },
  high_salary: { 'EB-1A': 'eb1a_high_salary', 'O-1A': 'o1a_high_salary', 'O-1B': 'o1b_high_salary' },
  exhibitions: { 'EB-1A': 'eb1a_exhibitions' },
  commercial: { 'EB-1A': 'eb1a_commercial_success', 'O-1B': 'o1b_commercial_success' },
  lead_role: { 'O-1B': 'o1b_lead_role' },
  expert_recognition: { 'O-1B': 'o1b_expert_recognition' },
  recommendation_letter: { 'EB-1A': 'recommendation_letter', 'O-1A': 'recommendation_letter', 'O-1B': 'recommendation_letter', UK_GLOBAL_TALENT: 'uk_recommendation_letters' },
  cv: { 'EB-1A': 'cv', 'O-1A': 'cv', 'O-1B': 'cv', UK_GLOBAL_TALENT: 'uk_cv' },
  other: { 'EB-1A': 'other', 'O-1A': 'other', 'O-1B': 'other', UK_GLOBAL_TALENT: 'other' },
} as const satisfies Record<string, Partial<Record<BenchVisa, string>>>;
export type CategoryKey = keyof typeof CATEGORY_IDS;

export function categoryId(key: CategoryKey, visa: BenchVisa): string {
  const id = (CATEGORY_IDS[key] as Partial<Record<BenchVisa, string>>)[visa];
  if (!id) throw new Error(`${key} is not a category of ${visa}`);
  return id;
}

/** A small deterministic PRNG (mulberry32) seeded from a string, so the corpus is the same every run. */
export function rngFor(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
export const between = (r: Rng, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const monthName = (m: number): string => MONTHS[(m - 1) % 12]!;
/** 'March 3, 2023' (US letters) or '3 March 2023' (European letterheads). */
export const usDate = (y: number, m: number, d: number): string => `${monthName(m)} ${d}, ${y}`;
export const euDate = (y: number, m: number, d: number): string => `${d} ${monthName(m)} ${y}`;
export const money = (n: number): string => `$${n.toLocaleString('en-US')}`;
export const num = (n: number): string => n.toLocaleString('en-US');
