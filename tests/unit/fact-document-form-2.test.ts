// More of what a document's form and grammar say (issue 32, sixth session, decision 077): a name written family name
// first is still hers; figures in their common constructions ('9 of the 120 papers', a labelled count that a sentence
// goes on from, 'cut … by 22%', '1.4 million of our customers'); a list's own heading is what it is about; an e-mail
// is titled by its subject and its sender; a results sheet or an award accepted for a team is an award; finalists told
// the result are a shortlist; an 'Invited Review' is no invitation to review; an operating agreement forms a company;
// a credential evaluation names its degree; a post named with a comma or 'served as' titles the letter.
// Small documents written for this test; no set's documents are copied.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { recogniseKind } from '../../server/modules/analyst/kinds';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, applicantName: string, visaType: VisaType = 'EB-1A', fileName = 'document.pdf') => checkedAnalysis(text, applicantName, visaType, fileName);
const figures = (text: string, applicantName = 'Min-jun Seo', visaType: VisaType = 'EB-1A') => analyse(text, applicantName, visaType).sheet.figures.map((f) => f.value);

describe('names and figures as they are written', () => {
  it('a name written family name first is the applicant', () => {
    const text = `HANBIT DISPLAY CO., LTD.
10 March 2026
Certificate of Employment
This certifies that Mr. Seo Min-jun has been employed full time by Hanbit Display Co., Ltd. since 2 May 2012 and has served as Line Director of our Paju panel plant since 1 June 2020.
Lee Ha-eun, Head of Human Resources`;
    const { sheet } = analyse(text, 'Min-jun Seo', 'EB-1C');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(sheet.title).toContain('Line Director');
  });

  it("'9 of the 120 papers' is a selectivity figure", () => {
    expect(figures('SENSOR SYSTEMS CONFERENCE 2025\nCertificate of Program Committee Service\nMin-jun Seo served on the Program Committee and reviewed 9 of the 120 papers submitted.\nSeoul, 2 May 2025').some((f) => f.startsWith('9 of the 120 papers'))).toBe(true);
  });

  it('a labelled count that the line goes on from, a share cut by a percentage and millions of customers are figures', () => {
    const text = `HANBIT TOURING S.L.
Box-office summary — "Moon Gate", 2025 tour
Performances: 30 in 9 cities. Tickets sold: 21,400, an average occupancy of 91%.
The app now serves 1.4 million of our customers and has cut failed payments by 22%.
Prepared 1 December 2025 by the tour accountant.`;
    const got = figures(text, 'Min-jun Seo', 'O-1B');
    expect(got.some((f) => f.includes('30'))).toBe(true);
    expect(got.some((f) => f.includes('21,400'))).toBe(true);
    expect(got.some((f) => f.includes('1.4 million'))).toBe(true);
    expect(got.some((f) => f.includes('22%'))).toBe(true);
  });
});

describe('titles from a form', () => {
  it("an e-mail is titled by its subject line and its sender's body", () => {
    const text = `From: Editorial Office, Journal of Glacier Studies <office@jgs.example>
To: ms@example.org
Subject: Confirmation of your reviewing record
Date: 4 March 2026
Dear Dr. Seo,
This confirms that you completed 11 peer reviews for the Journal of Glacier Studies between 2021 and 2025.
Kind regards,
Ann Berg, Managing Editor`;
    expect(analyse(text, 'Min-jun Seo').sheet.title).toContain('Journal of Glacier Studies');
  });

  it('a credential evaluation names the degree in its equivalency field', () => {
    const text = `PACIFIC CREDENTIAL REVIEW, INC.
Evaluation No. 26-1120 · 3 February 2026
Name: Min-jun Seo
Credential: Master of Engineering (Robotics), Hanbit National University, 2016.
U.S. equivalency: Master of Science in Electrical Engineering from a regionally accredited institution.
Evaluator: Dr. Ruth Adler`;
    expect(analyse(text, 'Min-jun Seo', 'EB-2 NIW').sheet.title).toMatch(/Master of (Science|Engineering)/);
  });

  it('an offer names the post with its comma', () => {
    const text = `Hanbit America Inc. · San Jose, California
March 3, 2026
Dear Mr. Seo,
We are pleased to offer you the position of Vice President, Panel Operations, based at our San Jose site. You will direct all production through 4 directors who report to you.
Sincerely, Amy Cole, Chief Executive Officer`;
    expect(analyse(text, 'Min-jun Seo', 'EB-1C').sheet.title).toContain('Vice President, Panel Operations');
  });
});

describe('kinds from a form', () => {
  it("a results sheet's 'Winner —' or 'First place:' line and an award accepted for a team are awards", () => {
    expect(recogniseKind('results.pdf', 'SEOUL DESIGN AWARDS 2025\nWinner — Display Engineer of the Year\nMin-jun Seo, Hanbit Display\nChosen by a jury of eight from 190 entries.\nSeoul, 9 November 2025').kind).toBe('award');
    expect(recogniseKind('results.pdf', 'ASIA ROBOTICS OPEN · Busan\nOfficial Results — Line-Following Championship 2024\nFirst place: Team "Arc" (captain Min-jun Seo; Ha-eun Lee, Ji-ho Kim).\nSecond place: Team "Volt".\nBusan, 5 October 2024 · Championship Jury').kind).toBe('award');
    expect(recogniseKind('plant.pdf', 'KOREA DISPLAY FORUM\nPlant of the Year 2025\nThe Forum recognises the Hanbit Paju Plant for raising yield while cutting energy use.\nLine Director Seo Min-jun accepted the award on behalf of the plant at the Forum dinner in Seoul on 2 June 2025.').kind).toBe('award');
  });

  it('finalists told that another company won were on a shortlist', () => {
    const text = `From: Harbour Foundation <prize@harbour.example>
To: finalists
Subject: Harbour Robotics Prize 2025 — result
Date: 3 April 2025
Dear finalists,
Thank you for presenting in Busan. The jury has awarded the 2025 Harbour Robotics Prize to Arcline (Oslo) for its welding robot.
The other finalists were Hanbit Robotics (Seoul), Volta (Lyon) and Kestrel (Porto).
Warm regards, Ann Berg, Prize Director`;
    const { sheet, analysis } = analyse(text, 'Min-jun Seo', 'O-1A', 'result.txt');
    expect(sheet.kind).toBe('shortlist');
    expect(analysis.category).toBe('other');
  });

  it("a journal's 'Invited Review' article is no invitation to review", () => {
    const text = `Reviews in Display Science · Vol. 9 · May 2025 · Invited Review
Micro-LED transfer after the Paju line: what has changed
Ann Berg and Tom Hale, Display Lab, Lyon
Few industrial studies have changed practice as fast as the transfer process led by Seo and colleagues. This review examines that work and the trials it prompted.`;
    expect(recogniseKind('review.txt', text, 'Min-jun Seo').kind).not.toBe('review_record');
  });

  it("an LLC's operating agreement naming her sole member is the company's formation record (NIW prong 3)", () => {
    const text = `SEO ROBOTICS LLC — Operating Agreement (extract)
Adopted 4 April 2024 under the Oregon Limited Liability Company Act.
Article 2. Member. The sole member of the Company is Min-jun Seo, who holds 100% of the membership interests.
Signed: Min-jun Seo, Member`;
    expect(analyse(text, 'Min-jun Seo', 'EB-2 NIW').analysis.category).toBe('niw_prong3_balance');
  });
});

describe("a list's subject", () => {
  it('a list that names her as one delegate is about its event', () => {
    const text = `Korea–Norway Display Trade Mission, 2–5 June 2025
Delegate list (as of 20 May 2025) — Korea Display Industry Council
1. Park Ji-won, Chair, KDIC (head of delegation)
2. Lee Ha-eun, Arc Materials
3. Seo Min-jun, Line Director, Hanbit Display
4. Kim Ji-ho, Volt Equipment`;
    const { sheet } = analyse(text, 'Min-jun Seo', 'EB-1C', 'delegates.txt');
    expect(sheet.subject?.value).toContain('Trade Mission');
    expect(sheet.subject?.isApplicant).toBe(false);
  });
});

describe('an award to a body that she collected', () => {
  it("a jury that 'recognises the X Plant for …' honours the plant; its director accepting for the team is not the winner", () => {
    const text = `KOREA DISPLAY FORUM
Plant of the Year 2025
The Forum's jury recognises the Hanbit Paju Plant for raising yield while cutting energy use.
Line Director Seo Min-jun accepted the award on behalf of the plant's staff at the Forum dinner in Seoul on 2 June 2025.`;
    const { sheet, analysis } = analyse(text, 'Min-jun Seo', 'EB-1C', 'plant_award.pdf');
    expect(sheet.subject?.value).toContain('Hanbit Paju Plant');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(analysis.category).toBe('other');
  });

  it("a company 'named Best …' is the winner; staff who collected it for the whole team are not", () => {
    const text = `Arcline Blog — 4 October 2024
We won Best Welding Robot!
Arcline was named Best Welding Robot at the Robotics Britannia Awards last night. Lead engineer Min-jun Seo and designer Ann Berg collected the award for the whole team.
Thank you to our customers.`;
    const { sheet, analysis } = analyse(text, 'Min-jun Seo', 'UK_GLOBAL_TALENT', 'blog.txt');
    expect(sheet.subject?.value).toBe('Arcline');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(analysis.category).toBe('other');
  });
});

describe('a contract that compares pay', () => {
  it("a fee set against the union minimum is about pay (O-1B's high salary), not the role", () => {
    const text = `ENGAGEMENT AGREEMENT between Harbor Point Presenting, LLC (the "Presenter") and Min-jun Seo (the "Artist")
1. The Artist will appear as principal dancer in 20 performances of "Moon Gate" in six U.S. cities between 5 October and 22 November 2026.
2. The Presenter will pay the Artist a fee of $3,800 per performance, plus travel and lodging. The union minimum for a principal dancer on a touring engagement is $1,050 per performance.
Dated 20 January 2026. For the Presenter: Ann Berg, Managing Director. The Artist: Min-jun Seo.`;
    const { analysis, sheet } = analyse(text, 'Min-jun Seo', 'O-1B', 'engagement.docx');
    expect(analysis.category).toBe('o1b_high_salary');
    expect(sheet.issuer?.value).toBe('Harbor Point Presenting, LLC');
  });
});

describe('a letter of take-up', () => {
  it("an organisation's letter that its customers now use her design is contributions, not a recommendation", () => {
    const text = `NORTHGATE BUILDING SOCIETY · Digital Services · 2 King Street, Leeds
3 December 2025
To whom it may concern:
Northgate adopted the account-switching flow designed by Min-jun Seo of Arcline in 2024. It now serves 1.2 million of our customers and has cut abandoned switches by 31%.
Tom Hale, Head of Digital Services`;
    expect(analyse(text, 'Min-jun Seo', 'UK_GLOBAL_TALENT', 'letter.pdf').analysis.category).toBe('uk_patents_contributions');
  });
});

describe("an organisation's letter on her post", () => {
  it("'has been a principal designer for the Opera since 2018' on a house's letterhead is an employment letter (O-1B critical role)", () => {
    const text = `NORDIC STAGE COMPANY · Kaivokatu 12, Helsinki

14 January 2026

To whom it may concern:

Min-jun Seo has been a principal sound designer for the Nordic Stage Company since 2018, designing the sound for 7 of our main-stage productions.

He leads a crew of up to twelve technicians and decides how each production sounds from the first rehearsal to the last performance.

Ann Berg, Technical Director`;
    const { analysis } = analyse(text, 'Min-jun Seo', 'O-1B', 'letter.docx');
    expect(analysis.kind).toBe('employment_letter');
    expect(analysis.category).toBe('o1b_critical_role');
  });
});
