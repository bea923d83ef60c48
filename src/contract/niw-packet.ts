import { findCriterion } from './criteria';
import { EXCEPTIONAL_ABILITY_IDS } from './niw-basis';

// EB-2 NIW packets (issue 36 item 8): the exhibit index is grouped as an NIW brief argues — the EB-2 basis, the
// proposed endeavor, prong 1, prong 2, prong 3, then everything else — whatever order the exhibits were numbered in.

/** The cover's name for the classification, as counsel writes it. */
export const NIW_COVER_LABEL = 'EB-2 (Advanced Degree / Exceptional Ability) with National Interest Waiver';

const NIW_PACKET_GROUPS = ['basis', 'endeavor', 'prong1', 'prong2', 'prong3', 'other'] as const;
type NiwPacketGroup = (typeof NIW_PACKET_GROUPS)[number];

/** What grouping needs of an index entry: a letter has no evidence id; `kind` is the document kind when it decides the group. */
export type PacketEntryRef = { evidenceId: string | null; criterionId: string | null; kind?: string | null };

/** The document kind that describes the endeavor itself; the analyst files it under prong 2 (a plan), the index under the endeavor. */
export const ENDEAVOR_DOCUMENT_KIND = 'endeavor_plan';

const isBasis = (id: string) => id === 'niw_advanced_degree' || id.startsWith('niw_exceptional_ability_');

export function niwPacketGroup(entry: PacketEntryRef): NiwPacketGroup {
  if (entry.evidenceId === null) return 'other';
  if (entry.kind === ENDEAVOR_DOCUMENT_KIND) return 'endeavor';
  const id = entry.criterionId ?? '';
  if (isBasis(id)) return 'basis';
  if (id === 'niw_prong1_merit_importance') return 'prong1';
  if (id === 'niw_prong2_well_positioned') return 'prong2';
  if (id === 'niw_prong3_balance') return 'prong3';
  return 'other';
}

/** The index heading of an NIW entry: 'EB-2 Basis — Advanced Degree', 'Proposed Endeavor', the prong's title, or the others' heading. */
export function niwPacketHeading(entry: PacketEntryRef): string | undefined {
  const group = niwPacketGroup(entry);
  const title = entry.criterionId ? findCriterion('EB-2 NIW', entry.criterionId)?.title : undefined;
  if (group === 'basis') return `EB-2 Basis — ${title ?? 'Advanced Degree or Exceptional Ability'}`;
  if (group === 'endeavor') return 'Proposed Endeavor';
  if (group === 'other') return undefined;
  return title;
}

/**
 * The NIW filing order: by group, the basis criteria in catalogue order, each run otherwise as given (letters
 * before other evidence, exhibits by number). A stable sort, so nothing moves within its place.
 */
export function niwFilingOrder<T>(entries: readonly T[], ref: (entry: T) => PacketEntryRef): T[] {
  const rank = (entry: T) => {
    const r = ref(entry);
    const group = NIW_PACKET_GROUPS.indexOf(niwPacketGroup(r));
    // Within the basis, catalogue order; within the rest, the letters first so each heading prints once.
    const within = group === 0 ? basisRank(r.criterionId) : group === NIW_PACKET_GROUPS.length - 1 && !isLetter(r) ? 1 : 0;
    return group * 100 + within;
  };
  return entries
    .map((entry, i) => ({ entry, i, rank: rank(entry) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.entry);
}

const BASIS_ORDER: readonly string[] = ['niw_advanced_degree', ...EXCEPTIONAL_ABILITY_IDS];
const isLetter = (r: PacketEntryRef) => r.evidenceId === null || r.criterionId === 'recommendation_letter';
const basisRank = (id: string | null) => {
  const at = BASIS_ORDER.indexOf(id ?? '');
  return at === -1 ? BASIS_ORDER.length : at;
};
