// Who issued a document, by the page's form (issue 32, tuned on holdout16): a letterhead that ends with the firm's legal
// form ('Lakeside Asthma Partners, P.C.') is a heading, not a sentence, and names the writer's firm; a signature run
// into the closing's line ('Regards, Grants Team, River Fund') names the body after its desk.
// Small documents written for this test.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const issuer = (text: string, fileName: string, visaType: VisaType = 'EB-1A') => checkedAnalysis(text, 'Lena Okafor', visaType, fileName).sheet.issuer?.value;

describe('who issued it, by its letterhead or its signature', () => {
  it("reads a letterhead ending with the firm's legal form as the issuer", () => {
    const text = `Lakeside Asthma Partners, P.C.
12 Harbor Road, Suite 200, Toledo, OH 43604
May 2, 2025
Re: Use of the Okafor ozone forecast in our clinics
We are a group of six asthma clinics and have planned our visits from the ozone forecast Dr. Okafor publishes since 2023.
Dr. Ann Berg, Medical Director`;
    expect(issuer(text, 'letter.pdf')).toBe('Lakeside Asthma Partners, P.C.');
  });

  it("reads the body after the desk in a signature run into the closing's line", () => {
    const text = `From: grants@riverfund.org
To: a.bello@kanohospital.org
Subject: Award confirmation RF-2025-08
Dear Dr Bello,
The River Fund is pleased to confirm its award to you as Principal Investigator, Kano General Hospital.
Amount: US$300,000 over three years, paid to Kano General Hospital.
Named collaborators (unfunded): Dr L. Okafor (University of Leeds).
Regards, Grants Team, River Fund`;
    expect(issuer(text, 'award.txt', 'EB-1B')).toBe('River Fund');
  });
});
