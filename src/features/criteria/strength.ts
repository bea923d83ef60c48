/**
 * architecture.md §states: strong, moderate, anything else (weak) → green, amber, red, with the
 * badge styles default, secondary, destructive, here Ionic's success, warning, danger.
 */
type StrengthTone = 'strong' | 'moderate' | 'weak';

export const toneOf = (strength: string): StrengthTone => (strength === 'strong' ? 'strong' : strength === 'moderate' ? 'moderate' : 'weak');

export const BADGE_COLOR: Record<StrengthTone, 'success' | 'warning' | 'danger'> = {
  strong: 'success',
  moderate: 'warning',
  weak: 'danger',
};
