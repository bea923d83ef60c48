import { describe, expect, it } from 'vitest';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import type { VisaType } from '../../src/contract/visa';

const analyst = createLocalAnalyst();
const analyse = (visaType: VisaType, fileName: string, text: string, mimeType = 'application/pdf') => analyst.analyseEvidence({ visaType, fileName, mimeType, text });

const AWARD_LETTER = `Dear Dr. Doe,
On behalf of the Association for Computing Machinery, we are pleased to inform you that you have been selected as the winner of the 2021 ACM Doctoral Dissertation Award.
The award recognises the best doctoral dissertation in computer science worldwide, and you were chosen from 172 nominations by a committee of international experts.
The prize of $20,000 will be presented at the ACM Awards Banquet in San Francisco on June 12, 2021.
Sincerely,
John White, ACM President`;

const PASSPORT = 'PASSPORT. Surname: DOE. Given names: JANE. Nationality: Canadian. Date of birth: 12 MAR 1985. Place of birth: Toronto. Date of expiry: 2030. Issuing authority: Passport Canada.';

const LETTER = `To whom it may concern,
I am writing to recommend Dr. Jane Doe in support of her petition. I have known Dr. Doe for eight years as her collaborator at MIT.
Her algorithm for variational inference was adopted by Google and is cited over 3,000 times. I recommend her without reservation.
Sincerely, Prof. Alan Smith`;

const CV = `Curriculum Vitae — Jane Doe
Education
PhD, University of Toronto, 2013
Experience
Associate Professor, Stanford University, 2016 – present
Publications
42 peer-reviewed papers
Awards
Best Paper Award, NeurIPS 2018
Skills
Python, statistics`;

const REVIEW = 'Dear Dr. Doe, Thank you for your review of manuscript NMETH-2022-1234 submitted to Nature Methods. The editorial board appreciates your service as a reviewer. Your peer review was completed on March 3, 2022.';

describe('local analyst: analyseEvidence', () => {
  it('files an award letter under the awards criterion of the petition visa', async () => {
    const r = await analyse('O-1A', 'award_letter.pdf', AWARD_LETTER);
    expect(r.category).toBe('o1a_awards');
    expect(r.criteriaIds[0]).toBe('o1a_awards');
    expect((await analyse('EB-1A', 'letter.pdf', AWARD_LETTER)).category).toBe('eb1a_awards');
    expect((await analyse('UK_GLOBAL_TALENT', 'letter.pdf', AWARD_LETTER)).category).toBe('uk_awards');
  });

  it('tags, describes from the document own sentences and explains relevance', async () => {
    const r = await analyse('O-1A', 'award_letter.pdf', AWARD_LETTER);
    expect(r.tags.length).toBeGreaterThanOrEqual(3);
    expect(r.tags.length).toBeLessThanOrEqual(8);
    expect(r.tags.join(' ')).toMatch(/ACM Doctoral Dissertation Award/);
    expect(r.description).toContain('selected as the winner of the 2021 ACM Doctoral Dissertation Award');
    expect(r.description).toMatch(/^An award certificate or notice, filed under \*\*Awards\*\* \(O-1A\)/);
    expect(r.description).not.toMatch(/analyst|keyword/i);
    expect(r.relevance).toContain('**Criterion:** Awards');
    expect(r.relevance).toContain('8 CFR 214.2(o)(3)(iii)(B)(1)');
    expect(r.relevance).toMatch(/\*\*Why:\*\* it reads as an award certificate or notice/);
    expect(r.relevance).toContain('To strengthen it');
  });

  it('says what is missing from a weak document', async () => {
    const r = await analyse('O-1A', 'award.pdf', 'Certificate. This award is presented to Jane Doe for excellence in teaching.');
    expect(r.category).toBe('o1a_awards');
    expect(r.relevance).toMatch(/It does not state a date/);
    expect(r.relevance).toMatch(/It does not state national or international scope/);
  });

  it('recognises identity documents, CVs and recommendation letters', async () => {
    const passport = await analyse('O-1A', 'scan1.pdf', PASSPORT);
    expect(passport).toMatchObject({ category: 'other', kind: 'identity' });
    const letter = await analyse('O-1A', 'smith.pdf', LETTER);
    expect(letter.category).toBe('recommendation_letter');
    expect(letter.criteriaIds).toContain('o1a_original_contributions');
    expect((await analyse('UK_GLOBAL_TALENT', 'smith.pdf', LETTER)).category).toBe('uk_recommendation_letters');
    const cv = await analyse('O-1A', 'jane_cv.pdf', CV);
    expect(cv).toMatchObject({ category: 'cv', kind: 'cv' });
    expect(cv.relevance).toMatch(/CV\/résumé/);
    expect((await analyse('UK_GLOBAL_TALENT', 'jane_cv.pdf', CV)).category).toBe('uk_cv');
  });

  it('matches each visa vocabulary (judging, O-1B reviews, EB-1C ownership)', async () => {
    expect((await analyse('O-1A', 'nature.pdf', REVIEW)).category).toBe('o1a_judging');
    const review = 'The Guardian review: critics praised her masterful performance; a critically acclaimed production that earned rave reviews in Variety.';
    expect((await analyse('O-1B', 'guardian.pdf', review)).category).toBe('o1b_critical_reviews');
    const ownership = 'Acme GmbH is a wholly owned subsidiary of Acme Inc. The parent company owns 100% of the shares, as the share register and corporate structure chart show.';
    expect((await analyse('EB-1C', 'ownership.pdf', ownership)).category).toBe('eb1c_qualifying_relationship');
  });

  it('handles a file with no readable text', async () => {
    const r = await analyse('O-1A', 'scan.jpg', '   ', 'image/jpeg');
    expect(r.category).toBe('other');
    expect(r.description).toMatch(/^No readable text was found in this file/);
    expect(r.criteriaIds).toEqual([]);
    expect(r.tags.length).toBeGreaterThanOrEqual(3);
    expect(r.relevance).toMatch(/could not be assessed/);
  });

  it('files unrelated text as other and says there is no clear match', async () => {
    const r = await analyse('O-1A', 'notes.txt', 'Grocery list: eggs, milk, bread and some cheese for the weekend.', 'text/plain');
    expect(r.category).toBe('other');
    expect(r.criteriaIds).toEqual([]);
    expect(r.relevance).toMatch(/No clear match/);
  });

  it("never lets a document's own exhibit numbers read as this petition's exhibits", async () => {
    const r = await analyse('O-1A', 'Exhibit 12 award.pdf', `${AWARD_LETTER}\nSee Exhibit 14 for the jury report.`);
    expect(findExhibitRefs(r.description)).toEqual([]);
    expect(findExhibitRefs(r.relevance)).toEqual([]);
  });

  it('is deterministic', async () => {
    expect(await analyse('O-1A', 'a.pdf', AWARD_LETTER)).toEqual(await analyse('O-1A', 'a.pdf', AWARD_LETTER));
  });
});
