// A name set in capitals with its title in capitals ('DR ANA RUIZ — Curriculum Vitae') is still the applicant's
// name (issue 32, decision 085).
import { describe, expect, it } from 'vitest';
import { isApplicantName } from '../../server/modules/analyst/local/fact-names';

describe('a name in capitals with its title', () => {
  it("reads 'DR ANA RUIZ' and 'PROF. ANA RUIZ' as Ana Ruiz", () => {
    expect(isApplicantName('DR ANA RUIZ', 'Ana Ruiz')).toBe(true);
    expect(isApplicantName('PROF. ANA RUIZ', 'Ana Ruiz')).toBe(true);
  });

  it('still tells another first name apart', () => {
    expect(isApplicantName('DR LUIS RUIZ', 'Ana Ruiz')).toBe(false);
  });
});
