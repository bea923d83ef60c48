// A page that names its judges, the applicant not among them (listed as a mentor, a speaker, a volunteer), is no
// evidence that she judged: she is one of the event's other people (issue 32, tune19).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (text: string) => analyseEvidence({ visaType: 'O-1A', fileName: 'judge_hackathon.txt', mimeType: 'text/plain', text, applicantName: 'Priya Nair' });

describe('judges named, she not one of them', () => {
  it("files a hackathon page listing her among its mentors, its judges named apart, as Other", () => {
    const a = read(`Riverside Hack Days | May 2025 | Schedule | Mentors | Judges | Tickets
MENTORS
Mentors walk the floor on Saturday and help teams with their builds.
Priya Nair - CTO, Loomline - embedded systems
Jonas Weber - Partner, Weber Law - contracts
JUDGES
Sunday's demos are judged by Harriet Cole (angel investor), Luis Ortega (Riverside Ventures) and Mei Lin (city innovation office).
Tickets $40 | Students $20`);
    expect(a.category).toBe('other');
  });

  it('still files a page naming her among the judges as judging', () => {
    const a = read(`Riverside Hack Days | May 2025 | Schedule | Mentors | Judges | Tickets
JUDGES
Sunday's demos are judged by Harriet Cole (angel investor), Priya Nair (CTO, Loomline) and Mei Lin (city innovation office).`);
    expect(a.category).toBe('o1a_judging');
  });
});
