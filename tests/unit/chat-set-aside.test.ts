import { describe, expect, it } from 'vitest';
import { FILED_OTHER_BY_USER } from '../../src/contract/set-aside';
import type { EvidenceForAnalysis } from '../../server/platform/analyst/analyst';
import { answerQuestion } from '../../server/modules/analyst/local/chat';

// The chat after a correction (decision 062): a colleague's prize, set aside as not the applicant's, still
// answers what the record says ('Did I win it?': no), but never stands for her own award.

const NEWSLETTER = [
  'Department of Computer Science Newsletter',
  'Professor Lin Wins 2024 Kavli Prize',
  'Professor Wei Lin received the 2024 Kavli Prize in Nanoscience for his work on molecular machines.',
  'The prize is awarded every two years and was selected from 312 nominations by an international committee.',
  'Among the guests at the ceremony in Oslo was Dr. Ada Lovelace, who attended with colleagues from the lab.',
].join('\n');
const CERTIFICATE = [
  'Analytical Society',
  'CERTIFICATE OF RECOGNITION',
  'This certifies that Ada Lovelace has received the Best Paper Award of the Analytical Society.',
  'The paper was selected from 1,840 submissions by a committee of 12 international judges.',
].join('\n');

const exhibit = (n: number, fileName: string, category: string, text: string, setAside: string | null): EvidenceForAnalysis => ({
  evidenceNumber: n,
  fileName,
  category,
  kind: 'award',
  text,
  aiTags: [],
  aiDescription: null,
  userNotes: null,
  setAside,
});
const ask = (question: string, setAside: string | null) =>
  answerQuestion({
    visaType: 'EB-1A',
    question,
    passages: [],
    exhibits: [exhibit(1, 'newsletter.pdf', setAside ? 'other' : 'eb1a_awards', NEWSLETTER, setAside), exhibit(2, 'certificate.pdf', 'eb1a_awards', CERTIFICATE, null)],
    report: null,
    evidenceCount: 2,
  });
const REASON = 'Filed as Other: the award went to Professor Wei Lin; the applicant attended the ceremony.';

describe('the chat and an exhibit set aside as not the applicant’s', () => {
  it('lists it apart with why, never as filed under the criterion or as one to re-file there', () => {
    const before = ask('Which exhibits support the awards criterion?', null);
    expect(before).toMatch(/2 exhibits are filed under it/);
    for (const reason of [REASON, FILED_OTHER_BY_USER]) {
      const answer = ask('Which exhibits support the awards criterion?', reason);
      expect(answer).toMatch(/1 exhibit is filed under it/);
      expect(answer).not.toMatch(/change its category/);
      expect(answer).toMatch(/not counted as yours:\s+- \*\*Exhibit 1 \(newsletter\.pdf\)\*\*: /);
    }
    expect(ask('Which exhibits support the awards criterion?', REASON)).toContain('the award went to Professor Wei Lin; the applicant attended the ceremony.');
  });

  it('never answers a question about her own prize from it', () => {
    expect(ask('How many nominations were there for my prize?', null)).toMatch(/^312 nominations \(Exhibit 1/);
    const answer = ask('How many nominations were there for my prize?', FILED_OTHER_BY_USER);
    expect(answer).toMatch(/^The record does not say/);
    expect(answer).not.toContain('Exhibit 1');
  });

  it('still says who won when asked whether she did, and a summary of it says it is not counted', () => {
    expect(ask('Did I win the Kavli Prize?', FILED_OTHER_BY_USER)).toMatch(/^No\. The Kavli Prize went to Professor Wei Lin \(Exhibit 1/);
    expect(ask('Summarise Exhibit 1', FILED_OTHER_BY_USER)).toMatch(/^\*\*Exhibit 1 \(newsletter\.pdf\)\*\* is filed under \*\*Other\*\* and reads as [^.]+\. It is not counted as your evidence: you filed it as Other\./);
  });
});
