// A body's own news of the award it gave ('The board has given its 2024 Founders' Award … to Ana Ruiz') is the award's
// notice, as a release is, not an outlet's story: under EB-2 NIW it is recognition, not press for merit (issue 32,
// tune20).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe("a body's own news of its award", () => {
  it('files the society news of its award to him as recognition (EB-2 NIW)', () => {
    const a = analyseEvidence({
      visaType: 'EB-2 NIW',
      fileName: 'society_news.docx',
      mimeType: 'text/plain',
      applicantName: 'Oren Adeyemi-Falk',
      text: `Institute of Rural Water Engineers (IRWE) — Member News — May 12, 2025

Adeyemi-Falk receives the Pioneer Award for Clean Water

The IRWE council has given its 2025 Pioneer Award for Clean Water to Oren Adeyemi-Falk, research engineer at North Dakota State University, for the solar chlorinator now running in 40 rural systems.

The award is given each year to one engineer whose work has measurably improved rural water. Adeyemi-Falk received it at the annual meeting in Bismarck.`,
    });
    expect(a.kind).toBe('award');
    expect(a.category).toBe('niw_exceptional_ability_recognition');
  });
});
