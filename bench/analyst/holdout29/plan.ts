/**
 * The twenty-ninth never-tuned set in order: EB-1A, EB-1B, EB-1C, O-1A, O-1B, UK Global Talent, EB-2 NIW; ids 'h29-eb1a-01'.
 * Numbered as holdout4 to holdout13 are (`numbered` of `../holdout4/plan.ts`, which checks every category).
 */
import type { VisaType } from '../../../src/contract/visa-types';
import type { NumberedDoc4 } from '../holdout4/doc';
import { numbered } from '../holdout4/plan';
import { EB1A } from './eb1a';
import { EB1B } from './eb1b';
import { EB1C } from './eb1c';
import { NIW } from './niw';
import { O1A } from './o1a';
import { O1B } from './o1b';
import { UK } from './uk';

export const HOLDOUT29_VISAS: readonly VisaType[] = ['EB-1A', 'EB-1B', 'EB-1C', 'O-1A', 'O-1B', 'UK_GLOBAL_TALENT', 'EB-2 NIW'];

export function buildHoldout29(): NumberedDoc4[] {
  return [EB1A, EB1B, EB1C, O1A, O1B, UK, NIW].flatMap((docs) => numbered('h29', docs));
}
