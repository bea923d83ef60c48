import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa';
import { checkedAnalysis } from './checked-analysis';
import { cleanName, isApplicantName } from '../../server/modules/analyst/local/fact-names';
import * as T from './fact-judgement-texts';

const analyse = (text: string, applicantName: string | undefined, visaType: VisaType = 'EB-1A') => checkedAnalysis(text, applicantName, visaType);

describe('names as documents write them', () => {
  it('matches the applicant by surname, accents aside, and by an initial or first name that agrees', () => {
    expect(isApplicantName('Prof. Tomasz Wojcik', 'Tomasz Wójcik')).toBe(true);
    expect(isApplicantName('T. Wójcik', 'Tomasz Wójcik')).toBe(true);
    expect(isApplicantName('A. Wójcik', 'Tomasz Wójcik')).toBe(false);
    expect(isApplicantName('Anna Wojcik', 'Tomasz Wójcik')).toBe(false);
    expect(isApplicantName('Dr. Ortega-Ruiz', 'Sofía Ortega-Ruiz')).toBe(true);
    // 'Dear Sofía,': a letter to her by her first name.
    expect(isApplicantName('Sofía', 'Sofía Ortega-Ruiz')).toBe(true);
  });

  it('keeps occupations, job titles and a form’s next label out of a name', () => {
    expect(cleanName('Soprano Elena Vasquez')).toBe('Elena Vasquez');
    expect(cleanName('Principal Scientist')).toBeUndefined();
    expect(cleanName('Priya Raman Employee ID')).toBe('Priya Raman');
    expect(cleanName('Winner')).toBeUndefined();
  });
});

describe('whom a fact sheet says a document is about', () => {
  it('knows the applicant in a form that drops the accents of her name', () => {
    const { sheet } = analyse(T.GRANT_CO_INVESTIGATOR, 'Tomasz Wójcik', 'EB-1B');
    expect(sheet.subject).toMatchObject({ value: 'Prof. Grace Liu', relation: 'funded', isApplicant: false });
    expect(sheet.applicantRole).toBe('collaborator');
    expect(sheet.roleFact?.sentence).toContain('Prof. Tomasz Wojcik');
  });

  it('reads a double surname whole, and a nominee field', () => {
    const { sheet } = analyse(T.NOMINATION_FORM, 'Sofía Ortega-Ruiz', 'O-1A');
    expect(sheet.subject).toMatchObject({ value: 'Dr. Sofía Ortega-Ruiz', relation: 'nominated', isApplicant: true });
  });

  it('finds the applicant by her initial in a paper’s author line, and files her authorship', () => {
    const { analysis, sheet, reason } = analyse(T.CO_AUTHORED_PAPER, 'Tomasz Wójcik', 'EB-1B');
    expect(sheet.subject).toMatchObject({ value: 'T. Wójcik', relation: 'wrote', isApplicant: true });
    expect(sheet.issuer?.value).toBe('Nature Energy');
    expect(analysis.category).toBe('eb1b_scholarly_articles');
    expect(reason).toBeNull();
  });

  it('names the first author of a paper by others', () => {
    const { sheet } = analyse(T.PAPER_BY_OTHERS, 'Leila Moradi');
    expect(sheet.subject).toMatchObject({ value: 'Hiroshi Tanabe', relation: 'wrote', isApplicant: false });
    expect(sheet.applicantRole).toBe('cited');
    expect(sheet.date?.value).toBe('12 April 2024');
  });

  it('leaves an occupation out of a name, and the headline’s winner is the subject', () => {
    const { sheet } = analyse(T.PRIZE_OF_A_CAST_MEMBER, 'Isabella Moretti', 'O-1B');
    expect(sheet.subject).toMatchObject({ value: 'Elena Vasquez', relation: 'received', isApplicant: false });
    expect(sheet.applicantRole).toBe('collaborator');
  });

  it('makes the addressee the subject when the letter tells her what happened to her', () => {
    const { analysis, sheet, reason } = analyse(T.OWN_ELECTION, 'Leila Moradi');
    expect(sheet.subject).toMatchObject({ value: 'Dr. Moradi', relation: 'elected', isApplicant: true });
    expect(sheet.applicantRole).toBe('subject');
    expect(sheet.issuer?.value).toBe('International Society for Computational Biology');
    expect(analysis.category).toBe('eb1a_memberships');
    expect(reason).toBeNull();
  });

  it('makes the one elected the subject of a letter to her about someone else’s election', () => {
    const { sheet } = analyse(T.ELECTION_OF_ANOTHER, 'Leila Moradi');
    expect(sheet.kind).toBe('membership');
    expect(sheet.subject).toMatchObject({ value: 'Dr. Arjun Mehta', relation: 'elected', isApplicant: false });
    expect(sheet.applicantRole).toBe('none');
  });

  it('reads a forwarded invitation as addressed to whom it was first sent, dated as it was sent', () => {
    const { sheet } = analyse(T.FORWARDED_INVITATION, 'Leila Moradi');
    expect(sheet.subject).toMatchObject({ value: 'Dr. Mehta', relation: 'invited', isApplicant: false });
    expect(sheet.date?.value).toBe('October 2, 2023');
    expect(sheet.issuer?.value).toBe('Genome Research Editorial Office');
  });

  it('names the employee an employment letter is about', () => {
    const { sheet } = analyse(T.COLLEAGUE_EMPLOYMENT, 'Aiko Tanaka', 'EB-1C');
    expect(sheet.subject).toMatchObject({ value: 'Mr. Kenji Sato', relation: 'paid', isApplicant: false });
    expect(sheet.issuer?.value).toBe('KAISEI PRECISION CO., LTD.');
  });

  it('makes the applicant the subject of a programme that casts her in the title role', () => {
    const { sheet, reason } = analyse(T.TITLE_ROLE_PROGRAMME, 'Isabella Moretti', 'O-1B');
    // A house programme is production credits (decision 063): her lead role, not an event she attended.
    expect(sheet.kind).toBe('production_credits');
    expect(sheet.subject).toMatchObject({ value: 'Isabella Moretti', isApplicant: true });
    expect(sheet.applicantRole).toBe('subject');
    expect(sheet.date?.value).toBe('16 January 2024');
    expect(reason).toBeNull();
  });

  it('makes the CV’s owner its subject: her award line is her own claim, filed as the CV', () => {
    const { analysis, sheet, reason } = analyse(T.OWN_CV, 'Kwame Asante', 'UK_GLOBAL_TALENT');
    expect(sheet.subject).toMatchObject({ value: 'Kwame Asante', isApplicant: true });
    expect(analysis.category).toBe('uk_cv');
    expect(reason).toBeNull();
  });
});

describe('documents that are not the applicant’s award, filed as Other with the reason', () => {
  it("someone else's prize whose ceremony she attended", () => {
    const { analysis, sheet, reason } = analyse(T.CEREMONY_JOINED, 'Leila Moradi');
    expect(sheet.applicantRole).toBe('attendee');
    expect(sheet.issuer?.value).toBe('Vilcek Foundation');
    expect(analysis.category).toBe('other');
    expect(reason).toBe('Filed as Other: the award went to Dr. Arjun Mehta; the applicant attended the ceremony.');
  });

  it("a cast member's prize announced by the house", () => {
    const { analysis, reason } = analyse(T.PRIZE_OF_A_CAST_MEMBER, 'Isabella Moretti', 'O-1B');
    expect(analysis.category).toBe('other');
    expect(reason).toBe('Filed as Other: the award went to Elena Vasquez; the applicant is a collaborator.');
  });

  it('a nomination form', () => {
    const { analysis, sheet, reason } = analyse(T.NOMINATION_FORM, 'Sofía Ortega-Ruiz', 'O-1A');
    expect(sheet.kind).toBe('nomination');
    expect(sheet.figures).toContainEqual(expect.objectContaining({ kind: 'selectivity', value: 'select 35 honorees from more than 500 nominations' }));
    expect(analysis.category).toBe('other');
    expect(reason).toBe('Filed as Other: it is a nomination of the applicant, and a nomination is not the award.');
  });

  it('a list of finalists', () => {
    const { analysis, sheet, reason } = analyse(T.FINALISTS, 'Sofía Ortega-Ruiz', 'O-1A');
    expect(sheet.kind).toBe('shortlist');
    expect(sheet.subject).toMatchObject({ value: 'Dr. Sofia Ortega-Ruiz', isApplicant: true });
    expect(sheet.figures).toContainEqual(expect.objectContaining({ kind: 'count', value: '41 nominated dissertations' }));
    expect(analysis.category).toBe('other');
    expect(reason).toBe('Filed as Other: it names the applicant on a shortlist, and being shortlisted is not winning the award.');
  });

  it('a grant that names her as a co-investigator', () => {
    const { analysis, sheet, reason } = analyse(T.GRANT_CO_INVESTIGATOR, 'Tomasz Wójcik', 'EB-1B');
    expect(sheet.kind).toBe('grant');
    expect(sheet.date?.value).toBe('July 21, 2023');
    expect(analysis.category).toBe('other');
    expect(reason).toBe('Filed as Other: it is a research grant held by Prof. Grace Liu with the applicant as a collaborator; a grant funds work and is not a prize.');
  });

  it('a grant offer to a project led by someone else, with her on its team', () => {
    const { analysis, sheet, reason } = analyse(T.GRANT_OFFER_TEAM, 'Kwame Asante', 'UK_GLOBAL_TALENT');
    expect(sheet.kind).toBe('grant');
    expect(sheet.subject).toMatchObject({ value: 'Hannah Price', isApplicant: false });
    expect(sheet.applicantRole).toBe('collaborator');
    expect(sheet.figures).toContainEqual(expect.objectContaining({ kind: 'amount', value: '£288,400' }));
    expect(analysis.category).toBe('other');
    expect(reason).toMatch(/^Filed as Other: it is a research grant held by Hannah Price with the applicant as a collaborator/);
  });

  it('a guest list that lists her', () => {
    const { analysis, sheet, reason } = analyse(T.GUEST_LIST, 'Leila Moradi');
    expect(sheet.kind).toBe('event_programme');
    expect(sheet.applicantRole).toBe('attendee');
    expect(sheet.issuer?.value).toBe('American Society of Human Genetics');
    expect(analysis.category).toBe('other');
    expect(reason).toBe('Filed as Other: it is an event programme or guest list that names the applicant only as an attendee.');
  });

  it('a patent that cites hers in its references', () => {
    const { analysis, sheet, reason } = analyse(T.PATENT_CITING, 'Kwame Asante', 'UK_GLOBAL_TALENT');
    expect(sheet.subject).toMatchObject({ value: 'Rachel Kim', isApplicant: false });
    expect(sheet.applicantRole).toBe('cited');
    expect(analysis.category).toBe('other');
    expect(reason).toBe('Filed as Other: it names the applicant only in its reference list.');
  });

  it('a paper by others that cites her', () => {
    const { analysis, reason } = analyse(T.PAPER_BY_OTHERS, 'Leila Moradi');
    expect(analysis.category).toBe('other');
    expect(reason).toBe('Filed as Other: it names the applicant only in its reference list.');
  });

  it("someone else's election, in a letter to her", () => {
    const { analysis, reason } = analyse(T.ELECTION_OF_ANOTHER, 'Leila Moradi');
    expect(analysis.category).toBe('other');
    expect(reason).toBe('Filed as Other: the election is of Dr. Arjun Mehta; the applicant is only mentioned in it.');
  });

  it('an invitation to judge sent to someone else and forwarded to her', () => {
    const { analysis, reason } = analyse(T.FORWARDED_INVITATION, 'Leila Moradi');
    expect(analysis.category).toBe('other');
    expect(reason).toBe('Filed as Other: the invitation to judge is addressed to Dr. Mehta; the applicant is only mentioned in it.');
  });

  it("a colleague's employment letter from her employer", () => {
    const { analysis, reason } = analyse(T.COLLEAGUE_EMPLOYMENT, 'Aiko Tanaka', 'EB-1C');
    expect(analysis.category).toBe('other');
    expect(reason).toBe("Filed as Other: the letter is about Mr. Kenji Sato's employment; the applicant is only mentioned in it.");
  });

  it('but her own award, addressed to her, is filed under Awards', () => {
    const { analysis, sheet, reason } = analyse(T.OWN_AWARD_LETTER, 'Tomasz Wójcik', 'EB-1B');
    expect(sheet.subject).toMatchObject({ value: 'Professor Wójcik', isApplicant: true });
    expect(sheet.issuer?.value).toBe('Materials Research Society');
    expect(sheet.figures).toContainEqual(expect.objectContaining({ kind: 'count', value: '64 nominations' }));
    expect(analysis.category).toBe('eb1b_awards');
    expect(reason).toBeNull();
  });

  it('but an article about her work, which quotes her too, is press about her', () => {
    const { analysis, sheet, reason } = analyse(T.ARTICLE_ABOUT_HER_WORK, 'Leila Moradi');
    expect(sheet.subject).toMatchObject({ value: 'Leila Moradi', relation: 'written_about', isApplicant: true });
    expect(analysis.category).toBe('eb1a_press');
    expect(reason).toBeNull();
  });

  it('but results that rank her first are not a shortlist for saying how the finalists were chosen', () => {
    const { sheet, reason } = analyse(T.RESULTS_TABLE, 'Leila Moradi');
    expect(sheet.kind).not.toBe('shortlist');
    expect(reason).toBeNull();
  });

  it('but a paper with her name alone under its title is hers, and a place under it is no author', () => {
    const { sheet, reason } = analyse(T.SINGLE_AUTHOR_PAPER, 'Leila Moradi');
    expect(sheet.subject).toMatchObject({ value: 'Leila Moradi', relation: 'wrote', isApplicant: true });
    expect(reason).toBeNull();
  });

  it('and without the applicant’s name, only the rules that need none apply', () => {
    expect(analyse(T.CEREMONY_JOINED, undefined).reason).toBeNull();
    expect(analyse(T.NOMINATION_FORM, undefined, 'O-1A').analysis.category).toBe('other');
  });
});
