// EB-1C (issue 32, decision 119): the letter offering her the post in the United States, and the board's resolution
// appointing her to it on her admission, prove the US position; the letter about the post she has held abroad proves
// the managerial role abroad. The offer is an employment letter whatever else it says of the post.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const DOCS: Record<string, string> = {
  usOffer: `Harborline Logistics Inc.
1200 Market Street, Suite 400, Philadelphia, PA 19107

March 3, 2025

Re: Offer of the position of Vice President, North American Operations

Dear Mr. Okonjo,

Harborline Logistics Inc., the wholly owned US subsidiary of Harborline Group Ltd. of Lagos, is pleased to offer you the position of Vice President, North American Operations at our Philadelphia headquarters. In this role you will direct our three regional managers, who in turn supervise 140 employees, set the annual operating budget of USD 22 million, and have authority to hire and dismiss staff. You will report to the Board of Directors.

Sincerely,
Laura Brennan, Chief Executive Officer`,
  boardResolution: `WRITTEN CONSENT OF THE BOARD OF DIRECTORS OF HARBORLINE LOGISTICS INC.
(a Delaware corporation)

The undersigned, being all the directors of Harborline Logistics Inc., hereby adopt the following resolution:

RESOLVED, that Chidi Okonjo be appointed Vice President, North American Operations of the Corporation, effective upon his admission to the United States, with responsibility for all warehouse and freight operations in the United States and authority over the hiring and dismissal of managerial staff.

Dated: February 20, 2025`,
  abroad: `Harborline Group Ltd.
14 Marina Road, Lagos, Nigeria

February 10, 2025

To whom it may concern,

We confirm that Mr. Chidi Okonjo has been employed by Harborline Group Ltd. in Lagos since June 2018 as General Manager, West Africa Freight. In that role he has managed four department heads and 210 staff, set the division's budget and approved all hiring. He has held this managerial position continuously for more than one year in the three years before this letter.

Adaeze Nwosu, Human Resources Director`,
};
const read = (name: string) => analyseEvidence({ visaType: 'EB-1C', fileName: `${name}.pdf`, mimeType: 'application/pdf', text: DOCS[name]!, applicantName: 'Chidi Okonjo' });

describe('EB-1C: the post in the United States and the post abroad', () => {
  it("reads the US subsidiary's offer of a post as an employment letter and files it as the US position", () => {
    const a = read('usOffer');
    expect(a.kind).toBe('employment_letter');
    expect(a.category).toBe('eb1c_us_position');
  });

  it("files the board's resolution appointing him to a post with a comma in its title, on his admission to the United States, as the US position", () => {
    expect(read('boardResolution').category).toBe('eb1c_us_position');
  });

  it('files the letter about the post he has held abroad as the managerial role abroad', () => {
    expect(read('abroad').category).toBe('eb1c_managerial_abroad');
  });
});
