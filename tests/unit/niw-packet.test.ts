import { describe, expect, it } from 'vitest';
import { niwFilingOrder, niwPacketGroup, type PacketEntryRef } from '../../src/contract/niw-packet';
import { packetHeading } from '../../src/contract/packet';

// Issue 36 item 8: the NIW index groups basis, endeavor, prong 1, prong 2, prong 3, other.
const e = (label: string, criterionId: string | null, extra: Partial<PacketEntryRef> = {}) => ({ label, evidenceId: label.startsWith('L') ? null : label, criterionId, ...extra });

describe('the EB-2 NIW filing order', () => {
  it('groups by the brief, the basis in catalogue order, letters before the rest of "other", and keeps numbers in each run', () => {
    const entries = [
      e('L1', null),
      e('E1', 'niw_prong3_balance'),
      e('E2', 'other'),
      e('E3', 'niw_prong1_merit_importance'),
      e('E4', 'niw_exceptional_ability_salary'),
      e('E5', 'niw_prong2_well_positioned', { kind: 'endeavor_plan' }),
      e('E6', 'recommendation_letter'),
      e('E7', 'niw_prong2_well_positioned'),
      e('E8', 'niw_advanced_degree'),
      e('E9', 'niw_prong1_merit_importance'),
    ];
    expect(niwFilingOrder(entries, (x) => x).map((x) => x.label)).toEqual(['E8', 'E4', 'E5', 'E3', 'E9', 'E7', 'E1', 'L1', 'E6', 'E2']);
    expect(entries.map((x) => niwPacketGroup(x))).toEqual(['other', 'prong3', 'other', 'prong1', 'basis', 'endeavor', 'other', 'prong2', 'basis', 'prong1']);
  });

  it('heads each group as the index prints it, and other visas keep their criterion titles', () => {
    expect(packetHeading('EB-2 NIW', e('E8', 'niw_advanced_degree'))).toBe('EB-2 Basis — Advanced Degree');
    expect(packetHeading('EB-2 NIW', e('E4', 'niw_exceptional_ability_salary'))).toBe('EB-2 Basis — Exceptional Ability: Salary');
    expect(packetHeading('EB-2 NIW', e('E5', 'niw_prong2_well_positioned', { kind: 'endeavor_plan' }))).toBe('Proposed Endeavor');
    expect(packetHeading('EB-2 NIW', e('E3', 'niw_prong1_merit_importance'))).toBe('Prong 1: Substantial Merit and National Importance');
    expect(packetHeading('EB-2 NIW', e('L1', null))).toBe('Recommendation letters');
    expect(packetHeading('EB-2 NIW', e('E2', 'other'))).toBe('Other evidence');
    // An endeavor plan in another visa's petition is filed by its category as before.
    expect(packetHeading('EB-1A', e('E1', 'eb1a_awards', { kind: 'endeavor_plan' }))).toBe('Awards');
  });
});
