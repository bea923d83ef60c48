import { describe, expect, it } from 'vitest';
import { isVisaType, VISA_TYPES, visaDisplayName } from '../../src/contract/visa-types';
import { visaTypeSchema } from '../../src/contract/visa';
import * as evidence from '../../src/contract/evidence';
import * as evidenceRules from '../../src/contract/evidence-rules';
import * as evidenceList from '../../src/contract/evidence-list';
import * as evidenceListRows from '../../src/contract/evidence-list-rows';
import * as exhibitOrder from '../../src/contract/exhibit-order';
import * as exhibitGroups from '../../src/contract/exhibit-groups';

// The petition page imports the contract's values from modules without zod (docs/decisions/043); the modules
// with the schemas re-export them, so the server and the page keep one source of truth.

describe('contract modules without zod', () => {
  it('check visa types as the schema does', () => {
    for (const value of [...VISA_TYPES, 'O-1', 'uk_global_talent', '', null, 3, undefined]) {
      expect(isVisaType(value), String(value)).toBe(visaTypeSchema.safeParse(value).success);
    }
    expect(visaDisplayName('UK_GLOBAL_TALENT')).toBe('UK Global Talent');
  });

  it('are what the schema modules export under the same names', () => {
    for (const [whole, part] of [
      [evidence, evidenceRules],
      [evidenceList, evidenceListRows],
      [exhibitOrder, exhibitGroups],
    ] as const) {
      for (const [name, value] of Object.entries(part)) expect((whole as Record<string, unknown>)[name], name).toBe(value);
    }
  });
});
