import { describe, expect, it } from 'vitest';
import { buildExhibitTitle } from '../../server/modules/analyst/exhibit-title';

// How a paralegal reads a document's title (issue 32): past the masthead, the dateline and the citation
// furniture, to the words that say what the document is about. Documents written for these tests.

const title = (lines: string[], kind: string) => buildExhibitTitle({ text: lines.join('\n'), fileName: 'upload.pdf', mimeType: 'application/pdf', kind });
const body = 'The company opened its season on Friday with a staging that the audience will remember for a long time.';

describe('a masthead or dateline is who published the page and when, the next line its headline', () => {
  it('a newspaper page: publication · section · date, then the headline', () => {
    const got = title(['Harbour Courier · Culture · Theatre · 4 April 2025', "A lighthouse keeper's opera finds its voice in Halifax", body], 'press_article');
    expect(got).toBe('Harbour Courier, "A lighthouse keeper\'s opera finds its voice in Halifax", 4 April 2025');
  });

  it('a magazine dateline with dashes and a long edition part', () => {
    const got = title(['El Observador — weekend edition, Culture & Ideas section, 3 May 2021, page 14', 'The potter who listens to the tide', body], 'press_article');
    expect(got).toContain('The potter who listens to the tide');
    expect(got).toContain('El Observador');
  });

  it("a company's programme: the house and its season, then the production", () => {
    const got = title(['NORTHERN LIGHTS BALLET — Winter Season 2025', 'The Snow Queen — a ballet in two acts after Hans Christian Andersen', body], 'production_credits');
    expect(got).toBe('The Snow Queen — a ballet in two acts after Hans Christian Andersen, Northern Lights Ballet, 2025');
  });

  it("a museum's web page: its name and sections, a breadcrumb, then the exhibition", () => {
    const got = title(['City Gallery of Modern Craft | Exhibitions | Archive', 'Home > Exhibitions > Past exhibitions', 'Lena Varga: Salt Lines', body], 'exhibition_record');
    expect(got).toBe('Lena Varga: Salt Lines, City Gallery of Modern Craft');
  });

  it('a title of two parts without a date stays the title', () => {
    expect(title(['Best Paper Award — Honourable Mention', 'is hereby presented to', 'Ada Lovelace', body], 'award')).toContain('Best Paper Award — Honourable Mention');
  });
});

describe("a paper's citation lines and a translator's header are furniture", () => {
  it('volume and pages, DOI, copyright and ISBN lines are passed over for the paper\'s title', () => {
    const lines = ['Acta Hydrologica Borealis (2019) 41, 233–251 ·', 'doi:10.5555/ahb.2019.041 · Published 2019 May 3', 'Glacier melt pulses and river ice break-up', 'A. Lovelace and C. Babbage'];
    expect(title(lines, 'scholarly_paper')).toMatch(/^Glacier melt pulses and river ice break-up\b/);
    const other = ['SIGFOO \'21, May 3-7, 2021, Online · © 2021 Association for', 'Foo Machinery · ISBN 978-1-2345-6789-0/21/05', 'Published: 2 May 2021 · Volume 9, pages 101–112', 'Sparse Graph Scoring for Fraud Rings', 'A. Lovelace'];
    expect(title(other, 'scholarly_paper')).toMatch(/^Sparse Graph Scoring for Fraud Rings\b/);
  });

  it("a certified translation's header is not the document's masthead", () => {
    const got = title(['CERTIFIED TRANSLATION FROM PORTUGUESE', 'Diário do Vale — Sunday edition, 9 June 2020', 'The engineer who taught the dam to listen', body], 'press_article');
    expect(got).toBe('Diário do Vale, "The engineer who taught the dam to listen", 9 June 2020');
  });
});

describe('a letter under a bare letterhead is named by what it confers', () => {
  it("a date line that opens with the day ('14 March 2025') is the letter's date, not an address", () => {
    expect(title(['NORDIC DESIGN WEEK 2025', '14 March 2025', 'Dear Dr. Lovelace,', 'We write to thank you for chairing our spring meeting in Bergen this year.'], 'other')).toContain('14 March 2025');
  });

  const letter = (head: string[], opening: string[]) => [...head, '14 March 2025', 'Dr. Ada Lovelace-Institute of Tides, Bergen', 'Dear Dr. Lovelace,', ...opening, 'Yours sincerely,', 'Pat Doe'];

  it('an award letter: the honour it names, the letterhead as issuer', () => {
    const got = title(letter(['NORDIC SOCIETY FOR COASTAL STUDIES'], ['On behalf of the Council, I write to tell you that you have been chosen as', 'the recipient of the 2025 Halvorsen Early Career Medal, for your work on tidal', 'energy. The Medal is given once a year.']), 'award');
    expect(got).toBe('2025 Halvorsen Early Career Medal, Nordic Society for Coastal Studies, 14 March 2025');
  });

  it("an awards programme's letterhead is not the honour: 'the Designer of the Year award'", () => {
    const got = title(letter(['BALTIC DESIGN AWARDS 2025 — Organised by the Baltic Design Council'], ['Congratulations! You are the winner of the Designer of the Year award at the', 'Baltic Design Awards 2025, announced last night.']), 'award');
    expect(got).toBe('Designer of the Year award, 14 March 2025');
  });

  it('an employment letter: the position it offers', () => {
    const got = title(letter(['HARBOUR FREIGHT LINES, INC. · 9 Dock Road · Tacoma, Washington'], ['On behalf of Harbour Freight Lines, Inc., a subsidiary of Harbour Group S.A., I am pleased to offer you', 'the position of Vice President of Operations, reporting to the President.']), 'employment_letter');
    expect(got).toBe('Employment or salary letter: Vice President of Operations, Harbour Freight Lines, Inc, 14 March 2025');
  });
});

describe('a report names what it reports on; a version note is not a title', () => {
  it("a sales report's 'Production:' field says which production", () => {
    const got = title(['NORTHERN LIGHTS BALLET — Ticket Sales Report', 'Production: THE SNOW QUEEN (Andersen), Winter Season 2025 · Report issued 2 March 2025', 'Venue / Performances / Capacity sold'], 'sales_report');
    expect(got).toBe('NORTHERN LIGHTS BALLET — Ticket Sales Report: THE SNOW QUEEN (Andersen), Winter Season 2025, 2 March 2025');
  });

  it("a publisher's open-access note wrapped over lines is passed over for the paper's title", () => {
    const lines = ['This FOO 2023 workshop paper is the Open Access version, provided by', 'the Foo Foundation. Except for this watermark, it is identical to the', 'accepted version; the final published version of the proceedings is', 'available on the Foo Digital Library.', 'Counting Barnacles on Ship Hulls from Drone Video', 'A. Lovelace'];
    expect(title(lines, 'scholarly_paper')).toMatch(/^Counting Barnacles on Ship Hulls from Drone Video\b/);
  });
});
