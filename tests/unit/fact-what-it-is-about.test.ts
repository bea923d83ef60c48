// What a document that only quotes her, or names her among an evening's people, is about: the honouree of an award
// presented in a programme's running order; the headline's topic of a body's news release (its 'News release' heading
// is no headline); the phrase a headline shares with the story's first line past its dateline (issue 32, tune19).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string) =>
  analyseEvidence({ visaType, fileName: 'document.txt', mimeType: 'text/plain', text, applicantName: 'Hana Sato' });

describe('what the document is about', () => {
  it("reads a banquet programme's award presented to someone else as about that person", () => {
    const a = read('EB-1A', `Pacific Seaweed Society - Annual Meeting 2025

Banquet programme, Friday 7 March 2025

7:00 pm Dinner

8:30 pm Presentation of the President's Award for Lifetime Achievement to Dr. Owen Hale, for thirty years of kelp restoration

Citation read by the President, Dr. Clara Moss

Toast: Dr. Hana Sato, his former student

Table plan: Table 2 - H. Sato, J. Ruiz, P. Lind`);
    expect(a.factSheet?.subject?.value).toContain('Owen Hale');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  it("reads a body's news release that quotes her as about its headline's topic", () => {
    const a = read('EB-1B', `Northbay Vision Institute - News release

February 3, 2025

Institute opens $18 million Eye Clinic

The Northbay Vision Institute today opened its Eye Clinic, an $18 million building with six exam rooms and an imaging suite.

"Our patients will no longer wait weeks for a scan," said Dr. Hana Sato, one of the clinicians who will work there.`);
    expect(a.factSheet?.subject?.value).toBe('Eye Clinic');
    expect(a.category).toBe('other');
  });

  it('reads a news story that quotes her as about what its headline and first line both name, past the dateline', () => {
    const a = read('UK_GLOBAL_TALENT', `Coast Health News | Nutrition | Opinion | About
Clean water programme reaches 40,000 homes in hill villages
12 May 2025
A clean water programme backed by two charities now brings piped water to 40,000 homes in hill villages, organisers said on Friday.
"Children who drink clean water miss fewer school days," said Dr Hana Sato, a public health researcher who was not involved in the programme.`);
    expect(a.factSheet?.subject?.value.toLowerCase()).toBe('clean water programme');
    expect(a.category).toBe('other');
  });
});
