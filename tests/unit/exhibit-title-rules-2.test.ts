import { describe, expect, it } from 'vitest';
import { buildExhibitTitle } from '../../server/modules/analyst/exhibit-title';

// How a paralegal titles a letter or a page whose first lines are only a letterhead (issue 32, fifth session): a
// letterhead wrapped onto two lines, a typed masthead, a place-and-date line, a heading above the salutation, the
// post or honour or work a letter is about. Documents written for these tests.

const title = (lines: string[], kind: string) => buildExhibitTitle({ text: lines.join('\n'), fileName: 'upload.pdf', mimeType: 'application/pdf', kind });
const body = 'The guild met on Friday and chose its winners after a long evening of tasting and argument among the judges.';

describe('mastheads and letterheads as pages set them', () => {
  it("a typed masthead's parts set apart by spaced hyphens, then the headline", () => {
    const got = title(['Harbour Food - City news - 6 February 2024', "Bo Lindqvist is the Guide Blanc's Baker of the Year", body], 'press_article');
    expect(got).toContain("Bo Lindqvist is the Guide Blanc's Baker of the Year");
  });

  it('a letterhead wrapped onto a second line is one line, and the headline after it is the title', () => {
    const got = title(['Harbour Guild of Bakers · Press', 'release · Leeds, 23 November 2023', 'Bakery Nord wins the 2023 Golden Loaf Prize', body], 'press_article');
    expect(got).toContain('Bakery Nord wins the 2023 Golden Loaf Prize');
    expect(got).toContain('Harbour Guild of Bakers');
  });

  it("a journal's citation line is furniture, wrapped or not", () => {
    expect(title(['Coastal Engineering 172 (2022) 107614 · Contents lists available at', 'ScienceDirect', 'Tide gauges for small harbours', 'Ana Ruiz a, Bo Li b'], 'scholarly_paper')).toMatch(/^Tide gauges for small harbours/);
    expect(title(['Estuaries (2024) 55:38 · Original article', 'Seasonal mixing in small harbours', 'Bo Li, Ana Ruiz'], 'scholarly_paper')).toMatch(/^Seasonal mixing in small harbours/);
  });
});

describe('a letter titled by what it is about', () => {
  it("a verification's place-and-date line is passed over, and its heading names the post", () => {
    const got = title(['BAKERY NORD S.A. · NIF 500 100 200 · Rua Augusta 10', 'Lisbon, 10 February 2025', 'EMPLOYMENT VERIFICATION', 'We confirm that Ms. Ana Ruiz has been employed full time by Bakery Nord since 2014 and has held the position of Head of Production since 2019.'], 'experience_letter');
    expect(got).toContain('Employment Verification: Head of Production');
  });

  it('a letter on a letterhead names the group she leads', () => {
    const got = title(['ATELIER LAB · 10 Dock Road, Leeds', 'January 20, 2025', 'To whom it may concern:', 'Since 2021 Dr. Ana Ruiz has led our Coastal Sensors Group, one of our four research groups, and hired its nine engineers.'], 'other');
    expect(got).toContain('Coastal Sensors Group');
    expect(got).toContain('Atelier Lab');
  });

  it("an engagement letter names the post she is engaged for, past the honorific's full stop", () => {
    const got = title(['HARBOR CLUB · 75 Wharf Road, Boston, MA 02110', 'January 15, 2025', 'Dear Ms. Ruiz,', 'We have engaged Ms. Ruiz as Director of our Junior Sailing Programme from 2025.'], 'other');
    expect(got).toMatch(/^Letter: Director of our Junior Sailing Programme, January 15, 2025$/);
  });

  it("a contract's own heading, not the kind's label", () => {
    const got = title(['NORDLICHT SPORTS AG', 'Sponsorship Agreement (summary of terms) · Contract no. NS-1', 'Date: 2 May 2024', 'Parties: Nordlicht Sports AG and Ana Ruiz, professional cyclist ("Athlete").'], 'employment_letter');
    expect(got).toContain('Sponsorship Agreement');
    const memo = title(['HARBOUR FILMS LTD', 'Deal memo - Series Director, Tide Pools Season 2', '', 'Date: 3 October 2024', 'Director: Ana Ruiz', 'Fee: GBP 4,000 per episode, for all 26 episodes of the season.'], 'pay_record');
    expect(memo).toMatch(/^Deal memo - Series Director, Tide Pools Season 2\b/);
  });

  it('a heading set just above the salutation is the subject line', () => {
    const got = title(['UNIVERSITY OF NORTHGATE', 'Graduate School · Examinations Office', '12 September 2023', 'Dr Ana Ruiz', 'Appointment as external examiner', 'Dear Dr Ruiz,', body], 'review_record');
    expect(got).toContain('Appointment as external examiner');
  });

  it('a letter naming an honour abroad (Premio, Prix) is titled by it', () => {
    const got = title(['FUNDACIÓN MAR · Av. Corrientes 20, C1045 Buenos Aires,', 'Argentina', 'Buenos Aires, 30 November 2023', 'Dear Ana,', "The jury of the Premio Ola de Plata 2023, the Foundation's national prize, has chosen your work as the best of the year."], 'other');
    expect(got).toContain('Premio Ola de Plata');
  });

  it("an organisation's letter on taking up her work names the work", () => {
    const got = title(['GROWERS ALLIANCE · 8 Mill Lane,', 'Suite 2, Fargo, ND 58102 · growers.example', 'October 7, 2024', 'To whom it may concern,', 'In 2023 we replaced laboratory testing with the paper-based kit for salt damage that Dr. Ana Ruiz developed, and our inspectors now carry it.'], 'other');
    expect(got).toContain('paper-based kit for salt damage');
    expect(got).toContain('Growers Alliance');
  });
});
