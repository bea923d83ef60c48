// A broadcast transcript is press, read by its speakers' labels ('ANCHOR (ANA RUIZ):', 'NAME, ROLE:'); named only in
// her own label she is quoted, and the programme is about what its presenters speak of; a programme whose presenter
// says the hour is about her is media about her (issue 32, tune20).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName: string) =>
  analyseEvidence({ visaType, fileName: 'transcript.txt', mimeType: 'text/plain', text, applicantName });

describe("a transcript's speakers", () => {
  it('files a news transcript in which she only speaks as Other, quoting her', () => {
    const a = read(
      'EB-1B',
      `WKRV Evening News — transcript — October 2, 2024
ANCHOR (MARLA DEVEREUX-HOLT): A boil-water notice is in force tonight for the east side after E. coli was found at the Fairview reservoir.
REPORTER (JONAS ABERNATHY): Tankers will be at four schools from seven tomorrow. The notice runs until Friday at least.
TOMÁS ECHEVERRÍA, STATE UNIVERSITY MICROBIOLOGIST: Boil your water for a full minute, and that includes water for brushing your teeth.
ABERNATHY: The city says the reservoir will be flushed over the weekend.`,
      'Tomás Echeverría',
    );
    expect(a.factSheet?.subject?.isApplicant).not.toBe(true);
    expect(a.factSheet?.applicantRole).toBe('quoted');
    expect(a.category).toBe('other');
  });

  it('files a radio hour given over to him as media recognition', () => {
    const a = read(
      'UK_GLOBAL_TALENT',
      `Radio Meridian — NEW FOLK — Episode 88 — broadcast Saturday 9 March 2024, 20:00 — transcript
HOST (PEARL ASHCOMBE-LUND): Tonight's programme belongs to one musician: the Cape Verdean cavaquinho player Nilton Fortes, whose album "Salt Roads" took this year's Folk Critics' Prize.
ASHCOMBE-LUND: Nilton, why the cavaquinho and not the guitar?
FORTES: Because it sings higher than the wind.
ASHCOMBE-LUND: We begin with the title track.`,
      'Nilton Fortes',
    );
    expect(a.kind).toBe('press_article');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('uk_media_recognition');
  });
});
